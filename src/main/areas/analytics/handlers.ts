import type { analyticsChannels } from '../../../shared/areas/analytics/channels';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { explainActivityFailure, loadActivity } from './activity';
import { createActivityCache, type ActivityCache } from './cache';
import { listAnalyticsChannels } from './channels';

export function analyticsHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof analyticsChannels> {
  const caches = new Map<string, ActivityCache>();
  // A named profile must exist before its directory is read or written.
  const profileIdOf = async (profileId?: string): Promise<string> =>
    (profileId ? await deps.profiles.get(profileId) : await deps.profiles.active()).id;
  const cacheFor = (profileId: string): ActivityCache => {
    let cache = caches.get(profileId);
    if (!cache) {
      cache = createActivityCache(deps.dataDir, profileId);
      caches.set(profileId, cache);
    }
    return cache;
  };

  return {
    'analytics.channels': async ({ profileId }, { signal }) => {
      try {
        return { channels: await listAnalyticsChannels(await deps.clients.forId(profileId), signal) };
      } catch (error) {
        // The channel list is refused for the same reason as the activity: say it the same way.
        throw explainActivityFailure(error);
      }
    },
    'analytics.activity': async ({ profileId, ...query }, { signal }) => {
      const id = await profileIdOf(profileId);
      return loadActivity(query, {
        client: () => deps.clients.forId(id),
        cache: cacheFor(id),
        now: deps.now,
        signal,
      });
    },
    'analytics.cached': async ({ profileId }) => ({
      entries: await cacheFor(await profileIdOf(profileId)).list(),
    }),
  };
}
