import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi } from '@shared/bridge';
import { POST_PAGE_SIZE, type PostFilters, type PostsCsv } from '@shared/channels/community';
import type { Channel, ChannelPost } from '@shared/contract/community';
import type { AppError, Result } from '@shared/errors';
import { pagesToEvict } from './page-window';

/** The filters as the screen edits them; the channel is chosen separately. */
export type PostQuery = Omit<PostFilters, 'channelId'> & { limit: number };

export const defaultQuery: PostQuery = { sortBy: 'latest', limit: POST_PAGE_SIZE.default };

/** Pages kept in memory at most; farther ones are dropped and fetched again if scrolled back to. */
const CACHE_PAGES = 30;

export interface PostsState {
  channels: Channel[];
  channelsStatus: 'idle' | 'loading' | 'ready' | 'error';
  channelsError: AppError | null;
  channelId: string | null;
  query: PostQuery;
  /** Bumped on every new query, so late answers to an old one are ignored. */
  generation: number;
  total: number | null;
  pages: Record<number, ChannelPost[]>;
  pending: Record<number, boolean>;
  error: AppError | null;
  loadChannels: () => Promise<void>;
  selectChannel: (channelId: string | null) => void;
  setQuery: (change: Partial<PostQuery>) => void;
  /** Loads the pages the list shows now that are not loaded yet; never the whole result. */
  ensurePages: (pages: number[]) => void;
  /** Reloads the channel list (a channel may be gone) and the posts of the current query. */
  reload: () => Promise<void>;
  exportCsv: (scope: 'page' | 'all', page: number, signal?: AbortSignal) => Promise<Result<PostsCsv>>;
}
export type PostsStore = StoreApi<PostsState>;

export function createPostsStore(api: BridgeApi): PostsStore {
  return createStore<PostsState>()((set, get) => {
    const filtersFor = (channelId: string): PostFilters & { limit: number } => {
      const { query } = get();
      return {
        channelId,
        limit: query.limit,
        ...(query.sortBy ? { sortBy: query.sortBy } : {}),
        ...(query.filterBy ? { filterBy: query.filterBy } : {}),
        ...(query.postedBy?.length ? { postedBy: query.postedBy } : {}),
        ...(query.excludePostedBy?.length ? { excludePostedBy: query.excludePostedBy } : {}),
        ...(query.isPinned !== undefined ? { isPinned: query.isPinned } : {}),
        ...(query.userId ? { userId: query.userId } : {}),
      };
    };

    const restart = (): void => {
      set((s) => ({ generation: s.generation + 1, total: null, pages: {}, pending: {}, error: null }));
      get().ensurePages([1]);
    };

    return {
      channels: [],
      channelsStatus: 'idle',
      channelsError: null,
      channelId: null,
      query: defaultQuery,
      generation: 0,
      total: null,
      pages: {},
      pending: {},
      error: null,

      loadChannels: async () => {
        set({ channelsStatus: 'loading', channelsError: null });
        const result = await api.community.channels({});
        if (!result.ok) {
          set({ channelsStatus: 'error', channelsError: result.error });
          return;
        }
        const channels = result.value.channels;
        set({ channelsStatus: 'ready', channels });
        const current = get().channelId;
        if (!current || !channels.some((c) => c._id === current)) {
          get().selectChannel(channels[0]?._id ?? null);
        }
      },

      selectChannel: (channelId) => {
        set({ channelId });
        if (channelId) restart();
        else set((s) => ({ generation: s.generation + 1, total: null, pages: {}, pending: {}, error: null }));
      },

      setQuery: (change) => {
        set((s) => ({ query: { ...s.query, ...change } }));
        if (get().channelId) restart();
      },

      reload: async () => {
        const before = get().channelId;
        await get().loadChannels();
        // loadChannels already restarted if it had to pick another channel.
        if (before && get().channelId === before) restart();
      },

      ensurePages: (wanted) => {
        const { channelId, pages, pending, generation, error } = get();
        if (!channelId || error) return;
        const missing = wanted.filter((page) => page >= 1 && !pages[page] && !pending[page]);
        if (missing.length === 0) return;
        set((s) => ({ pending: { ...s.pending, ...Object.fromEntries(missing.map((p) => [p, true])) } }));
        for (const page of missing) {
          void api.community.posts({ ...filtersFor(channelId), page }).then((result) => {
            if (get().generation !== generation) return;
            set((s) => {
              const { [page]: _done, ...stillPending } = s.pending;
              if (!result.ok) return { pending: stillPending, error: result.error };
              const next = { ...s.pages, [page]: result.value.posts };
              for (const old of pagesToEvict(Object.keys(next).map(Number), wanted, CACHE_PAGES)) {
                delete next[old];
              }
              return { pending: stillPending, pages: next, total: result.value.totalPosts };
            });
          });
        }
      },

      exportCsv: async (scope, page, signal) => {
        const channelId = get().channelId;
        if (!channelId) return { ok: false, error: { kind: 'validation', message: 'Pick a channel first.' } };
        return api.community.exportPostsCsv({ ...filtersFor(channelId), scope, page }, { signal });
      },
    };
  });
}
