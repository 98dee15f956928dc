import { open, readFile, truncate, type FileHandle } from 'node:fs/promises';
import {
  parseJournal,
  type JournalEntry,
  type ParsedJournal,
} from '../../../shared/domain/migration/journal';

export interface JournalFile {
  /** Appends one line and resolves once it is on disk (fsynced). Concurrent appends share one fsync. */
  append(entry: JournalEntry): Promise<void>;
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
 * The append-only JSONL journal of one job. Every append is written and fsynced before its promise
 * resolves: the runner awaits the "sending" line before the request leaves and the outcome line before it
 * moves on. Appends that arrive while a sync is under way are written together (group commit), so four
 * workers cost about one fsync each instead of queueing behind one another.
 */
export async function openJournalFile(path: string): Promise<JournalFile> {
  const handle: FileHandle = await open(path, 'a', 0o600);
  let waiting: { line: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let flushing = false;
  let closed = false;

  async function flush(): Promise<void> {
    flushing = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting;
        waiting = [];
        try {
          await handle.write(batch.map((item) => item.line).join(''));
          // fdatasync: the data and the file size an append changes, without the mtime flush fsync adds.
          await handle.datasync();
          for (const item of batch) item.resolve();
        } catch (error) {
          for (const item of batch) item.reject(error);
        }
      }
    } finally {
      flushing = false;
    }
  }

  return {
    append(entry) {
      if (closed) return Promise.reject(new Error('journal closed'));
      return new Promise<void>((resolve, reject) => {
        waiting.push({ line: `${JSON.stringify(entry)}\n`, resolve, reject });
        if (!flushing) void flush();
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      while (flushing || waiting.length > 0) await new Promise((r) => setTimeout(r, 5));
      await handle.close();
    },
  };
}
