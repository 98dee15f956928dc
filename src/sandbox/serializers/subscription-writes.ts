import type { ExternalOrderRecord, SubscriptionRecord } from '../fixture-schema';

/**
 * A subscription as the write pages show it (subscription/createSubscription.json and its siblings): a bare
 * object with fan, creator and mango as plain ids, orders as an array of ids, and, on create and refund,
 * the order object. Written from the docs' examples, not from the client's schemas.
 */
export function subscriptionWriteJson(s: SubscriptionRecord) {
  const orders = s.orders ?? [];
  return {
    _id: s._id,
    fan: s.fan,
    creator: s.creator,
    mango: s.mango,
    subscribedAt: s.subscribedAt,
    latestSubscriptionDate: s.updatedAt ?? s.subscribedAt,
    expiredAt: s.expiredAt,
    // The fixture's own subscriptions came through the service's checkout.
    paymentProvider: s.paymentProvider ?? 'razorpay',
    status: s.status,
    orders: orders.map((o) => o._id),
    acquisitionType: 'organic',
    isFree: (s.amount ?? 0) === 0,
    amount: s.amount ?? 0,
    isLifetime: s.expiredAt === null,
    createdAt: s.subscribedAt,
    updatedAt: s.updatedAt ?? s.subscribedAt,
  };
}

export function orderJson(o: ExternalOrderRecord) {
  return {
    _id: o._id,
    amount: o.amount,
    subscriberCurrency: o.currency,
    status: o.status,
    externalTransactionId: o.externalTransactionId,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}
