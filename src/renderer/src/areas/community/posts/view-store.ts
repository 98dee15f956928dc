import { create } from 'zustand';
import { POST_PAGE_SIZE, type PostFilters } from '@shared/areas/community/channels';

/** The filters as the screen edits them; the channel is chosen separately. */
export type PostQuery = Omit<PostFilters, 'channelId'> & { limit: number };

export const defaultQuery: PostQuery = { sortBy: 'latest', limit: POST_PAGE_SIZE.default };

/** What the posts screen shows: the picked channel and the filters (the posts themselves live in queries). */
export interface PostsView {
  /** `undefined`: nothing picked yet, so the first channel shows (see `pickedOrFirst`). */
  channelId: string | null | undefined;
  query: PostQuery;
  selectChannel: (channelId: string | null) => void;
  setQuery: (change: Partial<PostQuery>) => void;
  /** Only this author's posts. */
  onlyAuthor: (authorId: string) => void;
  /** Adds an author to the hidden ones. */
  excludeAuthor: (authorId: string) => void;
}

export const usePostsView = create<PostsView>()((set) => ({
  channelId: undefined,
  query: defaultQuery,
  selectChannel: (channelId) => set({ channelId }),
  setQuery: (change) => set((s) => ({ query: { ...s.query, ...change } })),
  onlyAuthor: (authorId) => set((s) => ({ query: { ...s.query, postedBy: [authorId] } })),
  excludeAuthor: (authorId) =>
    set((s) => ({
      query: { ...s.query, excludePostedBy: [...(s.query.excludePostedBy ?? []), authorId] },
    })),
}));
