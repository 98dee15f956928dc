import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { appFailure } from '../../../shared/errors';

export const DATA_DIR_LOCK_FILE = 'console.lock';

/** What the lock file holds: enough to tell whether its holder still runs, and to name it to a person. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** When the holder took the lock (ISO). */
  at: string;
  /** The holder's process start as the OS reports it (Linux: /proc starttime), to spot a reused pid. */
  procStart?: string;
  /** Which kind of console holds it ("electron", "web"). */
  app?: string;
}

export interface DataDirLock {
  readonly path: string;
  readonly holder: LockHolder;
  release(): Promise<void>;
}

export interface DataDirLockOptions {
  /** Shown in the message a second console gets. */
  app?: string;
  /** How to start on another folder, for the refusal message (default: the web host's --data-dir). */
  otherDirHint?: string;
  /** Seams for tests. */
  pid?: number;
  isAlive?: (pid: number) => boolean;
  processStart?: (pid: number) => string | undefined;
  host?: string;
}

/** Paths this process holds: a second console in the same process is refused too. */
const heldHere = new Set<string>();

/** Whether a process of this pid runs (on this machine); EPERM counts: it runs as another user. */
export function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A process's start time as the OS counts it (field 22 of /proc/<pid>/stat, clock ticks since boot), or
 * undefined where there is no /proc. Together with the pid it names one process: a reused pid has
 * another start time.
 */
export function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in brackets and may hold spaces: count fields after its ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string' || typeof value.at !== 'string')
      return undefined;
    return value as LockHolder;
  } catch {
    return undefined;
  }
}

const WEB_HINT = 'start with --data-dir <another folder>';

export function inUseMessage(holder: LockHolder, dataDir: string, hint = WEB_HINT): string {
  const where = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
  const what = holder.app === 'web' ? 'Creator Console web host' : 'Creator Console';
  return (
    `This data directory (${dataDir}) is in use by another ${what} (pid ${holder.pid}${where}, started ${holder.at}). ` +
    `Close it, or ${hint}.`
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One console per data directory: `<dataDir>/console.lock`, created atomically (`wx`) with the holder's
 * pid, host name, process start time and the time it was taken. A lock whose holder is gone (its pid is
 * not alive, or the pid now belongs to a process that started later: a reused pid) is taken over; a live
 * holder's lock is refused with a message that names it. A lock from another machine (a shared folder)
 * cannot be checked and is refused: the message names that machine. Released on close.
 */
export async function acquireDataDirLock(
  dataDir: string,
  options: DataDirLockOptions = {},
): Promise<DataDirLock> {
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? pidIsAlive;
  const startOf = options.processStart ?? processStartOf;
  const host = options.host ?? hostname();
  if (heldHere.has(path)) {
    throw appFailure(
      'conflict',
      `This data directory (${dataDir}) is already open in this Creator Console. Close it first, or ${options.otherDirHint ?? WEB_HINT}.`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const procStart = startOf(pid);
  const mine: LockHolder = {
    pid,
    hostname: host,
    at: new Date().toISOString(),
    ...(procStart ? { procStart } : {}),
    ...(options.app ? { app: options.app } : {}),
  };

  const isStale = (holder: LockHolder): boolean => {
    if (holder.hostname !== host) return false;
    if (holder.pid === pid) return true; // our pid, not held by us: left by an earlier process with this pid
    if (!isAlive(holder.pid)) return true;
    const now = startOf(holder.pid);
    return holder.procStart !== undefined && now !== undefined && now !== holder.procStart;
  };

  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      const handle = await open(path, 'wx', 0o600);
      try {
        await handle.writeFile(JSON.stringify(mine));
        await handle.sync();
      } finally {
        await handle.close();
      }
      heldHere.add(path);
      return lockHandle(path, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = await readFile(path, 'utf8').catch(() => undefined);
    if (text === undefined) continue; // released meanwhile: try again
    const holder = parseHolder(text);
    if (!holder) {
      // Being written by its holder right now, or left empty by a crash between create and write.
      const age = await stat(path).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age < 2_000) {
        await sleep(50);
        continue;
      }
    } else if (!isStale(holder)) {
      throw appFailure('conflict', inUseMessage(holder, dataDir, options.otherDirHint), {
        details: { holder },
      });
    }
    await takeOver(path, text);
  }
  throw appFailure('conflict', `The data directory lock ${path} could not be taken. Try again.`);
}

/**
 * Removes a stale lock under a short-lived second lock, so two consoles that both found it stale do not
 * remove the fresh lock the faster one has just created.
 */
async function takeOver(path: string, staleText: string): Promise<void> {
  const guard = `${path}.takeover`;
  try {
    const handle = await open(guard, 'wx', 0o600);
    await handle.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = await stat(guard).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > 10_000) await unlink(guard).catch(() => undefined);
    await sleep(20);
    return;
  }
  try {
    const now = await readFile(path, 'utf8').catch(() => undefined);
    if (now === staleText) await unlink(path).catch(() => undefined);
  } finally {
    await unlink(guard).catch(() => undefined);
  }
}

function lockHandle(path: string, holder: LockHolder): DataDirLock {
  let released = false;
  return {
    path,
    holder,
    async release() {
      if (released) return;
      released = true;
      heldHere.delete(path);
      // Only our own lock: never remove one a later console took over (after ours was judged stale).
      const text = await readFile(path, 'utf8').catch(() => undefined);
      if (text !== undefined && parseHolder(text)?.pid === holder.pid && parseHolder(text)?.at === holder.at)
        await unlink(path).catch(() => undefined);
    },
  };
}
