import { UserLookupQuery, UserSubscriptionsQuery, VerifyTokenQuery } from '../../../shared/contract/users';
import type { AuthenticatedUser, Subscription } from '../../../shared/contract/users';
import type { Handler, SandboxCore } from '../context';
import { SandboxHttpError } from '../errors';
import type { CreatorRecord, UserRecord } from '../fixture-schema';
import { paginate, parseOr400 } from './common';

/** Rank 1 is the top score of the creator's users in that period; ties share a rank. */
function leaderboardRank(core: SandboxCore, user: UserRecord): AuthenticatedUser['leaderboardRank'] {
  const peers = core.state.data.users.filter((u) => u.creator === user.creator);
  const rank = (period: 'lifetime' | 'month' | 'week') =>
    1 + peers.filter((u) => u.score[period] > user.score[period]).length;
  return { lifetime: rank('lifetime'), month: rank('month'), week: rank('week') };
}

function userView(core: SandboxCore, user: UserRecord, creator: CreatorRecord): AuthenticatedUser {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    host: creator.host,
    userSlug: user.email.split('@')[0] ?? user._id,
    phone: user.phone,
    profilePicUrl: user.profilePicUrl,
    onboarding: 'completed',
    isDeactivated: false,
    country: user.country,
    dialCode: user.dialCode,
    currency: creator.currency,
    score: user.score,
    leaderboardRank: leaderboardRank(core, user),
    creator: creator._id,
    badges: user.badges.flatMap((id) => {
      const badge = core.state.byId('badges', id);
      return badge ? [badge] : [];
    }),
    hasGamificationAccess: creator.features.gamification,
  };
}

function creatorView(creator: CreatorRecord): AuthenticatedUser {
  return {
    _id: creator._id,
    name: creator.name,
    email: creator.email,
    host: creator.host,
    userSlug: creator.userSlug,
    phone: creator.phone,
    profilePicUrl: creator.profilePicUrl,
    onboarding: 'completed',
    isDeactivated: false,
    country: creator.country,
    dialCode: creator.dialCode,
    currency: creator.currency,
    creator: creator._id,
    badges: [],
    hasGamificationAccess: creator.features.gamification,
  };
}

export const verifyToken: Handler = (ctx, core) => {
  const { token } = parseOr400(VerifyTokenQuery, ctx.query);
  if (token === ctx.creator.accessToken) return { body: creatorView(ctx.creator) };
  const user = core.state.data.users.find((u) => u.refreshToken === token && u.creator === ctx.creator._id);
  if (!user) throw new SandboxHttpError(401, 'Invalid token');
  return { body: userView(core, user, ctx.creator) };
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
  return { body: userView(core, user, ctx.creator) };
};

export const listUserSubscriptions: Handler = (ctx, core) => {
  const q = parseOr400(UserSubscriptionsQuery, ctx.query);
  const userId = ctx.params.userId ?? '';
  const subs = core.state.data.subscriptions
    .filter((s) => s.fan === userId && s.creator === ctx.creator._id)
    .filter((s) => !q.statuses || q.statuses.includes(s.status as never))
    .sort((a, b) => b.subscribedAt.localeCompare(a.subscribedAt));
  const page = paginate(subs, q.limit ?? 50, q.page ?? 1);
  const body: Subscription[] = page.map((s) => {
    const mango = core.state.byId('mangoes', s.mango);
    return {
      _id: s._id,
      status: s.status,
      subscribedAt: s.subscribedAt,
      expiredAt: s.expiredAt,
      mango: mango?.title !== undefined ? { _id: s.mango, title: mango.title } : s.mango,
      fan: s.fan,
    };
  });
  return { body };
};
