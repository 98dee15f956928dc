import { z } from 'zod';
import { IsoDateTime as Time, ObjectId as Id } from '../../shared/contract/common';

/*
 * Fixture records of the community: channel groups, channels and their posts. The sandbox's own records,
 * never the client's response schemas (see ../fixture-schema.ts).
 */

export const ChannelGroupRecord = z.object({
  _id: Id,
  creator: Id,
  name: z.string(),
  hideFromNonChannelMember: z.boolean(),
  rank: z.number(),
  createdAt: Time,
  updatedAt: Time,
});

export const ChannelRecord = z.object({
  _id: Id,
  creator: Id,
  name: z.string(),
  description: z.string(),
  group: Id.nullable(),
  isHidden: z.boolean(),
  isArchived: z.boolean(),
  mangoArr: z.array(Id),
  badgeArr: z.array(Id),
  communityProfilePicture: z.string(),
  createdAt: Time,
});

const Interaction = z.object({ user: Id, at: Time });

/** A media item of a community post, as stored (the spec's Media fields). */
export const MediaRecord = z.object({
  _id: Id,
  contentType: z.string(),
  contentUrl: z.string(),
  asset: z.string().optional(),
  thumbnail: z.string().optional(),
  compressedVideoUrl: z.string().optional(),
  compressedVideoUrlDash: z.string().optional(),
  compressedVideoUrlHls: z.string().optional(),
  compressErrorDescription: z.string().optional(),
  compressErrorDescriptionWarnings: z.string().optional(),
  transcodingJob: z.string().optional(),
  fileKey: z.string().optional(),
  fileName: z.string().optional(),
  isCompressDone: z.boolean().optional(),
  isCompressError: z.boolean().optional(),
  fileSize: z.number().optional(),
});

export const PostRecord = z.object({
  _id: Id,
  channel: Id,
  creator: Id,
  postedBy: Id,
  caption: z.string(),
  layoutType: z.string(),
  mediaContent: z.array(MediaRecord),
  scheduleAt: Time,
  createdAt: Time,
  updatedAt: Time,
  isPinned: z.boolean(),
  pinnedNumber: z.number().optional(),
  pinnedAt: Time.optional(),
  isHidden: z.boolean(),
  isDeleted: z.boolean(),
  /** Views before the recorded view log; total = baseViews + viewTimes.length. */
  baseViews: z.number(),
  viewTimes: z.array(Time),
  likes: z.array(Interaction),
  comments: z.array(Interaction.extend({ isReply: z.boolean() })),
  poll: z
    .object({
      question: z.string(),
      options: z.array(z.string()),
      startAt: Time,
      endAt: Time,
      votes: z.array(z.object({ user: Id, option: z.number() })),
    })
    .optional(),
  /** The reposted post. */
  postRef: Id.optional(),
  postSettings: z.object({ disableComment: z.boolean(), hideComment: z.boolean(), hideLikes: z.boolean() }),
});

export type ChannelGroupRecord = z.infer<typeof ChannelGroupRecord>;
export type ChannelRecord = z.infer<typeof ChannelRecord>;
export type MediaRecord = z.infer<typeof MediaRecord>;
export type PostRecord = z.infer<typeof PostRecord>;
