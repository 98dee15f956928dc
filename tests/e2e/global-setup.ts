/**
 * Runs once, before any worker starts: imports the web host and the embedded sandbox, so that Playwright's
 * transform cache (`$TMPDIR/playwright-transform-cache-<uid>`) holds every TypeScript file they load
 * before the workers ask for them.
 *
 * On a machine whose cache was empty (a fresh CI machine, a cleared `/tmp`), three workers otherwise
 * compiled the same few hundred files at once, and the embedded sandbox, which main imports on first use,
 * was compiled inside the first test of each worker: its first lookup then took over 10 s, and
 * customers.spec.ts failed three tests of three in such a run. Side by side on an empty cache
 * (shell.spec.ts and customers.spec.ts, three workers): 114 and 111 CPU-s and 4 failures without this,
 * 95 and 98 CPU-s and none with it.
 */
export default async function warmTransformCache(): Promise<void> {
  await import('../../src/main/app/web/server');
  await import('../../src/sandbox/server');
}
