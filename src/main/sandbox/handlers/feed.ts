import { FeedPostsQuery, type FeedPost, type Person } from '../../../shared/contract/feed';
import type { Handler, SandboxCore } from '../context';
import type { FeedPostRecord } from '../fixture-schema';
import { activeMangoesOf, namedRef, paginate, parseOr400 } from './common';

function person(core: SandboxCore, id: string): Person {
  const who = core.state.byId('creators', id) ?? core.state.byId('users', id);
  const pic = who?.profilePicUrl ?? '';
  return {
    _id: id,
    name: who?.name ?? '',
    host: core.state.byId('creators', id)?.host ?? '',
    profilePicUrl: pic,
    profilePicUrlUncompressed: pic,
    res100x100: pic,
    res45x45: pic,
    res100x100_quality_20_blr: pic,
    res45x45_quality_20_blr: pic,
  };
}

function view(core: SandboxCore, p: FeedPostRecord, user: string | undefined): FeedPost {
  const out: FeedPost = {
    _id: p._id,
    title: p.title,
    caption: p.caption,
    contentUrl: p.contentUrl,
    contentType: p.contentType,
    isPinned: p.isPinned,
    liked: user ? p.likes.includes(user) : false,
    mangoes: p.mangoes.map((id) => namedRef(core, id)),
    likeCount: p.likes.length,
    commentCount: p.commentCount,
    replyCount: p.replyCount,
    views: p.views,
    creator: person(core, p.creator),
    tags: p.tags.map((tagName) => ({ tagName, creator: p.creator })),
    createdAt: p.createdAt,
  };
  if (p.poll) {
    const voteCounts: Record<string, number> = {};
    for (const v of p.poll.votes) voteCounts[String(v.option)] = (voteCounts[String(v.option)] ?? 0) + 1;
    out.poll = {
      _id: p._id,
      post: p._id,
      question: p.poll.question,
      description: '',
      pollOptions: p.poll.options.map((o, i) => ({
        optionContent: o,
        optionNumber: i + 1,
        optionId: `${p._id}-${i + 1}`,
      })),
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
      mangoArr: p.mangoes,
      voteCounts,
      totalVotes: p.poll.votes.length,
      creator: person(core, p.creator),
    };
  }
  const ref = p.postRef ? core.state.byId('feedPosts', p.postRef) : undefined;
  if (ref) {
    out.postRef = {
      title: ref.title,
      caption: ref.caption,
      contentType: ref.contentType,
      contentUrl: ref.contentUrl,
      creator: person(core, ref.creator),
      likeCount: ref.likes.length,
      commentCount: ref.commentCount,
      replyCount: ref.replyCount,
    };
  }
  return out;
}

/** On behalf of a subscriber (user): only posts of Mangoes they hold an active subscription to. */
export const listFeedPosts: Handler = (ctx, core) => {
  const q = parseOr400(FeedPostsQuery, ctx.query);
  const held = q.user ? activeMangoesOf(core, q.user) : undefined;
  const posts = core.state.data.feedPosts
    .filter((p) => p.creator === ctx.creator._id)
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
  const data = paginate(posts, q.limit ?? 10, q.page ?? 1).map((p) => view(core, p, q.user));
  return { body: [{ total: posts.length, data }] };
};
