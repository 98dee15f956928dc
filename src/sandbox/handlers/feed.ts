import { FeedPostsQuery } from '../../shared/contract/feed';
import type { Handler } from '../context';
import { feedPostJson, feedPostsJson } from '../serializers/feed';
import { activeMangoesOf, paginate, parseOr400 } from './common';

/** On behalf of a subscriber (user): only posts of Mangoes they hold an active subscription to. */
export const listFeedPosts: Handler = (ctx, core) => {
  const q = parseOr400(FeedPostsQuery, ctx.query);
  const held = q.user ? activeMangoesOf(core, q.user) : undefined;
  const now = core.clock.now();
  const posts = core.state.data.feedPosts
    .filter((p) => p.creator === ctx.creator._id)
    // A scheduled post stays out of the feed until its time (createFeedPost page).
    .filter((p) => !p.scheduleTime || Date.parse(p.scheduleTime) <= now)
    .filter((p) => !held || !(p.excludeMangoes ?? []).some((m) => held.has(m)))
    .filter((p) => !held || p.mangoes.some((m) => held.has(m)))
    .filter((p) => !q.mangoes || p.mangoes.some((m) => q.mangoes?.includes(m)))
    .filter((p) => !q.contentTypes || q.contentTypes.includes(p.contentType));
  const sortBy = q.sortBy ?? 'recent';
  posts.sort((a, b) =>
    sortBy === 'oldest'
      ? a.createdAt.localeCompare(b.createdAt)
      : sortBy === 'most-viewed'
        ? b.views - a.views
        : b.createdAt.localeCompare(a.createdAt),
  );
  const data = paginate(posts, q.limit ?? 10, q.page ?? 1).map((p) => feedPostJson(core, p, q.user));
  return { body: feedPostsJson(posts.length, data) };
};
