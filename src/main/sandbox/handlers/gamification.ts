import { CollectivePointsQuery, CreateBadgeBody } from '../../../shared/contract/gamification';
import type { Handler } from '../context';
import { badRequest, tooManyRequests } from '../errors';
import type { BadgeRecord } from '../fixture-schema';
import { allowInWindow } from '../faults';
import { badgeJson } from '../serializers/badges';
import { collectivePointsJson } from '../serializers/gamification';
import { isActiveSubscription, parseOr400 } from './common';

/** The spec's own limit for this deprecated operation, whatever the fault settings say. */
export const COLLECTIVE_POINTS_PER_MINUTE = 10;

export const listBadges: Handler = (ctx, core) => {
  // A bare array of badges, not {total, data} (gamification/listBadgesByCreator.json).
  const own = core.state.data.badges.filter((b) => b.creator === ctx.creator._id);
  return { body: own.map(badgeJson) };
};

export const createBadge: Handler = (ctx, core) => {
  const body = parseOr400(CreateBadgeBody, ctx.body);
  const own = core.state.data.mangoes
    .filter((m) => m.creator === ctx.creator._id && !m.isDeleted)
    .map((m) => m._id);
  if ((body.automationEnabledMangoes ?? []).some((id) => !own.includes(id))) {
    throw badRequest('Invalid request: unknown Mango in automationEnabledMangoes');
  }
  const now = core.clock.nowIso();
  const badge: BadgeRecord = {
    _id: core.state.newId(),
    creator: ctx.creator._id,
    ...body,
    createdAt: now,
    updatedAt: now,
  };
  core.state.insert('badges', badge);
  if (badge.enableAutomation) core.recordEffect('badge.automationQueued', { badgeId: badge._id });
  // 201 with the bare badge (gamification/createBadge.json).
  return { status: 201, body: badgeJson(badge) };
};

export const collectivePoints: Handler = (ctx, core) => {
  if (
    !allowInWindow(
      core.limitWindows,
      `points:${ctx.creator._id}`,
      COLLECTIVE_POINTS_PER_MINUTE,
      core.clock.now(),
    )
  ) {
    throw tooManyRequests();
  }
  const q = parseOr400(CollectivePointsQuery, ctx.query);
  const now = core.clock.now();
  const gamified = new Set(
    core.state.data.mangoes
      .filter(
        (m) =>
          m.creator === ctx.creator._id && m.gamificationEnabled && (!q.mangoes || q.mangoes.includes(m._id)),
      )
      .map((m) => m._id),
  );
  const fans = new Set(
    core.state.data.subscriptions
      .filter((s) => gamified.has(s.mango) && isActiveSubscription(s, now))
      .map((s) => s.fan),
  );
  const records: Array<{ _id: string; points: Array<{ type: string; score: number }>; totalScore: number }> =
    [];
  for (const user of core.state.data.users) {
    if (!fans.has(user._id) || (q.users && !q.users.includes(user._id))) continue;
    const points = user.points.filter((p) => !q.types || q.types.includes(p.type));
    records.push({ _id: user._id, points, totalScore: points.reduce((s, p) => s + p.score, 0) });
  }
  return { body: collectivePointsJson(records) };
};
