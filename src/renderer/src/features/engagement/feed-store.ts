import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi, ChannelOutput } from '@shared/bridge';
import type { FeedPage } from '@shared/channels/engagement';
import type { AppError, Result } from '@shared/errors';
import type { Status } from './gamification-store';

export type FeedSort = 'recent' | 'oldest' | 'most-viewed';

export interface FeedQuery {
  user: string;
  mangoes: string[];
  contentTypes: string[];
  sortBy: FeedSort;
  limit: number;
  page: number;
}

export interface FeedState {
  profileId: string | null;
  query: FeedQuery;
  status: Status;
  data: FeedPage | null;
  error: AppError | null;
  setProfile: (profileId: string | null) => void;
  /** Changing a filter goes back to page 1; changing only the page keeps the filter. */
  setQuery: (patch: Partial<FeedQuery>) => void;
  load: () => Promise<void>;
  exportCsv: () => Promise<Result<ChannelOutput<'feed.exportCsv'>>>;
}

export type FeedStore = StoreApi<FeedState>;

const initialQuery: FeedQuery = {
  user: '',
  mangoes: [],
  contentTypes: [],
  sortBy: 'recent',
  limit: 10,
  page: 1,
};

export function createFeedStore(api: BridgeApi): FeedStore {
  return createStore<FeedState>()((set, get) => {
    const filter = () => {
      const { query, profileId } = get();
      return {
        ...(profileId ? { profileId } : {}),
        ...(query.user.trim() ? { user: query.user.trim() } : {}),
        ...(query.mangoes.length ? { mangoes: query.mangoes } : {}),
        ...(query.contentTypes.length ? { contentTypes: query.contentTypes as never } : {}),
        sortBy: query.sortBy,
      };
    };
    let sequence = 0;
    return {
      profileId: null,
      query: initialQuery,
      status: 'idle',
      data: null,
      error: null,
      setProfile: (profileId) => {
        if (profileId !== get().profileId)
          set({ profileId, query: initialQuery, status: 'idle', data: null, error: null });
      },
      setQuery: (patch) =>
        set((s) => ({
          query: { ...s.query, ...patch, page: patch.page ?? (Object.keys(patch).length ? 1 : s.query.page) },
        })),
      load: async () => {
        const mine = ++sequence;
        set({ status: 'loading', error: null });
        const { query } = get();
        const result = await api.feed.posts({ ...filter(), limit: query.limit, page: query.page });
        // Filters can change faster than answers come back: only the latest answer is shown.
        if (mine !== sequence) return;
        set(
          result.ok
            ? { status: 'ready', data: result.value, error: null }
            : { status: 'error', error: result.error },
        );
      },
      exportCsv: () => api.feed.exportCsv(filter()),
    };
  });
}
