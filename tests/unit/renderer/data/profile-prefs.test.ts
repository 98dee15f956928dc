import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { profilePrefs } from '../../../../src/renderer/src/data/profile-prefs';

const KEY = 'creator-console:test-prefs:v1';
const Density = z.object({ rows: z.enum(['compact', 'comfortable']), size: z.number().int().positive() });
type Density = z.infer<typeof Density>;
const FALLBACK: Density = { rows: 'comfortable', size: 20 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** A storage whose every read and write throws, as a locked-down browser profile's or a full one does. */
function refusingStorage(): Storage {
  const refuse = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse };
}

describe('per-profile preferences in localStorage', () => {
  it('gives the fallback when nothing is stored, and what was written once it is', () => {
    const prefs = profilePrefs(KEY, Density, FALLBACK);
    expect(prefs.read('p1')).toEqual(FALLBACK);
    prefs.write('p1', { rows: 'compact', size: 50 });
    expect(prefs.read('p1')).toEqual({ rows: 'compact', size: 50 });
    // Stored under the one key, by profile id.
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({ p1: { rows: 'compact', size: 50 } });
  });

  it("keeps each profile's value apart: another profile reads its own, or the fallback", () => {
    const prefs = profilePrefs(KEY, Density, FALLBACK);
    prefs.write('p1', { rows: 'compact', size: 50 });
    expect(prefs.read('p2')).toEqual(FALLBACK);
    prefs.write('p2', { rows: 'comfortable', size: 10 });
    expect(prefs.read('p1')).toEqual({ rows: 'compact', size: 50 });
    expect(prefs.read('p2')).toEqual({ rows: 'comfortable', size: 10 });
  });

  it('reads a value that is not JSON, or not an object, as nothing stored, and writes over it', () => {
    const prefs = profilePrefs(KEY, Density, FALLBACK);
    for (const damaged of ['{not json', '"a string"', '[1,2]', 'null', '42']) {
      localStorage.setItem(KEY, damaged);
      expect(prefs.read('p1'), damaged).toEqual(FALLBACK);
    }
    prefs.write('p1', { rows: 'compact', size: 5 });
    expect(prefs.read('p1')).toEqual({ rows: 'compact', size: 5 });
  });

  it("gives one profile's damaged entry the fallback without touching the others'", () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ p1: { rows: 'sideways', size: -1 }, p2: { rows: 'compact', size: 30 } }),
    );
    const prefs = profilePrefs(KEY, Density, FALLBACK);
    expect(prefs.read('p1')).toEqual(FALLBACK);
    expect(prefs.read('p2')).toEqual({ rows: 'compact', size: 30 });
    prefs.write('p1', { rows: 'comfortable', size: 40 });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({
      p1: { rows: 'comfortable', size: 40 },
      p2: { rows: 'compact', size: 30 },
    });
  });

  it('never throws when the storage refuses to read or write (a locked-down or full storage)', () => {
    const prefs = profilePrefs(KEY, Density, FALLBACK);
    vi.stubGlobal('localStorage', refusingStorage());
    expect(prefs.read('p1')).toEqual(FALLBACK);
    expect(() => prefs.write('p1', { rows: 'compact', size: 50 })).not.toThrow();
    expect(prefs.read('p1')).toEqual(FALLBACK);
  });

  it('never throws when there is no localStorage at all', () => {
    const prefs = profilePrefs(KEY, Density, FALLBACK);
    vi.stubGlobal('localStorage', undefined);
    expect(prefs.read('p1')).toEqual(FALLBACK);
    expect(() => prefs.write('p1', { rows: 'compact', size: 50 })).not.toThrow();
  });
});
