import { useQueryClient } from '@tanstack/react-query';
import type { HomeOverview } from '@shared/areas/home/channels';
import { APP_SCOPE, bridgeKey, useBridgeMutation, useBridgeQuery } from '../../data/query';

/** Main caches each profile's service reads for a minute; the page asks again as often. */
const REFETCH_MS = 60_000;

/** Every profile's card (app scope: it does not follow the active profile). */
export function useHomeOverview(timeZone: string) {
  return useBridgeQuery('home.overview', { timeZone }, { scope: 'app', refetchInterval: REFETCH_MS });
}

/** Refresh: reads every profile's service again, whatever main has kept, and shows the answer. */
export function useRefreshHome(timeZone: string) {
  const client = useQueryClient();
  return useBridgeMutation('home.overview', {
    onSuccess: (value: HomeOverview) =>
      void client.setQueryData(bridgeKey('home.overview', APP_SCOPE, { timeZone }), value),
  });
}
