import { useMemo } from 'react';
import { hashKey } from '@tanstack/react-query';
import { useActiveProfileId, useBridgeQuery } from '../../data/query';

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
