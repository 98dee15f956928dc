import { z } from 'zod';
import { IsoDateTime, NamedRef, NamedRefList, ObjectId, QueryIdList, QueryInt, queryList } from './common';
import { PollOption } from './community';
import { op, V1 } from './operation-row';

export const feedContentTypes = ['video', 'image', 'pdf', 'xls', 'doc', 'text', 'carousal', 'poll'] as const;
export const FeedContentType = z.enum(feedContentTypes);

const Str = z.string().optional();

export const Person = z.looseObject({
  _id: Str,
  name: Str,
  host: Str,
  profilePicUrl: Str,
  profilePicUrlUncompressed: Str,
  res100x100: Str,
  res45x45: Str,
  res100x100_quality_20_blr: Str,
  res45x45_quality_20_blr: Str,
});
export type Person = z.infer<typeof Person>;

export const FeedPoll = z.looseObject({
  _id: Str,
  post: Str,
  question: Str,
  description: Str,
  pollOptions: z.array(PollOption).optional(),
  pollStartAt: IsoDateTime.optional(),
  pollEndAt: IsoDateTime.optional(),
  createdAt: IsoDateTime.optional(),
  updatedAt: IsoDateTime.optional(),
  mangoArr: z.array(ObjectId).optional(),
  voteCounts: z.record(z.string(), z.number()).optional(),
  totalVotes: z.number().optional(),
  creator: Person.optional(),
});

export const FeedPost = z.looseObject({
  _id: ObjectId.optional(),
  title: Str,
  caption: Str,
  contentUrl: Str,
  contentType: Str,
  isPinned: z.boolean().optional(),
  liked: z.boolean().optional(),
  mangoes: z.array(NamedRef).optional(),
  likeCount: z.number().optional(),
  commentCount: z.number().optional(),
  replyCount: z.number().optional(),
  views: z.number().optional(),
  poll: FeedPoll.optional(),
  creator: Person.optional(),
  postRef: z
    .looseObject({
      title: Str,
      caption: Str,
      contentType: Str,
      contentUrl: Str,
      creator: Person.optional(),
      likeCount: z.number().optional(),
      commentCount: z.number().optional(),
      replyCount: z.number().optional(),
    })
    .optional(),
  tags: z.array(z.looseObject({ tagName: Str, creator: ObjectId.optional() })).optional(),
  createdAt: IsoDateTime.optional(),
});
export type FeedPost = z.infer<typeof FeedPost>;

export const FeedPostsQuery = z.object({
  limit: QueryInt.min(1).optional(),
  page: QueryInt.min(1).optional(),
  user: ObjectId.optional(),
  mangoes: QueryIdList.optional(),
  contentTypes: queryList(FeedContentType).optional(),
  sortBy: z.enum(['recent', 'oldest', 'most-viewed']).optional(),
});
export type FeedPostsQuery = z.infer<typeof FeedPostsQuery>;

/** An array holding one `{total, data}` object. */
export const FeedPostsResponse = z.array(
  z.looseObject({ total: z.number().optional(), data: z.array(FeedPost) }),
);
export type FeedPostsResponse = z.infer<typeof FeedPostsResponse>;

/** The content types a new post may have (createFeedPost page: text, image and video). */
export const newPostContentTypes = ['text', 'image', 'video'] as const;

/**
 * feed/createFeedPost.json: the curl body sends `mangoes` and `contentType`; the answer shows caption,
 * contentUrl, scheduleTime, excludeMangoes and thumbnail. Image and video need a pre-uploaded CDN asset.
 */
export const CreateFeedPostBody = z
  .object({
    mangoes: z.array(ObjectId).min(1, 'Pick at least one Mango to post to'),
    contentType: z.enum(newPostContentTypes),
    caption: z.string().optional(),
    contentUrl: z.string().trim().min(1).optional(),
    thumbnail: z.string().optional(),
    scheduleTime: IsoDateTime.optional(),
    excludeMangoes: z.array(ObjectId).optional(),
  })
  .refine((b) => b.contentType === 'text' || b.contentUrl !== undefined, {
    message: 'An image or video post needs the address of its uploaded file',
    path: ['contentUrl'],
  });
export type CreateFeedPostBody = z.infer<typeof CreateFeedPostBody>;

/** The created post: mangoes and excludeMangoes as `{_id, title}` objects (ids read too). */
export const CreatedFeedPost = z.looseObject({
  _id: ObjectId,
  creator: z.union([ObjectId, Person]).optional(),
  caption: Str,
  contentType: Str,
  // A text post has no media: null where the documented (video) example shows URLs.
  contentUrl: Str.nullable(),
  thumbnail: Str.nullable(),
  scheduleTime: IsoDateTime.nullable().optional(),
  mangoes: NamedRefList,
  excludeMangoes: NamedRefList,
  shortUrl: Str.nullable(),
  createdAt: IsoDateTime.optional(),
});
export type CreatedFeedPost = z.infer<typeof CreatedFeedPost>;

/** Rows of `operations`: feed posts (the docs' feed/ group). */
export const feedRows = {
  listFeedPosts: op({
    name: 'listFeedPosts',
    words: 'List feed posts',
    method: 'GET',
    path: `${V1}/feeds/posts`,
    family: 'bearer',
    query: FeedPostsQuery,
    response: FeedPostsResponse,
  }),
  /** feed/createFeedPost.json: not retried blindly (a POST); the screen never sends it twice. */
  createFeedPost: op({
    name: 'createFeedPost',
    words: 'Publish a feed post',
    method: 'POST',
    path: `${V1}/feeds/posts`,
    family: 'bearer',
    body: CreateFeedPostBody,
    response: CreatedFeedPost,
  }),
} as const;
