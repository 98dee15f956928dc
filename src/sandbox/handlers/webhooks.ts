import { WebhookSubscriptionBody } from '../../shared/contract/integration';
import type { Handler } from '../context';
import { parseOr400 } from './common';

/**
 * Subscribes a receiver. Routed on both documented paths: `/api/v1/integration/webhook/webhook` (current
 * docs) and `/integration/webhook` (legacy docs). An association field the event does not take is a 400.
 * No answer body is documented: this one is `{_id, hookUrl, event, <association>, success}`.
 */
export const subscribeWebhook: Handler = (ctx, core) => {
  const body = parseOr400(WebhookSubscriptionBody, ctx.body);
  const record = {
    _id: core.state.newId(),
    creator: ctx.creator._id,
    hookUrl: body.hookUrl,
    event: body.event,
    ...(body.mango ? { mango: body.mango } : {}),
    ...(body.course ? { course: body.course } : {}),
    ...(body.webinar ? { webinar: body.webinar } : {}),
    ...(body.page ? { page: body.page } : {}),
    createdAt: core.clock.nowIso(),
  };
  core.state.insert('webhooks', record);
  const { creator: _c, createdAt: _t, ...view } = record;
  return { body: { ...view, success: true } };
};
