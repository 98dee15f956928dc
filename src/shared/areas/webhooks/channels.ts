import { z } from 'zod';
import { ObjectId } from '../../contract/common';
import { WebhookSubscriptionResponse } from '../../contract/integration';
import { associationIssues, WebhookEventName } from '../../contract/webhook-events';
import { ProfileScoped } from '../../channels/common';

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

/** Bridge channels of the Webhooks screen (joined into the engagement area's table in engagement.ts). */
export const webhookChannels = {
  'webhooks.list': {
    reads: true,
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
    reads: true,
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
  'webhooks.receiverStatus': { reads: true, input: z.object({}).strict(), output: ReceiverStatus },
  'webhooks.deliveries': {
    reads: true,
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
} as const;

/** Events of the Webhooks screen (joined into the engagement area's events). */
export const webhookEvents = {
  /** The built-in receiver answered a request. */
  'webhooks.delivery': WebhookDelivery,
} as const;
