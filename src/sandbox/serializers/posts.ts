import type { SandboxCore } from '../context';
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
export function channelPostJson(
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
