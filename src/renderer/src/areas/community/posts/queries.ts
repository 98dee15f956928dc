import { useCallback, useEffect, useState } from 'react';
import {
  hashKey,
  useMutation,
  useQueries,
  useQueryClient,
  type MutateOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { ChannelInput } from '@shared/bridge';
import type { ChannelOverview, PostsCsv } from '@shared/areas/community/channels';
import type { Channel, ChannelPost } from '@shared/contract/community';
import type { AppError } from '@shared/errors';
import { useApi } from '../../../data/api-context';
import { appErrorOf, invokeOrThrow } from '../../../data/bridge';
import { bridgeQuery, useActiveProfileId, useBridgeQuery, type BridgeQueryResult } from '../../../data/query';
import { pickedOrFirst } from '../../../components/selection';
import { cachedPages, dropPages, postFilters, type PostsFilters } from './page-cache';
import { pagesToEvict } from './page-window';
import { usePostsView, type PostQuery } from './view-store';

/** Pages of one result kept in the cache at most; farther ones are dropped and fetched again if shown. */
export const CACHE_PAGES = 30;

const NO_PAGES: readonly number[] = [];

/** Page 1 carries the result's total and is always shown, so only the pages after it are ever dropped. */
const pagesAfterFirst = (...of: Parameters<typeof cachedPages>) => cachedPages(...of).filter((p) => p !== 1);
const channelsOf = (overview: ChannelOverview) => overview.channels;

/** The channels whose posts can be browsed. */
export function usePostChannels(): BridgeQueryResult<Channel[]> {
  return useBridgeQuery('community.channels', {}, { select: channelsOf });
}

/** The value of the last render while it is equal to this one, so effects run only on a real change. */
function useSameWhileEqual<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (hashKey([kept]) === hashKey([value])) return kept;
  setKept(value);
  return value;
}

export interface PostPages {
  /** The operation's filters of the result shown (null while no channel is picked). */
  filters: PostsFilters | null;
  /** Posts of the pages loaded so far, by page number. */
  pages: Record<number, ChannelPost[]>;
  /** The result's size; null until page 1 has answered. */
  total: number | null;
  appError: AppError | null;
  /** Changes whenever the list starts over (other filters, a reload): the list goes back to the top. */
  listKey: string;
  /** The pages the list shows now: those not loaded yet are asked for, once each. Ignored after an error. */
  showPages: (pages: number[]) => void;
  /** Forgets every page of this result and starts over from page 1. */
  restart: () => void;
}

/**
 * One result of the channel posts operation, page by page: page 1 (which carries the total) and the pages
 * in view are cached reads keyed by filters and page, so an answer to other filters is never shown. A
 * result's pages are fetched afresh each time it is shown again, and at most `CACHE_PAGES` are kept.
 */
export function usePostPages(channelId: string | null, query: PostQuery): PostPages {
  const api = useApi();
  const client = useQueryClient();
  const profileId = useActiveProfileId();
  const scope = profileId ?? 'none';
  const filters = useSameWhileEqual(channelId ? postFilters(channelId, query) : null);
  const [restarts, setRestarts] = useState(0);
  const listKey = hashKey([scope, filters, restarts]);
  const [view, setView] = useState<{ key: string; pages: readonly number[] }>({ key: '', pages: NO_PAGES });
  const inView = view.key === listKey ? view.pages : NO_PAGES;
  const numbers = filters ? [...new Set([1, ...inView])] : [];
  const results = useQueries({
    queries: numbers.map((page) => ({
      ...bridgeQuery(api, 'community.posts', scope, { ...filters, page } as ChannelInput<'community.posts'>),
      enabled: profileId !== null,
      // Page 1 is read again whenever the result is shown again; other pages once per showing.
      refetchOnMount: page === 1,
    })),
  });

  const appError = appErrorOf(results.find((r) => r.error)?.error ?? null);
  const total = results[0]?.data?.totalPosts ?? null;
  const pages: Record<number, ChannelPost[]> = {};
  numbers.forEach((page, i) => {
    const posts = results[i]?.data?.posts;
    if (posts) pages[page] = posts;
  });

  // A result shown again starts from fresh pages: only page 1 (refetched on its own) may come from the cache.
  useEffect(() => {
    if (filters) dropPages(client, scope, filters, pagesAfterFirst(client, scope, filters));
  }, [client, scope, filters, restarts]);

  // Scrolling a 10,000-post channel end to end never holds it all: the farthest pages are dropped.
  const loaded = results.map((r) => r.dataUpdatedAt).join(',');
  useEffect(() => {
    if (!filters || !loaded) return;
    const cached = pagesAfterFirst(client, scope, filters);
    dropPages(client, scope, filters, pagesToEvict(cached, [...inView], CACHE_PAGES));
  }, [client, scope, filters, inView, loaded]);

  const failed = appError !== null;
  const showPages = useCallback(
    (wanted: number[]) => {
      if (failed) return;
      setView((current) =>
        current.key === listKey && current.pages.join(',') === wanted.join(',')
          ? current
          : { key: listKey, pages: wanted },
      );
    },
    [failed, listKey],
  );

  const restart = useCallback(() => {
    if (filters) dropPages(client, scope, filters, cachedPages(client, scope, filters));
    setRestarts((n) => n + 1);
  }, [client, scope, filters]);

  return { filters, pages, total, appError, listKey, showPages, restart };
}

/** The posts screen's data: the channels, the channel shown (the picked one, else the first) and its posts. */
export function usePostsBrowser() {
  const channels = usePostChannels();
  const picked = usePostsView((view) => view.channelId);
  const query = usePostsView((view) => view.query);
  const channelId = pickedOrFirst(channels.data, picked);
  const posts = usePostPages(channelId, query);
  const { refetch } = channels;
  const { restart } = posts;

  /** Reads the channel list again (a channel may be gone: another one is then shown) and the posts. */
  const reload = useCallback(async () => {
    const list = await refetch();
    if (channelId && list.data?.some((c) => c._id === channelId)) restart();
  }, [refetch, restart, channelId]);

  return { channels, channelId, query, posts, reload };
}

type ExportInput = ChannelInput<'community.exportPostsCsv'>;
interface ExportCall {
  input: ExportInput;
  controller: AbortController;
}

export type ExportPosts = UseMutationResult<PostsCsv, Error, ExportCall> & {
  appError: AppError | null;
  /** What is being exported now ('page' or 'all'), null when nothing is. */
  exporting: ExportInput['scope'] | null;
  start: (input: ExportInput, options?: MutateOptions<PostsCsv, Error, ExportCall>) => void;
  /** Stops the export running now (it fails with a `cancelled` error). */
  cancel: () => void;
};

/** The current result as CSV (one page or all of it); an export of the whole result can be cancelled. */
export function useExportPosts(): ExportPosts {
  const api = useApi();
  const mutation = useMutation<PostsCsv, Error, ExportCall>({
    mutationKey: ['community.exportPostsCsv'],
    mutationFn: ({ input, controller }) =>
      invokeOrThrow(api, 'community.exportPostsCsv', input, { signal: controller.signal }),
  });
  return Object.assign(mutation, {
    appError: appErrorOf(mutation.error),
    exporting: mutation.isPending ? (mutation.variables?.input.scope ?? null) : null,
    start: (input: ExportInput, options?: MutateOptions<PostsCsv, Error, ExportCall>) =>
      mutation.mutate({ input, controller: new AbortController() }, options),
    cancel: () => mutation.variables?.controller.abort(),
  });
}

/** The name of the member the posts are viewed as (one cached read per member and profile). */
export function useMemberName(userId: string | undefined) {
  const profileId = useActiveProfileId();
  const input = userId ? { ...(profileId ? { profileId } : {}), userId } : undefined;
  return useBridgeQuery('customers.getUser', input, {
    enabled: Boolean(userId && profileId),
    staleTime: 30 * 60_000,
  });
}
