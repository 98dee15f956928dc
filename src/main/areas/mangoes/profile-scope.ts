import type { ServiceDeps } from '../deps';

/** The profile a call works on: the given one (checked to exist), else the active profile. */
export async function resolveProfileId(
  deps: Pick<ServiceDeps, 'profiles'>,
  profileId?: string,
): Promise<string> {
  const profile = profileId ? await deps.profiles.get(profileId) : await deps.profiles.active();
  return profile.id;
}
