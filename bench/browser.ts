import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

/**
 * Debian's Chromium with the flags every browser bench (and the e2e suite) uses; `extraArgs` adds some
 * for one bench's diagnosis (the startup bench's `--js-flags=`).
 */
export function launchBenchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
