import type { SandboxCore } from '../context';
import type { CreatorRecord, UserRecord } from '../fixture-schema';
import { badgeJson } from './badges';

/**
 * Users in the documented forms. The full user object (authentication/verifyAuthTokenV2.json,
 * account/lookupUserByEmailOrPhone.json): `creator` an id, `badges` full Badge objects, `score` and
 * `leaderboardRank` {lifetime, month, week}. The same person embedded in other answers (a video call's
 * `creator`, a subscription's `fan`) carries fewer keys, as the docs show them there.
 */

/** Rank 1 is the top score of the creator's users in that period; ties share a rank. */
function leaderboardRank(core: SandboxCore, user: UserRecord) {
  const peers = core.state.data.users.filter((u) => u.creator === user.creator);
  const rank = (period: 'lifetime' | 'month' | 'week') =>
    1 + peers.filter((u) => u.score[period] > user.score[period]).length;
  return { lifetime: rank('lifetime'), month: rank('month'), week: rank('week') };
}

const slugOf = (email: string, fallback: string) => email.split('@')[0] || fallback;

export function userJson(core: SandboxCore, user: UserRecord, creator: CreatorRecord) {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    host: creator.host,
    userSlug: slugOf(user.email, user._id),
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
      return badge ? [badgeJson(badge)] : [];
    }),
    hasGamificationAccess: creator.features.gamification,
  };
}

/**
 * A user by id (account/getUserById.json): the same person as `userJson`, but as that page shows it: score
 * and leaderboard rank as single numbers (the lifetime ones), no badges.
 */
export function userByIdJson(core: SandboxCore, user: UserRecord, creator: CreatorRecord) {
  const { badges: _badges, score, leaderboardRank: rank, ...rest } = userJson(core, user, creator);
  return { ...rest, leaderboardRank: rank.lifetime, score: score.lifetime };
}

/** The creator as a person (a video call's `creator` in listWorkshopVideoCalls.json). */
export function creatorPersonJson(creator: CreatorRecord) {
  return {
    _id: creator._id,
    name: creator.name,
    email: creator.email,
    host: creator.host,
    userSlug: creator.userSlug,
    phone: creator.phone,
    profilePicUrl: creator.profilePicUrl,
    onboarding: 'creator_completed',
    isDeactivated: false,
    country: creator.country,
    dialCode: creator.dialCode,
    currency: creator.currency,
    // A creator has no score of their own on the leaderboard of their fans.
    score: { lifetime: 0, month: 0, week: 0 },
    leaderboardRank: { lifetime: 0, month: 0, week: 0 },
  };
}

/** The creator's own token on verify-token: the user object of the creator. */
export function creatorUserJson(creator: CreatorRecord) {
  return {
    ...creatorPersonJson(creator),
    creator: creator._id,
    badges: [],
    hasGamificationAccess: creator.features.gamification,
  };
}

/** A subscription's `fan` (subscription/listSubscriptionsByUser.json). */
export function fanJson(user: UserRecord, creator: CreatorRecord) {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    userSlug: slugOf(user.email, user._id),
    phone: user.phone,
    profilePicUrl: user.profilePicUrl,
    isDeactivated: false,
    country: user.country,
    dialCode: user.dialCode,
    currency: creator.currency,
  };
}
