import { z } from 'zod';
import { ObjectId } from '../../contract/common';
import { Channel, ChannelGroup, ChannelPost, CreateChannelBody, PostSortBy } from '../../contract/community';
import { ProfileScoped } from '../../channels/common';

/** Page size of the channel posts operation: 1 to 100 (spec: Limits). */
export const POST_PAGE_SIZE = { min: 1, max: 100, default: 20 } as const;

/** Every filter of the channel posts operation; `userId` switches to the member's view. */
export const PostFilters = z.object({
  channelId: ObjectId,
  filterBy: z.enum(['posts_from_creator', 'posts_from_subscribers']).optional(),
  postedBy: z.array(ObjectId).max(200).optional(),
  excludePostedBy: z.array(ObjectId).max(200).optional(),
  isPinned: z.boolean().optional(),
  sortBy: PostSortBy.optional(),
  /** A member id: posts then carry isLiked and votedOption, and access is checked for that member. */
  userId: ObjectId.optional(),
});
export type PostFilters = z.infer<typeof PostFilters>;

const PageSize = z
  .number()
  .int()
  .min(POST_PAGE_SIZE.min, 'Page size is at least 1')
  .max(POST_PAGE_SIZE.max, 'Page size is at most 100');
const PageNumber = z.number().int().min(1, 'Pages start at 1');

export const PostPage = z.object({
  posts: z.array(ChannelPost),
  totalPosts: z.number(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PostPage = z.infer<typeof PostPage>;

export const PostsCsv = z.object({
  /** Header row first: nothing above it. */
  csv: z.string(),
  /** What the export covers (channel, filters, when), for its notes file. */
  notes: z.array(z.string()),
  fileName: z.string(),
  rows: z.number().int(),
  /** True when the result had more posts than the export cap. */
  truncated: z.boolean(),
});
export type PostsCsv = z.infer<typeof PostsCsv>;

/** A channel group this console created: the service has no operation that lists groups. */
export const KnownGroup = z.object({
  _id: ObjectId,
  name: z.string(),
  rank: z.number().optional(),
  createdAt: z.string(),
});
export type KnownGroup = z.infer<typeof KnownGroup>;

export const ChannelOverview = z.object({ channels: z.array(Channel), groups: z.array(KnownGroup) });
export type ChannelOverview = z.infer<typeof ChannelOverview>;

export const AccessOptions = z.object({
  mangoes: z.array(z.object({ _id: ObjectId, title: z.string() })),
  badges: z.array(z.object({ _id: ObjectId, name: z.string() })),
});
export type AccessOptions = z.infer<typeof AccessOptions>;

/** A new channel group's fields: the channel input and the console's group form check them alike. */
export const NewGroupFields = z.object({
  name: z.string().trim().min(1, 'Give the group a name (it cannot be empty)').max(200),
  hideFromNonChannelMember: z.boolean().optional(),
});

/** A new channel's fields: the channel input and the console's channel form check them alike. */
export const NewChannelFields = CreateChannelBody.extend({
  name: z.string().trim().min(1, 'Give the channel a name').max(200),
});

export const communityChannels = {
  'community.channels': {
    reads: true,
    input: ProfileScoped.extend({ includeArchived: z.boolean().optional() }).strict(),
    output: ChannelOverview,
  },
  'community.posts': {
    reads: true,
    input: ProfileScoped.extend({
      ...PostFilters.shape,
      limit: PageSize.default(POST_PAGE_SIZE.default),
      page: PageNumber.default(1),
    }).strict(),
    output: PostPage,
  },
  /** The current result as CSV: one page, or every page of it fetched in turn (at most 10,000 posts). */
  'community.exportPostsCsv': {
    reads: true,
    input: ProfileScoped.extend({
      ...PostFilters.shape,
      scope: z.enum(['page', 'all']),
      limit: PageSize.default(POST_PAGE_SIZE.default),
      page: PageNumber.default(1),
    }).strict(),
    output: PostsCsv,
  },
  'community.accessOptions': { reads: true, input: ProfileScoped.strict(), output: AccessOptions },
  'community.createGroup': {
    input: ProfileScoped.extend(NewGroupFields.shape).strict(),
    output: ChannelGroup,
  },
  'community.createChannel': {
    input: ProfileScoped.extend(NewChannelFields.shape).strict(),
    output: Channel,
  },
} as const;

export const communityEvents = {} as const;
