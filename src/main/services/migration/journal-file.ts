import { writeSync } from 'node:fs';
import { open, readFile, truncate, type FileHandle } from 'node:fs/promises';
import {
  parseJournal,
  type JournalEntry,
  type ParsedJournal,
} from '../../../shared/domain/migration/journal';

export interface JournalFile {
  /**
   * Appends one line, written before this returns. `durable` (the default): resolves once it is on disk
   * (fdatasync); concurrent appends share one sync. Not durable: it survives a killed process, not a
   * power cut, until the next durable append or the close syncs it.
   */
  append(entry: JournalEntry, options?: { durable?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/**
 * Reads a journal for resuming. A torn last line (a crash mid-write) is cut off the file, so the next
 * append does not glue a new line onto half of an old one.
 */
export async function readJournalFile(path: string): Promise<ParsedJournal> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { entries: [], goodLength: 0, tornTail: false, damagedLines: [] };
    }
    throw error;
  }
  const parsed = parseJournal(text);
  if (parsed.tornTail && parsed.damagedLines.length === 0) {
    await truncate(path, Buffer.byteLength(text.slice(0, parsed.goodLength), 'utf8'));
  }
  return parsed;
}

/**
 * The append-only JSONL journal of one job. Each line is written at once, in call order, with one small
 * synchronous write (to the page cache: it survives a killed process). A durable append then waits for
 * an fdatasync that began after its write: the runner awaits the "sending" line's sync before the
 * request leaves. Syncs are shared (group commit): every durable append that arrives while a sync is
 * under way is covered by the next one, so four workers cost about one sync each. Outcome lines are not
 * synced on their own; the next "sending" line's sync, or the close, covers them.
 */
export async function openJournalFile(path: string): Promise<JournalFile> {
  const handle: FileHandle = await open(path, 'a', 0o600);
  type Waiter = { resolve: () => void; reject: (error: unknown) => void };
  /** Durable appends written since the sync under way began: the next sync is theirs. */
  let waiters: Waiter[] = [];
  let syncing: Promise<void> | undefined;
  let closed = false;
  /** Lines written since the last sync began. */
  let unsynced = false;

  function writeLine(line: string): void {
    const bytes = Buffer.from(line, 'utf8');
    let offset = 0;
    while (offset < bytes.length) offset += writeSync(handle.fd, bytes, offset, bytes.length - offset);
  }

  function startSync(): void {
    const batch = waiters;
    waiters = [];
    unsynced = false;
    // fdatasync: the data and the file size an append changes, without the mtime flush fsync adds.
    syncing = handle.datasync().then(
      () => {
        for (const waiter of batch) waiter.resolve();
      },
      (error: unknown) => {
        for (const waiter of batch) waiter.reject(error);
      },
    );
    void syncing.finally(() => {
      syncing = undefined;
      if (waiters.length > 0) startSync();
    });
  }

  return {
    append(entry, options = {}) {
      if (closed) return Promise.reject(new Error('journal closed'));
      try {
        writeLine(`${JSON.stringify(entry)}\n`);
      } catch (error) {
        return Promise.reject(error);
      }
      unsynced = true;
      if (options.durable === false) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiters.push({ resolve, reject });
        if (!syncing) startSync();
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      while (syncing) await syncing.catch(() => undefined);
      if (unsynced) await handle.datasync().catch(() => undefined);
      await handle.close();
    },
  };
}
