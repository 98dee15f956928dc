import type { ChannelInput } from '@shared/bridge';
import { useExportNotes } from '../../components/ExportNotesChoice';
import { saveCsvExport } from '../../components/save-file';
import { useActiveProfileId, useBridgeMutation, useBridgeQuery } from '../../data/query';
import { useProfileInput } from '../../data/targets-and-names';
import { feedViews, nextFeedQuery, type FeedQuery } from './view-store';

/** The service's filter for the feed's query: the same for a page and for the export. */
export function feedFilter(
  query: FeedQuery,
  profile: { profileId?: string },
): ChannelInput<'feed.exportCsv'> {
  return {
    ...profile,
    ...(query.user.trim() ? { user: query.user.trim() } : {}),
    ...(query.mangoes.length ? { mangoes: query.mangoes } : {}),
    ...(query.contentTypes.length ? { contentTypes: query.contentTypes } : {}),
    sortBy: query.sortBy,
  };
}

/** The feed's filters for the active profile, kept while the app runs. */
export function useFeedQuery() {
  const profileId = useActiveProfileId();
  const query = feedViews.useView(profileId);
  const setQuery = (patch: Partial<FeedQuery>) => feedViews.update(profileId, (q) => nextFeedQuery(q, patch));
  return { query, setQuery };
}

/**
 * One page of feed posts for the filters. A new filter is a new key, so an answer that was overtaken is
 * never shown; the page on screen stays while the next one loads.
 */
export function useFeedPage(query: FeedQuery, enabled: boolean) {
  const input = { ...feedFilter(query, useProfileInput()), limit: query.limit, page: query.page };
  return useBridgeQuery('feed.posts', input, { enabled, keepPrevious: true });
}

/** Saves every post matching the filters (not only this page) as CSV. */
export function useExportFeed() {
  const profile = useProfileInput();
  const mutation = useBridgeMutation('feed.exportCsv', {
    onSuccess: (file) => {
      saveCsvExport(file.fileName, file.csv, file.notes, useExportNotes.getState().include);
    },
  });
  const run = (query: FeedQuery) => mutation.mutate(feedFilter(query, profile));
  return Object.assign(mutation, { run });
}

/** Opens a post's file in the OS browser (main decides what may be opened; nothing is loaded here). */
export function useOpenExternal(): (url: string) => void {
  const { mutate } = useBridgeMutation('app.openExternal');
  return (url) => mutate({ url });
}

/** Publishes a post (once per draft key); the feed pages are read again after. */
export function useCreatePost() {
  const profile = useProfileInput();
  const mutation = useBridgeMutation('feed.createPost', { invalidates: ['feed.posts'] });
  const send = mutation.mutate;
  return {
    ...mutation,
    mutate: (input: ChannelInput<'feed.createPost'>, options?: Parameters<typeof send>[1]) =>
      send({ ...profile, ...input }, options),
  };
}
