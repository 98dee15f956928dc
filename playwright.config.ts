import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

/**
 * End-to-end tests: the real renderer build, served with the real services by the web host (started
 * in-process by tests/e2e/fixtures.ts), in Debian's Chromium (its headless shell when installed:
 * scripts/chromium.mjs). Traces and videos stay off because they would record the fake secrets the
 * tests type.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // One tsconfig for every file the tests load: the per-environment projects map `papaparse` to a
  // type-only file for src/shared and src/renderer, which must not be what runs here.
  tsconfig: './tsconfig.test.json',
  outputDir: 'test-results/e2e',
  // Each test on any worker: each test has its own web host, data folder and browser
  // context; nothing is shared but the keychain, where every test's profiles have their own ids and are
  // deleted at its end. (A worker once died with SIGSEGV: keytar ran two keychain calls of one process at
  // once on two threads, which libsecret does not survive, node-keytar#283; the store now makes one call at
  // a time, src/main/platform/secrets/keytar-store.ts.)
  // Three workers on two cores: while one worker's test waits (a bridge call, a timer, a closing dialog),
  // the others keep both cores busy. Interleaved on this machine, the whole e2e: two workers 383.3 and
  // 368.0 s, three 351.7 and 326.5 s (sixteenth session).
  workers: 3,
  // Compiles the web host and the sandbox once before the workers start (global-setup.ts says why).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  retries: 0,
  reporter: 'list',
  // A ceiling against a hung test, not a wait: each check still waits at most `expect.timeout` for what it
  // expects. At 30 s, two long tests (courses' chapter round trip, the customer walk-through; 10 to 13 s
  // on an idle machine) failed on time alone in a full run while this machine's load average was 10.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    viewport: { width: 1280, height: 800 },
    // As a user who turned animations off: dialogs and menus open at once (the theme respects it), so a
    // test waits for what opened, not for a fade. Side by side on 71 tests: 348 s before, 333 s after.
    reducedMotion: 'reduce',
    trace: 'off',
    video: 'off',
    screenshot: 'off',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...TEST_CHROMIUM_ARGS] },
  },
});
