import { useQueryClient } from '@tanstack/react-query';
import type { ProfileList } from '@shared/areas/profiles/channels';
import { APP_SCOPE, bridgeKey, useBridgeMutation, useBridgeQuery } from '../data/query';

/** Where the profile list sits in the cache (the shell's `profiles.changed` rule writes it there too). */
export const profileListKey = bridgeKey('profiles.list', APP_SCOPE, {});

/** The profiles and which one is active: the header and the Profiles screen read the same cache entry. */
export function useProfileList() {
  return useBridgeQuery('profiles.list', {}, { scope: 'app' });
}

/**
 * Makes a profile the active one. Main answers the new list, which goes straight into the cache, so
 * every profile-scoped read re-keys to the new profile at once.
 */
export function useSetActiveProfile() {
  const client = useQueryClient();
  return useBridgeMutation('profiles.setActive', {
    onSuccess: (list: ProfileList) => void client.setQueryData(profileListKey, list),
  });
}
