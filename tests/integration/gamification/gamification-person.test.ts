import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_IDS, nthId } from '../../../src/sandbox/fixture/known-ids';
import { isActiveSubscription } from '../../../src/sandbox/handlers/common';
import { MISSING_ID, MONTHLY, USER_1, USER_2, startHarness, type Harness } from '../../helpers/demo-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const MODERATOR = nthId('badge', 3);

async function requestCount(): Promise<number> {
  return ((await h.control('GET', 'requests')) as { entries: unknown[] }).entries.length;
}

/** A member with an active subscription to a Mango with gamification on (their v1 points count). */
function gamifiedMember(): { _id: string; email: string; phone: number } {
  const now = h.sandbox.clock.now();
  const gamified = new Set(
    h.sandbox.state.data.mangoes.filter((m) => m.gamificationEnabled).map((m) => m._id),
  );
  const sub = h.sandbox.state.data.subscriptions.find(
    (s) => gamified.has(s.mango) && isActiveSubscription(s, now),
  );
  const user = sub && h.sandbox.state.byId('users', sub.fan);
  if (!user) throw new Error('the demo fixture has no member of a gamified Mango');
  return user;
}

describe('a person’s points and badges', () => {
  it('finds a person by id, email or phone, with their name, badges and v1 points', async () => {
    const member = gamifiedMember();
    const byId = await h.call('gamification.userPoints', { person: { userId: member._id } });
    const byEmail = await h.call('gamification.userPoints', { person: { email: member.email } });
    const byPhone = await h.call('gamification.userPoints', { person: { phone: String(member.phone) } });
    for (const found of [byId, byEmail, byPhone]) {
      expect(found.person).toMatchObject({ _id: member._id, email: member.email });
      expect(found.person.name).toBeTruthy();
    }
    const held = h.sandbox.state.byId('users', member._id)!.badges;
    expect(byId.badges?.map((b) => b._id).sort()).toEqual([...held].sort());
    // The v1 answer's tenPercentCourseCompletion reads as the system's 10perCourseCompletion.
    expect(byId.points.map((p) => p.type)).toContain('10perCourseCompletion');
    expect(byId.points.map((p) => p.type)).not.toContain('tenPercentCourseCompletion');
    expect(byId.totalScore).toBe(byId.points.reduce((s, p) => s + p.score, 0));
  });

  it('says who was not found, in words', async () => {
    const error = await h.fail('gamification.userPoints', { person: { email: 'nobody@example.test' } });
    expect(error).toMatchObject({ kind: 'not_found' });
    expect(error.message).toContain('nobody@example.test');
    const byId = await h.fail('gamification.userPoints', { person: { userId: MISSING_ID } });
    expect(byId.message).toContain(MISSING_ID);
  });

  it('refuses a malformed person or point type before sending', async () => {
    const before = await requestCount();
    expect((await h.fail('gamification.userPoints', { person: { email: 'not-an-email' } })).kind).toBe(
      'validation',
    );
    expect((await h.fail('gamification.ledger', { userId: USER_1, types: ['two words'] })).kind).toBe(
      'validation',
    );
    expect((await h.fail('gamification.ledger', { userId: USER_1, limit: 500 })).message).toMatch(/200/);
    expect(await requestCount()).toBe(before);
  });
});

describe('assigning points', () => {
  it('gives points to several people; the ledger and the v1 read show them; a negative score takes away', async () => {
    const member = gamifiedMember();
    const before = await h.call('gamification.userPoints', { person: { userId: member._id } });
    const custom = (r: typeof before) => r.points.find((p) => p.type === 'custom')?.score ?? 0;
    const given = await h.call('gamification.assignPoints', { userIds: [member._id, USER_2], score: 30 });
    expect(given.assigned.map((a) => a.userId)).toEqual([member._id, USER_2]);
    expect(given.unconfirmed).toEqual([]);
    await h.call('gamification.assignPoints', { userIds: [member._id], score: -10 });

    const ledger = await h.call('gamification.ledger', { userId: member._id, types: ['custom'] });
    expect(ledger.entries.map((e) => e._id)).toContain(given.assigned[0]!.pointsId);
    expect(ledger.entries[0]).toMatchObject({ score: -10, type: 'custom' });
    const after = await h.call('gamification.userPoints', { person: { userId: member._id } });
    expect(custom(after)).toBe(custom(before) + 20);
  });

  it('pages the ledger', async () => {
    const first = await h.call('gamification.ledger', { userId: USER_2, limit: 1 });
    expect(first).toMatchObject({ page: 1, limit: 1 });
    expect(first.entries).toHaveLength(1);
    expect(first.hasNext).toBe(first.total > 1);
  });

  it('refuses 0 points, a repeated person and over 200 people before sending', async () => {
    const before = await requestCount();
    const zero = await h.fail('gamification.assignPoints', { userIds: [USER_1], score: 0 });
    expect(zero.message).toMatch(/other than 0/);
    expect(
      (await h.fail('gamification.assignPoints', { userIds: [USER_1, USER_1], score: 5 })).message,
    ).toMatch(/twice/);
    // The same id in other letters is the same person to the service: refused too, not awarded twice.
    expect(
      (await h.fail('gamification.assignPoints', { userIds: [USER_1, USER_1.toUpperCase()], score: 5 }))
        .message,
    ).toMatch(/twice/);
    const many = Array.from({ length: 201 }, (_, i) => nthId('user', i + 1));
    expect((await h.fail('gamification.assignPoints', { userIds: many, score: 5 })).message).toMatch(/200/);
    expect((await h.fail('gamification.assignPoints', { userIds: [USER_1], score: 1.5 })).kind).toBe(
      'validation',
    );
    expect(await requestCount()).toBe(before);
  });

  it('a person the service does not know refuses the whole assignment with the service’s words', async () => {
    const points = h.sandbox.state.byId('users', USER_1)!.points.length;
    const error = await h.fail('gamification.assignPoints', { userIds: [USER_1, MISSING_ID], score: 5 });
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(JSON.stringify(error)).toContain('Invalid request');
    expect(h.sandbox.state.byId('users', USER_1)!.points).toHaveLength(points);
  });

  it('sends an assignment once, even when the answer is lost', async () => {
    h.sandbox.faults.set({ routes: { assignPoints: { dropAfterHandlingRate: 1 } } });
    const points = h.sandbox.state.byId('users', USER_2)!.points.length;
    try {
      const error = await h.fail('gamification.assignPoints', { userIds: [USER_2], score: 3 });
      // Applied once, never re-sent, and not offered as "retry": the person checks the ledger first.
      expect(error.retryable).toBe(false);
    } finally {
      h.sandbox.faults.set({});
    }
    expect(h.sandbox.state.byId('users', USER_2)!.points).toHaveLength(points + 1);
  });
});

describe('badges of a person', () => {
  it('edits a badge: name, automation kind, cleared description', async () => {
    const badge = await h.call('gamification.updateBadge', {
      badgeId: BADGE_IDS.risingStar,
      name: 'Rising Star II',
      automation: { kind: 'mangoes', mangoes: [MONTHLY] },
    });
    expect(badge).toMatchObject({
      name: 'Rising Star II',
      enableAutomation: true,
      automationEnabledMangoes: [MONTHLY],
    });
    expect(badge.description ?? '').toBe('');
    const back = await h.call('gamification.updateBadge', {
      badgeId: BADGE_IDS.risingStar,
      name: 'Rising Star',
      description: '500 lifetime points',
      automation: { kind: 'points', threshold: 500, category: 'lifetime' },
    });
    expect(back).toMatchObject({ pointsThreshold: 500, automationEnabledMangoes: [] });
  });

  it('assigns badges to a person; the person then holds them', async () => {
    const result = await h.call('gamification.assignBadges', { userId: USER_2, badgeIds: [MODERATOR] });
    expect(result).toMatchObject({ userId: USER_2, badgeIds: [MODERATOR] });
    expect(h.sandbox.state.byId('users', USER_2)!.badges).toContain(MODERATOR);
    const error = await h.fail('gamification.assignBadges', { userId: USER_2, badgeIds: [] });
    expect(error.message).toMatch(/at least one badge/);
    const unknown = await h.fail('gamification.assignBadges', { userId: USER_2, badgeIds: [MISSING_ID] });
    expect(unknown).toMatchObject({ kind: 'http', status: 400 });
  });
});
