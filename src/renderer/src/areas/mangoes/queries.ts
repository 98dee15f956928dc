import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChannelName } from '@shared/bridge';
import type { MangoCacheView } from '@shared/areas/mangoes/channels';
import type { ProfileList } from '@shared/areas/profiles/channels';
import { useBridgeEvent } from '../../data/events';
import { bridgeKey, useBridgeMutation, useBridgeQuery } from '../../data/query';

/**
 * This area's reads and writes. Main owns the Mango cache and the drafts on disk; the renderer keeps
 * its answers as queries (kept fresh by `event-rules.ts`) and changes them only through the mutations
 * below, each naming the reads it makes stale.
 */

/** How many applied drafts the History tab lists. */
export const HISTORY_LIMIT = 500;

/** Every read a draft write can make stale (a draft's state shows in the list, the editor and history). */
const DRAFT_READS = [
  'mangoes.drafts',
  'mangoes.getDraft',
  'mangoes.draftHistory',
] as const satisfies readonly ChannelName[];

/** The cached list of Mangoes: answers at once, with or without network. */
export function useMangoList() {
  return useBridgeQuery('mangoes.list', {});
}

/**
 * Reads the list from the service and caches it. The answer goes straight into the cached list of the
 * profile it belongs to; when it fails, its `appError` is why the cached list is shown instead.
 */
export function useRefreshMangoes() {
  const client = useQueryClient();
  return useBridgeMutation('mangoes.refresh', {
    onSuccess: async (view: MangoCacheView) => {
      const key = bridgeKey('mangoes.list', view.profileId, {});
      // A list read still under way was asked before this refresh: its older answer must not win.
      await client.cancelQueries({ queryKey: key, exact: true });
      client.setQueryData(key, view);
    },
  });
}

/** A screen's own reaction to a change of profiles (its reads re-key by themselves): reset a view. */
export function useProfilesChanged(handler: (list: ProfileList) => void) {
  useBridgeEvent('profiles.changed', handler);
}

/**
 * The list screen's refresh: once when it opens and again whenever the profiles change (the cached
 * list of the new profile shows at once; the service answers when it can). `onProfilesChanged` is the
 * screen's own reaction (back to the list).
 */
export function useRefreshOnOpen(onProfilesChanged?: (list: ProfileList) => void) {
  const refresh = useRefreshMangoes();
  const { mutate } = refresh;
  useEffect(() => mutate({}), [mutate]);
  useProfilesChanged((list) => {
    onProfilesChanged?.(list);
    mutate({});
  });
  return refresh;
}

/** One Mango: fresh from the service when it answers, else main's cached copy with the reason. */
export function useMangoRead(mangoId: string) {
  return useBridgeQuery('mangoes.get', { mangoId });
}

/** Every draft of the active profile, newest first (summaries: no snapshots). */
export function useDrafts() {
  return useBridgeQuery('mangoes.drafts', {}, { select: (answer) => answer.drafts });
}

/**
 * One stored draft, read afresh whenever a view of it opens: a copy cached from an earlier visit is
 * never shown, so conflicts and changes are always the ones on disk now.
 */
export function useFreshDraft(draftId: string) {
  const query = useBridgeQuery('mangoes.getDraft', { draftId });
  const fresh = query.isFetchedAfterMount && !query.isError;
  return { draft: fresh ? (query.data ?? null) : null, appError: query.appError };
}

/** The applied drafts, newest first. */
export function useHistory() {
  return useBridgeQuery(
    'mangoes.draftHistory',
    { limit: HISTORY_LIMIT },
    { select: (answer) => answer.entries },
  );
}

/** Creates or updates a draft on disk (nothing is sent to the service). */
export function useSaveDraft() {
  return useBridgeMutation('mangoes.saveDraft', { invalidates: DRAFT_READS });
}

export function useDeleteDraft() {
  return useBridgeMutation('mangoes.deleteDraft', { invalidates: DRAFT_READS });
}

/** Keeps one of a Mango's duplicate drafts (older versions could make two) and deletes the others. */
export function useKeepDraft() {
  return useBridgeMutation('mangoes.keepOneDraft', { invalidates: DRAFT_READS });
}

/**
 * The open drafts of one Mango (newest first), from the drafts list in the query cache: one normally,
 * several only when an older version left duplicates. `undefined` while the list is read.
 */
export function useOpenDraftsOf(mangoId: string) {
  const drafts = useDrafts();
  return drafts.data?.filter((d) => d.mangoId === mangoId && d.state !== 'applied');
}

/** Settles a conflicted draft field by field; it then goes back to Ready. */
export function useResolveConflict() {
  return useBridgeMutation('mangoes.resolveConflict', { invalidates: DRAFT_READS });
}

/**
 * Applies drafts one after another. The drafts, their history and the Mangoes they change are read
 * again whether the call succeeded or not: a failed batch may still have applied some of them.
 */
export function useApplyDrafts() {
  return useBridgeMutation('mangoes.applyDrafts', {
    invalidates: [...DRAFT_READS, 'mangoes.list', 'mangoes.get'],
    invalidateOnFailure: true,
  });
}
