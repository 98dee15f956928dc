import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest's global setup: every temporary folder the tests make (`mkdtemp(join(tmpdir(), …))`, the crash
 * children's data, a sandbox's kept file) goes into one folder of this run, removed when the run ends. Tests
 * that cleaned up after themselves still do; those that did not (a folder per test in fourteen files) no longer
 * leave it in the machine's /tmp: a developer's machine had gathered 1,600 of them.
 *
 * TMPDIR is set before vitest starts its workers, which inherit it (os.tmpdir() reads it on every call). Each
 * project runs its global setup in this same process, so the first makes the folder, the others share it,
 * and the last to finish removes it. A run that is killed leaves its one folder (`creator-console-vitest-…`).
 */
interface Shared {
  dir: string;
  previous: string | undefined;
  users: number;
}

const KEY = Symbol.for('creator-console.vitest-private-tmp');
const registry = globalThis as { [KEY]?: Shared };

export default function setup(): () => void {
  let shared = registry[KEY];
  if (!shared) {
    const dir = mkdtempSync(join(tmpdir(), 'creator-console-vitest-'));
    shared = { dir, previous: process.env.TMPDIR, users: 0 };
    registry[KEY] = shared;
    process.env.TMPDIR = dir;
  }
  shared.users += 1;
  const mine = shared;
  return () => {
    mine.users -= 1;
    if (mine.users > 0) return;
    if (mine.previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = mine.previous;
    delete registry[KEY];
    rmSync(mine.dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
