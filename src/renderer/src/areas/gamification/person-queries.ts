import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChannelInput, ChannelOutput } from '@shared/bridge';
import type { PersonQuery } from '@shared/areas/gamification/person-channels';
import { useBridgeMutation, useBridgeQuery } from '../../data/query';
import { useProfileInput } from '../../data/targets-and-names';

type BadgeList = ChannelOutput<'gamification.badges'>;

/** The panel's own profile when it is given one (a customer view), else the active profile. */
export function useScopedProfile(profileId?: string): { profileId?: string } {
  const active = useProfileInput();
  return useMemo(() => (profileId ? { profileId } : active), [profileId, active]);
}

/** The creator's badges for the given (or active) profile, for the badge picker. */
export function useBadgesFor(profileId?: string) {
  return useBridgeQuery('gamification.badges', useScopedProfile(profileId));
}

/** A person (by id, email or phone) with their badges and v1 collective points. */
export function usePersonPoints(person: PersonQuery | null, profileId?: string) {
  const profile = useScopedProfile(profileId);
  const input = person ? { ...profile, person } : undefined;
  return useBridgeQuery('gamification.userPoints', input, { enabled: Boolean(person) });
}

/** One page of a person's points ledger, newest first; the previous page stays on screen while paging. */
export function useLedger(userId: string, page: number, profileId?: string) {
  const profile = useScopedProfile(profileId);
  return useBridgeQuery(
    'gamification.ledger',
    { ...profile, userId, page, limit: 20 },
    { keepPrevious: true },
  );
}

/** Edits a badge and puts the service's answer into the cached list. */
export function useUpdateBadge() {
  const client = useQueryClient();
  return useBridgeMutation('gamification.updateBadge', {
    onSuccess: (badge, input) => {
      client.setQueriesData<BadgeList>(
        { queryKey: ['gamification.badges', input.profileId ?? 'none'] },
        (list) => list && { ...list, badges: list.badges.map((b) => (b._id === badge._id ? badge : b)) },
      );
    },
  });
}

/** Adds badges to a person; their badges are read again. */
export function useAssignBadges() {
  return useBridgeMutation('gamification.assignBadges', { invalidates: ['gamification.userPoints'] });
}

/**
 * Gives or takes away points. The person's points and ledger are read again; the deprecated all-users
 * table is not (it allows 10 reads a minute and is read only when asked).
 */
export function useAssignPoints() {
  return useBridgeMutation('gamification.assignPoints', {
    invalidates: ['gamification.userPoints', 'gamification.ledger'],
  });
}

export type AssignPointsInput = Omit<ChannelInput<'gamification.assignPoints'>, 'profileId'>;
