import { z } from 'zod';
import { CertificateRecord, CertificateTemplate } from '../contract/certificates';
import { ObjectId } from '../contract/common';
import { CreatedFeedPost, FeedContentType, FeedPost, newPostContentTypes } from '../contract/feed';
import { Badge } from '../contract/gamification';
import { WebhookSubscriptionResponse } from '../contract/integration';
import { associationIssues, WebhookEventName } from '../contract/webhook-events';
import { AuthenticatedUser } from '../contract/users';
import { ProfileScoped } from './common';
import {
  AssignBadgesResult,
  AssignPointsResult,
  AssignPointsUsers,
  LedgerInput,
  LedgerPage,
  PointsScore,
  PointType,
  UserPointsInput,
  UserPointsResult,
} from './gamification-person';

/** A person as the screens name them: the service's name and email for a user id. */
export const UserName = z.object({
  _id: ObjectId,
  name: z.string().optional(),
  email: z.string().optional(),
});
export type UserName = z.infer<typeof UserName>;

/** Bridge channels of the engagement screens: badges and points, certificates, feed, webhooks, token check. */

const MangoIds = z.array(ObjectId).max(100, 'Pick at most 100 Mangoes');
const UserIds = z.array(ObjectId).max(200, 'Give at most 200 user ids');

export { PointType } from './gamification-person';

const NoAutomation = z.object({ kind: z.literal('none') });
const PointsThreshold = z
  .number()
  .int('Use a whole number of points')
  .min(1, 'The threshold must be at least 1')
  .max(1e9);
const PointsAutomation = z.object({
  kind: z.literal('points'),
  threshold: PointsThreshold,
  category: z.enum(['lifetime', 'month', 'week']),
});
const MangoesAutomation = z.object({
  kind: z.literal('mangoes'),
  mangoes: z.array(ObjectId).min(1, 'Pick at least one Mango').max(100),
});

/** Badge automation as the screen offers it: one kind at a time, never both (spec: States 3). */
export const BadgeAutomation = z.discriminatedUnion('kind', [
  NoAutomation.strict(),
  PointsAutomation.strict(),
  MangoesAutomation.strict(),
]);
export type BadgeAutomation = z.infer<typeof BadgeAutomation>;

const OptionalHttpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Use a full http(s):// address')
  .optional();

/** A badge's own fields, as `gamification.createBadge` takes them. */
export const BadgeFields = z.object({
  name: z.string().trim().min(1, 'Give the badge a name').max(100, 'Keep the name under 100 characters'),
  description: z.string().trim().max(1000).optional(),
  imageUrl: OptionalHttpUrl,
});

/**
 * The "New badge" form, checked by the same rules as `gamification.createBadge`: the form keeps every
 * automation kind's fields while the user switches kinds (only the chosen kind's are read), and a cleared
 * number field counts as 0, as it would be sent.
 */
export const BadgeDraft = BadgeFields.extend({
  automation: z.discriminatedUnion('kind', [
    NoAutomation,
    PointsAutomation.extend({
      threshold: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), PointsThreshold),
    }),
    MangoesAutomation,
  ]),
});

/** Which members' collective points to read; the points form checks its filters with it. */
export const PointsFilter = z.object({
  mangoes: MangoIds.optional(),
  users: UserIds.optional(),
  types: z.array(PointType).max(50).optional(),
});
export type PointsFilter = z.infer<typeof PointsFilter>;

/** Collective points: 10 calls per minute; main counts the calls it made and says when the next may go. */
export const PointsQuota = z.object({
  limit: z.number().int(),
  windowMs: z.number().int(),
  used: z.number().int(),
  /** ISO time when the next call is allowed; null when one is allowed now. */
  nextAllowedAt: z.string().nullable(),
  lastCalls: z.array(z.string()),
});
export type PointsQuota = z.infer<typeof PointsQuota>;

export const PointsRow = z.object({
  userId: z.string(),
  scores: z.record(z.string(), z.number()),
  totalScore: z.number(),
});
export type PointsRow = z.infer<typeof PointsRow>;

export const PointsResult = z.object({
  rows: z.array(PointsRow),
  /** Every point type seen, system types first in the spec's order, then custom ones. */
  types: z.array(z.string()),
  fetchedAt: z.string(),
  quota: PointsQuota,
});
export type PointsResult = z.infer<typeof PointsResult>;

const CsvFile = z.object({ fileName: z.string(), csv: z.string(), rows: z.number().int() });

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

/** Which documented path a subscription went through (the legacy one only after a live host's 404). */
export const SubscribePath = z.object({
  operation: z.enum(['subscribeWebhook', 'subscribeWebhookLegacy']),
  path: z.string(),
  /** True when the current path answered 404 and the legacy path was used instead. */
  fellBack: z.boolean(),
});
export type SubscribePath = z.infer<typeof SubscribePath>;

/** What this console subscribed (the service offers no list), kept per profile. */
export const LocalWebhookSubscription = z.object({
  id: z.string(),
  serverId: z.string().optional(),
  hookUrl: z.string(),
  /** Any name: entries written by older versions or for events since dropped still read. */
  event: z.string(),
  mango: ObjectId.optional(),
  course: ObjectId.optional(),
  webinar: ObjectId.optional(),
  page: ObjectId.optional(),
  subscribedAt: z.string(),
  /** Subscribed through "Use the built-in receiver". */
  builtInReceiver: z.boolean(),
  via: SubscribePath.optional(),
});
export type LocalWebhookSubscription = z.infer<typeof LocalWebhookSubscription>;

export const ReceiverStatus = z.object({
  running: z.boolean(),
  /** Base address, e.g. http://127.0.0.1:40123; each event has its own path under /hooks/. */
  url: z.string().nullable(),
  urls: z.record(z.string(), z.string()),
  startedAt: z.string().nullable(),
  received: z.number().int(),
});
export type ReceiverStatus = z.infer<typeof ReceiverStatus>;

export const ValidationIssue = z.object({ path: z.string(), message: z.string() });

/** One request the built-in receiver answered. */
export const WebhookDelivery = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  /** A documented event (from webhook-events.ts), or null when it is not known which. */
  event: WebhookEventName.nullable(),
  /** The name the receiver path gave, as sent, even when it is no documented event. */
  rawEvent: z.string().nullable(),
  /** "Course 50% completed"; "Unknown event “x”" for a name the docs do not list. */
  label: z.string(),
  /** How the event was known: from the receiver path, guessed from the fields, or not at all. */
  eventSource: z.enum(['path', 'inferred', 'unknown']),
  /** Payloads carry no event name: the documented events whose fields this payload has. */
  candidates: z.array(WebhookEventName),
  /** Key facts: who it is about and what happened, as the receiver read them. */
  who: z.string().nullable(),
  what: z.string().nullable(),
  path: z.string(),
  payload: z.unknown(),
  valid: z.boolean(),
  issues: z.array(ValidationIssue),
  /** Keys beyond the documented payload fields (a Mango's custom fields on order events). */
  extraFields: z.array(z.string()),
  duplicate: z.boolean(),
  answeredStatus: z.number().int(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookTarget = z.object({
  _id: z.string(),
  title: z.string(),
  recurring: z.boolean().optional(),
});
export type WebhookTarget = z.infer<typeof WebhookTarget>;

/** The event and the association fields it takes (webhook-events.ts says which). */
const Association = {
  event: WebhookEventName,
  mango: ObjectId.optional(),
  course: ObjectId.optional(),
  webinar: ObjectId.optional(),
  page: ObjectId.optional(),
};

function checkAssociation(
  body: { event: string; mango?: string; course?: string; webinar?: string; page?: string },
  ctx: z.RefinementCtx,
): void {
  for (const issue of associationIssues(body)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

export const engagementChannels = {
  'gamification.badges': {
    input: ProfileScoped.strict(),
    output: z.object({ badges: z.array(Badge), total: z.number() }),
  },
  'gamification.createBadge': {
    input: ProfileScoped.extend({ ...BadgeFields.shape, automation: BadgeAutomation }).strict(),
    output: Badge,
  },
  /** Deprecated by the service; at most 10 calls a minute. */
  'gamification.points': {
    input: ProfileScoped.extend(PointsFilter.shape).strict(),
    output: PointsResult,
  },
  'gamification.pointsQuota': { input: ProfileScoped.strict(), output: PointsQuota },
  /** The last result main holds for the profile, as CSV (no new call: the operation is rate limited). */
  'gamification.pointsExportCsv': {
    input: ProfileScoped.extend({
      sortBy: z.string().max(100).optional(),
      descending: z.boolean().optional(),
    }).strict(),
    output: CsvFile,
  },
  /** Replaces a badge's name, description, image and automation (one kind at a time). */
  'gamification.updateBadge': {
    input: ProfileScoped.extend({
      badgeId: ObjectId,
      ...BadgeFields.shape,
      automation: BadgeAutomation,
    }).strict(),
    output: Badge,
  },
  /** Adds badges to one person; the service never takes a badge away here. */
  'gamification.assignBadges': {
    input: ProfileScoped.extend({
      userId: ObjectId,
      badgeIds: z.array(ObjectId).min(1, 'Pick at least one badge').max(50, 'Pick at most 50 badges at once'),
    }).strict(),
    output: AssignBadgesResult,
  },
  /** The same points for everyone named; a negative score takes points away. Never re-sent. */
  'gamification.assignPoints': {
    input: ProfileScoped.extend({ userIds: AssignPointsUsers, score: PointsScore }).strict(),
    output: AssignPointsResult,
  },
  /** One page of a person's points ledger. */
  'gamification.ledger': {
    input: LedgerInput,
    output: LedgerPage,
  },
  /** A person (by id, email or phone) with their badges and v1 collective points. */
  'gamification.userPoints': {
    input: UserPointsInput,
    output: UserPointsResult,
  },
  /** Deprecated by the service; answers at once, the certificate is made in the background. */
  'certificates.start': {
    input: ProfileScoped.extend({ certificateId: ObjectId, fanId: ObjectId }).strict(),
    output: z.object({ message: z.string(), requestedAt: z.string() }),
  },
  /** The creator's certificates by title, for the pickers (every page; not deprecated). */
  'certificates.templates': {
    input: ProfileScoped.strict(),
    output: z.object({ certificates: z.array(CertificateTemplate) }),
  },
  'certificates.list': {
    input: ProfileScoped.extend({
      userId: ObjectId,
      certificateId: ObjectId.optional(),
      mangoes: MangoIds.optional(),
    }).strict(),
    output: z.object({ records: z.array(CertificateRecord) }),
  },
  'feed.posts': {
    input: FeedFilter.extend({
      limit: z.number().int().min(1, 'Page size is 1 to 100').max(100, 'Page size is 1 to 100'),
      page: z.number().int().min(1, 'Pages start at 1').max(100_000),
    }).strict(),
    output: FeedPage,
  },
  /** Every post matching the filter (paged through by main, capped), as CSV. */
  'feed.exportCsv': {
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
  'webhooks.list': {
    input: ProfileScoped.strict(),
    output: z.object({ subscriptions: z.array(LocalWebhookSubscription) }),
  },
  'webhooks.subscribe': {
    input: ProfileScoped.extend({
      hookUrl: z.string().trim().min(1, 'Enter the receiver URL').max(2048),
      ...Association,
      /** Subscribing the same URL to the same event again makes the service deliver twice. */
      allowDuplicate: z.boolean().optional(),
    })
      .strict()
      .superRefine(checkAssociation),
    output: z.object({
      subscription: LocalWebhookSubscription,
      response: WebhookSubscriptionResponse,
      /** Which path was used: the current one, or the legacy one after a live host's 404. */
      via: SubscribePath,
    }),
  },
  /** Mangoes and courses a subscription (or a filter on these screens) can point at. */
  'webhooks.targets': {
    input: ProfileScoped.strict(),
    output: z.object({
      mangoes: z.array(WebhookTarget),
      courses: z.array(WebhookTarget),
      /** Video calls in a window around today (best effort: empty when the host refuses the list). */
      webinars: z.array(WebhookTarget),
    }),
  },
  'webhooks.receiverStart': { input: z.object({}).strict(), output: ReceiverStatus },
  'webhooks.receiverStop': { input: z.object({}).strict(), output: ReceiverStatus },
  'webhooks.receiverStatus': { input: z.object({}).strict(), output: ReceiverStatus },
  'webhooks.deliveries': {
    input: z.object({}).strict(),
    output: z.object({ deliveries: z.array(WebhookDelivery) }),
  },
  'webhooks.clearDeliveries': { input: z.object({}).strict(), output: z.object({ cleared: z.number() }) },
  /** Sandbox profile only: makes the embedded sandbox fire the event through its control API. */
  'webhooks.fire': {
    input: ProfileScoped.extend(Association).strict().superRefine(checkAssociation),
    output: z.object({
      description: z.string(),
      deliveries: z.array(
        z.object({ hookUrl: z.string(), status: z.number().nullable(), error: z.string().nullable() }),
      ),
    }),
  },
  /** A user's name and email by id, so screens show people rather than ids. */
  'users.get': {
    input: ProfileScoped.extend({ userId: ObjectId }).strict(),
    output: UserName,
  },
  /** Exchanges a user's refreshToken once; the token is never stored or logged. */
  'users.verifyToken': {
    input: ProfileScoped.extend({
      token: z.string().trim().min(1, 'Paste the refreshToken').max(8192, 'That is too long for a token'),
    }).strict(),
    output: AuthenticatedUser,
  },
} as const;

export const engagementEvents = {
  /** The built-in receiver answered a request. */
  'webhooks.delivery': WebhookDelivery,
} as const;

/**
 * Orders points rows by `userId`, `totalScore` or a point type (a missing score counts as 0), ties by user.
 * Shared so the table on screen and the CSV export sort the same way.
 */
export function sortPointsRows(
  rows: readonly PointsRow[],
  sortBy = 'totalScore',
  descending = true,
): PointsRow[] {
  const value = (row: PointsRow): number | string =>
    sortBy === 'userId' ? row.userId : sortBy === 'totalScore' ? row.totalScore : (row.scores[sortBy] ?? 0);
  const sorted = [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const cmp = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
    return cmp !== 0 ? cmp : a.userId.localeCompare(b.userId);
  });
  return descending ? sorted.reverse() : sorted;
}
