// Which Chromium the browser tests, the benches and the screenshot scripts drive, and with which flags.
// Only Node's built-ins: playwright.config.ts and the scripts import it.
import { existsSync } from 'node:fs';

/**
 * Debian's headless shell first: the same Blink and V8 without the full browser's UI, so the same tests
 * cost less of a 2-core machine (accessibility.spec.ts and memory.spec.ts, side by side: 142 s of CPU
 * through `/usr/bin/chromium`, 118 s through the shell). Debian's full Chromium when only that is installed.
 */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/**
 * The flags every automated run uses: no sandbox (root in CI), no GPU, no traffic of its own. Every name
 * but this machine's resolves to "not found" inside Chromium, so nothing a page asks for (the demo data's
 * avatars on `cdn.sandbox.invalid`, a link) sends a DNS query or a request beyond the loopback servers a
 * test starts, and such a load fails at once instead of when a resolver answers.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * What the browser tests add, and only they (the benches and the guide's screenshots run V8 as a user's
 * browser does): V8 stops at its baseline compiler (Sparkplug) and never optimises (Maglev, TurboFan). A
 * test's page lives a few seconds, too short for optimised code to pay back its compiling, which ran on
 * the renderer's worker threads (124 of the whole e2e's 813 CPU-s, 96 tests). What the code does is the
 * same in every tier. Side by side, both runs at once on one worker each, 15 tests (accessibility-dialogs,
 * video-calls, mangoes, home): 191.2 and 191.9 CPU-s without, 179.2 and 179.1 with; with the interpreter
 * alone (`--max-opt=0`) 181.6 against 183.1, as its slower code ate the saving.
 */
export const TEST_CHROMIUM_ARGS = ['--js-flags=--max-opt=1'];

/**
 * `CHROMIUM_PATH` when set, else the first of CHROMIUM_CANDIDATES that exists, else the last one (so
 * Playwright's error names the path it expected).
 */
export function chromiumPath(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((path) => exists(path)) ?? CHROMIUM_CANDIDATES.at(-1);
}
