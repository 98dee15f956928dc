import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ActivityEntry } from '../../../shared/areas/activity/channels';
import { describeFsError, reportStorage } from '../storage/notices';
import { isEntryLine, matchesFilter, redactQuery, type ActivityFilter } from './activity-entries';

export { ActivityEntry };

export interface ActivityLog {
  /**
   * Queues the line and returns at once; the promise resolves when it is on disk (or the write failed: a
   * failing disk never fails the call being logged). Callers need not wait for it.
   */
  record(entry: ActivityEntry): Promise<void>;
  read(filter?: ActivityFilter): Promise<ActivityEntry[]>;
  /** Resolves once every record() issued so far is on disk. */
  flush(): Promise<void>;
}

const FILE = 'activity.jsonl';

/**
 * JSONL, one line per call, rotated by size: `activity.jsonl` is current, `activity.1.jsonl` the previous,
 * and so on up to `maxFiles` files. Lines are gathered for `batchMs` and appended by one writer through a
 * file handle kept open while calls keep coming, so lines never interleave and a burst of calls costs one
 * write. `flush()` (and every read) writes what is queued at once. A torn last line (a crash mid-write) is
 * skipped on read; a kill loses at most the last `batchMs` of lines.
 */
export function createActivityLog(options: {
  dir: string;
  maxBytes?: number;
  maxFiles?: number;
  /** How long lines gather before a write; default 100 ms. */
  batchMs?: number;
  /** The file is closed after this long without calls; default 2 s. */
  idleCloseMs?: number;
}): ActivityLog {
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxFiles = Math.max(1, options.maxFiles ?? 3);
  const batchMs = options.batchMs ?? 100;
  const idleCloseMs = options.idleCloseMs ?? 2_000;
  const fileAt = (index: number): string => join(options.dir, index === 0 ? FILE : `activity.${index}.jsonl`);
  let ready: Promise<void> | undefined;
  let currentSize: number | undefined;
  /** Lines recorded but not yet written, with the callers waiting for them. */
  let pending: { lines: string[]; done: Array<() => void> } = { lines: [], done: [] };
  /** The one writer at work (undefined when idle); every batch is written by it, in order. */
  let writing: Promise<void> | undefined;
  /** The gathering delay before the writer starts; cleared by `flush()` to start it at once. */
  let gather: { timer: NodeJS.Timeout; start: () => void } | undefined;
  let handle: FileHandle | undefined;
  /** In a run of failed writes (reported once). */
  let failing = false;
  let idleTimer: NodeJS.Timeout | undefined;

  async function ensureDir(): Promise<void> {
    ready ??= mkdir(options.dir, { recursive: true })
      .then(checkFiles)
      .catch((error: unknown) => {
        ready = undefined; // tried again on the next write: the disk may have recovered
        throw error;
      });
    await ready;
  }

  /**
   * Validated like every other file, once, before the first write or read: a file with a damaged line
   * other than its last (a torn last line is what a crash leaves, and is skipped) is moved aside and
   * reported, and the log goes on in a new file.
   */
  async function checkFiles(): Promise<void> {
    for (let index = 0; index < maxFiles; index += 1) {
      const file = fileAt(index);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch {
        continue;
      }
      const lines = text.split('\n');
      const lastFilled = lines.findLastIndex((line) => line.trim() !== '');
      const damaged = lines.flatMap((line, i) => (i < lastFilled && !isEntryLine(line) ? [i + 1] : []));
      if (damaged.length === 0) continue;
      const movedTo = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      try {
        await rename(file, movedTo);
      } catch {
        continue;
      }
      if (index === 0) currentSize = undefined;
      reportStorage(file, {
        kind: 'quarantined',
        movedTo,
        reason: `${basename(file)} had ${damaged.length} damaged line(s), the first at line ${damaged[0]}, and was moved aside, not deleted. The Activity screen no longer shows the calls it held; new calls go to a new file.`,
      });
    }
  }

  async function sizeOfCurrent(): Promise<number> {
    if (currentSize !== undefined) return currentSize;
    try {
      currentSize = (await stat(fileAt(0))).size;
    } catch {
      currentSize = 0;
    }
    return currentSize;
  }

  async function closeHandle(): Promise<void> {
    const open = handle;
    handle = undefined;
    await open?.close().catch(() => undefined);
  }

  async function append(text: string): Promise<void> {
    handle ??= await open(fileAt(0), 'a');
    await handle.appendFile(text, 'utf8');
  }

  async function rotate(): Promise<void> {
    // Closed first: Windows cannot rename an open file, and the next append must open the new one.
    await closeHandle();
    await rm(fileAt(maxFiles - 1), { force: true });
    for (let index = maxFiles - 2; index >= 0; index -= 1) {
      await rename(fileAt(index), fileAt(index + 1)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
    currentSize = 0;
  }

  /** Appends a batch of whole lines, rotating first whenever the next line would pass `maxBytes`. */
  async function writeBatch(lines: string[]): Promise<void> {
    await ensureDir();
    let size = await sizeOfCurrent();
    let chunk = '';
    let chunkBytes = 0;
    for (const line of lines) {
      const bytes = Buffer.byteLength(line);
      if (size + chunkBytes > 0 && size + chunkBytes + bytes > maxBytes) {
        if (chunk !== '') await append(chunk);
        if (maxFiles === 1) {
          await closeHandle();
          await rm(fileAt(0), { force: true });
        } else {
          await rotate();
        }
        currentSize = size = 0;
        chunk = '';
        chunkBytes = 0;
      }
      chunk += line;
      chunkBytes += bytes;
    }
    if (chunk !== '') await append(chunk);
    currentSize = size + chunkBytes;
  }

  async function drain(): Promise<void> {
    clearTimeout(idleTimer);
    while (pending.lines.length > 0) {
      const batch = pending;
      pending = { lines: [], done: [] };
      try {
        await writeBatch(batch.lines);
        failing = false;
      } catch (error) {
        // A failing disk must never fail the API call that is being logged; the batch is lost, not retried,
        // and the person is told once per run of failures.
        currentSize = undefined;
        await closeHandle();
        if (!failing) {
          failing = true;
          reportStorage(fileAt(0), {
            kind: 'write_failed',
            reason: `Calls are not being recorded in the Activity log: ${describeFsError(error).words}. The calls themselves are not affected.`,
          });
        }
      }
      for (const resolve of batch.done) resolve();
    }
    idleTimer = setTimeout(() => {
      if (!writing && !gather) void closeHandle();
    }, idleCloseMs);
    idleTimer.unref();
  }

  /** Starts the writer after the gathering delay (at once when `now`). */
  function schedule(now: boolean): void {
    if (writing) return;
    if (gather) {
      if (!now) return;
      clearTimeout(gather.timer);
      gather.start();
      return;
    }
    const start = (): void => {
      gather = undefined;
      if (pending.lines.length === 0) return;
      const run = drain();
      writing = run;
      void run.finally(() => {
        if (writing === run) writing = undefined;
        // A line recorded after the writer's last look at the queue starts the next round.
        if (pending.lines.length > 0) schedule(false);
      });
    };
    if (now || batchMs <= 0) {
      start();
      return;
    }
    gather = { timer: setTimeout(start, batchMs), start };
  }

  async function flush(): Promise<void> {
    for (;;) {
      schedule(true);
      const run = writing;
      if (!run) return;
      await run;
    }
  }

  async function readFileEntries(index: number): Promise<ActivityEntry[]> {
    await ensureDir().catch(() => undefined);
    let text: string;
    try {
      text = await readFile(fileAt(index), 'utf8');
    } catch {
      return [];
    }
    const entries: ActivityEntry[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const parsed = ActivityEntry.safeParse(JSON.parse(line));
        if (parsed.success) entries.push(parsed.data);
      } catch {
        // A torn line from a crash mid-append: skip it, keep the rest.
      }
    }
    return entries;
  }

  return {
    record(entry) {
      const safe: ActivityEntry = { ...entry, id: entry.id ?? randomUUID(), query: redactQuery(entry.query) };
      const written = new Promise<void>((resolve) => {
        pending.lines.push(`${JSON.stringify(safe)}\n`);
        pending.done.push(resolve);
      });
      schedule(false);
      return written;
    },
    async read(filter = {}) {
      await flush();
      const limit = Math.max(1, filter.limit ?? 500);
      const out: ActivityEntry[] = [];
      for (let index = 0; index < maxFiles && out.length < limit; index += 1) {
        const entries = await readFileEntries(index);
        for (let i = entries.length - 1; i >= 0 && out.length < limit; i -= 1) {
          const entry = entries[i];
          if (entry && matchesFilter(entry, filter)) out.push(entry);
        }
      }
      return out;
    },
    flush,
  };
}
