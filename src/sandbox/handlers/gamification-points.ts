import {
  AssignPointsBody,
  PointsLedgerQuery,
  UserCollectivePointsQuery,
} from '../../shared/contract/gamification';
import type { Handler, SandboxCore } from '../context';
import { badRequest } from '../errors';
import type { UserRecord } from '../fixture-schema';
import { ledgerEntryJson, userCollectivePointsJson, type LedgerEntryView } from '../serializers/gamification';
import { activeMangoesOf, paginate, parseOr400 } from './common';

/** The service returns at most this many ledger entries per request, whatever `limit` asks. */
export const LEDGER_MAX_LIMIT = 200;
const LEDGER_DEFAULT_LIMIT = 50;
/** The type the service gives points assigned through the API (the ledger example's `custom`). */
export const ASSIGNED_POINTS_TYPE = 'custom';

/**
 * A person's points summed per type, in the order the types first appear. The ledger (`user.points`) is the
 * one source: the v1 per-user read, the deprecated v2 all-users read and the ledger always agree.
 */
export function pointTotals(
  user: UserRecord,
  types?: readonly string[],
): Array<{ type: string; score: number }> {
  const totals = new Map<string, number>();
  for (const p of user.points) {
    if (types && !types.includes(p.type)) continue;
    totals.set(p.type, (totals.get(p.type) ?? 0) + p.score);
  }
  return [...totals].map(([type, score]) => ({ type, score }));
}

/** The creator's Mangoes with gamification on (optionally only some of them). */
export function gamifiedMangoes(core: SandboxCore, creator: string, only?: readonly string[]): Set<string> {
  return new Set(
    core.state.data.mangoes
      .filter((m) => m.creator === creator && m.gamificationEnabled && (!only || only.includes(m._id)))
      .map((m) => m._id),
  );
}

/** The creator's own member, or the documented 400 (the pages document no 404). */
export function ownUser(core: SandboxCore, creator: string, userId: string): UserRecord {
  const user = core.state.byId('users', userId);
  if (!user || user.creator !== creator) throw badRequest(`Invalid request: no user ${userId}`);
  return user;
}

/** Fixture entries carry no id or date: derive stable ones (the id from the user's id and the position). */
function ledgerEntries(user: UserRecord): LedgerEntryView[] {
  return user.points.map((p, i) => ({
    _id: p._id ?? user._id.slice(0, 16) + i.toString(16).padStart(8, '0'),
    creator: user.creator,
    fan: user._id,
    description: p.description ?? '',
    score: p.score,
    type: p.type,
    date: p.date ?? user.createdAt,
  }));
}

export const assignPoints: Handler = (ctx, core) => {
  const body = parseOr400(AssignPointsBody, ctx.body);
  // All or nothing: an unknown fan refuses the whole request before any points move.
  const users = [...new Set(body.fanIds)].map((id) => ownUser(core, ctx.creator._id, id));
  const now = core.clock.nowIso();
  const answer: Record<string, string> = {};
  for (const user of users) {
    const _id = core.state.newId();
    user.points.push({
      _id,
      type: ASSIGNED_POINTS_TYPE,
      score: body.score,
      description: body.score < 0 ? 'Points taken away through the API' : 'Points assigned through the API',
      date: now,
    });
    user.score.lifetime += body.score;
    user.score.month += body.score;
    user.score.week += body.score;
    answer[user._id] = _id;
  }
  core.state.touch();
  // A map fan id -> the id of the points given (gamification/assignPointsToUsers.json).
  return { body: answer };
};

export const pointsLedger: Handler = (ctx, core) => {
  const q = parseOr400(PointsLedgerQuery, ctx.query);
  const user = ownUser(core, ctx.creator._id, ctx.params.userId ?? '');
  const entries = ledgerEntries(user).filter((e) => !q.types || q.types.includes(e.type));
  const direction = q.sortOrder === 'asc' ? 1 : -1;
  entries.sort((a, b) => direction * (a.date.localeCompare(b.date) || a._id.localeCompare(b._id)));
  const limit = Math.min(q.limit ?? LEDGER_DEFAULT_LIMIT, LEDGER_MAX_LIMIT);
  const page = q.page ?? 1;
  return {
    body: {
      total: entries.length,
      data: paginate(entries, limit, page).map(ledgerEntryJson),
      page,
      limit,
      hasNext: page * limit < entries.length,
    },
  };
};

export const userCollectivePoints: Handler = (ctx, core) => {
  const q = parseOr400(UserCollectivePointsQuery, ctx.query);
  const user = ownUser(core, ctx.creator._id, ctx.params.userId ?? '');
  const gamified = gamifiedMangoes(core, ctx.creator._id);
  const counts = [...activeMangoesOf(core, user._id)].some((m) => gamified.has(m));
  // Points count through active subscriptions to gamified Mangoes; without one every category reads 0.
  return { body: userCollectivePointsJson(counts ? pointTotals(user, q.types) : [], q.types) };
};
