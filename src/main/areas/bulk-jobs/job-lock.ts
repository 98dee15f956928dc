import { open, readFile, unlink, writeFile } from 'node:fs/promises';
import { appFailure } from '../../../shared/errors';
import { pidIsAlive } from '../../platform/storage/data-dir-lock';

/** Locks this process holds: a second runner of the same job in one process is refused too. */
const heldHere = new Set<string>();

export interface JobLock {
  release(): Promise<void>;
}

/**
 * One runner per job: a lock file holding the owner's pid. A lock whose process is gone (a crash, a kill)
 * is taken over (our own pid in a stale file means the pid was reused after a restart); a live one is refused, so a second console cannot send the same rows at the same time.
 */
export async function acquireJobLock(path: string): Promise<JobLock> {
  if (heldHere.has(path)) {
    throw appFailure('conflict', 'This job is already running in this console.');
  }
  const mine = JSON.stringify({ pid: process.pid, at: new Date().toISOString() });
  try {
    const handle = await open(path, 'wx', 0o600);
    await handle.writeFile(mine);
    await handle.sync();
    await handle.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let owner: number | undefined;
    try {
      const parsed = JSON.parse(await readFile(path, 'utf8')) as { pid?: unknown };
      owner = typeof parsed.pid === 'number' ? parsed.pid : undefined;
    } catch {
      owner = undefined;
    }
    if (owner !== undefined && owner !== process.pid && pidIsAlive(owner)) {
      throw appFailure(
        'conflict',
        `This job is being run by another console (process ${owner}). Close it there, or wait for it to finish.`,
      );
    }
    await writeFile(path, mine, { mode: 0o600 });
  }
  heldHere.add(path);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      heldHere.delete(path);
      await unlink(path).catch(() => undefined);
    },
  };
}
