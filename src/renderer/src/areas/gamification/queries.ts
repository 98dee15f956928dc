import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChannelInput, ChannelOutput } from '@shared/bridge';
import { useApi } from '../../data/api-context';
import { useExportNotes } from '../../components/ExportNotesChoice';
import { saveCsvExport } from '../../components/save-file';
import { appErrorOf, invokeOrThrow } from '../../data/bridge';
import { bridgeKey, useActiveProfileId, useBridgeMutation, useBridgeQuery } from '../../data/query';
import { askFor, useProfileInput } from '../../data/targets-and-names';
import { gamificationViews, type PointsFilterValues, type PointsSort } from './view-store';

type BadgeList = ChannelOutput<'gamification.badges'>;

export function useBadges() {
  return useBridgeQuery('gamification.badges', useProfileInput());
}

/** Creates a badge and adds the service's answer to the cached list (no second call to list them). */
export function useCreateBadge() {
  const client = useQueryClient();
  const profile = useProfileInput();
  const mutation = useBridgeMutation('gamification.createBadge', {
    onSuccess: (badge, input) => {
      client.setQueriesData<BadgeList>(
        { queryKey: ['gamification.badges', input.profileId ?? 'none'] },
        (list) => list && { badges: [...list.badges, badge], total: list.total + 1 },
      );
    },
  });
  const create = (
    badge: Omit<ChannelInput<'gamification.createBadge'>, 'profileId'>,
    options?: Parameters<typeof mutation.mutate>[1],
  ) => mutation.mutate({ ...profile, ...badge }, options);
  return Object.assign(mutation, { create });
}

/** How many collective-points calls main counted this minute, and when the next one may go. */
export function usePointsQuota() {
  return useBridgeQuery('gamification.pointsQuota', useProfileInput());
}

function pointsInput(filter: PointsFilterValues, profile: { profileId?: string }) {
  return {
    ...profile,
    ...(filter.mangoes.length ? { mangoes: filter.mangoes } : {}),
    ...(filter.users.length ? { users: filter.users } : {}),
    ...(filter.types.length ? { types: filter.types } : {}),
  };
}

/**
 * Collective points for the filter the user last loaded. The operation allows 10 calls a minute, so it is
 * read only when the user asks (`load`), never again on its own: not on return to the screen, not when the
 * cache would otherwise let it go. Each load, answered or refused, makes main's count change, so the quota
 * is read again after it.
 */
export function usePoints() {
  const api = useApi();
  const client = useQueryClient();
  const profileId = useActiveProfileId();
  const profile = useProfileInput();
  const { loadedFor } = gamificationViews.useView(profileId);
  const input = loadedFor ? pointsInput(loadedFor, profile) : undefined;
  const query = useQuery({
    queryKey: bridgeKey('gamification.points', profileId ?? 'none', input),
    queryFn: async ({ signal }) => {
      try {
        return await invokeOrThrow(api, 'gamification.points', input, { signal });
      } finally {
        void client.invalidateQueries({ queryKey: ['gamification.pointsQuota'] });
      }
    },
    enabled: Boolean(profileId && input),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const load = (filter: PointsFilterValues) =>
    askFor(
      loadedFor,
      filter,
      (asked) => gamificationViews.update(profileId, () => ({ loadedFor: asked })),
      query.refetch,
    );
  return Object.assign(query, { appError: appErrorOf(query.error), load });
}

/** Saves the points main last read as CSV, in the order on screen (no call to the service). */
export function useExportPoints() {
  const profile = useProfileInput();
  const mutation = useBridgeMutation('gamification.pointsExportCsv', {
    onSuccess: (file) => {
      saveCsvExport(file.fileName, file.csv, file.notes, useExportNotes.getState().include);
    },
  });
  const run = (sort: PointsSort) =>
    mutation.mutate({ ...profile, sortBy: sort.by, descending: sort.descending });
  return Object.assign(mutation, { run });
}
