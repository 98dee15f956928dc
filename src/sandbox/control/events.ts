import { webhookEventTable } from '../../shared/contract/webhook-events';
import type { SandboxCore } from '../context';
import { triggerCourseEvent } from './events/courses';
import { triggerNewOrder, type NewOrderEvent } from './events/orders';
import { triggerRenewalOrExpiry } from './events/subscriptions';
import { triggerContext, type TriggerBody, type TriggerResult } from './events/trigger-context';
import { triggerUserDeleted } from './events/users';
import { triggerWebinarEvent, type WebinarEvent } from './events/webinars';

/*
 * The sandbox's webhook events, one file per event family in events/ (orders, subscriptions, users, courses,
 * webinars), each with its payload serializers and its trigger. Each payload has the keys and JSON types of
 * the docs' example for its event (tests/fixtures/service-docs/webhooks/events, checked by
 * tests/integration/sandbox/webhook-payloads), quirks included: phone is a number in order, course and
 * webinar.created payloads and a string in reminders and webinar completion; mangoes is one comma-separated
 * string; lastPurchaseDate is '14 Jul 2025'; order.created.failed has no id. Events whose docs page shows no
 * payload follow the sibling named in webhookEventTable[event].payloadLike (said again at each builder).
 */

/**
 * `POST /__sandbox/webhooks/trigger`: does what makes the real service send `event`, for the records given or
 * the first ones that fit, and answers `{description, deliveries}`.
 */
export async function triggerWebhookEvent(core: SandboxCore, b: TriggerBody): Promise<TriggerResult> {
  const ctx = triggerContext(core, b);
  const event = b.event;
  const group = webhookEventTable[event].group;
  if (event === 'order.recurring.created' || event === 'subscription.expired') {
    return triggerRenewalOrExpiry(ctx, event);
  }
  if (group === 'orders') return triggerNewOrder(ctx, event as NewOrderEvent);
  if (event === 'user.deleted') return triggerUserDeleted(ctx);
  if (group === 'courses') return triggerCourseEvent(ctx, event);
  return triggerWebinarEvent(ctx, event as WebinarEvent);
}
