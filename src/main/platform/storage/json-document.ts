import type { z } from 'zod';
import { createLogger } from '../logging/logger';
import { createKeyedQueue, readJsonFile, writeFileAtomic } from './atomic-file';

const log = createLogger('storage');
const queue = createKeyedQueue();

/**
 * One JSON file with a schema: read validates (a damaged file is moved aside and reported, then the
 * initial value is used), update is read-modify-write serialized per file, writes are atomic. Use it for
 * caches, drafts, saved mappings and settings; put `schemaVersion` in the schema.
 */
export function createJsonDocument<S extends z.ZodType>(
  path: string,
  schema: S,
  initial: () => z.output<S>,
  onCorrupt?: (movedTo: string, reason: string) => void,
) {
  type T = z.output<S>;

  async function readNow(): Promise<T> {
    const result = await readJsonFile(path, schema);
    if (result.state === 'ok') return result.value;
    if (result.state === 'corrupt') {
      log.warn('a damaged file was moved aside', { path, movedTo: result.movedTo, reason: result.reason });
      onCorrupt?.(result.movedTo, result.reason);
    }
    return initial();
  }

  return {
    path,
    read: (): Promise<T> => queue(path, readNow),
    write: (value: T): Promise<void> =>
      queue(path, () => writeFileAtomic(path, `${JSON.stringify(value)}\n`)),
    /** Applies `change` to the current value and saves the result, with no other write in between. */
    update: (change: (current: T) => T | Promise<T>): Promise<T> =>
      queue(path, async () => {
        const next = await change(await readNow());
        await writeFileAtomic(path, `${JSON.stringify(next)}\n`);
        return next;
      }),
  };
}
export type JsonDocument<T> = {
  path: string;
  read(): Promise<T>;
  write(value: T): Promise<void>;
  update(change: (current: T) => T | Promise<T>): Promise<T>;
};
