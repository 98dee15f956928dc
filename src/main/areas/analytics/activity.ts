import type {
  ActivityQuery,
  ActivityResult,
  ActivityRow,
  analyticsChannels,
} from '../../../shared/areas/analytics/channels';
import type { CommunityActivityRow } from '../../../shared/contract/analytics';
import { istToday, rangeBounds, rangeProblem } from '../../../shared/areas/analytics/domain/range';
import { AppFailure, appFailure, type AppError } from '../../../shared/errors';
import type { ApiClient } from '../../platform/api';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { createActivityCache, type ActivityCache, type CacheEntry } from './cache';
import { listAnalyticsChannels } from './channels';

export interface ActivityServiceDeps {
  client: () => Promise<Pick<ApiClient, 'communityActivity'>>;
  cache: ActivityCache;
  now: () => Date;
  signal?: AbortSignal;
}

/** Failures after which the stored answer is still the best thing to show: the service was not reached. */
function isTransient(error: AppError): boolean {
  if (['network', 'timeout', 'offline', 'rate_limited', 'cancelled'].includes(error.kind)) return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}

/**
 * The spec's only 400 for this operation besides an invalid request is "Community is not enabled". The
 * console checks its request before sending (both bounds, order, shape), so a 400 here means Community,
 * and the message says so with what to do.
 */
export function explainActivityFailure(error: unknown): unknown {
  if (!(error instanceof AppFailure) || error.error.kind !== 'http' || error.error.status !== 400)
    return error;
  const said = error.error.message;
  const sure = /communit/i.test(said);
  return appFailure(
    'http',
    `${sure ? 'Community is not enabled' : 'Community is most likely not enabled'} for this creator, so the service has no activity to chart. Turn on the Community feature in the creator's dashboard, then refresh. Service answer (400): ${said.slice(0, 200)}`,
    { status: 400, details: { reason: 'community_disabled', serviceMessage: said.slice(0, 500) } },
  );
}

const keep = (row: CommunityActivityRow): ActivityRow => ({
  ...(row.date !== undefined ? { date: row.date } : {}),
  ...(row.totalPost !== undefined ? { totalPost: row.totalPost } : {}),
  ...(row.totalComment !== undefined ? { totalComment: row.totalComment } : {}),
  ...(row.totalLike !== undefined ? { totalLike: row.totalLike } : {}),
});

function fromCache(entry: CacheEntry, refreshError?: AppError): ActivityResult {
  const { key: _key, viewedAt: _viewed, ...rest } = entry;
  return { ...rest, source: 'cache', ...(refreshError ? { refreshError } : {}) };
}

/**
 * Community activity for whole IST days: refuses a range the service cannot serve before sending, sends
 * inclusive UTC bounds, stores the answer per range and channel set, and answers from the store when
 * asked to (cache-first) or when the service cannot be reached.
 */
export async function loadActivity(
  query: ActivityQuery & { mode: 'cache-first' | 'refresh'; comparison?: boolean },
  deps: ActivityServiceDeps,
): Promise<ActivityResult> {
  const problem = rangeProblem(query, istToday(deps.now()));
  if (problem) throw appFailure('validation', problem);
  const base: ActivityQuery = {
    from: query.from,
    to: query.to,
    ...(query.channels ? { channels: [...new Set(query.channels)] } : {}),
  };
  const cached = await deps.cache.get(base);
  const viewedAt = query.comparison ? undefined : deps.now().toISOString();
  if (cached && query.mode === 'cache-first') {
    if (viewedAt) await deps.cache.touch(base, viewedAt);
    return fromCache(cached);
  }

  const bounds = rangeBounds(base);
  let rows: ActivityRow[];
  try {
    const client = await deps.client();
    const answer = await client.communityActivity(
      { query: { ...bounds, ...(base.channels ? { channels: base.channels } : {}) } },
      { signal: deps.signal },
    );
    rows = answer.data.map(keep);
  } catch (error) {
    if (cached && error instanceof AppFailure && isTransient(error.error))
      return fromCache(cached, error.error);
    throw explainActivityFailure(error);
  }
  const fetchedAt = deps.now().toISOString();
  const stored = await deps.cache.put({
    ...base,
    ...bounds,
    rows,
    fetchedAt,
    ...(viewedAt ? { viewedAt } : { viewedAt: cached?.viewedAt }),
  });
  const { key: _key, viewedAt: _viewed, ...rest } = stored;
  return { ...rest, source: 'service' };
}

/** Analytics: the channel picker, the community activity (kept per query) and what is kept. */
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
