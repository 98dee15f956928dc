import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Connectivity, StorageNotice } from '@shared/channels/app';
import { useApi } from '../../data/api-context';
import { invokeOrThrow } from '../../data/bridge';
import { useBridgeEvent } from '../../data/events';
import { APP_SCOPE, bridgeKey, useBridgeMutation, useBridgeQuery } from '../../data/query';

/** Each profile's connectivity has its own entry; main's pushes land there (see `event-rules.ts`). */
export function connectivityKey(profileId: string) {
  return bridgeKey('app.connectivity', APP_SCOPE, { profileId });
}

export const storageNoticesKey = bridgeKey('app.storageNotices', APP_SCOPE, {});

/** The console's version and host, for the navigation's footer: it never changes while the app runs. */
export function useAppInfo() {
  return useBridgeQuery('app.info', {}, { scope: 'app', staleTime: Infinity });
}

/** The active profile's connectivity: asked when the profile becomes active, then pushed by main. */
export function useConnectivity(profileId: string | null): Connectivity | null {
  const api = useApi();
  const client = useQueryClient();
  const id = profileId ?? '';
  const { data } = useQuery({
    queryKey: connectivityKey(id),
    enabled: profileId !== null,
    queryFn: async ({ signal }) => {
      const answer = await invokeOrThrow(api, 'app.connectivity', { profileId: id }, { signal });
      // A state main pushed while this was being asked is newer than an answer that knows no time.
      const pushed = client.getQueryData<Connectivity>(connectivityKey(id));
      return pushed?.since && !answer.since ? pushed : answer;
    },
  });
  return profileId && data?.profileId === profileId ? data : null;
}

/** Adds (or replaces, same file and kind) a notice main announced to the cached list. */
export function withNotice(list: { notices: StorageNotice[] } | undefined, notice: StorageNotice) {
  const others = (list?.notices ?? []).filter((n) => !(n.file === notice.file && n.kind === notice.kind));
  return { notices: [...others, notice] };
}

/** Damaged files moved aside and writes the disk refused since the console started. */
export function useStorageNotices() {
  return useBridgeQuery('app.storageNotices', {}, { scope: 'app' });
}

/** Hides one notice (by its time) or all of them; main answers the notices left. */
export function useDismissStorageNotice() {
  const client = useQueryClient();
  return useBridgeMutation('app.dismissStorageNotice', {
    onSuccess: (left) => void client.setQueryData(storageNoticesKey, left),
  });
}

/**
 * Desktop: the native menu lists the areas (with their shortcuts), and its choices, or a CSV opened with
 * the app, navigate. In the web host main accepts the list and never sends these events.
 */
export function useDesktopMenu(
  areas: readonly { id: string; label: string }[],
  navigate: (id: string, path?: readonly string[]) => void,
): void {
  const api = useApi();
  useEffect(() => {
    void api.app.setMenuAreas({ areas: areas.map(({ id, label }) => ({ id, label })) });
  }, [api, areas]);
  const known = (id: string) => areas.some((area) => area.id === id);
  useBridgeEvent('app.navigate', ({ areaId, path }) => {
    if (!known(areaId)) return;
    if (path?.length) navigate(areaId, path);
    else navigate(areaId);
  });
  useBridgeEvent('bulkJobs.openCsv', () => known('bulk-jobs') && navigate('bulk-jobs'));
}

/**
 * What "Reload screen" does before the failed screen is drawn again: closed screens' cached answers are
 * dropped (bad data is a common cause of a failure) and the reads on screen are asked again.
 */
export function useReloadData(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    client.removeQueries({ type: 'inactive' });
    await client.refetchQueries({ type: 'active' });
  }, [client]);
}
