import type { FeedFilter, feedChannels } from '../../../shared/areas/feed/channels';
import type { FeedPost, FeedPostsQuery } from '../../../shared/contract/feed';
import { toCsv } from '../../../shared/csv';
import type { ApiClient } from '../../platform/api';
import { withSignal } from '../../platform/api/types';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { formatExportTime } from '../../../shared/format';
import { createFeedPoster } from './feed-create';

/** Export pages through the filter 100 posts at a time, up to this many posts. */
export const FEED_EXPORT_CAP = 5_000;
const EXPORT_PAGE = 100;

function query(filter: FeedFilter, limit: number, page: number): FeedPostsQuery {
  return {
    limit,
    page,
    ...(filter.user ? { user: filter.user } : {}),
    ...(filter.mangoes?.length ? { mangoes: filter.mangoes } : {}),
    ...(filter.contentTypes?.length ? { contentTypes: filter.contentTypes } : {}),
    ...(filter.sortBy ? { sortBy: filter.sortBy } : {}),
  };
}

async function fetchPage(
  client: ApiClient,
  filter: FeedFilter,
  limit: number,
  page: number,
  signal: AbortSignal | undefined,
) {
  const answer = await client.listFeedPosts({ query: query(filter, limit, page) }, withSignal(signal));
  // The answer is an array holding one {total, data} object (spec: Feed post).
  const first = answer[0];
  return { total: first?.total ?? first?.data.length ?? 0, posts: first?.data ?? [] };
}

const FIELDS = [
  'id',
  'createdAt',
  'contentType',
  'title',
  'caption',
  'contentUrl',
  'isPinned',
  'creator',
  'mangoes',
  'tags',
  'likeCount',
  'commentCount',
  'replyCount',
  'views',
  'pollQuestion',
  'pollVotes',
  'repostOf',
];

function pollVotes(post: FeedPost): string {
  const poll = post.poll;
  if (!poll) return '';
  return (poll.pollOptions ?? [])
    .map((o) => `${o.optionContent ?? o.optionNumber}: ${poll.voteCounts?.[String(o.optionNumber)] ?? 0}`)
    .join('; ');
}

/** The feed posts as CSV, header row first; what the export covers goes to its notes. */
export function feedCsv(posts: readonly FeedPost[]): string {
  return toCsv(
    FIELDS,
    posts.map((p) => [
      p._id,
      p.createdAt,
      p.contentType,
      p.title,
      p.caption,
      p.contentUrl,
      p.isPinned ?? false,
      p.creator?.name,
      (p.mangoes ?? []).map((m) => m.title ?? m._id).join('; '),
      (p.tags ?? []).map((t) => t.tagName).join('; '),
      p.likeCount,
      p.commentCount,
      p.replyCount,
      p.views,
      p.poll?.question,
      pollVotes(p),
      p.postRef ? (p.postRef.title ?? p.postRef.caption ?? 'a post') : '',
    ]),
  );
}

function describeFilter(filter: FeedFilter): string {
  return [
    filter.user ? `as subscriber ${filter.user}` : 'as the creator',
    filter.mangoes?.length ? `Mangoes ${filter.mangoes.join(' ')}` : 'all Mangoes',
    filter.contentTypes?.length ? `types ${filter.contentTypes.join(' ')}` : 'all types',
    `sort ${filter.sortBy ?? 'recent'}`,
  ].join('; ');
}

/** The feed: its posts, their export, and a new post. */
export function feedHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof feedChannels> {
  return {
    'feed.posts': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      const { total, posts } = await fetchPage(client, input, input.limit, input.page, signal);
      return { total, page: input.page, limit: input.limit, posts };
    },

    'feed.exportCsv': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      const all: FeedPost[] = [];
      let total = 0;
      for (let page = 1; all.length < FEED_EXPORT_CAP; page += 1) {
        const answer = await fetchPage(client, input, EXPORT_PAGE, page, signal);
        total = answer.total;
        all.push(...answer.posts);
        if (answer.posts.length < EXPORT_PAGE || all.length >= total) break;
      }
      const posts = all.slice(0, FEED_EXPORT_CAP);
      const truncated = total > posts.length;
      const now = deps.now();
      const csv = feedCsv(posts);
      const notes = [
        `Feed posts exported ${formatExportTime(now)}`,
        `Filter: ${describeFilter(input)}`,
        ...(truncated ? [`Only the first ${posts.length} of ${total} posts`] : []),
      ];
      const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
      return { fileName: `feed-posts-${stamp}.csv`, csv, notes, rows: posts.length, truncated };
    },
    // Runs to its end once begun: its one attempt is shared by every repeat of its draft.
    'feed.createPost': createFeedPoster(deps),
  };
}
