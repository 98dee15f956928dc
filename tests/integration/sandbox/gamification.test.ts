import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_IDS, CREATOR_IDS, MISSING_ID, nthId, USER_IDS } from '../../../src/sandbox/fixture/known-ids';
import { isActiveSubscription } from '../../../src/sandbox/handlers/common';
import type { Sandbox } from '../../../src/sandbox/server';
import {
  AssignPointsResponse,
  Badge,
  CollectivePointsResponse,
  OperationAck,
  PointsLedger,
  UserCollectivePoints,
} from '../../../src/shared/contract/gamification';
import { call, expectError, parsed, startSandbox } from './helpers';

const G = '/api/v1/external/gamification';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** A member of the white-label creator with an active subscription to a Mango with gamification on. */
function gamifiedMember(skip: readonly string[] = []): string {
  const now = sandbox.clock.now();
  const gamified = new Set(sandbox.state.data.mangoes.filter((m) => m.gamificationEnabled).map((m) => m._id));
  const sub = sandbox.state.data.subscriptions.find(
    (s) => gamified.has(s.mango) && isActiveSubscription(s, now) && !skip.includes(s.fan),
  );
  if (!sub) throw new Error('the demo fixture has no member of a gamified Mango');
  return sub.fan;
}

describe('update badge', () => {
  it('changes the named fields, answers the bare badge and keeps one automation kind', async () => {
    const id = BADGE_IDS.risingStar;
    const before = sandbox.state.byId('badges', id)!.updatedAt;
    const badge = parsed(
      Badge,
      await call(sandbox, 'PATCH', `${G}/badges/${id}`, {
        body: { name: 'Shooting Star', pointsThreshold: 800 },
      }),
    );
    expect(badge).toMatchObject({
      _id: id,
      name: 'Shooting Star',
      pointsThreshold: 800,
      enableAutomation: true,
    });
    expect(badge.updatedAt).not.toBe(before);
    // Switching to Mango automation drops the points threshold.
    const switched = parsed(
      Badge,
      await call(sandbox, 'PATCH', `${G}/badges/${id}`, {
        body: { automationEnabledMangoes: [nthId('mango', 1)] },
      }),
    );
    expect(switched.automationEnabledMangoes).toEqual([nthId('mango', 1)]);
    expect(sandbox.state.byId('badges', id)?.pointsThreshold).toBeUndefined();
  });

  it('400 for both automation kinds at once, an unknown Mango, an empty name or a badge that is not the creator’s', async () => {
    const path = `${G}/badges/${nthId('badge', 3)}`;
    expectError(
      await call(sandbox, 'PATCH', path, {
        body: { pointsThreshold: 10, automationEnabledMangoes: [nthId('mango', 1)] },
      }),
      400,
      undefined,
      /one automation type/,
    );
    expectError(
      await call(sandbox, 'PATCH', path, { body: { automationEnabledMangoes: [nthId('mango', 13)] } }),
      400,
      undefined,
      /unknown Mango/,
    );
    expectError(await call(sandbox, 'PATCH', path, { body: { name: ' ' } }), 400);
    expectError(
      await call(sandbox, 'PATCH', `${G}/badges/${MISSING_ID}`, { body: { name: 'x' } }),
      400,
      undefined,
      /no badge/,
    );
  });
});

describe('assign badges', () => {
  it('adds badges once and never takes one away', async () => {
    const user = USER_IDS.second;
    const held = [...sandbox.state.byId('users', user)!.badges];
    const moderator = nthId('badge', 3);
    const ack = parsed(
      OperationAck,
      await call(sandbox, 'PATCH', `${G}/badges/${user}/assign`, {
        body: { badges: [moderator, moderator] },
      }),
    );
    expect(ack).toEqual({ message: 'Operation completed successfully', success: true });
    const after = sandbox.state.byId('users', user)!.badges;
    expect(after.filter((b) => b === moderator)).toHaveLength(1);
    for (const b of held) expect(after).toContain(b);
  });

  it('400 for an unknown badge (nothing is assigned), an unknown person or an empty list', async () => {
    const user = USER_IDS.first;
    const held = [...sandbox.state.byId('users', user)!.badges];
    expectError(
      await call(sandbox, 'PATCH', `${G}/badges/${user}/assign`, {
        body: { badges: [nthId('badge', 2), MISSING_ID] },
      }),
      400,
      undefined,
      /no badge/,
    );
    expect(sandbox.state.byId('users', user)!.badges).toEqual(held);
    expectError(
      await call(sandbox, 'PATCH', `${G}/badges/${MISSING_ID}/assign`, {
        body: { badges: [nthId('badge', 2)] },
      }),
      400,
      undefined,
      /no user/,
    );
    expectError(await call(sandbox, 'PATCH', `${G}/badges/${user}/assign`, { body: { badges: [] } }), 400);
  });
});

describe('points: assign, ledger and both collective reads agree', () => {
  it('assigned and taken-away points show in the ledger, the v1 read and the v2 read', async () => {
    const fan = gamifiedMember();
    const v1Before = parsed(
      UserCollectivePoints,
      await call(sandbox, 'GET', `${G}/points/collective/${fan}`),
    );
    const given = parsed(
      AssignPointsResponse,
      await call(sandbox, 'PATCH', `${G}/points/assign`, { body: { fanIds: [fan], score: 25 } }),
    );
    expect(Object.keys(given)).toEqual([fan]);
    const taken = parsed(
      AssignPointsResponse,
      await call(sandbox, 'PATCH', `${G}/points/assign`, { body: { fanIds: [fan], score: -5 } }),
    );

    const ledger = parsed(PointsLedger, await call(sandbox, 'GET', `${G}/points/ledger/${fan}?types=custom`));
    const ids = ledger.data.map((e) => e._id);
    expect(ids).toContain(given[fan]);
    expect(ids).toContain(taken[fan]);
    expect(ledger.data.find((e) => e._id === taken[fan])).toMatchObject({ score: -5, type: 'custom', fan });

    const v1 = parsed(UserCollectivePoints, await call(sandbox, 'GET', `${G}/points/collective/${fan}`));
    expect(v1['custom']).toBe((v1Before['custom'] ?? 0) + 20);
    const ledgerSum = ledger.data.reduce((s, e) => s + (e.score ?? 0), 0);
    expect(v1['custom']).toBe(ledgerSum);

    const v2 = parsed(
      CollectivePointsResponse,
      await call(sandbox, 'GET', `/api/v2/external/gamification/points/collective?users=${fan}`),
    );
    const row = v2.find((r) => r._id === fan);
    // One entry per type (summed), as documented.
    expect(row?.points?.filter((p) => p.type === 'custom')).toEqual([
      { type: 'custom', score: v1['custom'] },
    ]);
  });

  it('the v1 read lists the documented categories with its own spelling, and filters by type', async () => {
    const fan = gamifiedMember();
    const all = parsed(UserCollectivePoints, await call(sandbox, 'GET', `${G}/points/collective/${fan}`));
    expect(Object.keys(all)).toEqual(
      expect.arrayContaining([
        'dailyActive',
        'tenPercentCourseCompletion',
        'hundredPercentCourseCompletion',
        'attendance',
      ]),
    );
    expect(Object.keys(all)).not.toContain('10perCourseCompletion');
    const some = parsed(
      UserCollectivePoints,
      await call(sandbox, 'GET', `${G}/points/collective/${fan}?types=attendance,custom`),
    );
    expect(Object.keys(some).sort()).toEqual(['attendance', 'custom']);
  });

  it('counts nothing for a member without an active subscription to a gamified Mango', async () => {
    // The first user holds only the cohort Mango, which has gamification off.
    const fan = USER_IDS.first;
    await call(sandbox, 'PATCH', `${G}/points/assign`, { body: { fanIds: [fan], score: 7 } });
    const v1 = parsed(UserCollectivePoints, await call(sandbox, 'GET', `${G}/points/collective/${fan}`));
    expect(Object.values(v1).every((v) => v === 0)).toBe(true);
    const ledger = parsed(PointsLedger, await call(sandbox, 'GET', `${G}/points/ledger/${fan}`));
    expect(ledger.data[0]).toMatchObject({ score: 7, type: 'custom' });
  });

  it('pages and sorts the ledger; at most 200 entries a page', async () => {
    const fan = gamifiedMember([]);
    await call(sandbox, 'PATCH', `${G}/points/assign`, { body: { fanIds: [fan], score: 1 } });
    const full = parsed(PointsLedger, await call(sandbox, 'GET', `${G}/points/ledger/${fan}?limit=500`));
    expect(full.limit).toBe(200);
    expect(full.total).toBe(full.data.length);
    const page1 = parsed(
      PointsLedger,
      await call(sandbox, 'GET', `${G}/points/ledger/${fan}?limit=1&page=1`),
    );
    expect(page1).toMatchObject({ page: 1, limit: 1, hasNext: full.data.length > 1 });
    const dates = full.data.map((e) => e.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const asc = parsed(PointsLedger, await call(sandbox, 'GET', `${G}/points/ledger/${fan}?sortOrder=asc`));
    expect(asc.data.map((e) => e.date)).toEqual([...dates].reverse());
  });

  it('refuses the whole assignment when one fan is unknown, and bad input, with the documented 400', async () => {
    const fan = gamifiedMember();
    const before = sandbox.state.byId('users', fan)!.points.length;
    expectError(
      await call(sandbox, 'PATCH', `${G}/points/assign`, { body: { fanIds: [fan, MISSING_ID], score: 5 } }),
      400,
      undefined,
      /no user/,
    );
    expect(sandbox.state.byId('users', fan)!.points).toHaveLength(before);
    expectError(await call(sandbox, 'PATCH', `${G}/points/assign`, { body: { fanIds: [], score: 5 } }), 400);
    expectError(await call(sandbox, 'PATCH', `${G}/points/assign`, { body: { fanIds: [fan] } }), 400);
    // A member of another creator is not this creator's to reward.
    const foreign = sandbox.state.data.users.find((u) => u.creator === CREATOR_IDS.regular)!;
    expectError(
      await call(sandbox, 'PATCH', `${G}/points/assign`, { body: { fanIds: [foreign._id], score: 5 } }),
      400,
    );
    expectError(await call(sandbox, 'GET', `${G}/points/ledger/${fan}?sortOrder=up`), 400);
    expectError(await call(sandbox, 'GET', `${G}/points/ledger/${MISSING_ID}`), 400, undefined, /no user/);
    expectError(
      await call(sandbox, 'GET', `${G}/points/collective/${foreign._id}`),
      400,
      undefined,
      /no user/,
    );
  });
});
