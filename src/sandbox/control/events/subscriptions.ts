import { DateTime } from 'luxon';
import type { SandboxCore } from '../../context';
import type { SubscriptionRecord } from '../../fixture-schema';
import { isActiveSubscription } from '../../handlers/common';
import type { WebhookDelivery } from '../../webhooks';
import { legacyOrderMoney } from './orders';
import { deliver, refuse, type TriggerContext, type TriggerResult } from './trigger-context';

/* A subscription's life after its order: its renewal (order.recurring.created) and subscription.expired. */

export const PERIOD_DAYS: Record<string, number> = {
  monthly: 30,
  quarterly: 91,
  halfyearly: 182,
  yearly: 365,
};
const IST = 'Asia/Kolkata';

/** order.recurring.created (legacy docs page): the Mango's custom fields arrive as extra top-level keys. */
export function orderPayload(core: SandboxCore, sub: SubscriptionRecord, orderId: string) {
  const user = core.state.byId('users', sub.fan);
  const mango = core.state.byId('mangoes', sub.mango);
  return {
    ...(mango?.customFields ?? {}),
    id: sub._id,
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? 0,
    ...legacyOrderMoney(core, orderId, mango, user?.country ?? ''),
    mangoName: mango?.title ?? '',
    status: 'captured',
    dialCode: user?.dialCode ?? '',
    subscriberId: sub.fan,
    recurringType: mango?.recurringType ?? '',
    currency: mango?.currency ?? 'INR',
    quantity: 1,
    affiliateId: '',
    affiliateName: '',
    affiliateEmail: '',
    affiliatePhone: 0,
  };
}

function subscriptionExpiredPayload(core: SandboxCore, sub: SubscriptionRecord) {
  const user = core.state.byId('users', sub.fan);
  const mango = core.state.byId('mangoes', sub.mango);
  const creator = core.state.byId('creators', sub.creator);
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? 0,
    mangoRecurringType:
      mango?.type === 'recurring' ? (mango.recurringType ?? 'monthly').toLowerCase() : 'onetime',
    mangoTitle: mango?.title ?? '',
    mangoLink: `https://${creator?.host ?? 'sandbox.invalid'}/web/checkout/${sub.mango}`,
    // Formatted, not ISO, as in the docs: '14 Jul 2025'.
    lastPurchaseDate: DateTime.fromISO(sub.subscribedAt, { zone: IST }).toFormat('dd LLL yyyy'),
  };
}

/** The first automatic charge of a recurring subscription: extends it one period and fires the event. */
export async function renewSubscription(
  core: SandboxCore,
  sub: SubscriptionRecord,
): Promise<WebhookDelivery[]> {
  const mango = core.state.byId('mangoes', sub.mango);
  const days = PERIOD_DAYS[(mango?.recurringType ?? 'monthly').toLowerCase()] ?? 30;
  const from = Math.max(core.clock.now(), sub.expiredAt ? Date.parse(sub.expiredAt) : 0);
  sub.expiredAt = new Date(from + days * 86_400_000).toISOString();
  sub.status = 'active';
  core.state.touch();
  const orderId = core.state.newId();
  core.recordEffect('order.recurringCreated', { subscriptionId: sub._id, orderId });
  return deliver(
    core,
    sub.creator,
    'order.recurring.created',
    { mango: sub.mango },
    orderPayload(core, sub, orderId),
  );
}

/** Ends a subscription now and fires subscription.expired. */
export async function expireSubscription(
  core: SandboxCore,
  sub: SubscriptionRecord,
): Promise<WebhookDelivery[]> {
  sub.status = sub.status === 'manualactive' ? 'manualexpired' : 'expired';
  sub.expiredAt = core.clock.nowIso();
  core.state.touch();
  core.recordEffect('subscription.expired', { subscriptionId: sub._id });
  return deliver(
    core,
    sub.creator,
    'subscription.expired',
    { mango: sub.mango },
    subscriptionExpiredPayload(core, sub),
  );
}

/** An active subscription (to a recurring Mango, for a renewal) that the event renews or expires. */
export async function triggerRenewalOrExpiry(
  ctx: TriggerContext,
  event: 'order.recurring.created' | 'subscription.expired',
): Promise<TriggerResult> {
  const { core, b, now, mine } = ctx;
  const recurringOnly = event === 'order.recurring.created';
  const mangoOk = (id: string) => {
    const m = core.state.byId('mangoes', id);
    return Boolean(m && !m.isDeleted && (!recurringOnly || m.type === 'recurring'));
  };
  if (b.mango && !mangoOk(b.mango)) {
    return refuse(
      400,
      recurringOnly
        ? 'That Mango is not a recurring Mango of the sandbox: only those renew.'
        : 'That Mango does not exist in the sandbox.',
    );
  }
  const sub = b.subscriptionId
    ? core.state.byId('subscriptions', b.subscriptionId)
    : mine(core.state.data.subscriptions).find(
        (s) =>
          (!b.mango || s.mango === b.mango) &&
          mangoOk(s.mango) &&
          (!b.user || s.fan === b.user) &&
          isActiveSubscription(s, now),
      );
  if (!sub) {
    return refuse(
      404,
      recurringOnly
        ? 'No active subscription to a recurring Mango to renew in the sandbox.'
        : 'No active subscription to expire in the sandbox.',
    );
  }
  const title = core.state.byId('mangoes', sub.mango)?.title ?? sub.mango;
  const deliveries = recurringOnly ? await renewSubscription(core, sub) : await expireSubscription(core, sub);
  const verb = recurringOnly ? 'Renewed' : 'Expired';
  return { body: { description: `${verb} subscription ${sub._id} to “${title}”`, deliveries } };
}
