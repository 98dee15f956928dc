import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadActivity } from '../../../src/main/areas/analytics/activity';
import { CACHE_LIMIT, cacheKey, createActivityCache } from '../../../src/main/areas/analytics/cache';
import { profileDir } from '../../../src/main/areas/deps';
import { AppFailure, appFailure, type AppError } from '../../../src/shared/errors';

const NOW = new Date('2025-01-15T06:30:00Z');
const A = 'ca0000000000000000000001';
const B = 'ca0000000000000000000002';
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'analytics-unit-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A client that answers from a queue of results and records every query. */
function fakeClient(answers: Array<{ data: unknown[] } | AppFailure>) {
  const queries: unknown[] = [];
  return {
    queries,
    client: async () => ({
      communityActivity: async (request?: { query?: unknown }) => {
        queries.push(request?.query);
        const next = answers.shift();
        if (!next) throw new Error('no answer queued');
        if (next instanceof AppFailure) throw next;
        return next as { data: [] };
      },
    }),
  };
}

const deps = (client: ReturnType<typeof fakeClient>, now = NOW) => ({
  client: client.client,
  cache: createActivityCache(dir, 'p1'),
  now: () => now,
});
const query = { from: '2025-01-13', to: '2025-01-14', mode: 'cache-first' as const };
/** The AppError a call failed with (the test fails if it succeeded). */
async function failure(promise: Promise<unknown>): Promise<AppError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof AppFailure)) throw new Error(`expected an AppFailure, got ${String(outcome)}`);
  return outcome.error;
}
const rows = [{ date: '2025-01-12T18:30:00.000Z', totalPost: 1, totalComment: 2, totalLike: 3 }];

describe('loading activity', () => {
  it('sends inclusive UTC bounds and stores the answer under the profile', async () => {
    const fake = fakeClient([{ data: rows }]);
    const result = await loadActivity({ ...query, channels: [B, A, B] }, deps(fake));
    expect(fake.queries).toEqual([
      { startDate: '2025-01-12T18:30:00.000Z', endDate: '2025-01-14T18:29:59.999Z', channels: [B, A] },
    ]);
    expect(result).toMatchObject({ source: 'service', rows, fetchedAt: NOW.toISOString(), channels: [B, A] });
    const file = JSON.parse(await readFile(join(profileDir(dir, 'p1'), 'analytics-cache.json'), 'utf8'));
    expect(file.entries).toHaveLength(1);
  });

  it('opens from the store without the network, and refreshes only when asked', async () => {
    const fake = fakeClient([{ data: rows }, { data: [] }]);
    await loadActivity({ ...query, channels: [A, B] }, deps(fake));
    const later = new Date('2025-01-15T08:00:00Z');
    const cached = await loadActivity({ ...query, channels: [B, A] }, deps(fake, later));
    expect(cached).toMatchObject({ source: 'cache', rows, fetchedAt: NOW.toISOString() });
    expect(fake.queries).toHaveLength(1);
    const fresh = await loadActivity({ ...query, channels: [A, B], mode: 'refresh' }, deps(fake, later));
    expect(fresh).toMatchObject({ source: 'service', rows: [], fetchedAt: later.toISOString() });
    expect(fake.queries).toHaveLength(2);
  });

  it('keeps the default channel set apart from an explicit list', async () => {
    expect(cacheKey({ from: 'a', to: 'b' })).not.toBe(cacheKey({ from: 'a', to: 'b', channels: [A] }));
    expect(cacheKey({ from: 'a', to: 'b', channels: [A, B] })).toBe(
      cacheKey({ from: 'a', to: 'b', channels: [B, A] }),
    );
  });

  it('falls back to the stored answer when the service cannot be reached, saying why', async () => {
    const down = appFailure('network', 'Cannot reach 127.0.0.1', { outcome: 'not_sent' });
    const fake = fakeClient([{ data: rows }, down]);
    await loadActivity(query, deps(fake));
    const result = await loadActivity({ ...query, mode: 'refresh' }, deps(fake));
    expect(result).toMatchObject({ source: 'cache', rows, refreshError: { kind: 'network' } });
  });

  it('fails plainly when nothing is stored and the service cannot be reached', async () => {
    const fake = fakeClient([appFailure('timeout', 'No answer in 30 s')]);
    await expect(loadActivity(query, deps(fake))).rejects.toMatchObject({ error: { kind: 'timeout' } });
  });

  it('explains a 400 as Community not being enabled', async () => {
    const fake = fakeClient([appFailure('http', 'Community feature is not enabled', { status: 400 })]);
    const error = await failure(loadActivity(query, deps(fake)));
    expect(error).toMatchObject({ kind: 'http', status: 400, details: { reason: 'community_disabled' } });
    expect(error.message).toMatch(/^Community is not enabled/);
    expect(error.message).toMatch(/dashboard/);
  });

  it('does not fall back to the store on a 400: the refusal is the news', async () => {
    const fake = fakeClient([{ data: rows }, appFailure('http', 'Invalid request', { status: 400 })]);
    await loadActivity(query, deps(fake));
    const error = await failure(loadActivity({ ...query, mode: 'refresh' }, deps(fake)));
    expect(error.message).toMatch(/most likely not enabled/);
  });

  it('refuses an unserviceable range without sending anything', async () => {
    const fake = fakeClient([]);
    for (const bad of [
      { from: '2025-01-14', to: '2025-01-13' },
      { from: '2025-01-14', to: '2025-01-16' },
      { from: '2021-01-01', to: '2025-01-01' },
    ]) {
      await expect(loadActivity({ ...bad, mode: 'refresh' }, deps(fake))).rejects.toMatchObject({
        error: { kind: 'validation' },
      });
    }
    expect(fake.queries).toHaveLength(0);
  });

  it('keeps at most the newest results and lists them newest first', async () => {
    const cache = createActivityCache(dir, 'p1');
    for (let i = 0; i < CACHE_LIMIT + 3; i += 1) {
      const day = String(i + 1).padStart(2, '0');
      await cache.put({
        from: `2024-01-${day}`,
        to: `2024-01-${day}`,
        startDate: 's',
        endDate: 'e',
        rows: [],
        fetchedAt: `2025-01-15T06:${day}:00.000Z`,
      });
    }
    const list = await cache.list();
    expect(list).toHaveLength(CACHE_LIMIT);
    expect(list[0]).toMatchObject({ from: `2024-01-${String(CACHE_LIMIT + 3).padStart(2, '0')}` });
  });

  it('reopens the range last charted, not a previous period fetched after it for comparison', async () => {
    const fake = fakeClient([{ data: rows }, { data: [] }]);
    await loadActivity(query, deps(fake, new Date('2025-01-15T06:00:00Z')));
    const previous = { from: '2025-01-11', to: '2025-01-12', mode: 'cache-first' as const, comparison: true };
    await loadActivity(previous, deps(fake, new Date('2025-01-15T06:00:01Z')));
    const list = await createActivityCache(dir, 'p1').list();
    expect(list.map((e) => e.from)).toEqual(['2025-01-13', '2025-01-11']);
    // Charting the older range again from the store puts it first.
    await loadActivity({ ...previous, comparison: false }, deps(fake, new Date('2025-01-15T07:00:00Z')));
    expect((await createActivityCache(dir, 'p1').list())[0]?.from).toBe('2025-01-11');
    expect(fake.queries).toHaveLength(2);
  });

  it('moves a damaged cache aside and starts empty', async () => {
    await mkdir(profileDir(dir, 'p1'), { recursive: true });
    await writeFile(join(profileDir(dir, 'p1'), 'analytics-cache.json'), '{"schemaVersion":1,"entries":[{');
    const fake = fakeClient([{ data: rows }]);
    await expect(loadActivity(query, deps(fake))).resolves.toMatchObject({ source: 'service' });
  });
});
