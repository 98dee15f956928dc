import { CreatedFeedPost, CreateFeedPostBody, FeedPostsQuery, FeedPostsResponse } from '../feed';
import { op, V1 } from './define';

/** Rows of `operations`: feed posts (the docs' feed/ group). */
export const feedRows = {
  listFeedPosts: op({
    name: 'listFeedPosts',
    method: 'GET',
    path: `${V1}/feeds/posts`,
    family: 'bearer',
    query: FeedPostsQuery,
    response: FeedPostsResponse,
  }),
  /** feed/createFeedPost.json: not retried blindly (a POST); the screen never sends it twice. */
  createFeedPost: op({
    name: 'createFeedPost',
    method: 'POST',
    path: `${V1}/feeds/posts`,
    family: 'bearer',
    body: CreateFeedPostBody,
    response: CreatedFeedPost,
  }),
} as const;
