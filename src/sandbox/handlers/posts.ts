import { ChannelPostListQuery } from '../../shared/contract/community';
import type { Handler, SandboxCore } from '../context';
import { badRequest, forbidden, notFound } from '../errors';
import type { SandboxState } from '../state';
import { activeMangoesOf, parseOr400 } from './common';
import type { ChannelRecord, PostRecord } from '../fixture-schema';

/**
 * Channel posts. The docs show no example for the channel post list: this keeps the spec's ChannelPost,
 * PostBody, Media and Poll shapes ("Channel post list response").
 */

function postBody(
  core: SandboxCore,
  p: PostRecord,
  channel: ChannelRecord,
  withRef: boolean,
): Record<string, unknown> {
  const author = core.state.byId('users', p.postedBy) ?? core.state.byId('creators', p.postedBy);
  const body: Record<string, unknown> = {
    _id: p._id,
    creator: p.creator,
    caption: p.caption,
    layoutType: p.layoutType,
    mediaContent: p.mediaContent,
    postRefContentTypes: p.postRef ? ['post'] : [],
    postSettings: p.postSettings,
    isDeleted: p.isDeleted,
    scheduleAt: p.scheduleAt,
    updatedAt: p.updatedAt,
    createdAt: p.createdAt,
    channels: [
      {
        _id: channel._id,
        name: channel.name,
        description: channel.description,
        communityProfilePicture: channel.communityProfilePicture,
        communityProfilePictureType: 'image',
      },
    ],
    postedBy: {
      _id: p.postedBy,
      name: author?.name ?? '',
      profilePicUrl: author?.profilePicUrl ?? '',
      isBlockedFromCommunityEngagement: false,
      isModerator: p.postedBy === p.creator,
    },
  };
  if (p.poll) {
    body.poll = {
      _id: p._id,
      creator: p.creator,
      question: p.poll.question,
      description: '',
      pollOptions: p.poll.options.map((text, i) => ({
        optionContent: text,
        optionNumber: i + 1,
        optionId: `${p._id}-${i + 1}`,
      })),
      pollStartAt: p.poll.startAt,
      pollEndAt: p.poll.endAt,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      isResultVisibleToMembers: true,
      allowVoteChange: false,
    };
  }
  const ref = p.postRef ? core.state.byId('posts', p.postRef) : undefined;
  if (withRef && ref) {
    const refChannel = core.state.byId('channels', ref.channel) ?? channel;
    const { postRef: _r, ...refBody } = postBody(core, ref, refChannel, false);
    body.postRef = refBody;
  }
  return body;
}

/** One listed post; `isLiked` and `votedOption` only when a member (userId) is asking. */
function channelPostJson(
  core: SandboxCore,
  p: PostRecord,
  channel: ChannelRecord,
  reposts: Map<string, string[]>,
  userId: string | undefined,
): Record<string, unknown> {
  const votes: Record<string, number> = {};
  for (const v of p.poll?.votes ?? []) votes[String(v.option)] = (votes[String(v.option)] ?? 0) + 1;
  const view: Record<string, unknown> = {
    _id: p._id,
    postedBy: p.postedBy,
    channel: p.channel,
    isPinned: p.isPinned,
    isHidden: p.isHidden,
    ...(p.isPinned
      ? { pinnedNumber: p.pinnedNumber ?? 0, ...(p.pinnedAt ? { pinnedAt: p.pinnedAt } : {}) }
      : {}),
    scheduleAt: p.scheduleAt,
    updatedAt: p.updatedAt,
    createdAt: p.createdAt,
    totalViews: p.baseViews + p.viewTimes.length,
    totalLikes: p.likes.length,
    totalComments: p.comments.length,
    totalParentComments: p.comments.filter((c) => !c.isReply).length,
    totalRepost: reposts.get(p._id)?.length ?? 0,
    totalPollVotes: p.poll?.votes.length ?? 0,
    pollVotesPerOption: votes,
    post: postBody(core, p, channel, true),
  };
  if (userId) {
    view.isLiked = p.likes.some((l) => l.user === userId);
    const vote = p.poll?.votes.find((v) => v.user === userId);
    view.votedOption = vote ? String(vote.option) : '';
  }
  return view;
}

const DAY_MS = 24 * 60 * 60_000;

/** The spec's score: 3 x likes + 3 x comments + 2 x views + reposts. */
export function postScore(likes: number, comments: number, views: number, reposts: number): number {
  return 3 * likes + 3 * comments + 2 * views + reposts;
}

function repostTimes(core: SandboxCore): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of core.state.data.posts) {
    if (p.postRef && !p.isDeleted) out.set(p.postRef, [...(out.get(p.postRef) ?? []), p.createdAt]);
  }
  return out;
}

/**
 * Sorted post lists per channel and order, rebuilt only when the state version moves. Keyed by the state
 * object itself, not by the core: a reset builds a new state whose version starts at 0 again, so a
 * core-keyed cache would keep answering from the previous fixture.
 */
const cache = new WeakMap<
  SandboxState,
  { version: number; now: number; lists: Map<string, PostRecord[]>; reposts: Map<string, string[]> }
>();

function sortedPosts(
  core: SandboxCore,
  channel: string,
  sortBy: string,
): { posts: PostRecord[]; reposts: Map<string, string[]> } {
  const now = core.clock.now();
  const state = core.state;
  let entry = cache.get(state);
  // Trending depends on the clock too; a one-minute granularity keeps it cheap under load.
  if (
    !entry ||
    entry.version !== state.version ||
    (sortBy === 'trending_now' && Math.abs(entry.now - now) > 60_000)
  ) {
    entry = { version: state.version, now, lists: new Map(), reposts: repostTimes(core) };
    cache.set(state, entry);
  }
  const key = `${channel}:${sortBy}`;
  let list = entry.lists.get(key);
  if (!list) {
    const reposts = entry.reposts;
    const since = now - DAY_MS;
    const recent = (times: { at: string }[] | string[]) =>
      times.filter((t) => Date.parse(typeof t === 'string' ? t : t.at) >= since).length;
    const score = (p: PostRecord) =>
      sortBy === 'trending_now'
        ? postScore(
            recent(p.likes),
            recent(p.comments),
            recent(p.viewTimes),
            recent(reposts.get(p._id) ?? []),
          )
        : postScore(
            p.likes.length,
            p.comments.length,
            p.baseViews + p.viewTimes.length,
            reposts.get(p._id)?.length ?? 0,
          );
    const scores = new Map<string, number>();
    const base = core.state.data.posts.filter((p) => p.channel === channel && !p.isDeleted);
    if (sortBy === 'most_popular' || sortBy === 'trending_now')
      for (const p of base) scores.set(p._id, score(p));
    const byTime = (a: PostRecord, b: PostRecord) =>
      b.scheduleAt.localeCompare(a.scheduleAt) || b._id.localeCompare(a._id);
    const order = (a: PostRecord, b: PostRecord): number => {
      if (sortBy === 'oldest') return -byTime(a, b);
      if (sortBy === 'latest') return byTime(a, b);
      return (scores.get(b._id) ?? 0) - (scores.get(a._id) ?? 0) || byTime(a, b);
    };
    // Pinned posts always come first, by pin number, whatever the order.
    list = base.sort((a, b) => {
      if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
      if (a.isPinned) return (a.pinnedNumber ?? 0) - (b.pinnedNumber ?? 0) || order(a, b);
      return order(a, b);
    });
    entry.lists.set(key, list);
  }
  return { posts: list, reposts: entry.reposts };
}

function channelOrThrow(core: SandboxCore, creator: string, id: string): ChannelRecord {
  const channel = core.state.byId('channels', id);
  if (!channel || channel.creator !== creator || channel.isArchived) {
    throw notFound('Channel not found', 'CHANNEL_POST_CHANNEL_NOT_FOUND');
  }
  return channel;
}

function memberMayRead(core: SandboxCore, channel: ChannelRecord, userId: string): boolean {
  if (channel.isHidden) return false;
  const user = core.state.byId('users', userId);
  if (!user) return false;
  const mangoes = activeMangoesOf(core, userId);
  return (
    channel.mangoArr.some((m) => mangoes.has(m)) || channel.badgeArr.some((b) => user.badges.includes(b))
  );
}

export const listChannelPosts: Handler = (ctx, core) => {
  if (!ctx.creator.features.community) throw badRequest('Community feature is not enabled');
  const channel = channelOrThrow(core, ctx.creator._id, ctx.params.channelId ?? '');
  const q = parseOr400(ChannelPostListQuery, ctx.query);
  if (q.userId && !memberMayRead(core, channel, q.userId)) {
    throw forbidden('You do not have access to this channel', 'CHANNEL_POST_ACCESS_FORBIDDEN');
  }
  const { posts: sorted, reposts } = sortedPosts(core, channel._id, q.sortBy ?? 'latest');
  const postedBy = q.postedBy ? new Set(q.postedBy) : undefined;
  const excluded = q.excludePostedBy ? new Set(q.excludePostedBy) : undefined;
  const filtered = sorted.filter(
    (p) =>
      (q.filterBy !== 'posts_from_creator' || p.postedBy === channel.creator) &&
      (q.filterBy !== 'posts_from_subscribers' || p.postedBy !== channel.creator) &&
      (!postedBy || postedBy.has(p.postedBy)) &&
      (!excluded || !excluded.has(p.postedBy)) &&
      (q.isPinned === undefined || p.isPinned === q.isPinned),
  );
  const limit = q.limit ?? 10;
  const page = filtered.slice(((q.page ?? 1) - 1) * limit, (q.page ?? 1) * limit);
  const posts = page.map((p) => channelPostJson(core, p, channel, reposts, q.userId));
  const last = page[page.length - 1];
  // No docs example: the spec's {posts, totalPosts, lastPostId}.
  return { body: { posts, totalPosts: filtered.length, ...(last ? { lastPostId: last._id } : {}) } };
};
