import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import setup from '../../helpers/private-tmp';

describe("vitest's private temporary folder", () => {
  it('is made by the first project, shared by the others, and removed with TMPDIR put back by the last', () => {
    const before = process.env.TMPDIR;
    const first = setup();
    const dir = tmpdir();
    try {
      expect(dir).toMatch(/creator-console-vitest-/);
      expect(existsSync(dir)).toBe(true);
      const second = setup();
      expect(tmpdir()).toBe(dir);
      second();
      // One project is still running: its folder stays.
      expect(existsSync(dir)).toBe(true);
      expect(tmpdir()).toBe(dir);
    } finally {
      first();
    }
    expect(existsSync(dir)).toBe(false);
    expect(process.env.TMPDIR).toBe(before);
  });
});
