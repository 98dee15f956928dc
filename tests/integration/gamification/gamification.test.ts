import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHLY, FOREIGN_MANGO, YEARLY, startHarness, type Harness } from '../../helpers/demo-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('badges', () => {
  it('lists the creator’s badges', async () => {
    const { badges, total } = await h.call('gamification.badges', {});
    expect(total).toBe(3);
    expect(badges.map((b) => b.name)).toEqual(['Rising Star', 'Pro Member', 'Moderator']);
  });

  it('creates a badge without automation', async () => {
    const badge = await h.call('gamification.createBadge', {
      name: 'Helper',
      description: 'Given by hand',
      imageUrl: 'https://cdn.example.test/helper.png',
      automation: { kind: 'none' },
    });
    expect(badge).toMatchObject({ name: 'Helper', enableAutomation: false });
    // The documented badge carries every field: "none set" is 0 and [] there, absent in the spec's form.
    expect(badge.pointsThreshold ?? 0).toBe(0);
    expect(badge.automationEnabledMangoes ?? []).toEqual([]);
    const { badges } = await h.call('gamification.badges', {});
    expect(badges.some((b) => b._id === badge._id)).toBe(true);
  });

  it('creates a points-threshold badge with its point category', async () => {
    const badge = await h.call('gamification.createBadge', {
      name: 'Weekly Hero',
      automation: { kind: 'points', threshold: 100, category: 'week' },
    });
    expect(badge).toMatchObject({
      enableAutomation: true,
      pointsThreshold: 100,
      pointCategoryForAutomation: 'week',
    });
    expect(badge.automationEnabledMangoes ?? []).toEqual([]);
    const effects = (await h.control('GET', 'side-effects')) as { entries: Array<{ kind: string }> };
    expect(effects.entries.map((e) => e.kind)).toContain('badge.automationQueued');
  });

  it('creates a Mango-subscription badge', async () => {
    const badge = await h.call('gamification.createBadge', {
      name: 'Member',
      automation: { kind: 'mangoes', mangoes: [MONTHLY, YEARLY] },
    });
    expect(badge).toMatchObject({ enableAutomation: true, automationEnabledMangoes: [MONTHLY, YEARLY] });
    expect(badge.pointsThreshold ?? 0).toBe(0);
  });

  it('refuses a badge without a name, before sending', async () => {
    const before = (await h.control('GET', 'requests')) as { entries: unknown[] };
    const error = await h.fail('gamification.createBadge', { name: '  ', automation: { kind: 'none' } });
    expect(error.kind).toBe('validation');
    expect(error.message).toMatch(/name/i);
    const after = (await h.control('GET', 'requests')) as { entries: unknown[] };
    expect(after.entries.length).toBe(before.entries.length);
  });

  it('cannot express both automation kinds at once', async () => {
    const error = await h.fail('gamification.createBadge', {
      name: 'Both',
      automation: { kind: 'points', threshold: 10, category: 'lifetime', mangoes: [MONTHLY] },
    });
    expect(error.kind).toBe('validation');
  });

  it('asks for at least one Mango and a whole threshold', async () => {
    const noMango = await h.fail('gamification.createBadge', {
      name: 'X',
      automation: { kind: 'mangoes', mangoes: [] },
    });
    expect(noMango.message).toMatch(/at least one Mango/);
    const fraction = await h.fail('gamification.createBadge', {
      name: 'X',
      automation: { kind: 'points', threshold: 1.5, category: 'month' },
    });
    expect(fraction.message).toMatch(/whole number/);
  });

  it('shows the service’s 400 for a Mango the creator does not own', async () => {
    const error = await h.fail('gamification.createBadge', {
      name: 'Foreign',
      automation: { kind: 'mangoes', mangoes: [FOREIGN_MANGO] },
    });
    expect(error).toMatchObject({ kind: 'http', status: 400 });
  });

  it('shows 401 for a bad token and 403 WORKSHOP_MANGO_FORBIDDEN for a regular account', async () => {
    const badToken = await h.liveProfile('learn.asha-academy.test', 'not-a-valid-token', 'demo-api-key');
    expect(await h.fail('gamification.badges', { profileId: badToken })).toMatchObject({ status: 401 });
    const regular = await h.liveProfile('ravi.regular.test', 'demo-regular-token', 'demo-regular-api-key');
    expect(await h.fail('gamification.badges', { profileId: regular })).toMatchObject({
      status: 403,
      errorCode: 'WORKSHOP_MANGO_FORBIDDEN',
    });
  });
});

describe('collective points (10 calls a minute)', () => {
  it('refuses an export before anything was loaded', async () => {
    const error = await h.fail('gamification.pointsExportCsv', {});
    expect(error.kind).toBe('validation');
    expect(error.message).toMatch(/Load the points first/);
  });

  it('lists users with points per type and a total, system types first', async () => {
    const result = await h.call('gamification.points', {});
    expect(result.rows.length).toBeGreaterThan(10);
    for (const row of result.rows) {
      expect(row.totalScore).toBe(Object.values(row.scores).reduce((a, b) => a + b, 0));
    }
    expect(result.types[result.types.length - 1]).toBe('custom');
    expect(result.types.indexOf('dailyActive')).toBeLessThan(result.types.indexOf('attendance'));
    expect(result.quota).toMatchObject({ limit: 10, used: 1, nextAllowedAt: null });
  });

  it('filters by Mangoes, users and point types (custom included)', async () => {
    const all = await h.call('gamification.points', {});
    const monthly = await h.call('gamification.points', { mangoes: [MONTHLY] });
    expect(monthly.rows.length).toBeGreaterThan(0);
    expect(monthly.rows.length).toBeLessThan(all.rows.length);
    const someone = all.rows[0]!.userId;
    const one = await h.call('gamification.points', { users: [someone] });
    expect(one.rows.map((r) => r.userId)).toEqual([someone]);
    const custom = await h.call('gamification.points', { types: ['custom', 'likeOnPost'] });
    for (const row of custom.rows) {
      expect(Object.keys(row.scores).every((t) => t === 'custom' || t === 'likeOnPost')).toBe(true);
    }
    expect(custom.types).toEqual(['likeOnPost', 'custom']);
  });

  it('exports the last result as CSV, sorted as asked, without a new call', async () => {
    const before = await h.call('gamification.pointsQuota', {});
    const file = await h.call('gamification.pointsExportCsv', { sortBy: 'custom', descending: true });
    const after = await h.call('gamification.pointsQuota', {});
    expect(after.used).toBe(before.used);
    const lines = file.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The header row first (data tools read it as the header); the notes come beside the file, not in it.
    expect(lines[0]).toBe('userId,likeOnPost,custom,totalScore');
    const customScores = lines.slice(1).map((l) => Number(l.split(',')[2]));
    expect(customScores).toEqual([...customScores].sort((a, b) => b - a));
    expect(file.rows).toBe(lines.length - 1);
    // The stamp in words with its zone, then the ISO instant for programs; the types; what the keys mean.
    const notes = file.notes ?? [];
    expect(notes[0]).toMatch(/^Collective points fetched \D.*\d{4}.* \(\d{4}-\d\d-\d\dT[\d:.]+Z\)$/);
    expect(notes[1]).toMatch(/types custom likeOnPost/);
    expect(notes[2]).toBe(
      "Columns: userId = the member's user id; likeOnPost = Likes on posts; totalScore = all points",
    );
    expect(file.fileName).toMatch(/^collective-points-.*\.csv$/);
  });

  it('refuses the eleventh call in a minute and says when the next is allowed', async () => {
    const quota = await h.call('gamification.pointsQuota', {});
    for (let i = quota.used; i < 10; i += 1) await h.call('gamification.points', {});
    const full = await h.call('gamification.pointsQuota', {});
    expect(full.used).toBe(10);
    expect(full.nextAllowedAt).not.toBeNull();
    const first = Date.parse(full.lastCalls[0]!);
    expect(Date.parse(full.nextAllowedAt!)).toBe(first + full.windowMs);
    const requests = (await h.control('GET', 'requests')) as { entries: Array<{ operation?: string }> };
    const sent = requests.entries.filter((e) => e.operation === 'collectivePoints').length;
    const error = await h.fail('gamification.points', {});
    expect(error).toMatchObject({ kind: 'rate_limited', outcome: 'not_sent' });
    expect(error.message).toMatch(/next call is allowed in \d+ s/);
    const again = (await h.control('GET', 'requests')) as { entries: Array<{ operation?: string }> };
    expect(again.entries.filter((e) => e.operation === 'collectivePoints').length).toBe(sent);
  });
});
