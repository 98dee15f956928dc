import { z } from 'zod';
import { IsoDateTime as Time, ObjectId as Id } from '../../shared/contract/common';
import { WebhookEventName } from '../../shared/contract/webhook-events';

/*
 * Fixture records of engagement: badges, certificates and their awards, feed posts, webhook subscriptions.
 * The sandbox's own records, never the client's response schemas (see ../fixture-schema.ts).
 */

export const BadgeRecord = z.object({
  _id: Id,
  creator: Id,
  name: z.string(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  enableAutomation: z.boolean().optional(),
  pointsThreshold: z.number().optional(),
  pointCategoryForAutomation: z.string().optional(),
  automationEnabledMangoes: z.array(Id).optional(),
  createdAt: Time.optional(),
  updatedAt: Time.optional(),
});

export const CertificateRecordDef = z.object({ _id: Id, creator: Id, mango: Id, title: z.string() });

export const AwardRecord = z.object({
  _id: Id,
  certificate: Id,
  mango: Id,
  user: Id,
  status: z.enum(['pending', 'generated']),
  requestedAt: Time,
  certificateReceivedOn: Time.optional(),
});

export const FeedPostRecord = z.object({
  _id: Id,
  creator: Id,
  title: z.string(),
  caption: z.string(),
  contentUrl: z.string(),
  contentType: z.enum(['video', 'image', 'pdf', 'xls', 'doc', 'text', 'carousal', 'poll']),
  isPinned: z.boolean(),
  mangoes: z.array(Id),
  likes: z.array(Id),
  commentCount: z.number(),
  replyCount: z.number(),
  views: z.number(),
  poll: z
    .object({
      question: z.string(),
      options: z.array(z.string()),
      votes: z.array(z.object({ user: Id, option: z.number() })),
    })
    .optional(),
  postRef: Id.optional(),
  tags: z.array(z.string()),
  /** Set by a create through the API (createFeedPost): hidden from the feed until this instant. */
  scheduleTime: Time.optional(),
  excludeMangoes: z.array(Id).optional(),
  thumbnail: z.string().optional(),
  createdAt: Time,
  updatedAt: Time.optional(),
});

export const WebhookSubscriptionRecord = z.object({
  _id: Id,
  creator: Id,
  hookUrl: z.string(),
  event: WebhookEventName,
  mango: Id.optional(),
  course: Id.optional(),
  webinar: Id.optional(),
  page: Id.optional(),
  createdAt: Time,
});

export type BadgeRecord = z.infer<typeof BadgeRecord>;
export type AwardRecord = z.infer<typeof AwardRecord>;
export type FeedPostRecord = z.infer<typeof FeedPostRecord>;
export type WebhookSubscriptionRecord = z.infer<typeof WebhookSubscriptionRecord>;
