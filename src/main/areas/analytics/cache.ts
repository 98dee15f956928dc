import { join } from 'node:path';
import { z } from 'zod';
import { ActivityQuery, ActivityRow, type CachedActivity } from '../../../shared/areas/analytics/channels';
import { createLogger } from '../../platform/logging/logger';
import { createJsonDocument } from '../../platform/storage/json-document';
import { profileDir } from '../deps';

const log = createLogger('analytics');

/** How many results one profile keeps; the oldest fetched goes first. Two years of rows is ~60 kB. */
export const CACHE_LIMIT = 24;

const CacheEntry = ActivityQuery.extend({
  key: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  fetchedAt: z.string(),
  /** When this range was last charted (not merely fetched as a comparison): what the screen reopens. */
  viewedAt: z.string().optional(),
  rows: z.array(ActivityRow),
});
export type CacheEntry = z.infer<typeof CacheEntry>;

const CacheFile = z.object({ schemaVersion: z.literal(1), entries: z.array(CacheEntry) });

/** One key per range and channel set; the channel order does not matter, omitted means the service default. */
export function cacheKey(query: ActivityQuery): string {
  const channels = query.channels ? [...new Set(query.channels.map((id) => id.toLowerCase()))].sort() : [];
  return `${query.from}|${query.to}|${channels.length > 0 ? channels.join(',') : 'default'}`;
}

/** The last result per range and channel set of one profile, in `<profile dir>/analytics-cache.json`. */
export function createActivityCache(dataDir: string, profileId: string) {
  const doc = createJsonDocument(
    join(profileDir(dataDir, profileId), 'analytics-cache.json'),
    CacheFile,
    () => ({ schemaVersion: 1 as const, entries: [] }),
    (movedTo, reason) => log.warn('analytics cache was damaged and moved aside', { movedTo, reason }),
  );
  return {
    async get(query: ActivityQuery): Promise<CacheEntry | undefined> {
      const key = cacheKey(query);
      return (await doc.read()).entries.find((entry) => entry.key === key);
    },
    async put(entry: Omit<CacheEntry, 'key'>): Promise<CacheEntry> {
      const stored: CacheEntry = { ...entry, key: cacheKey(entry) };
      await doc.update((file) => ({
        schemaVersion: 1,
        entries: [stored, ...file.entries.filter((e) => e.key !== stored.key)].slice(0, CACHE_LIMIT),
      }));
      return stored;
    },
    /** Records that a stored result was charted again (opened from the store). */
    async touch(query: ActivityQuery, viewedAt: string): Promise<void> {
      const key = cacheKey(query);
      await doc.update((file) => ({
        ...file,
        entries: file.entries.map((e) => (e.key === key ? { ...e, viewedAt } : e)),
      }));
    },
    /** Last charted first; results only ever fetched as a comparison come after, newest fetched first. */
    async list(): Promise<CachedActivity[]> {
      const { entries } = await doc.read();
      return [...entries]
        .sort(
          (a, b) =>
            (b.viewedAt ?? '').localeCompare(a.viewedAt ?? '') || b.fetchedAt.localeCompare(a.fetchedAt),
        )
        .map(({ from, to, channels, fetchedAt, rows }) => ({
          from,
          to,
          ...(channels ? { channels } : {}),
          fetchedAt,
          rowCount: rows.length,
        }));
    },
  };
}
export type ActivityCache = ReturnType<typeof createActivityCache>;
