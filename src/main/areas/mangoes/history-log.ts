import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { HistoryEntry } from '../../../shared/areas/mangoes/channels';
import { profileDir } from '../deps';

/**
 * Applied drafts, one JSON line each, appended and fsynced: "who changed the price, and from what" must
 * survive a crash right after the answer. A torn last line is skipped on read; nothing before it is lost.
 */
export function createHistoryLog(dataDir: string) {
  const fileOf = (profileId: string) => join(profileDir(dataDir, profileId), 'mango-history.jsonl');
  let queue: Promise<unknown> = Promise.resolve();

  async function append(entry: HistoryEntry): Promise<void> {
    const path = fileOf(entry.profileId);
    const write = async () => {
      await mkdir(dirname(path), { recursive: true });
      const handle = await open(path, 'a');
      try {
        await handle.appendFile(`${JSON.stringify(entry)}\n`, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
    };
    const next = queue.then(write);
    queue = next.catch(() => undefined);
    await next;
  }

  async function read(
    profileId: string,
    filter: { mangoId?: string; limit?: number } = {},
  ): Promise<HistoryEntry[]> {
    await queue;
    let text: string;
    try {
      text = await readFile(fileOf(profileId), 'utf8');
    } catch {
      return [];
    }
    const entries: HistoryEntry[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const parsed = HistoryEntry.safeParse(JSON.parse(line));
        if (parsed.success && (!filter.mangoId || parsed.data.mangoId === filter.mangoId))
          entries.push(parsed.data);
      } catch {
        // A torn line from a crash mid-append: skip it, keep the rest.
      }
    }
    return entries.reverse().slice(0, filter.limit ?? 500);
  }

  return { append, read };
}
export type HistoryLog = ReturnType<typeof createHistoryLog>;
