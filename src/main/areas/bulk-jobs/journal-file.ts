import { createHash } from 'node:crypto';
import { ftruncateSync, writeSync } from 'node:fs';
import { open, readFile, truncate, type FileHandle } from 'node:fs/promises';
import {
  parseJournal,
  type JournalEntry,
  type ParsedJournal,
} from '../../../shared/areas/bulk-jobs/domain/journal';

export interface JournalFile {
  /**
   * Appends one line, written before this returns. `durable` (the default): resolves once it is on disk
   * (fdatasync); concurrent appends share one sync. Not durable: it survives a killed process, not a
   * power cut, until the next durable append or the close syncs it.
   */
  append(entry: JournalEntry, options?: { durable?: boolean }): Promise<void>;
  /** Resolves once every line written so far is on disk. */
  sync(): Promise<void>;
  /** The file's length and the SHA-256 of its content so far (whole lines only), for the progress mark. */
  mark(): { bytes: number; sha256: string };
  close(): Promise<void>;
}

/** The synchronous calls the journal writes with: a seam for fault injection (a full disk) in tests. */
export interface JournalIo {
  writeSync(fd: number, buffer: Buffer, offset: number, length: number): number;
  ftruncateSync(fd: number, length: number): void;
}

export const nodeJournalIo: JournalIo = {
  writeSync: (fd, buffer, offset, length) => writeSync(fd, buffer, offset, length),
  ftruncateSync: (fd, length) => ftruncateSync(fd, length),
};

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
export async function openJournalFile(path: string, io: JournalIo = nodeJournalIo): Promise<JournalFile> {
  const handle: FileHandle = await open(path, 'a', 0o600);
  type Waiter = { resolve: () => void; reject: (error: unknown) => void };
  /** Durable appends written since the sync under way began: the next sync is theirs. */
  let waiters: Waiter[] = [];
  let syncing: Promise<void> | undefined;
  let closed = false;
  /** Lines written since the last sync began. */
  let unsynced = false;
  // The content so far: its length and a running hash, for the progress mark (which proves nothing
  // written before it was lost).
  const existing = await readFile(path);
  let size = existing.length;
  const hash = createHash('sha256').update(existing);
  /** Set when a failed write could not be trimmed off: nothing more may be appended after a fragment. */
  let broken: Error | undefined;

  /**
   * Writes one whole line or nothing: a write cut short (ENOSPC, EIO) leaves a fragment, which is trimmed
   * back to the end of the last whole line before the error is reported, so the next line is never
   * glued onto half of this one. If even the trim fails the journal refuses every further line.
   */
  function writeLine(line: string): void {
    if (broken) throw broken;
    const bytes = Buffer.from(line, 'utf8');
    let offset = 0;
    try {
      while (offset < bytes.length) offset += io.writeSync(handle.fd, bytes, offset, bytes.length - offset);
    } catch (error) {
      try {
        io.ftruncateSync(handle.fd, size);
      } catch (trimError) {
        broken = new Error(
          `The journal could not be repaired after a failed write (${trimError instanceof Error ? trimError.message : String(trimError)}); it accepts no more lines.`,
        );
      }
      throw error;
    }
    size += bytes.length;
    hash.update(bytes);
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
    sync() {
      if (closed) return Promise.reject(new Error('journal closed'));
      if (broken) return Promise.reject(broken);
      if (!unsynced && !syncing) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiters.push({ resolve, reject });
        if (!syncing) startSync();
      });
    },
    mark() {
      if (broken) throw broken;
      return { bytes: size, sha256: hash.copy().digest('hex') };
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
