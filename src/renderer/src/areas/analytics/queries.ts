import { useEffect, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BridgeApi, ChannelInput } from '@shared/bridge';
import { activityQueryForm, type ActivityQuery, type ActivityResult } from '@shared/areas/analytics/channels';
import type { Connectivity } from '@shared/channels/app';
import { istToday, previousPeriod } from '@shared/areas/analytics/domain';
import type { AppError } from '@shared/errors';
import { useApi } from '../../data/api-context';
import { appErrorOf, invokeOrThrow } from '../../data/bridge';
import { bridgeKey, bridgeQuery, useActiveProfileId, useBridgeQuery, type Scope } from '../../data/query';
import { isPreviousOf } from './activity-view';
import { mark } from './marks';
import { draftFor, useAnalyticsView } from './view-store';

type ActivityInput = ChannelInput<'analytics.activity'>;
type Mode = 'cache-first' | 'refresh';

/** Every channel of the creator, archived ones included and marked, for the picker. */
export function useAnalyticsChannels() {
  return useBridgeQuery('analytics.channels', {});
}

/**
 * The active profile's connectivity, read from the same cache entry the shell keeps fresh from main's
 * pushes, so the screen knows at once when the service is unreachable. Null until known.
 */
export function useConnectivity(): Connectivity | null {
  const profileId = useActiveProfileId();
  const { data } = useBridgeQuery(
    'app.connectivity',
    { profileId: profileId ?? '' },
    { scope: 'app', enabled: profileId !== null },
  );
  return profileId !== null && data?.profileId === profileId ? data : null;
}

const systemNow = () => new Date();

/**
 * Opens the form on the active profile's last chart (from main's store, so it opens offline too), once
 * per profile: coming back to the screen finds the form as it was left, another profile opens its own.
 */
export function useOpenLastChart(now: () => Date = systemNow): void {
  const api = useApi();
  const client = useQueryClient();
  const profileId = useActiveProfileId();
  const openedFor = useAnalyticsView((s) => s.openedFor);
  useEffect(() => {
    if (profileId === null || openedFor === profileId) return undefined;
    let current = true;
    void client
      .fetchQuery(bridgeQuery(api, 'analytics.cached', profileId, {}))
      .then(
        (cached) => cached.entries[0],
        () => undefined, // no stored chart to reopen: the default range
      )
      .then((last) => {
        if (!current) return;
        const today = istToday(now());
        const draft = draftFor(today, last);
        const valid = activityQueryForm(today).safeParse(draft).success;
        useAnalyticsView.getState().open(profileId, draft, valid);
      });
    return () => {
      current = false;
    };
  }, [api, client, profileId, openedFor, now]);
}

/**
 * One `analytics.activity` read. A refreshed answer is also what the cache-first read of the same days
 * answers from now on (main stored it), so it is written there too. While a new range loads the last
 * answer of the same profile stays on screen, never another profile's.
 */
function activityQuery(
  api: BridgeApi,
  client: QueryClient,
  scope: Scope,
  input: ActivityInput | undefined,
  enabled: boolean,
) {
  return {
    queryKey: bridgeKey('analytics.activity', scope, input),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const value = await invokeOrThrow(api, 'analytics.activity', input, { signal });
      mark('analytics:response');
      if (input?.mode === 'refresh') {
        client.setQueryData(bridgeKey('analytics.activity', scope, { ...input, mode: 'cache-first' }), value);
      }
      return value;
    },
    enabled: enabled && input !== undefined,
    placeholderData: (last: ActivityResult | undefined, lastQuery?: { queryKey: readonly unknown[] }) =>
      lastQuery?.queryKey[1] === scope ? last : undefined,
  };
}

export interface ActivityState {
  /** The answer on screen (the previous range's while a new one loads); null when it failed. */
  result: ActivityResult | null;
  /** The previous period, when comparing and its answer belongs to `result`. */
  previous: ActivityResult | null;
  error: AppError | null;
  previousError: AppError | null;
  /** A request is under way (Refresh spins, Cancel shows, exports wait). */
  loading: boolean;
  /** Asks the service again for the charted days (the stored copy answers when it cannot be reached). */
  refresh: () => void;
  /** Stops the request under way (main aborts the HTTP call); the screen keeps what it showed. */
  cancel: () => void;
}

/**
 * Community activity for what the form charts, cache-first (a stored result opens at once, offline too);
 * only `refresh` asks the service again. Each range, channel set and profile is its own query, so an
 * answer that was overtaken is never shown; with `compare`, the previous period is a second query.
 */
export function useActivity(): ActivityState {
  const api = useApi();
  const client = useQueryClient();
  const profileId = useActiveProfileId();
  const query = useAnalyticsView((s) => s.query);
  const compare = useAnalyticsView((s) => s.compare);
  const opened = useAnalyticsView((s) => s.openedFor !== null && s.openedFor === profileId);
  const draftValid = useAnalyticsView((s) => s.draftValid);
  // A refresh is asked for the query as it is: any change of days, channels or comparison forgets it, so
  // the next read (coming back to the same days included) is cache-first again.
  const [refreshed, setRefreshed] = useState<{ query: ActivityQuery; compare: boolean } | null>(null);
  if (refreshed && (refreshed.query !== query || refreshed.compare !== compare)) setRefreshed(null);
  const mode: Mode = refreshed?.query === query && refreshed.compare === compare ? 'refresh' : 'cache-first';

  const scope = profileId ?? 'none';
  const input: ActivityInput | undefined = query ? { ...query, mode } : undefined;
  const before: ActivityInput | undefined =
    query && compare ? { ...query, ...previousPeriod(query), mode, comparison: true } : undefined;
  const current = useQuery(activityQuery(api, client, scope, input, opened));
  const earlier = useQuery(activityQuery(api, client, scope, before, opened));

  const result = current.isError ? null : (current.data ?? null);
  const previous =
    before && result && !earlier.isError && earlier.data && isPreviousOf(earlier.data, result)
      ? earlier.data
      : null;
  return {
    result,
    previous,
    error: current.isError ? appErrorOf(current.error) : null,
    previousError: before && !current.isError && earlier.isError ? appErrorOf(earlier.error) : null,
    loading: current.isFetching || (before !== undefined && earlier.isFetching),
    refresh: () => {
      if (!query || !draftValid) return;
      if (mode === 'cache-first') setRefreshed({ query, compare });
      else {
        void current.refetch();
        if (before) void earlier.refetch();
      }
    },
    cancel: () => void client.cancelQueries({ queryKey: ['analytics.activity'] }),
  };
}
