import { z } from 'zod';
import { IsoDateTime, ObjectId, QueryBoolean, QueryIdList, QueryInt } from './common';
import { op, V1 } from './operation-row';

const Str = z.string().optional();
const Bool = z.boolean().optional();
const Num = z.number().optional();
const Date_ = IsoDateTime.optional();

export const Media = z.looseObject({
  _id: Str,
  contentType: Str,
  contentUrl: Str,
  asset: Str,
  thumbnail: Str,
  compressedVideoUrl: Str,
  compressedVideoUrlDash: Str,
  compressedVideoUrlHls: Str,
  compressErrorDescription: Str,
  compressErrorDescriptionWarnings: Str,
  transcodingJob: Str,
  fileKey: Str,
  fileName: Str,
  isCompressDone: Bool,
  isCompressError: Bool,
  fileSize: Num,
});
export type Media = z.infer<typeof Media>;

export const PollOption = z.looseObject({ optionContent: Str, optionNumber: Num, optionId: Str });

export const Poll = z.looseObject({
  _id: Str,
  creator: Str,
  question: Str,
  description: Str,
  pollOptions: z.array(PollOption).optional(),
  pollStartAt: Date_,
  pollEndAt: Date_,
  createdAt: Date_,
  updatedAt: Date_,
  isResultVisibleToMembers: Bool,
  allowVoteChange: Bool,
});
export type Poll = z.infer<typeof Poll>;

const PersonRef = z.looseObject({ _id: Str, name: Str, profilePicUrl: Str });

export const Shoutout = z.looseObject({
  _id: Str,
  creator: Str,
  description: Str,
  coverImage: Str,
  visibility: Str,
  category: z.looseObject({ id: Str, name: Str, logo: Str }).optional(),
  from: PersonRef.optional(),
  to: PersonRef.optional(),
  channels: z.array(z.looseObject({ _id: Str, name: Str })).optional(),
  createdAt: Date_,
  updatedAt: Date_,
});
export type Shoutout = z.infer<typeof Shoutout>;

const postBodyFields = {
  _id: ObjectId.optional(),
  creator: ObjectId.optional(),
  caption: Str,
  layoutType: Str,
  mediaContent: z.array(Media).optional(),
  postRefContentTypes: z.array(z.string()).optional(),
  postSettings: z.looseObject({ disableComment: Bool, hideComment: Bool, hideLikes: Bool }).optional(),
  isDeleted: Bool,
  scheduleAt: Date_,
  updatedAt: Date_,
  createdAt: Date_,
  channels: z
    .array(
      z.looseObject({
        _id: Str,
        name: Str,
        description: Str,
        communityProfilePicture: Str,
        communityProfilePictureType: Str,
      }),
    )
    .optional(),
  postedBy: z
    .looseObject({
      _id: Str,
      name: Str,
      profilePicUrl: Str,
      isBlockedFromCommunityEngagement: Bool,
      isModerator: Bool,
    })
    .optional(),
  poll: Poll.optional(),
  connectShoutout: Shoutout.optional(),
};

/** The reposted post: a PostBody-like object that also carries connectShoutout. */
export const PostRef = z.looseObject(postBodyFields);
export const PostBody = z.looseObject({ ...postBodyFields, postRef: PostRef.optional() });
export type PostBody = z.infer<typeof PostBody>;

export const ChannelPost = z.looseObject({
  _id: ObjectId.optional(),
  postedBy: ObjectId.optional(),
  channel: ObjectId.optional(),
  isPinned: Bool,
  isHidden: Bool,
  pinnedNumber: Num,
  pinnedAt: Date_,
  scheduleAt: Date_,
  updatedAt: Date_,
  createdAt: Date_,
  totalViews: Num,
  totalLikes: Num,
  totalComments: Num,
  totalParentComments: Num,
  totalRepost: Num,
  totalPollVotes: Num,
  pollVotesPerOption: z.record(z.string(), z.number()).optional(),
  post: PostBody.optional(),
  /** Present only when userId was passed. */
  isLiked: Bool,
  /** Present only when userId was passed. */
  votedOption: Str,
});
export type ChannelPost = z.infer<typeof ChannelPost>;

export const postSortOrders = ['latest', 'oldest', 'most_popular', 'trending_now'] as const;
export const PostSortBy = z.enum(postSortOrders);

export const ChannelPostListQuery = z.object({
  limit: QueryInt.min(1).max(100).optional(),
  page: QueryInt.min(1).optional(),
  userId: ObjectId.optional(),
  filterBy: z.enum(['posts_from_creator', 'posts_from_subscribers']).optional(),
  postedBy: QueryIdList.optional(),
  excludePostedBy: QueryIdList.optional(),
  isPinned: QueryBoolean.optional(),
  sortBy: PostSortBy.optional(),
});
export type ChannelPostListQuery = z.infer<typeof ChannelPostListQuery>;

export const ChannelPostList = z.looseObject({
  posts: z.array(ChannelPost),
  totalPosts: Num,
  lastPostId: z.string().nullable().optional(),
});
export type ChannelPostList = z.infer<typeof ChannelPostList>;

export const Channel = z.looseObject({
  _id: ObjectId.optional(),
  name: Str,
  description: Str,
  group: ObjectId.nullable().optional(),
  isHidden: Bool,
  isArchived: Bool,
  mangoArr: z.array(ObjectId).optional(),
  badgeArr: z.array(ObjectId).optional(),
  createdAt: Date_,
});
export type Channel = z.infer<typeof Channel>;

export const ListChannelsQuery = z.object({ includeArchived: QueryBoolean.optional() });
export type ListChannelsQuery = z.infer<typeof ListChannelsQuery>;

export const ChannelList = z.looseObject({ data: z.array(Channel) });
export type ChannelList = z.infer<typeof ChannelList>;

export const CreateChannelBody = z.object({
  name: z.string().trim().min(1),
  description: z.string().optional(),
  group: ObjectId.optional(),
  isHidden: z.boolean().optional(),
  mangoArr: z.array(ObjectId).optional(),
  badgeArr: z.array(ObjectId).optional(),
});
export type CreateChannelBody = z.infer<typeof CreateChannelBody>;

export const ChannelGroup = z.looseObject({
  _id: ObjectId.optional(),
  name: Str,
  hideFromNonChannelMember: Bool,
  rank: Num,
  createdAt: Date_,
  updatedAt: Date_,
});
export type ChannelGroup = z.infer<typeof ChannelGroup>;

export const CreateChannelGroupBody = z.object({
  name: z.string().trim().min(1),
  hideFromNonChannelMember: z.boolean().optional(),
});
export type CreateChannelGroupBody = z.infer<typeof CreateChannelGroupBody>;

/** Rows of `operations`: community channels, channel groups and their posts. */
export const communityRows = {
  listChannels: op({
    name: 'listChannels',
    words: 'List channels',
    method: 'GET',
    path: `${V1}/community/channels`,
    family: 'bearer',
    query: ListChannelsQuery,
    response: ChannelList,
    assumed: true,
  }),
  createChannel: op({
    name: 'createChannel',
    words: 'Create a channel',
    method: 'POST',
    path: `${V1}/community/channels`,
    family: 'bearer',
    body: CreateChannelBody,
    response: Channel,
    assumed: true,
  }),
  listChannelPosts: op({
    name: 'listChannelPosts',
    words: 'List channel posts',
    method: 'GET',
    path: `${V1}/community/channels/:channelId/posts`,
    family: 'bearer',
    query: ChannelPostListQuery,
    response: ChannelPostList,
  }),
  createChannelGroup: op({
    name: 'createChannelGroup',
    words: 'Create a channel group',
    method: 'POST',
    path: `${V1}/community/channel-groups`,
    family: 'bearer',
    body: CreateChannelGroupBody,
    response: ChannelGroup,
  }),
} as const;
