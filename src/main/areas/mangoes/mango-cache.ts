import { join } from 'node:path';
import { z } from 'zod';
import type { Mango } from '../../../shared/contract/mangoes';
import { CachedMango, type MangoCacheView } from '../../../shared/areas/mangoes/channels';
import { createJsonDocument } from '../../platform/storage/json-document';
import { createLogger } from '../../platform/logging/logger';
import { profileDir } from '../deps';

const log = createLogger('mangoes');

const CacheFile = z.object({
  schemaVersion: z.literal(1),
  refreshedAt: z.string().nullable(),
  mangoes: z.array(CachedMango),
});
type CacheFile = z.infer<typeof CacheFile>;

const empty = (): CacheFile => ({ schemaVersion: 1, refreshedAt: null, mangoes: [] });

/**
 * The Mangoes of each profile as last read from the service, on disk, so the list and every detail open
 * with no network. A refresh replaces the list; a Mango the list no longer shows is kept and marked gone.
 */
export function createMangoCache(dataDir: string) {
  const docs = new Map<string, ReturnType<typeof docFor>>();
  function docFor(profileId: string) {
    return createJsonDocument(
      join(profileDir(dataDir, profileId), 'mangoes-cache.json'),
      CacheFile,
      empty,
      (movedTo, reason) =>
        log.warn('the Mango cache was damaged and moved aside; it will be rebuilt on refresh', {
          movedTo,
          reason,
        }),
    );
  }
  const doc = (profileId: string) => {
    let found = docs.get(profileId);
    if (!found) {
      found = docFor(profileId);
      docs.set(profileId, found);
    }
    return found;
  };
  const view = (profileId: string, file: CacheFile): MangoCacheView => ({
    profileId,
    refreshedAt: file.refreshedAt,
    mangoes: file.mangoes,
  });

  return {
    async read(profileId: string): Promise<MangoCacheView> {
      return view(profileId, await doc(profileId).read());
    },
    async find(profileId: string, mangoId: string): Promise<CachedMango | undefined> {
      const file = await doc(profileId).read();
      return file.mangoes.find((entry) => entry.mango._id === mangoId);
    },
    /** The whole list as just read: listed Mangoes replace their entries, unlisted ones are marked gone. */
    async replaceList(profileId: string, listed: Mango[], at: string): Promise<MangoCacheView> {
      const file = await doc(profileId).update((current) => {
        const ids = new Set(listed.map((m) => m._id));
        const kept = current.mangoes
          .filter((entry) => !ids.has(entry.mango._id))
          .map((entry) => ({ ...entry, gone: true }));
        return {
          schemaVersion: 1,
          refreshedAt: at,
          mangoes: [...listed.map((mango) => ({ mango, fetchedAt: at })), ...kept],
        };
      });
      return view(profileId, file);
    },
    /** One fresh copy (or, with `gone`, the news that it no longer exists). */
    async put(profileId: string, mango: Mango, at: string, gone = false): Promise<void> {
      await doc(profileId).update((current) => {
        const entry: CachedMango = { mango, fetchedAt: at, ...(gone ? { gone: true } : {}) };
        const index = current.mangoes.findIndex((e) => e.mango._id === mango._id);
        const mangoes = [...current.mangoes];
        if (index >= 0) mangoes[index] = entry;
        else mangoes.push(entry);
        return { ...current, mangoes };
      });
    },
    async markGone(profileId: string, mangoId: string, at: string): Promise<void> {
      await doc(profileId).update((current) => ({
        ...current,
        mangoes: current.mangoes.map((e) =>
          e.mango._id === mangoId ? { ...e, gone: true, fetchedAt: at } : e,
        ),
      }));
    },
  };
}
export type MangoCache = ReturnType<typeof createMangoCache>;
