import {
  CreateOrFindUserBody,
  CreateSubscriptionBody,
  GrantSubscriptionBody,
  RefundSubscriptionBody,
  RevokeSubscriptionBody,
  type SubscriptionTarget,
} from '../../shared/contract/subscriptions';
import { createOrder } from '../control/events/orders';
import { PERIOD_DAYS } from '../control/events/subscriptions';
import type { Handler, RequestContext, SandboxCore } from '../context';
import { badRequest, forbidden, notFound, SandboxHttpError } from '../errors';
import type { ExternalOrderRecord, MangoRecord, SubscriptionRecord, UserRecord } from '../fixture-schema';
import { isActiveSubscription, parseOr400 } from './common';
import { DIAL_CODES } from './integration';

/**
 * A subscription as the write pages show it (subscription/createSubscription.json and its siblings): a bare
 * object with fan, creator and mango as plain ids, orders as an array of ids, and, on create and refund,
 * the order object. Written from the docs' examples, not from the client's schemas.
 */
function subscriptionWriteJson(s: SubscriptionRecord) {
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

function orderJson(o: ExternalOrderRecord) {
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

/*
 * Subscription writes and create-or-find user, as the docs pages describe them (tests/fixtures/service-docs/
 * subscription/*.json, account/createOrFindUser.json). Where a page's sample contradicts its description
 * (revoke's sample says 'active' and 'Razorpay'), the description wins: revoke halts, and only external
 * subscriptions can be revoked or refunded.
 */

const COUNTRY_NAMES: Record<string, string> = {
  IN: 'India',
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  AE: 'United Arab Emirates',
  SG: 'Singapore',
  AU: 'Australia',
  DE: 'Germany',
};

const mismatch = () =>
  forbidden(
    'The mango exists but is owned by a different creator than the queried one',
    'MANGO_CREATOR_MISMATCH',
  );
const subscriptionNotFound = () => new SandboxHttpError(404, 'Subscription not found');

/** The creator's Mango: a foreign one is 403 MANGO_CREATOR_MISMATCH, a missing or deleted one 404. */
function creatorsMango(ctx: RequestContext, core: SandboxCore, mangoId: string): MangoRecord {
  const mango = core.state.byId('mangoes', mangoId);
  if (mango && mango.creator !== ctx.creator._id) throw mismatch();
  if (!mango || mango.isDeleted) throw notFound('Mango not found', 'MANGO_NOT_FOUND');
  return mango;
}

function creatorsUser(ctx: RequestContext, core: SandboxCore, userId: string): UserRecord {
  const user = core.state.byId('users', userId);
  if (!user || user.creator !== ctx.creator._id) throw new SandboxHttpError(404, 'User not found');
  return user;
}

/** The person's latest subscription to the Mango. */
function latestOf(core: SandboxCore, creator: string, userId: string, mangoId: string) {
  return core.state.customers
    .subscriptionsOf(userId)
    .filter((s) => s.mango === mangoId && s.creator === creator)
    .reduce<SubscriptionRecord | undefined>(
      (latest, s) => (!latest || s.subscribedAt > latest.subscribedAt ? s : latest),
      undefined,
    );
}

/** subscriptionId, or userId and mangoId (grant, revoke, refund). */
function findTarget(ctx: RequestContext, core: SandboxCore, target: SubscriptionTarget): SubscriptionRecord {
  if (target.subscriptionId) {
    const sub = core.state.byId('subscriptions', target.subscriptionId);
    if (!sub || sub.creator !== ctx.creator._id) throw subscriptionNotFound();
    return sub;
  }
  const mango = creatorsMango(ctx, core, target.mangoId ?? '');
  const sub = latestOf(core, ctx.creator._id, target.userId ?? '', mango._id);
  if (!sub) throw subscriptionNotFound();
  return sub;
}

/** When access given now ends: one period for recurring Mangoes, the validity days, else never. */
function expiryFrom(mango: MangoRecord | undefined, fromMs: number): string | null {
  if (mango?.type === 'recurring') {
    const days = PERIOD_DAYS[(mango.recurringType ?? 'monthly').toLowerCase()] ?? 30;
    return new Date(fromMs + days * 86_400_000).toISOString();
  }
  const days = mango?.access?.validityDays;
  return days ? new Date(fromMs + days * 86_400_000).toISOString() : null;
}

const isPaid = (mango: MangoRecord) => (mango.price ?? 0) > 0 && mango.type !== 'free' && !mango.isFree;

/** Statuses a grant brings back from (an 'active' one whose time ran out included). */
const REACTIVATED_FROM = new Set(['halted', 'expired', 'manualexpired', 'cancelled', 'completed', 'active']);

export const createOrFindUser: Handler = (ctx, core) => {
  const body = parseOr400(CreateOrFindUserBody, ctx.body);
  const creator = ctx.creator._id;
  const found =
    (body.email ? core.state.customers.userByEmail(creator, body.email.toLowerCase()) : undefined) ??
    (body.phone !== undefined ? core.state.customers.userByPhone(creator, String(body.phone)) : undefined);
  const isNew = !found;
  let user = found;
  if (!user) {
    const country = body.country ?? 'IN';
    user = core.state.insert('users', {
      _id: core.state.newId(),
      creator,
      name: body.name ?? body.email?.split('@')[0] ?? `User ${String(body.phone)}`,
      email: body.email?.toLowerCase() ?? '',
      phone: body.phone ?? 0,
      country,
      dialCode: DIAL_CODES[country] ?? '+91',
      profilePicUrl: '',
      badges: [],
      points: [],
      score: { lifetime: 0, month: 0, week: 0 },
      createdAt: core.clock.nowIso(),
    });
    core.recordEffect('user.created', { userId: user._id });
  }
  return {
    body: {
      _id: user._id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      country: COUNTRY_NAMES[user.country] ?? user.country,
      dialCode: user.dialCode,
      currency: ctx.creator.currency,
      isNew,
    },
  };
};

export const createSubscription: Handler = (ctx, core) => {
  const body = parseOr400(CreateSubscriptionBody, ctx.body);
  const creator = ctx.creator._id;
  // The idempotency key: an order with this transaction id means the payment was already processed.
  for (const s of core.state.data.subscriptions) {
    const order =
      s.creator === creator && s.orders?.find((o) => o.externalTransactionId === body.transactionId);
    if (order) {
      return {
        body: {
          ...subscriptionWriteJson(s),
          order: orderJson(order),
          isReactivation: false,
          alreadyProcessed: true,
        },
      };
    }
  }
  const user = creatorsUser(ctx, core, body.userId);
  const mango = creatorsMango(ctx, core, body.mangoId);
  if (body.amount < 0 || (body.amount === 0 && isPaid(mango))) {
    throw badRequest(
      body.amount < 0
        ? 'The payment amount is negative.'
        : 'The payment amount is negative or zero for a paid mango.',
      'INVALID_AMOUNT',
    );
  }
  const now = core.clock.now();
  const nowIso = core.clock.nowIso();
  const order = {
    _id: core.state.newId(),
    amount: body.amount,
    currency: body.currency,
    status: 'PAID',
    externalTransactionId: body.transactionId,
    createdAt: nowIso,
    updatedAt: nowIso,
  };
  const existing = latestOf(core, creator, user._id, mango._id);
  let sub: SubscriptionRecord;
  let isReactivation = false;
  if (existing) {
    const active = isActiveSubscription(existing, now);
    isReactivation = !active;
    // A paid renewal extends from the current end; a lapsed one starts again now.
    const from = active && existing.expiredAt ? Date.parse(existing.expiredAt) : now;
    existing.expiredAt = active && existing.expiredAt === null ? null : expiryFrom(mango, from);
    existing.status = 'active';
    existing.paymentProvider = 'external';
    existing.amount = body.amount;
    existing.updatedAt = nowIso;
    existing.orders = [...(existing.orders ?? []), order];
    core.state.changed();
    sub = existing;
  } else {
    sub = core.state.insert('subscriptions', {
      _id: core.state.newId(),
      creator,
      fan: user._id,
      mango: mango._id,
      status: 'active',
      subscribedAt: nowIso,
      expiredAt: expiryFrom(mango, now),
      paymentProvider: 'external',
      amount: body.amount,
      updatedAt: nowIso,
      orders: [order],
    });
  }
  core.recordEffect('subscription.created', {
    subscriptionId: sub._id,
    orderId: order._id,
    transactionId: body.transactionId,
    isReactivation,
  });
  // An order was paid: the order webhook goes out as for any purchase (not awaited, as the service does).
  void createOrder(core, 'order.created.completed', user, mango, order._id);
  return {
    body: { ...subscriptionWriteJson(sub), order: orderJson(order), isReactivation, alreadyProcessed: false },
  };
};

export const grantSubscription: Handler = (ctx, core) => {
  const sub = findTarget(ctx, core, parseOr400(GrantSubscriptionBody, ctx.body));
  const now = core.clock.now();
  if (isActiveSubscription(sub, now)) throw new SandboxHttpError(409, 'Subscription is already active');
  const isReactivation = REACTIVATED_FROM.has(sub.status);
  if (sub.expiredAt !== null && Date.parse(sub.expiredAt) <= now) {
    sub.expiredAt = expiryFrom(core.state.byId('mangoes', sub.mango), now);
  }
  sub.status = 'active';
  sub.updatedAt = core.clock.nowIso();
  core.state.changed();
  core.recordEffect('subscription.granted', { subscriptionId: sub._id, isReactivation });
  return { body: { ...subscriptionWriteJson(sub), isReactivation } };
};

export const revokeSubscription: Handler = (ctx, core) => {
  const sub = findTarget(ctx, core, parseOr400(RevokeSubscriptionBody, ctx.body));
  if (sub.paymentProvider !== 'external') {
    throw badRequest(
      'The subscription was created through an internal payment provider. Only external subscriptions can be managed.',
      'SUBSCRIPTION_NOT_EXTERNAL',
    );
  }
  if (!isActiveSubscription(sub, core.clock.now())) {
    throw new SandboxHttpError(409, 'Only an active subscription can be revoked');
  }
  sub.status = 'halted';
  sub.updatedAt = core.clock.nowIso();
  core.state.changed();
  core.recordEffect('subscription.revoked', { subscriptionId: sub._id });
  return { body: subscriptionWriteJson(sub) };
};

export const refundSubscription: Handler = (ctx, core) => {
  const body = parseOr400(RefundSubscriptionBody, ctx.body);
  const sub = findTarget(ctx, core, body);
  const order = sub.orders?.at(-1);
  if (sub.paymentProvider !== 'external' || !order) {
    throw badRequest(
      'The order was created through an internal payment provider. Only support orders created via external API endpoint',
      'ORDER_NOT_SUPPORTED',
    );
  }
  const nowIso = core.clock.nowIso();
  if (body.action === 'initiate') {
    if (order.status !== 'PAID')
      throw new SandboxHttpError(409, 'A refund was already initiated for this order');
    order.status = 'REFUND_INITIATED';
    // Initiating halts the subscription and notifies the person (the docs' description).
    sub.status = 'halted';
    sub.updatedAt = nowIso;
    core.recordEffect('subscription.refundInitiated', { subscriptionId: sub._id, orderId: order._id });
    core.recordEffect('notification.sent', { userId: sub.fan, reason: 'refund initiated' });
  } else {
    if (order.status === 'REFUNDED') throw new SandboxHttpError(409, 'This order is already refunded');
    if (order.status !== 'REFUND_INITIATED') {
      throw new SandboxHttpError(409, 'Initiate the refund before completing it');
    }
    order.status = 'REFUNDED';
    core.recordEffect('subscription.refundCompleted', { subscriptionId: sub._id, orderId: order._id });
  }
  order.updatedAt = nowIso;
  core.state.changed();
  return { body: { ...subscriptionWriteJson(sub), order: orderJson(order) } };
};
