import { useMemo } from 'react';
import { hashKey, useQueries } from '@tanstack/react-query';
import { useApi } from './api-context';
import { bridgeQuery, useActiveProfileId, useBridgeQuery } from './query';

/**
 * The active profile as a channel's `profileId`, so each call names the profile its answer is cached
 * under (empty until the profile list has loaded; profile-scoped reads wait for it anyway).
 */
export function useProfileInput(): { profileId?: string } {
  const profileId = useActiveProfileId();
  return useMemo(() => (profileId ? { profileId } : {}), [profileId]);
}

/**
 * Mangoes, courses and webinars of the active profile, for pickers. Read once per profile while the app
 * runs: they change rarely and main pages through the service to list them.
 */
export function useTargets() {
  return useBridgeQuery('webhooks.targets', useProfileInput(), { staleTime: Infinity });
}

/**
 * A read the user asks for with a button (the view store remembers what was asked): asking for what is
 * already shown reads it again, since its key is the same; asking for something else changes the key.
 */
export function askFor<F>(
  shown: F | null,
  asked: F,
  remember: (asked: F) => void,
  refetch: () => unknown,
): void {
  remember(asked);
  if (shown !== null && hashKey([shown]) === hashKey([asked])) void refetch();
}

/** A name lookup as the screens show it (`NamedId`): the name once known, "Looking up…" meanwhile. */
export interface NameLookup {
  name: string | undefined;
  email: string | undefined;
  loading: boolean;
  failed: boolean;
}

/** Names change rarely: a looked-up user is read again after half an hour at most. */
const NAME_STALE_MS = 30 * 60_000;

/**
 * The names of these users (one cached read per user and profile, shared by every screen that shows
 * them), keyed by id. Pass only the ids on screen: each is a call to the service.
 */
export function useUserNames(ids: readonly string[]): ReadonlyMap<string, NameLookup> {
  const api = useApi();
  const profileId = useActiveProfileId();
  const unique = useMemo(() => [...new Set(ids)], [ids]);
  const results = useQueries({
    queries: unique.map((userId) => ({
      ...bridgeQuery(api, 'customers.getUser', profileId ?? 'none', {
        ...(profileId ? { profileId } : {}),
        userId,
      }),
      enabled: Boolean(profileId),
      staleTime: NAME_STALE_MS,
      retry: false,
    })),
  });
  return new Map(
    unique.map((id, i) => {
      const r = results[i];
      return [
        id,
        {
          name: r?.data?.name,
          email: r?.data?.email,
          loading: r?.isPending ?? true,
          failed: r?.isError ?? false,
        },
      ];
    }),
  );
}
