import type { feedContentTypes } from '@shared/contract/feed';
import { createProfileViews } from '../../data/profile-views';

export type FeedContentType = (typeof feedContentTypes)[number];

export type FeedSort = 'recent' | 'oldest' | 'most-viewed';

/** The feed's filters and page, as the user set them. */
export interface FeedQuery {
  user: string;
  mangoes: string[];
  contentTypes: FeedContentType[];
  sortBy: FeedSort;
  limit: number;
  page: number;
}

export const feedViews = createProfileViews<FeedQuery>({
  user: '',
  mangoes: [],
  contentTypes: [],
  sortBy: 'recent',
  limit: 10,
  page: 1,
});

/** Changing a filter goes back to page 1; changing only the page keeps the filter. */
export function nextFeedQuery(query: FeedQuery, patch: Partial<FeedQuery>): FeedQuery {
  return { ...query, ...patch, page: patch.page ?? (Object.keys(patch).length ? 1 : query.page) };
}
