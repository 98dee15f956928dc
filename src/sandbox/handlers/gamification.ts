import {
  AssignBadgesBody,
  CollectivePointsQuery,
  CreateBadgeBody,
  UpdateBadgeBody,
} from '../../shared/contract/gamification';
import type { Handler, SandboxCore } from '../context';
import { badRequest, tooManyRequests } from '../errors';
import type { BadgeRecord } from '../fixture-schema';
import { allowInWindow } from '../faults';
import { badgeJson } from '../serializers/badges';
import { collectivePointsJson } from '../serializers/gamification';
import { isActiveSubscription, parseOr400 } from './common';
import { gamifiedMangoes, ownUser, pointTotals } from './gamification-points';

/** The spec's own limit for this deprecated operation, whatever the fault settings say. */
export const COLLECTIVE_POINTS_PER_MINUTE = 10;

export const listBadges: Handler = (ctx, core) => {
  // A bare array of badges, not {total, data} (gamification/listBadgesByCreator.json).
  const own = core.state.data.badges.filter((b) => b.creator === ctx.creator._id);
  return { body: own.map(badgeJson) };
};

function checkAutomationMangoes(core: SandboxCore, creator: string, ids: readonly string[] | undefined) {
  const own = core.state.data.mangoes.filter((m) => m.creator === creator && !m.isDeleted).map((m) => m._id);
  if ((ids ?? []).some((id) => !own.includes(id))) {
    throw badRequest('Invalid request: unknown Mango in automationEnabledMangoes');
  }
}

export const createBadge: Handler = (ctx, core) => {
  const body = parseOr400(CreateBadgeBody, ctx.body);
  checkAutomationMangoes(core, ctx.creator._id, body.automationEnabledMangoes);
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
  const gamified = gamifiedMangoes(core, ctx.creator._id, q.mangoes);
  const fans = new Set(
    core.state.data.subscriptions
      .filter((s) => gamified.has(s.mango) && isActiveSubscription(s, now))
      .map((s) => s.fan),
  );
  const records: Array<{ _id: string; points: Array<{ type: string; score: number }>; totalScore: number }> =
    [];
  for (const user of core.state.data.users) {
    if (!fans.has(user._id) || (q.users && !q.users.includes(user._id))) continue;
    // Summed per type: points assigned through the API are ledger entries of their own.
    const points = pointTotals(user, q.types);
    records.push({ _id: user._id, points, totalScore: points.reduce((s, p) => s + p.score, 0) });
  }
  return { body: collectivePointsJson(records) };
};

export const updateBadge: Handler = (ctx, core) => {
  const body = parseOr400(UpdateBadgeBody, ctx.body);
  const badge = core.state.byId('badges', ctx.params.badgeId ?? '');
  // The page documents 400 and 401 only: a badge that is not the creator's is an invalid request.
  if (!badge || badge.creator !== ctx.creator._id) {
    throw badRequest(`Invalid request: no badge ${ctx.params.badgeId ?? ''}`);
  }
  checkAutomationMangoes(core, ctx.creator._id, body.automationEnabledMangoes);
  // One automation kind at a time: choosing one clears the other.
  if (body.pointsThreshold !== undefined) badge.automationEnabledMangoes = [];
  if ((body.automationEnabledMangoes?.length ?? 0) > 0) {
    delete badge.pointsThreshold;
    delete badge.pointCategoryForAutomation;
  }
  const changed = Object.keys(body).length > 0;
  Object.assign(badge, body);
  if (changed) {
    badge.updatedAt = core.clock.nowIso();
    core.state.touch();
    if (badge.enableAutomation) core.recordEffect('badge.automationQueued', { badgeId: badge._id });
  }
  // The bare badge (gamification/updateBadge.json).
  return { body: badgeJson(badge) };
};

export const assignBadges: Handler = (ctx, core) => {
  const body = parseOr400(AssignBadgesBody, ctx.body);
  const user = ownUser(core, ctx.creator._id, ctx.params.userId ?? '');
  const unknown = body.badges.find((id) => core.state.byId('badges', id)?.creator !== ctx.creator._id);
  if (unknown) throw badRequest(`Invalid request: no badge ${unknown}`);
  // Adds only: badges the person already holds stay, none is taken away.
  const added = body.badges.filter((id, i) => !user.badges.includes(id) && body.badges.indexOf(id) === i);
  user.badges.push(...added);
  if (added.length) core.state.touch();
  return { body: { message: 'Operation completed successfully', success: true } };
};
