import type { z } from 'zod';
import type { WebhookDelivery } from '../../../shared/areas/webhooks/channels';
import {
  CourseCompletedPayload,
  CourseProgressPayload,
  OrderPayload,
  SubscriptionExpiredPayload,
  UserDeletedPayload,
  WebinarCreatedPayload,
  WebinarSessionPayload,
} from '../../../shared/contract/integration';
import {
  isWebhookEventName,
  webhookEventLabel,
  webhookEventNames,
  webhookEventTable,
  type WebhookEventName,
} from '../../../shared/contract/webhook-events';

type PayloadSchema = z.ZodObject;

/** The tolerant payload schema of each event (shared by the events of one documented shape). */
export const payloadSchemas: Record<WebhookEventName, PayloadSchema> = {
  'order.created.completed': OrderPayload,
  'order.created.initiated': OrderPayload,
  'order.created.failed': OrderPayload,
  'order.recurring.created': OrderPayload,
  'subscription.expired': SubscriptionExpiredPayload,
  'user.deleted': UserDeletedPayload,
  'course.completed.50': CourseCompletedPayload,
  'course.completed.100': CourseCompletedPayload,
  'course.completed.all': CourseCompletedPayload,
  'course.completed': CourseCompletedPayload,
  'course.progress': CourseProgressPayload,
  'webinar.created.single': WebinarCreatedPayload,
  'webinar.created.recurring': WebinarCreatedPayload,
  'webinar.completed.all': WebinarSessionPayload,
  'webinar.reminder.all': WebinarSessionPayload,
  'webinar.reminder.1day': WebinarSessionPayload,
  'webinar.reminder.15min': WebinarSessionPayload,
};

/** Keys the docs show for each shape, beyond what the schema requires: not reported as extra. */
const documentedKeys: Partial<Record<WebhookEventName, readonly string[]>> = {};
const ORDER_KEYS = [
  'gst',
  'discount',
  'coupon',
  'country',
  'dialCode',
  'recurringType',
  'quantity',
  'affiliateId',
  'affiliateName',
  'affiliateEmail',
  'affiliatePhone',
  'funnelBridgeDetails',
  'renewalCount',
];
const WEBINAR_KEYS = [
  'webinarFromTimeInCreatorTimezone',
  'webinarToTimeInCreatorTimezone',
  'creatorTimezone',
];
for (const name of webhookEventNames) {
  const group = webhookEventTable[name].group;
  if (group === 'orders') documentedKeys[name] = ORDER_KEYS;
  if (group === 'webinars') documentedKeys[name] = WEBINAR_KEYS;
}

const has = (payload: Record<string, unknown>, key: string) => Object.hasOwn(payload, key);

/**
 * Payloads carry no event name: the documented events whose fields this payload has. Several events share
 * one shape (the course milestones, the order events, the reminders), so this is often more than one, and
 * the receiver then names the family, never one member of it.
 */
export function inferEvents(payload: Record<string, unknown>): WebhookEventName[] {
  if (has(payload, 'callList')) return ['webinar.created.single', 'webinar.created.recurring'];
  if (has(payload, 'webinarId')) {
    return has(payload, 'webinarFromTime') || has(payload, 'timezone')
      ? ['webinar.reminder.all', 'webinar.reminder.1day', 'webinar.reminder.15min']
      : ['webinar.completed.all'];
  }
  if (has(payload, 'mangoTitle') || has(payload, 'lastPurchaseDate')) return ['subscription.expired'];
  if (has(payload, 'orderId') || has(payload, 'mangoName')) {
    return [
      'order.created.completed',
      'order.created.initiated',
      'order.created.failed',
      'order.recurring.created',
    ];
  }
  if (has(payload, 'completionPercentage')) return ['course.progress'];
  if (has(payload, 'courseId') || has(payload, 'lastProgressOn')) {
    return ['course.completed.50', 'course.completed.100', 'course.completed.all', 'course.completed'];
  }
  if (has(payload, '_id') && (has(payload, 'host') || has(payload, 'profilePicUrl'))) return ['user.deleted'];
  return [];
}

/** One event when the fields tell it, else null (kept for callers of the old single answer). */
export function inferEvent(payload: Record<string, unknown>): WebhookEventName | null {
  const found = inferEvents(payload);
  return found.length === 1 ? (found[0] ?? null) : null;
}

const FAMILY_LABELS: Record<string, string> = {
  orders: 'An order event (which one cannot be told from the fields)',
  courses: 'A course milestone (which one cannot be told from the fields)',
  webinars: 'A webinar event (which one cannot be told from the fields)',
};

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** "Name <email> · phone": whoever the delivery is about, from whichever of the fields are there. */
function whoOf(payload: Record<string, unknown>): string | null {
  const name = text(payload.name);
  const email = text(payload.email);
  const phone = text(payload.phone);
  const person = [name, email ? `<${email}>` : null].filter(Boolean).join(' ');
  const parts = [person || null, phone].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(' · ') : null;
}

function money(payload: Record<string, unknown>): string | null {
  const amount = text(payload.amountPayable) ?? text(payload.amount);
  if (!amount) return null;
  return `${amount}${text(payload.currency) ? ` ${text(payload.currency)}` : ''}`;
}

function join(parts: (string | null | undefined)[]): string | null {
  const kept = parts.filter((p): p is string => Boolean(p));
  return kept.length ? kept.join(' · ') : null;
}

/** What happened, in the payload's own words, per shape (the label says which event). */
function whatOf(
  event: WebhookEventName | null,
  candidates: WebhookEventName[],
  payload: Record<string, unknown>,
) {
  const shape = event ?? candidates[0];
  if (!shape) return null;
  switch (webhookEventTable[shape].group) {
    case 'orders':
      return join([
        text(payload.mangoName),
        money(payload),
        text(payload.orderId) ? `order ${text(payload.orderId)}` : null,
        text(payload.status) ? `status ${text(payload.status)}` : null,
      ]);
    case 'subscriptions':
      return join([
        text(payload.mangoTitle),
        text(payload.mangoRecurringType),
        text(payload.lastPurchaseDate) ? `last purchase ${text(payload.lastPurchaseDate)}` : null,
      ]);
    case 'users':
      return join([text(payload._id) ? `user ${text(payload._id)}` : null, text(payload.host)]);
    case 'courses':
      return join([
        text(payload.course),
        text(payload.completionPercentage) ? `${text(payload.completionPercentage)}%` : null,
        text(payload.lastProgressOn) ? `on ${text(payload.lastProgressOn)}` : null,
      ]);
    case 'webinars': {
      const first = Array.isArray(payload.callList)
        ? (payload.callList[0] as Record<string, unknown> | undefined)
        : undefined;
      const session = first ?? payload;
      const sessions = Array.isArray(payload.callList) ? payload.callList.length : 0;
      return join([
        text(session.webinar),
        text(session.webinarFromTime) ? `starts ${text(session.webinarFromTime)}` : null,
        sessions > 1 ? `${sessions} sessions` : null,
      ]);
    }
  }
}

type Verdict = Pick<
  WebhookDelivery,
  | 'event'
  | 'rawEvent'
  | 'label'
  | 'eventSource'
  | 'candidates'
  | 'who'
  | 'what'
  | 'valid'
  | 'issues'
  | 'extraFields'
>;

/**
 * Recognises a delivery and checks it. `rawEvent` is the name the receiver path gave (null when the path
 * names none): a documented name is taken as the event; an undocumented one is reported as unknown, with its
 * raw name, and never replaced by a guess; without a name the event is inferred from the fields.
 */
export function validatePayload(payload: unknown, rawEvent: string | null): Verdict {
  const pathEvent = rawEvent && isWebhookEventName(rawEvent) ? rawEvent : null;
  const unknownName = rawEvent !== null && pathEvent === null;
  const base = { rawEvent, who: null, what: null, candidates: [] as WebhookEventName[] };
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return {
      ...base,
      event: pathEvent,
      label: webhookEventLabel(rawEvent),
      eventSource: pathEvent ? 'path' : 'unknown',
      valid: false,
      issues: [{ path: '', message: 'The body is not a JSON object' }],
      extraFields: [],
    };
  }
  const record = payload as Record<string, unknown>;
  const candidates = pathEvent ? [pathEvent] : inferEvents(record);
  const who = whoOf(record);
  if (unknownName) {
    return {
      ...base,
      event: null,
      label: webhookEventLabel(rawEvent),
      eventSource: 'unknown',
      candidates: inferEvents(record),
      who,
      what: null,
      valid: false,
      issues: [{ path: '', message: `“${rawEvent}” is not an event the service documents` }],
      extraFields: [],
    };
  }
  const event = pathEvent ?? (candidates.length === 1 ? (candidates[0] ?? null) : null);
  const shapeEvent = event ?? candidates[0] ?? null;
  if (!shapeEvent) {
    return {
      ...base,
      event: null,
      label: webhookEventLabel(null),
      eventSource: 'unknown',
      who,
      valid: false,
      issues: [{ path: '', message: 'Cannot tell which event this is: no fields of any documented payload' }],
      extraFields: [],
    };
  }
  const schema = payloadSchemas[shapeEvent];
  const parsed = schema.safeParse(record);
  const known = new Set([...Object.keys(schema.shape), ...(documentedKeys[shapeEvent] ?? [])]);
  return {
    rawEvent,
    event,
    label: event
      ? webhookEventTable[event].label
      : (FAMILY_LABELS[webhookEventTable[shapeEvent].group] ?? webhookEventLabel(null)),
    eventSource: pathEvent ? 'path' : 'inferred',
    candidates,
    who,
    what: whatOf(event, candidates, record),
    valid: parsed.success,
    issues: parsed.success
      ? []
      : parsed.error.issues
          .slice(0, 30)
          .map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    extraFields: Object.keys(record).filter((k) => !known.has(k)),
  };
}
