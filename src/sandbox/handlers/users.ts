import { UserLookupQuery, UserSubscriptionsQuery, VerifyTokenQuery } from '../../shared/contract/users';
import type { Handler } from '../context';
import { SandboxHttpError } from '../errors';
import { subscriptionJson } from '../serializers/subscriptions';
import { creatorUserJson, userByIdJson, userJson } from '../serializers/users';
import { paginate, parseOr400 } from './common';

export const verifyToken: Handler = (ctx, core) => {
  const { token } = parseOr400(VerifyTokenQuery, ctx.query);
  if (token === ctx.creator.accessToken) return { body: creatorUserJson(ctx.creator) };
  const user = core.state.data.users.find((u) => u.refreshToken === token && u.creator === ctx.creator._id);
  if (!user) throw new SandboxHttpError(401, 'Invalid token');
  return { body: userJson(core, user, ctx.creator) };
};

export const lookupUser: Handler = (ctx, core) => {
  const q = parseOr400(UserLookupQuery, ctx.query);
  const phone = q.phone?.replace(/\D/g, '');
  const user = core.state.data.users.find(
    (u) =>
      u.creator === ctx.creator._id &&
      (q.email === undefined || u.email.toLowerCase() === q.email.toLowerCase()) &&
      (phone === undefined || String(u.phone) === phone || `${u.dialCode.slice(1)}${u.phone}` === phone),
  );
  if (!user) throw new SandboxHttpError(404, 'User not found');
  return { body: userJson(core, user, ctx.creator) };
};

/** One of the creator's users by id (account/getUserById.json); another creator's user is not found. */
export const getUser: Handler = (ctx, core) => {
  const user = core.state.byId('users', ctx.params.userId ?? '');
  if (!user || user.creator !== ctx.creator._id) throw new SandboxHttpError(404, 'User not found');
  return { body: userByIdJson(core, user, ctx.creator) };
};

export const listUserSubscriptions: Handler = (ctx, core) => {
  const q = parseOr400(UserSubscriptionsQuery, ctx.query);
  const userId = ctx.params.userId ?? '';
  const subs = core.state.data.subscriptions
    .filter((s) => s.fan === userId && s.creator === ctx.creator._id)
    .filter((s) => !q.statuses || q.statuses.includes(s.status as never))
    .sort((a, b) => b.subscribedAt.localeCompare(a.subscribedAt));
  const page = paginate(subs, q.limit ?? 50, q.page ?? 1);
  // A bare array, as documented (subscription/listSubscriptionsByUser.json).
  return { body: page.map((s) => subscriptionJson(core, s, ctx.creator)) };
};
