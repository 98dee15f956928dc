import { mkdir, open, readFile, readdir, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { z } from 'zod';
import { appFailure } from '../../../shared/errors';
import { describeFsError, reportStorage } from './notices';

const TEMP_MARK = '.tmp-';

/**
 * Replaces a file so that a crash at any instant leaves either the old or the new content, never a
 * mixture: write a temp file beside it, fsync, rename over, fsync the directory (best effort: Windows
 * cannot open a directory for fsync).
 */
export async function writeFileAtomic(path: string, data: string): Promise<void> {
  const temp = join(
    dirname(path),
    `${basename(path)}${TEMP_MARK}${process.pid}-${Date.now()}-${Math.random().toString(16).slice(2)}`,
  );
  try {
    await mkdir(dirname(path), { recursive: true });
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await renameWithRetry(temp, path);
  } catch (error) {
    // No half-written file stays behind, the old content is untouched, and the person is told why.
    await unlink(temp).catch(() => undefined);
    const cause = describeFsError(error);
    const message = `Could not save ${basename(path)}: ${cause.words}. The previous version is kept; nothing was changed.`;
    reportStorage(path, { kind: 'write_failed', reason: message });
    throw appFailure('storage', message, cause.code ? { details: { code: cause.code } } : {});
  }
  await fsyncDirectory(dirname(path));
}

async function renameWithRetry(from: string, to: string): Promise<void> {
  // On Windows an antivirus or indexer can hold the target for a moment: retry a few times, then fail visibly.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 5 || (code !== 'EPERM' && code !== 'EBUSY' && code !== 'EACCES')) {
        await unlink(from).catch(() => undefined);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    }
  }
}

async function fsyncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not supported on every platform; the rename itself is still atomic.
  }
}

/** Removes temp files a crash left behind in a directory. */
export async function cleanStaleTempFiles(dir: string): Promise<number> {
  let removed = 0;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (name.includes(TEMP_MARK)) {
      await unlink(join(dir, name)).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}

export type ReadResult<T> =
  | { state: 'missing' }
  | { state: 'ok'; value: T }
  | { state: 'corrupt'; movedTo: string; reason: string };

/** A file's text, or undefined when there is no such file (any other failure is thrown). */
export async function readTextIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Reads and validates a JSON file. A file that does not parse or does not match the schema is moved
 * aside as `<name>.corrupt-<time>` and reported, never silently dropped or overwritten.
 */
export async function readJsonFile<S extends z.ZodType>(
  path: string,
  schema: S,
): Promise<ReadResult<z.output<S>>> {
  const text = await readTextIfPresent(path);
  if (text === undefined) return { state: 'missing' };
  let reason: string;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return { state: 'ok', value: parsed.data };
    reason = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
  } catch {
    reason = 'not valid JSON (the file is truncated or damaged)';
  }
  const movedTo = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(path, movedTo);
  reportStorage(path, {
    kind: 'quarantined',
    movedTo,
    reason: `${basename(path)} was damaged (${reason}) and was moved aside, not deleted. What it held is not used until you restore it.`,
  });
  return { state: 'corrupt', movedTo, reason };
}

/** Serializes async work per key, so concurrent saves of one file never interleave. */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    tails.set(key, settled);
    void settled.then(() => {
      if (tails.get(key) === settled) tails.delete(key);
    });
    return next;
  };
}
