import { describe, expect, it } from 'vitest';
import { CHROMIUM_CANDIDATES, chromiumPath } from '../../../scripts/chromium.mjs';

describe('chromiumPath', () => {
  it('prefers the headless shell, then the full browser', () => {
    const only = (installed: string[]) => (path: string) => installed.includes(path);
    expect(chromiumPath({}, only(['/usr/bin/chromium', '/usr/bin/chromium-headless-shell']))).toBe(
      '/usr/bin/chromium-headless-shell',
    );
    expect(chromiumPath({}, only(['/usr/bin/chromium']))).toBe('/usr/bin/chromium');
  });

  it('names the last candidate when none is installed, so the launch error says what is missing', () => {
    expect(chromiumPath({}, () => false)).toBe(CHROMIUM_CANDIDATES.at(-1));
  });

  it('takes CHROMIUM_PATH over everything', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' }, () => true)).toBe('/opt/chrome/chrome');
  });
});
