import { defineConfig } from '@playwright/test';

/**
 * The Electron smoke test: the built app (`out/main/index.js`) in the real Electron binary, through
 * Playwright's `_electron`. Where the binary is not installed (ELECTRON_SKIP_BINARY_DOWNLOAD=1) every
 * test reports a skip with the reason and the run exits 0. On Linux it needs a display (xvfb-run).
 */
export default defineConfig({
  testDir: 'tests/electron',
  // See playwright.config.ts: one tsconfig for every file the tests load.
  tsconfig: './tsconfig.test.json',
  outputDir: 'test-results/electron',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { trace: 'off', video: 'off', screenshot: 'off' },
});
