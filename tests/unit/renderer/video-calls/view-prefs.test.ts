import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readAgendaMode,
  VIEW_PREFS_KEY,
  writeAgendaMode,
} from '../../../../src/renderer/src/areas/video-calls/view-prefs';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the agenda view a profile reopens with', () => {
  it('is the list until the week grid is chosen, then the week grid, per profile', () => {
    expect(readAgendaMode('p1')).toBe('list');
    writeAgendaMode('p1', 'week');
    expect(readAgendaMode('p1')).toBe('week');
    expect(readAgendaMode('p2')).toBe('list');
    expect(JSON.parse(localStorage.getItem(VIEW_PREFS_KEY) ?? '{}')).toEqual({ p1: 'week' });
  });

  it('falls back to the list for a damaged entry, and only for that profile', () => {
    localStorage.setItem(VIEW_PREFS_KEY, JSON.stringify({ p1: 'month', p2: 'week' }));
    expect(readAgendaMode('p1')).toBe('list');
    expect(readAgendaMode('p2')).toBe('week');
    localStorage.setItem(VIEW_PREFS_KEY, '{"p2": "we');
    expect(readAgendaMode('p2')).toBe('list');
  });

  it('keeps working when the storage refuses', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    vi.stubGlobal('localStorage', {
      ...localStorage,
      getItem: () => null,
      setItem: () => {
        throw quota;
      },
    });
    expect(() => writeAgendaMode('p1', 'week')).not.toThrow();
    expect(readAgendaMode('p1')).toBe('list');
  });
});
