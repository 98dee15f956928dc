import { DateTime } from 'luxon';
import { MigrateUserBody, RevokeUserBody } from '../../shared/contract/integration';
import type { Handler, HandlerResult } from '../context';
import { badRequest, notFound, SandboxHttpError } from '../errors';
import type { UserRecord } from '../fixture-schema';
import { IST } from './analytics';
import { isActiveSubscription, ownedMango, parseOr400 } from './common';
import { migrateFailureJson, migrateSuccessJson, revokeSuccessJson } from '../serializers/integration';

export const DIAL_CODES: Record<string, string> = {
  IN: '+91',
  US: '+1',
  CA: '+1',
  GB: '+44',
  AE: '+971',
  SG: '+65',
  AU: '+61',
  DE: '+49',
};

function failure(message: string): HandlerResult {
  return { status: 500, body: migrateFailureJson(message) };
}

/**
 * Adds a customer to a Mango. validUntil (DD/MM/YYYY or DD-MM-YYYY, end of that IST day) wins over
 * validityDays; dialCode wins over the country's dial code. Every failure is the spec's 500 body.
 */
export const migrateUser: Handler = (ctx, core) => {
  const parsed = MigrateUserBody.safeParse(ctx.body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failure(`Invalid request: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  const body = parsed.data;
  const mango = core.state.byId('mangoes', body.mangoId);
  if (!mango || mango.creator !== ctx.creator._id || mango.isDeleted) return failure('Mango not found');
  const now = core.clock.now();

  let expiresAt: string | null = null;
  if (body.validUntil) {
    const until = DateTime.fromFormat(body.validUntil.replace(/-/g, '/'), 'dd/MM/yyyy', { zone: IST }).endOf(
      'day',
    );
    if (!until.isValid) return failure('validUntil is not a real date');
    if (until.toMillis() < now) return failure('validUntil is in the past');
    expiresAt = until.toUTC().toISO();
  } else {
    const days = body.validityDays ?? mango.access?.validityDays ?? undefined;
    if (days) expiresAt = new Date(now + days * 86_400_000).toISOString();
  }
  const country = (body.country ?? 'IN').toUpperCase();
  const dialCode = body.dialCode ?? DIAL_CODES[country] ?? '+91';
  const phone = Number(body.phone);

  const email = body.email.toLowerCase();
  let user = core.state.customers.userByEmail(ctx.creator._id, email);
  if (!user) {
    const created: UserRecord = {
      _id: core.state.newId(),
      creator: ctx.creator._id,
      name: body.name,
      email,
      phone,
      country,
      dialCode,
      profilePicUrl: '',
      badges: [],
      points: [],
      score: { lifetime: 0, month: 0, week: 0 },
      createdAt: core.clock.nowIso(),
    };
    user = core.state.insert('users', created);
  }
  const subscription = {
    _id: core.state.newId(),
    creator: ctx.creator._id,
    fan: user._id,
    mango: mango._id,
    status: 'manualactive',
    subscribedAt: core.clock.nowIso(),
    expiredAt: expiresAt,
  };
  core.state.insert('subscriptions', subscription);
  const orderId = core.state.newId();
  core.recordEffect('customer.migrated', {
    userId: user._id,
    mangoId: mango._id,
    subscriptionId: subscription._id,
    expiredAt: expiresAt,
    dialCode,
  });
  return {
    body: migrateSuccessJson({
      name: user.name,
      email: user.email,
      phone,
      country,
      orderId,
      subscriptionId: subscription._id,
      userId: user._id,
    }),
  };
};

/** What a revoked subscription becomes: a manual grant ends as manually expired, a paid one as revoked. */
const revokedStatus = (status: string) => (status === 'manualactive' ? 'manualexpired' : 'revoked');

/**
 * Removes a customer from a Mango, as the dashboard's customers page does: every active subscription of
 * that person to that Mango ends now. mangoId is required, then userId or userEmail (userId wins when
 * both are given). Errors use the reference pages' generic dialect: 400 for a bad body or a person who is
 * not a customer of the Mango, 404 MANGO_NOT_FOUND, 404 for an unknown user.
 */
export const revokeUser: Handler = (ctx, core) => {
  const body = parseOr400(RevokeUserBody, ctx.body);
  const mango = ownedMango(core, ctx.creator._id, body.mangoId);
  if (!mango) throw notFound('Mango not found', 'MANGO_NOT_FOUND');
  const byId = body.userId ? core.state.byId('users', body.userId) : undefined;
  const user = body.userId
    ? byId?.creator === ctx.creator._id
      ? byId
      : undefined
    : core.state.customers.userByEmail(ctx.creator._id, body.userEmail ?? '');
  if (!user) throw new SandboxHttpError(404, 'User not found');
  const now = core.clock.now();
  const active = core.state.customers
    .subscriptionsOf(user._id)
    .filter((s) => s.mango === mango._id && isActiveSubscription(s, now));
  if (active.length === 0) throw badRequest('User is not a customer of this mango');
  const endedAt = core.clock.nowIso();
  for (const subscription of active) {
    subscription.status = revokedStatus(subscription.status);
    subscription.expiredAt = endedAt;
    subscription.updatedAt = endedAt;
  }
  // Statuses changed in place (no email, fan or id moved): cached views rebuild, the customer index stays valid.
  core.state.changed();
  core.recordEffect('customer.revoked', {
    userId: user._id,
    mangoId: mango._id,
    subscriptionIds: active.map((s) => s._id),
  });
  return { body: revokeSuccessJson() };
};
