import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  CHROMIUM_CANDIDATES,
  TEST_CHROMIUM_ARGS,
  chromiumPath,
} from '../../../scripts/chromium.mjs';
import playwrightConfig from '../../../playwright.config';

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

describe('the browser tests’ flags', () => {
  it('keep every automated run’s flags and add the tests’ own V8 tiers', () => {
    const args = playwrightConfig.use?.launchOptions?.args ?? [];
    expect(args).toEqual([...CHROMIUM_ARGS, ...TEST_CHROMIUM_ARGS]);
    expect(TEST_CHROMIUM_ARGS).toContain('--js-flags=--max-opt=1');
  });

  it('leave V8 as a user’s browser runs it in every run but the tests (benches, screenshots)', () => {
    expect(CHROMIUM_ARGS.some((arg) => arg.startsWith('--js-flags'))).toBe(false);
  });
});
