import type { z } from 'zod';
import type { WebhookDelivery } from '../../../shared/channels/engagement';
import {
  CourseCompletedPayload,
  CourseProgressPayload,
  OrderRecurringCreatedPayload,
  webhookEvents,
  type WebhookEvent,
} from '../../../shared/contract/integration';

/** The spec's payload fields per event (contract schemas; extra keys are allowed and listed). */
export const payloadSchemas: Record<WebhookEvent, z.ZodObject> = {
  'order.recurring.created': OrderRecurringCreatedPayload,
  'course.progress': CourseProgressPayload,
  'course.completed': CourseCompletedPayload,
};

export function isWebhookEvent(value: string): value is WebhookEvent {
  return (webhookEvents as readonly string[]).includes(value);
}

/** Payloads carry no event name, so a request on an unknown path is recognised by its fields. */
export function inferEvent(payload: Record<string, unknown>): WebhookEvent | null {
  if ('orderId' in payload || 'mangoName' in payload) return 'order.recurring.created';
  if ('completionPercentage' in payload) return 'course.progress';
  if ('courseId' in payload || 'lastProgressOn' in payload) return 'course.completed';
  return null;
}

type Verdict = Pick<WebhookDelivery, 'event' | 'eventSource' | 'valid' | 'issues' | 'extraFields'>;

/** Checks a payload against the spec's fields for its event: missing or mistyped fields become issues. */
export function validatePayload(payload: unknown, pathEvent: WebhookEvent | null): Verdict {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return {
      event: pathEvent,
      eventSource: pathEvent ? 'path' : 'unknown',
      valid: false,
      issues: [{ path: '', message: 'The body is not a JSON object' }],
      extraFields: [],
    };
  }
  const record = payload as Record<string, unknown>;
  const inferred = pathEvent ? null : inferEvent(record);
  const event = pathEvent ?? inferred;
  if (!event) {
    return {
      event: null,
      eventSource: 'unknown',
      valid: false,
      issues: [{ path: '', message: 'Cannot tell which event this is: no fields of any known payload' }],
      extraFields: [],
    };
  }
  const schema = payloadSchemas[event];
  const parsed = schema.safeParse(record);
  const known = new Set(Object.keys(schema.shape));
  return {
    event,
    eventSource: pathEvent ? 'path' : 'inferred',
    valid: parsed.success,
    issues: parsed.success
      ? []
      : parsed.error.issues
          .slice(0, 30)
          .map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    extraFields: Object.keys(record).filter((k) => !known.has(k)),
  };
}
