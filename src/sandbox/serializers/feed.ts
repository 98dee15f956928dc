import type { SandboxCore } from '../context';
import type { FeedPostRecord } from '../fixture-schema';

/**
 * Feed posts. The docs show no example of the list (only of create, below): this
 * keeps the spec's FeedPost, FeedPoll and Person shapes, in the spec's `[{total, data}]` answer.
 */

function namedRef(core: SandboxCore, id: string): { _id: string; title?: string } {
  const mango = core.state.byId('mangoes', id);
  return mango?.title !== undefined ? { _id: id, title: mango.title } : { _id: id };
}

function person(core: SandboxCore, id: string) {
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

export function feedPostJson(core: SandboxCore, p: FeedPostRecord, user: string | undefined) {
  const out: Record<string, unknown> = {
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

export const feedPostsJson = (total: number, data: unknown[]) => [{ total, data }];

/**
 * A created post (feed/createFeedPost.json): bare, `creator` as an id, mangoes and excludeMangoes as
 * `{_id, title}`. Media URLs a text post does not have are null; the sizes are derived from the upload.
 */
export function createdFeedPostJson(core: SandboxCore, p: FeedPostRecord) {
  const media = p.contentType === 'text' ? null : p.contentUrl;
  const video = p.contentType === 'video' ? media : null;
  const thumb = p.thumbnail ?? (media ? `${media}.thumbnail.jpg` : null);
  return {
    createdAt: p.createdAt,
    updatedAt: p.updatedAt ?? p.createdAt,
    _id: p._id,
    creator: p.creator,
    scheduleTime: p.scheduleTime ?? null,
    caption: p.caption,
    contentType: p.contentType,
    contentUrl: p.contentUrl,
    compressedVideoUrl: video,
    thumbnail: thumb,
    isCompressDone: false,
    shortUrl: `${core.state.byId('creators', p.creator)?.host ?? 'sandbox.invalid'}/p/${p._id.slice(-6)}`,
    compressedVideoUrlDash: video ? `${video}.mpd` : null,
    compressedVideoUrlHls: video ? `${video}.m3u8` : null,
    mangoes: p.mangoes.map((id) => namedRef(core, id)),
    excludeMangoes: (p.excludeMangoes ?? []).map((id) => namedRef(core, id)),
    thumbnail800: thumb,
    thumbnailBlurred500: thumb,
    thumbnail235: thumb,
  };
}
