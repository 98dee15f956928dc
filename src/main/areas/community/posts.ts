import type { z } from 'zod';
import type {
  communityChannels,
  PostFilters,
  PostPage,
  PostsCsv,
} from '../../../shared/areas/community/channels';
import type { ChannelPost } from '../../../shared/contract/community';
import { postsToCsv } from './post-csv';
import type { Handlers } from '../../platform/handlers';
import type { CommunityScope, ScopeOf } from './registry';
import { formatExportTime } from '../../../shared/format';

/** The most posts one export fetches (100 pages of 100): a 10,000-post channel in full. */
export const MAX_EXPORT_POSTS = 10_000;
const EXPORT_PAGE_SIZE = 100;

type PostsInput = z.output<(typeof communityChannels)['community.posts']['input']>;
type ExportInput = z.output<(typeof communityChannels)['community.exportPostsCsv']['input']>;

/** The spec's query for one page; empty author lists are left out rather than sent as "no author". */
export function postQuery(filters: PostFilters, limit: number, page: number) {
  return {
    limit,
    page,
    ...(filters.userId ? { userId: filters.userId } : {}),
    ...(filters.filterBy ? { filterBy: filters.filterBy } : {}),
    ...(filters.postedBy?.length ? { postedBy: filters.postedBy } : {}),
    ...(filters.excludePostedBy?.length ? { excludePostedBy: filters.excludePostedBy } : {}),
    ...(filters.isPinned !== undefined ? { isPinned: filters.isPinned } : {}),
    ...(filters.sortBy ? { sortBy: filters.sortBy } : {}),
  };
}

export async function listPostPage(
  { client, options }: Pick<CommunityScope, 'client' | 'options'>,
  input: PostsInput,
): Promise<PostPage> {
  const answer = await client.listChannelPosts(
    { params: { channelId: input.channelId }, query: postQuery(input, input.limit, input.page) },
    options,
  );
  return {
    posts: answer.posts,
    totalPosts: answer.totalPosts ?? answer.posts.length,
    page: input.page,
    limit: input.limit,
  };
}

function describeFilters(input: PostFilters): string {
  const parts = [
    `sort ${input.sortBy ?? 'latest'}`,
    input.filterBy ? `filter ${input.filterBy}` : '',
    input.postedBy?.length ? `posted by ${input.postedBy.join(' ')}` : '',
    input.excludePostedBy?.length ? `excluding ${input.excludePostedBy.join(' ')}` : '',
    input.isPinned === undefined ? '' : input.isPinned ? 'pinned only' : 'unpinned only',
    input.userId ? `as member ${input.userId}` : 'creator view',
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * The current result as CSV. `page` exports what the person is looking at; `all` walks the result page
 * by page (100 at a time, through the client's rate limiter) up to MAX_EXPORT_POSTS, so a 10,000-post
 * channel never travels in one request.
 */
export async function exportPosts(scope: CommunityScope, input: ExportInput): Promise<PostsCsv> {
  const { now, options } = scope;
  const posts: ChannelPost[] = [];
  let total = 0;
  if (input.scope === 'page') {
    const page = await listPostPage(scope, input);
    posts.push(...page.posts);
    total = page.totalPosts;
  } else {
    for (let page = 1; posts.length < MAX_EXPORT_POSTS; page += 1) {
      const answer = await listPostPage(scope, { ...input, limit: EXPORT_PAGE_SIZE, page });
      total = answer.totalPosts;
      posts.push(...answer.posts.slice(0, MAX_EXPORT_POSTS - posts.length));
      if (answer.posts.length < EXPORT_PAGE_SIZE || posts.length >= total) break;
      options.signal?.throwIfAborted();
    }
  }
  const truncated = input.scope === 'all' && total > posts.length;
  const described =
    input.scope === 'page'
      ? `page ${input.page} (${input.limit} per page) of ${total} posts`
      : `${posts.length} of ${total} posts${truncated ? ` (capped at ${MAX_EXPORT_POSTS})` : ''}`;
  const notes = [
    `Channel ${input.channelId}: ${described}`,
    `Filters: ${describeFilters(input)}`,
    `Exported ${formatExportTime(now)}`,
  ];
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return {
    csv: postsToCsv(posts, Boolean(input.userId)),
    notes,
    fileName: `channel-${input.channelId}-posts-${stamp}.csv`,
    rows: posts.length,
    truncated,
  };
}

/** A channel's posts, a page at a time or as CSV. */
export function communityPostHandlers(
  scope: ScopeOf,
): Pick<Handlers, 'community.posts' | 'community.exportPostsCsv'> {
  return {
    'community.posts': async (input, { signal }) => listPostPage(await scope(input, signal), input),
    'community.exportPostsCsv': async (input, { signal }) => exportPosts(await scope(input, signal), input),
  };
}
