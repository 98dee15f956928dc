import { z } from 'zod';
import { ObjectId } from './common';
import { associationIssues, WebhookEventName } from './webhook-events';
import { op } from './operation-row';

/** Integration operations use `x-api-key` instead of the bearer header and x-whitelabel-host. */
export const API_KEY_HEADER = 'x-api-key';

/**
 * migrate-user body (spec + public-contracts): phone is a JSON number in every example (digits as a string
 * are accepted too); validUntil is `DD/MM/YYYY` or `DD-MM-YYYY` and wins over validityDays; dialCode like
 * `+91` overrides country (ISO alpha-2) for the phone's dial code.
 */
export const MigrateUserBody = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  phone: z.union([z.number().int().positive(), z.string().regex(/^\d{4,15}$/)]),
  mangoId: ObjectId,
  validityDays: z.number().int().min(1).optional(),
  validUntil: z
    .string()
    .regex(/^\d{2}[/-]\d{2}[/-]\d{4}$/, 'Use DD/MM/YYYY or DD-MM-YYYY')
    .optional(),
  dialCode: z
    .string()
    .regex(/^\+\d{1,4}$/, 'Use a dial code like +91')
    .optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Use an ISO alpha-2 country code like IN')
    .optional(),
  coupon: z.string().optional(),
});
export type MigrateUserBody = z.infer<typeof MigrateUserBody>;

export const MigrateUserResult = z.looseObject({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  country: z.string().optional(),
  status: z.string().optional(),
  orderId: z.string().optional(),
  subscriptionId: z.string().optional(),
  userId: z.string().optional(),
  errorMessage: z.string().optional(),
});
export type MigrateUserResult = z.infer<typeof MigrateUserResult>;

/** `{code: 0, type: 'OK', message, result}` on success. */
export const MigrateUserEnvelope = z.looseObject({
  code: z.literal(0),
  type: z.string(),
  message: z.string().optional(),
  result: MigrateUserResult,
});
export type MigrateUserEnvelope = z.infer<typeof MigrateUserEnvelope>;

/**
 * revoke-user body (integration/revoke-user.json): mangoId is required and either userId or userEmail must
 * be given (the docs' generated curl sends only mangoId, which the page's own rule refuses).
 */
export const RevokeUserBody = z
  .object({
    mangoId: ObjectId,
    userId: ObjectId.optional(),
    userEmail: z.email().optional(),
  })
  .refine((b) => b.userId !== undefined || b.userEmail !== undefined, {
    message: 'Give userId or userEmail: who to revoke',
    path: ['userEmail'],
  });
export type RevokeUserBody = z.infer<typeof RevokeUserBody>;

/** `{code: 0, type: 'OK', message, result: 'success'}`: result is a STRING here (migrate-user's is an object). */
export const RevokeUserEnvelope = z.looseObject({
  code: z.literal(0),
  type: z.string().optional(),
  message: z.string().optional(),
  result: z.union([z.string(), z.looseObject({})]).nullish(),
});
export type RevokeUserEnvelope = z.infer<typeof RevokeUserEnvelope>;

/**
 * Webhooks. Subscription body as the docs' overview shows it: `hookUrl`, `event`, and the association fields
 * the event takes (`mango`, `course`, `webinar`, `page`; each optional, none = every event of the kind).
 * The event table and its association rules live in webhook-events.ts.
 */
export const WebhookSubscriptionBody = z
  .object({
    hookUrl: z.url(),
    event: WebhookEventName,
    mango: ObjectId.optional(),
    course: ObjectId.optional(),
    webinar: ObjectId.optional(),
    page: ObjectId.optional(),
  })
  .superRefine((body, ctx) => {
    for (const issue of associationIssues(body)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
export type WebhookSubscriptionBody = z.infer<typeof WebhookSubscriptionBody>;

/** Not shown by any source: the sandbox answers `{_id, hookUrl, event, mango?, course?, success}`. */
export const WebhookSubscriptionResponse = z.looseObject({
  _id: ObjectId.optional(),
  hookUrl: z.string().optional(),
  event: z.string().optional(),
  success: z.boolean().optional(),
});
export type WebhookSubscriptionResponse = z.infer<typeof WebhookSubscriptionResponse>;

/*
 * Delivery payloads, as the built-in receiver reads them. Flat JSON with no envelope and no event name.
 * Tolerant on purpose (the docs' own examples disagree): phone is a number in some events and a string in
 * others; `mangoes` is one comma-separated string; customFields is [], null, or spread into top-level keys;
 * order.created.failed has no `id`; timestamps may lack seconds; lastPurchaseDate is '14 Jul 2025';
 * order ids may be placeholders. Each schema requires what the receiver shows (who, what) and nothing else.
 */

/** A number or a string of digits with an optional `+`, spaces or dashes. */
export const WebhookPhone = z.union([
  z.number(),
  z.string().regex(/^\+?[\d\s()-]{4,20}$/, 'Not a phone number'),
]);

/** ISO date-time, seconds optional (the docs show `2023-11-20T18:30Z`). */
export const WebhookTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
    'Not an ISO date-time (seconds optional)',
  );

/** `mangoes`: "a, b, c" in the docs; an array is accepted too. Read as a list of names. */
export const WebhookNameList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s !== ''));

const who = {
  name: z.string(),
  email: z.string(),
  phone: WebhookPhone.nullish(),
};

export const OrderPayload = z.looseObject({
  ...who,
  id: z.string().optional(),
  subscriberId: z.string().optional(),
  orderId: z.string(),
  orderTime: WebhookTime.optional(),
  mangoName: z.string(),
  status: z.string().optional(),
  amount: z.number().optional(),
  amountPayable: z.number().optional(),
  currency: z.string().optional(),
  customFields: z.unknown().optional(),
});
export type OrderPayload = z.infer<typeof OrderPayload>;
/** Kept for callers of the spec's name; the same tolerant order schema. */
export const OrderRecurringCreatedPayload = OrderPayload;
export type OrderRecurringCreatedPayload = OrderPayload;

export const SubscriptionExpiredPayload = z.looseObject({
  ...who,
  mangoTitle: z.string(),
  mangoRecurringType: z.string().optional(),
  mangoLink: z.string().optional(),
  /** Formatted like '14 Jul 2025', not ISO. */
  lastPurchaseDate: z.string().optional(),
});
export type SubscriptionExpiredPayload = z.infer<typeof SubscriptionExpiredPayload>;

export const UserDeletedPayload = z.looseObject({
  ...who,
  _id: z.string(),
  country: z.string().optional(),
  host: z.string().optional(),
  profilePicUrl: z.string().optional(),
});
export type UserDeletedPayload = z.infer<typeof UserDeletedPayload>;

export const CourseCompletedPayload = z.looseObject({
  ...who,
  course: z.string(),
  courseId: z.string(),
  lastProgressOn: WebhookTime,
});
export type CourseCompletedPayload = z.infer<typeof CourseCompletedPayload>;

export const CourseProgressPayload = CourseCompletedPayload.extend({ completionPercentage: z.number() });
export type CourseProgressPayload = z.infer<typeof CourseProgressPayload>;

const webinarSession = {
  webinar: z.string(),
  webinarId: z.string(),
  webinarLink: z.string().optional(),
  webinarFromTime: WebhookTime.optional(),
  webinarToTime: WebhookTime.optional(),
};

export const WebinarCreatedPayload = z.looseObject({
  ...who,
  timezone: z.string().nullish(),
  callList: z.array(z.looseObject(webinarSession)).min(1, 'No session in callList'),
  mangoes: WebhookNameList.optional(),
});
export type WebinarCreatedPayload = z.infer<typeof WebinarCreatedPayload>;

/** Reminders and completion: one flat session (no callList). */
export const WebinarSessionPayload = z.looseObject({
  ...who,
  timezone: z.string().nullish(),
  ...webinarSession,
  mangoes: WebhookNameList.optional(),
});
export type WebinarSessionPayload = z.infer<typeof WebinarSessionPayload>;

/**
 * Rows of `operations` in the `x-api-key` family: webhook subscriptions, migrate-user and revoke-user (the
 * docs' webhooks/ and integration/ groups).
 */
export const integrationRows = {
  /** Current docs path (every per-event page uses it). No answer body is documented. */
  subscribeWebhook: op({
    name: 'subscribeWebhook',
    words: 'Subscribe a webhook',
    method: 'POST',
    path: '/api/v1/integration/webhook/webhook',
    family: 'integration',
    body: WebhookSubscriptionBody,
    response: WebhookSubscriptionResponse,
  }),
  /**
   * The legacy GitBook docs' path, same body. Used only when a live host answers 404 on the current path
   * (see src/main/areas/webhooks/webhook-subscriptions.ts); the sandbox routes both.
   */
  subscribeWebhookLegacy: op({
    name: 'subscribeWebhookLegacy',
    words: 'Subscribe a webhook (older address)',
    method: 'POST',
    path: '/integration/webhook',
    family: 'integration',
    body: WebhookSubscriptionBody,
    response: WebhookSubscriptionResponse,
    deprecated: true,
  }),
  /** Answers `{code: 0, type, message, result}`; `response` is that whole envelope (code 0 is not the usual wrapper). */
  migrateUser: op({
    name: 'migrateUser',
    words: 'Add a customer (migration)',
    method: 'POST',
    path: '/integration/action/migrate-user',
    family: 'integration',
    body: MigrateUserBody,
    response: MigrateUserEnvelope,
  }),
  /** Removes a customer from a Mango, as the dashboard's customers page does; answers `result: 'success'`. */
  revokeUser: op({
    name: 'revokeUser',
    words: 'Remove a customer from a Mango',
    method: 'POST',
    path: '/integration/action/revoke-user',
    family: 'integration',
    body: RevokeUserBody,
    response: RevokeUserEnvelope,
  }),
} as const;
