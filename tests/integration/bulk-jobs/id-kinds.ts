import { jobKinds } from '../../../src/shared/areas/bulk-jobs/kinds';
import { nthId } from '../../../src/sandbox/fixture/known-ids';
import { ASSIGNED_POINTS_TYPE } from '../../../src/sandbox/handlers/gamification-points';
import type { Sandbox } from '../../../src/sandbox/server';
import { makeJob, MANGO, type KindCase } from './helpers';

/*
 * The job kinds whose rows name people by user id (grant and revoke subscriptions, badges, points): fixed
 * ids per kind, seeding those people on the sandbox, and counting what the sandbox applied to them.
 */

/** The kinds that name people by user id: the tag their people's ids and emails start with. */
const idKinds = {
  'grant-subscription': 'b1c0',
  'revoke-subscription': 'b2c0',
  'assign-badges': 'b3c0',
  'assign-points': 'b4c0',
} as const;
export type IdKind = keyof typeof idKinds;

/** The fixture's first badge, of the white-label creator the demo credentials act as. */
export const BADGE = nthId('badge', 1);

/** Row `i`'s person for an id kind: a fixed id, so a job can be written before its people are seeded. */
export const personId = (kind: IdKind, i: number): string =>
  idKinds[kind] + i.toString(16).padStart(24 - idKinds[kind].length, '0');

/** Row `i`'s body for an id kind (the same rows are used by the crash, fault and resend tests). */
export function idKindBody(kind: IdKind, userId: string, mangoId = MANGO): Record<string, unknown> {
  if (kind === 'assign-badges') return { userId, badges: [BADGE] };
  if (kind === 'assign-points') return { userId, score: 5 };
  return { userId, mangoId };
}

/**
 * Puts the people an id kind's rows name on the sandbox (once: people already there are kept), each with
 * an external subscription to the Mango where the kind acts on one: halted for a grant to activate, active
 * for a revoke to halt. Written to the sandbox's state directly (in process: no request, no effect).
 */
export function seedPeople(sandbox: Sandbox, kind: IdKind, ids: readonly string[], mango = MANGO): void {
  const core = sandbox.core();
  const creator = core.state.data.creators.find((c) => c.whitelabel) ?? core.state.data.creators[0];
  if (!creator) throw new Error('the sandbox has no creator');
  const now = core.clock.nowIso();
  for (const _id of ids) {
    if (core.state.byId('users', _id)) continue;
    core.state.insert('users', {
      _id,
      creator: creator._id,
      name: `Person ${_id.slice(-4)}`,
      email: `${_id}@migration.test`,
      phone: 9_300_000_000 + Number.parseInt(_id.slice(-6), 16),
      country: 'India',
      dialCode: '+91',
      profilePicUrl: '',
      badges: [],
      points: [],
      score: { lifetime: 0, month: 0, week: 0 },
      createdAt: now,
    });
    if (kind === 'grant-subscription' || kind === 'revoke-subscription')
      core.state.insert('subscriptions', {
        _id: core.state.newId(),
        creator: creator._id,
        fan: _id,
        mango,
        status: kind === 'grant-subscription' ? 'halted' : 'active',
        subscribedAt: now,
        expiredAt: null,
        paymentProvider: 'external',
        updatedAt: now,
      });
  }
}

/** Times the sandbox applied an id kind's row, by user id, for people of that kind only. */
export function appliedById(sandbox: Sandbox, kind: IdKind): Map<string, number> {
  const tag = idKinds[kind];
  const out = new Map<string, number>();
  const add = (userId: string, n = 1) => {
    if (userId.startsWith(tag) && n > 0) out.set(userId, (out.get(userId) ?? 0) + n);
  };
  if (kind === 'assign-badges' || kind === 'assign-points') {
    // Neither records a side effect: read what the people hold (a badge is held once however often given).
    for (const user of sandbox.state.data.users)
      add(
        user._id,
        kind === 'assign-badges'
          ? Number(user.badges.includes(BADGE))
          : user.points.filter((p) => p.type === ASSIGNED_POINTS_TYPE).length,
      );
    return out;
  }
  const fans = new Map(sandbox.state.data.subscriptions.map((s) => [s._id, s.fan]));
  const effect = kind === 'grant-subscription' ? 'subscription.granted' : 'subscription.revoked';
  for (const e of sandbox.sideEffects.list())
    if (e.kind === effect)
      add(fans.get(String((e.details as { subscriptionId?: unknown }).subscriptionId)) ?? '');
  return out;
}

/** The id kinds as the crash and fault tests drive them (see `KindCase`). */
export function idKindCases(): KindCase[] {
  return (Object.keys(idKinds) as IdKind[]).map((kind) => ({
    kind,
    operation: jobKinds[kind].operation as KindCase['operation'],
    makeJob(n, id) {
      const job = makeJob(n, id);
      return {
        ...job,
        kind,
        headers: [...jobKinds[kind].fields],
        rows: job.rows.map((row, i) => ({
          line: row.line,
          cells: [],
          body: idKindBody(kind, personId(kind, i)),
        })),
      };
    },
    prepare: (sandbox, n) =>
      seedPeople(
        sandbox,
        kind,
        Array.from({ length: n }, (_, i) => personId(kind, i)),
      ),
    applied: (sandbox) => appliedById(sandbox, kind),
    emailOf: (job, row) => String(job.rows[row]?.body['userId'] ?? ''),
  }));
}
