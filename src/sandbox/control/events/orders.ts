import type { SandboxCore } from '../../context';
import type { MangoRecord, UserRecord } from '../../fixture-schema';
import type { WebhookDelivery } from '../../webhooks';
import { deliver, refuse, type TriggerContext, type TriggerResult } from './trigger-context';

/* New orders of a Mango: order.created.initiated, .completed and .failed. */

export type NewOrderEvent = 'order.created.initiated' | 'order.created.completed' | 'order.created.failed';

function amounts(mango: MangoRecord | undefined) {
  const amount = mango?.price ?? 0;
  const gst = mango?.settings?.includeGST ? Math.round(amount * 0.18 * 100) / 100 : 0;
  return { amount, gst, discount: 0, coupon: '', amountPayable: amount + gst };
}

/** The legacy order pages' keys from orderTime to amountPayable, in their order (completed and recurring). */
export function legacyOrderMoney(
  core: SandboxCore,
  orderId: string,
  mango: MangoRecord | undefined,
  country: string,
) {
  const money = amounts(mango);
  return {
    orderTime: core.clock.nowIso(),
    orderId,
    amount: money.amount,
    gst: money.gst,
    discount: money.discount,
    coupon: money.coupon,
    country,
    amountPayable: money.amountPayable,
  };
}

/** order.created.completed (legacy docs page): flat, customFields an array, no dialCode or affiliate keys. */
function orderCompletedPayload(core: SandboxCore, user: UserRecord, mango: MangoRecord, orderId: string) {
  return {
    id: orderId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    ...legacyOrderMoney(core, orderId, mango, user.country),
    mangoName: mango.title,
    status: 'completed',
    customFields: Object.entries(mango.customFields ?? {}).map(([key, value]) => ({ key, value })),
  };
}

/**
 * order.created.failed (current docs page): no `id` (subscriberId instead), customFields and
 * funnelBridgeDetails null, renewalCount. order.created.initiated has no documented payload and follows it.
 */
function orderAttemptPayload(
  core: SandboxCore,
  user: UserRecord,
  mango: MangoRecord,
  orderId: string,
  status: 'failed' | 'initiated',
) {
  const money = amounts(mango);
  return {
    subscriberId: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    dialCode: user.dialCode,
    orderId,
    orderTime: core.clock.nowIso(),
    amount: money.amount,
    gst: money.gst,
    discount: money.discount,
    coupon: money.coupon,
    amountPayable: money.amountPayable,
    mangoName: mango.title,
    status,
    recurringType: mango.recurringType ?? 'onetime',
    currency: mango.currency ?? 'INR',
    quantity: 1,
    affiliateId: '',
    affiliateName: '',
    affiliateEmail: '',
    affiliatePhone: 0,
    customFields: null,
    funnelBridgeDetails: null,
    renewalCount: 0,
  };
}

/** A new order of a Mango: initiated, then completed or failed. The sandbox records no order collection. */
export async function createOrder(
  core: SandboxCore,
  event: NewOrderEvent,
  user: UserRecord,
  mango: MangoRecord,
  orderId: string = core.state.newId(),
): Promise<WebhookDelivery[]> {
  core.recordEffect('order.created', { orderId, userId: user._id, mangoId: mango._id, event });
  const payload =
    event === 'order.created.completed'
      ? orderCompletedPayload(core, user, mango, orderId)
      : orderAttemptPayload(
          core,
          user,
          mango,
          orderId,
          event === 'order.created.failed' ? 'failed' : 'initiated',
        );
  return deliver(core, mango.creator, event, { mango: mango._id }, payload);
}

/** A paid Mango of the creator (or the one given) and a customer to place the order. */
export async function triggerNewOrder(ctx: TriggerContext, event: NewOrderEvent): Promise<TriggerResult> {
  const { core, b, mine, pickUser } = ctx;
  const mango = b.mango
    ? core.state.byId('mangoes', b.mango)
    : mine(core.state.data.mangoes).find((m) => !m.isDeleted && m.type !== 'free');
  if (!mango || mango.isDeleted) return refuse(400, 'That Mango does not exist in the sandbox.');
  const user = pickUser();
  if (!user) return refuse(404, 'No customer in the sandbox to place the order.');
  const deliveries = await createOrder(core, event, user, mango);
  const what = { 'order.created.initiated': 'started', 'order.created.failed': 'failed to pay for' }[
    event as string
  ];
  return {
    body: { description: `${user.name} ${what ?? 'bought'} “${mango.title}”`, deliveries },
  };
}
