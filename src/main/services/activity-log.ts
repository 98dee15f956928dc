import { appendFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ActivityEntry } from '../../shared/channels/activity';
import { escapeCsvCell, toCsv } from '../../shared/csv';

export { ActivityEntry };

export interface ActivityFilter {
  profileId?: string;
  operation?: string;
  status?: number;
  errorsOnly?: boolean;
  /** Newest first; default 500. */
  limit?: number;
}

export interface ActivityLog {
  record(entry: ActivityEntry): Promise<void>;
  read(filter?: ActivityFilter): Promise<ActivityEntry[]>;
  /** Resolves once every record() issued so far is on disk. */
  flush(): Promise<void>;
}

/** Query keys whose values are credentials or could be (verify-token's `token`). */
const SECRET_KEY = /token|secret|password|passwd|api[-_]?key|authorization|auth|session|cookie|signature/i;

export function redactQuery(query: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : value;
  return out;
}

export function isErrorEntry(entry: ActivityEntry): boolean {
  return entry.errorKind !== undefined || entry.status === undefined || entry.status >= 400;
}

const FILE = 'activity.jsonl';

/**
 * JSONL, one line per call, rotated by size: `activity.jsonl` is current, `activity.1.jsonl` the previous,
 * and so on up to `maxFiles` files. Writes are serialized so lines never interleave; a torn last line (a
 * crash mid-write) is skipped on read.
 */
export function createActivityLog(options: {
  dir: string;
  maxBytes?: number;
  maxFiles?: number;
}): ActivityLog {
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxFiles = Math.max(1, options.maxFiles ?? 3);
  const fileAt = (index: number): string => join(options.dir, index === 0 ? FILE : `activity.${index}.jsonl`);
  let queue: Promise<void> = Promise.resolve();
  let ready: Promise<void> | undefined;
  let currentSize: number | undefined;

  async function ensureDir(): Promise<void> {
    ready ??= mkdir(options.dir, { recursive: true }).then(() => undefined);
    await ready;
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

  async function rotate(): Promise<void> {
    await rm(fileAt(maxFiles - 1), { force: true });
    for (let index = maxFiles - 2; index >= 0; index -= 1) {
      await rename(fileAt(index), fileAt(index + 1)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
    currentSize = 0;
  }

  async function write(entry: ActivityEntry): Promise<void> {
    await ensureDir();
    const safe: ActivityEntry = { ...entry, query: redactQuery(entry.query) };
    const line = `${JSON.stringify(safe)}\n`;
    const bytes = Buffer.byteLength(line);
    const size = await sizeOfCurrent();
    if (size > 0 && size + bytes > maxBytes) {
      if (maxFiles === 1) await rm(fileAt(0), { force: true });
      else await rotate();
      currentSize = 0;
    }
    await appendFile(fileAt(0), line, 'utf8');
    currentSize = (currentSize ?? 0) + bytes;
  }

  async function readFileEntries(index: number): Promise<ActivityEntry[]> {
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
      const next = queue.then(() => write(entry));
      // A failing disk must never fail the API call that is being logged.
      queue = next.catch(() => undefined);
      return queue;
    },
    async read(filter = {}) {
      await queue;
      const limit = Math.max(1, filter.limit ?? 500);
      const out: ActivityEntry[] = [];
      for (let index = 0; index < maxFiles && out.length < limit; index += 1) {
        const entries = await readFileEntries(index);
        for (let i = entries.length - 1; i >= 0 && out.length < limit; i -= 1) {
          const entry = entries[i];
          if (!entry) continue;
          if (filter.profileId && entry.profileId !== filter.profileId) continue;
          if (filter.operation && entry.operation !== filter.operation) continue;
          if (filter.status !== undefined && entry.status !== filter.status) continue;
          if (filter.errorsOnly && !isErrorEntry(entry)) continue;
          out.push(entry);
        }
      }
      return out;
    },
    flush() {
      return queue;
    },
  };
}

export { escapeCsvCell };

const columns = [
  'time',
  'profileId',
  'operation',
  'method',
  'path',
  'query',
  'status',
  'errorKind',
  'errorCode',
  'outcome',
  'durationMs',
  'attempts',
] as const;

/** CSV for the Activity screen's export: UTF-8 with BOM, RFC 4180 quoting, numbers left as numbers. */
export function activityToCsv(entries: readonly ActivityEntry[]): string {
  const rows = entries.map((entry) =>
    columns.map((column) =>
      column === 'query' ? new URLSearchParams(redactQuery(entry.query) ?? {}).toString() : entry[column],
    ),
  );
  return toCsv(columns, rows);
}
