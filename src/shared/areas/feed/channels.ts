import { z } from 'zod';
import { ObjectId } from '../../contract/common';
import { CreatedFeedPost, FeedContentType, FeedPost, newPostContentTypes } from '../../contract/feed';
import { CsvFile, MangoIds, ProfileScoped } from '../../channels/common';

export const FeedFilter = ProfileScoped.extend({
  user: ObjectId.optional(),
  mangoes: MangoIds.optional(),
  contentTypes: z.array(FeedContentType).max(8).optional(),
  sortBy: z.enum(['recent', 'oldest', 'most-viewed']).optional(),
});
export type FeedFilter = z.infer<typeof FeedFilter>;

/**
 * A new feed post as the form fills it. Text needs a caption; image and video the address of a file
 * uploaded to the CDN first. `requestKey` is made once per draft: main answers a repeat of the same key with
 * the first result instead of posting again (the service offers no idempotency key for posts).
 */
export const NewFeedPost = z
  .object({
    mangoes: z.array(ObjectId).min(1, 'Pick at least one Mango to post to').max(100),
    contentType: z.enum(newPostContentTypes),
    caption: z.string().trim().max(5000, 'Keep the caption under 5,000 characters').optional(),
    contentUrl: z
      .url({ protocol: /^https$/, message: 'Use the https:// address of the uploaded file' })
      .optional(),
    scheduleTime: z.iso.datetime({ offset: true, message: 'Schedule with a date and time' }).optional(),
    excludeMangoes: z.array(ObjectId).max(100).optional(),
  })
  .refine((p) => p.contentType !== 'text' || (p.caption ?? '') !== '', {
    message: 'A text post needs a caption',
    path: ['caption'],
  })
  .refine((p) => p.contentType === 'text' || p.contentUrl !== undefined, {
    message: 'An image or video post needs the address of its uploaded file',
    path: ['contentUrl'],
  })
  .refine((p) => !(p.excludeMangoes ?? []).some((id) => p.mangoes.includes(id)), {
    message: 'A Mango cannot be both a target and excluded',
    path: ['excludeMangoes'],
  });
export type NewFeedPost = z.input<typeof NewFeedPost>;

export const FeedPage = z.object({
  total: z.number(),
  page: z.number().int(),
  limit: z.number().int(),
  posts: z.array(FeedPost),
});
export type FeedPage = z.infer<typeof FeedPage>;

/** Bridge channels of the Feed screen (joined into the engagement area's table in engagement.ts). */
export const feedChannels = {
  'feed.posts': {
    reads: true,
    input: FeedFilter.extend({
      limit: z.number().int().min(1, 'Page size is 1 to 100').max(100, 'Page size is 1 to 100'),
      page: z.number().int().min(1, 'Pages start at 1').max(100_000),
    }).strict(),
    output: FeedPage,
  },
  /** Every post matching the filter (paged through by main, capped), as CSV. */
  'feed.exportCsv': {
    reads: true,
    input: FeedFilter.strict(),
    output: CsvFile.extend({ truncated: z.boolean() }),
  },
  /** Publishes once per `requestKey`; `repeated` is true when the answer is the first send's. */
  'feed.createPost': {
    input: ProfileScoped.extend({
      requestKey: z.uuid('Internal: the draft has no request key'),
      post: NewFeedPost,
    }).strict(),
    output: z.object({ post: CreatedFeedPost, repeated: z.boolean() }),
  },
} as const;
