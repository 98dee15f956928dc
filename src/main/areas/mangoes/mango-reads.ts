import { withSignal } from '../../platform/api/types';
import type { MangoCacheView, MangoRead } from '../../../shared/areas/mangoes/channels';
import type { Mango } from '../../../shared/contract/mangoes';
import { AppFailure } from '../../../shared/errors';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import type { MangoCache } from './mango-cache';
import { resolveProfileId } from './profile-scope';
import { isMangoGone, isUnreachable } from './service-errors';

const PAGE_SIZE = 100;
const MAX_PAGES = 200;

/** The list and detail reads: from the service when it answers, from the cache when it cannot. */
export function mangoReadHandlers(
  deps: Pick<ServiceDeps, 'clients' | 'now' | 'emit' | 'profiles'>,
  cache: MangoCache,
): Pick<Handlers, 'mangoes.list' | 'mangoes.refresh' | 'mangoes.get'> {
  const iso = () => deps.now().toISOString();

  async function refresh(profileId: string, signal?: AbortSignal): Promise<MangoCacheView> {
    const client = await deps.clients.forId(profileId);
    const listed: Mango[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await client.listMangoes({ query: { limit: PAGE_SIZE, page } }, withSignal(signal));
      listed.push(...answer.data);
      const total = answer.total ?? Number.POSITIVE_INFINITY;
      if (answer.data.length < PAGE_SIZE || listed.length >= total) break;
    }
    const view = await cache.replaceList(profileId, listed, iso());
    deps.emit('mangoes.cacheUpdated', { profileId, refreshedAt: view.refreshedAt });
    return view;
  }

  async function get(
    profileId: string,
    mangoId: string,
    preferCache = false,
    signal?: AbortSignal,
  ): Promise<MangoRead> {
    const cached = await cache.find(profileId, mangoId);
    if (preferCache && cached) return { mango: cached.mango, fetchedAt: cached.fetchedAt, source: 'cache' };
    try {
      const client = await deps.clients.forId(profileId);
      const mango = await client.getMango({ params: { mangoId } }, withSignal(signal));
      const at = iso();
      await cache.put(profileId, mango, at);
      return { mango, fetchedAt: at, source: 'service' };
    } catch (caught) {
      // Cancelled by its caller: nothing is answered, not even the kept copy.
      if (!(caught instanceof AppFailure) || signal?.aborted) throw caught;
      if (isMangoGone(caught.error)) {
        if (cached) await cache.markGone(profileId, mangoId, iso());
        throw caught;
      }
      if (cached && isUnreachable(caught.error))
        return {
          mango: cached.mango,
          fetchedAt: cached.fetchedAt,
          source: 'cache',
          offlineReason: caught.error.message,
        };
      throw caught;
    }
  }

  const profileOf = (profileId?: string) => resolveProfileId(deps, profileId);
  return {
    'mangoes.list': async ({ profileId }) => cache.read(await profileOf(profileId)),
    'mangoes.refresh': async ({ profileId }, { signal }) => refresh(await profileOf(profileId), signal),
    'mangoes.get': async ({ profileId, mangoId, preferCache }, { signal }) =>
      get(await profileOf(profileId), mangoId, preferCache, signal),
  };
}
