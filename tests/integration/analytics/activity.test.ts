import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityResult } from '../../../src/shared/areas/analytics/channels';
import {
  istToday,
  presetRange,
  previousPeriod,
  totals,
  zeroFill,
  type DayRange,
} from '../../../src/shared/areas/analytics/domain';
import { startAnalyticsHarness, type AnalyticsHarness } from './harness';
import { CHANNEL_IDS } from '../../../src/sandbox/fixture/known-ids';

const GENERAL = CHANNEL_IDS.general;
const ARCHIVED = CHANNEL_IDS.archived;
const FOREIGN = CHANNEL_IDS.foreign;

let h: AnalyticsHarness;
let range: DayRange;

beforeAll(async () => {
  h = await startAnalyticsHarness();
  range = presetRange('last90', istToday(new Date(h.sandbox.clock.now())));
});
afterAll(async () => {
  await h.close();
});

const activity = (input: object) =>
  h.call('analytics.activity', { ...range, mode: 'refresh', ...input }) as Promise<ActivityResult>;
const sums = (result: ActivityResult) => totals(zeroFill(result.rows, result).points);
const creator = () => h.sandbox.state.data.creators.find((c) => c.whitelabel)!;

describe('analytics against the sandbox', () => {
  it("lists the creator's channels for the picker, archived ones marked, no foreign ones", async () => {
    const { channels } = await h.call('analytics.channels', {});
    const ids = channels.map((c) => c.id);
    expect(ids).toContain(GENERAL);
    expect(ids).not.toContain(FOREIGN);
    expect(channels.find((c) => c.id === ARCHIVED)).toMatchObject({ isArchived: true });
  });

  it('sends the inclusive UTC bounds of the IST days and gets one row per day', async () => {
    const since = h.sandbox.requestLog.list().at(-1)?.seq ?? 0;
    const result = await activity({});
    const sent = h.sandbox.requestLog.list(since).find((e) => e.operation === 'communityActivity');
    const query = new URLSearchParams(String(sent?.query ?? ''));
    expect([query.get('startDate'), query.get('endDate'), query.has('channels')]).toEqual([
      result.startDate,
      result.endDate,
      false,
    ]);
    expect(result.startDate).toMatch(/T18:30:00\.000Z$/);
    expect(result.endDate).toMatch(/T18:29:59\.999Z$/);
    expect(zeroFill(result.rows, range)).toMatchObject({ outside: 0, undated: 0 });
    expect(sums(result).posts).toBeGreaterThan(0);
  });

  it('omitting channels equals naming every non-archived channel, and an archived one adds exactly its own', async () => {
    const { channels } = await h.call('analytics.channels', {});
    const active = channels.filter((c) => !c.isArchived).map((c) => c.id);
    const omitted = sums(await activity({}));
    expect(sums(await activity({ channels: active }))).toEqual(omitted);
    const archivedOnly = sums(await activity({ channels: [ARCHIVED] }));
    const all = sums(await activity({ channels: [...active, ARCHIVED] }));
    expect(all).toEqual({
      posts: omitted.posts + archivedOnly.posts,
      comments: omitted.comments + archivedOnly.comments,
      likes: omitted.likes + archivedOnly.likes,
    });
  });

  it('a foreign channel id contributes nothing and causes no error', async () => {
    const general = await activity({ channels: [GENERAL] });
    const withForeign = await activity({ channels: [GENERAL, FOREIGN] });
    expect(withForeign.rows).toEqual(general.rows);
    const foreignOnly = sums(await activity({ channels: [FOREIGN] }));
    expect(foreignOnly).toEqual({ posts: 0, comments: 0, likes: 0 });
  });

  it('explains a 400 for a creator without Community', async () => {
    const features = { ...creator().features };
    Object.assign(creator(), { features: { ...features, community: false } });
    try {
      const error = await h.fail('analytics.activity', { ...range, mode: 'refresh' });
      expect(error).toMatchObject({ kind: 'http', status: 400, details: { reason: 'community_disabled' } });
      expect(error.message).toMatch(/^Community is not enabled for this creator/);
      const channels = await h.fail('analytics.channels', {});
      expect(channels).toMatchObject({ status: 400, details: { reason: 'community_disabled' } });
    } finally {
      Object.assign(creator(), { features });
    }
  });

  it('refuses a range the service cannot serve before sending it', async () => {
    const since = h.sandbox.requestLog.list().at(-1)?.seq ?? 0;
    const error = await h.fail('analytics.activity', { from: range.to, to: range.from });
    expect(error).toMatchObject({ kind: 'validation' });
    expect(error.message).toMatch(/before the first day/);
    const all = await h.fail('analytics.activity', { from: '2020-01-01', to: range.to });
    expect(all.message).toMatch(/at most 1000 days/);
    expect(h.sandbox.requestLog.list(since).filter((e) => e.operation === 'communityActivity')).toHaveLength(
      0,
    );
  });

  it('opens the stored result offline with its fetch time, and a failed refresh falls back to it', async () => {
    const prev = previousPeriod(range);
    const fetched = await activity(prev);
    h.sandbox.faults.set({ routes: { communityActivity: { dropRate: 1 } } });
    try {
      const opened = await h.call('analytics.activity', { ...prev, mode: 'cache-first' });
      expect(opened).toMatchObject({ source: 'cache', fetchedAt: fetched.fetchedAt, rows: fetched.rows });
      const refreshed = await h.call('analytics.activity', { ...prev, mode: 'refresh' });
      expect(refreshed).toMatchObject({ source: 'cache', refreshError: { kind: 'network' } });
      const { entries } = await h.call('analytics.cached', {});
      expect(entries.some((e) => e.from === prev.from && e.to === prev.to && !e.channels)).toBe(true);
    } finally {
      h.sandbox.faults.set({});
    }
  });
});
