import { chromium, type Browser } from '@playwright/test';

/**
 * Debian's Chromium with the flags every browser bench (and the e2e suite) uses; `extraArgs` adds some
 * for one bench's diagnosis (the startup bench's `--js-flags=`).
 */
export function launchBenchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
