import { resolve, sep } from 'node:path';
import type { StorageNotice } from '../../../shared/channels/app';

/**
 * Problems with the files in a data directory, for the person to see: a damaged file moved aside, a write
 * the disk refused. Storage functions report by path; each console watches its own data directory (tests
 * run several consoles in one process), and the report reaches the one whose directory holds the file.
 */
const watchers = new Map<string, (notice: StorageNotice) => void>();

export function watchStorage(dataDir: string, onNotice: (notice: StorageNotice) => void): () => void {
  const key = resolve(dataDir);
  watchers.set(key, onNotice);
  return () => {
    if (watchers.get(key) === onNotice) watchers.delete(key);
  };
}

/** Tells the console that owns `path` (if any) about a problem with it. */
export function reportStorage(path: string, notice: Omit<StorageNotice, 'at' | 'file'>): void {
  const full = resolve(path);
  let owner: string | undefined;
  for (const dir of watchers.keys()) {
    if ((full === dir || full.startsWith(dir + sep)) && (!owner || dir.length > owner.length)) owner = dir;
  }
  if (owner) watchers.get(owner)?.({ ...notice, file: full, at: new Date().toISOString() });
}

/** A person's words for a file system error code, with what to do. */
export function describeFsError(error: unknown): { code?: string; words: string } {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const words: Record<string, string> = {
    ENOSPC: 'the disk is full: free some space',
    EDQUOT: 'the disk quota is used up: free some space',
    EROFS: 'the disk is read-only: choose a writable data folder',
    EACCES: 'permission denied: check who owns the data folder',
    EPERM: 'the operation is not permitted: check the data folder’s permissions (or an antivirus holding it)',
    EMFILE: 'too many files are open: close other programs and try again',
    EIO: 'the disk reported an input/output error: check the disk',
    EBUSY: 'the file is in use by another program: try again',
  };
  return code && words[code]
    ? { code, words: `${words[code]} (${code})` }
    : { ...(code ? { code } : {}), words: error instanceof Error ? error.message : String(error) };
}

/** Whether an error is the file system refusing (as opposed to a bug). */
export function isFsError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) && 'syscall' in (error as object);
}

/** Keeps the notices of one console (the last 50, one per file and kind) and sends each to the screen. */
export function createStorageNotices(dataDir: string, emit: (notice: StorageNotice) => void) {
  const notices: StorageNotice[] = [];
  const stop = watchStorage(dataDir, (notice) => {
    const same = notices.findIndex((n) => n.file === notice.file && n.kind === notice.kind);
    if (same >= 0) notices.splice(same, 1);
    notices.push(notice);
    if (notices.length > 50) notices.shift();
    emit(notice);
  });
  return {
    list: (): StorageNotice[] => [...notices],
    dismiss(at?: string): void {
      if (at === undefined) notices.length = 0;
      else notices.splice(0, notices.length, ...notices.filter((n) => n.at !== at));
    },
    close: stop,
  };
}
