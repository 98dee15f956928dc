import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../../src/shared/areas/bulk-jobs/channels';
import type { MangoDraft } from '../../../src/shared/areas/mangoes/domain/draft';
import type { Mango } from '../../../src/shared/contract/mangoes';
import { appFailure } from '../../../src/shared/errors';
import type { Profile } from '../../../src/shared/profile';
import type { ApiClient } from '../../../src/main/platform/api';
import { createHomeOverview, type HomeDeps } from '../../../src/main/areas/home/overview';
import { createReadPacer } from '../../../src/main/areas/home/read-plan';

const NOW = Date.parse('2026-03-09T10:00:00.000Z');
const id = (n: number) => n.toString(16).padStart(24, '0');
const profile = (n: number, kind: Profile['kind'] = 'live'): Profile => ({
  id: `p${n}`,
  name: `Business ${n}`,
  baseUrl: `https://api${n}.example.com`,
  whitelabelHost: `learn${n}.example.com`,
  kind,
});

interface FakeService {
  reads: string[];
  client: ApiClient;
}

/** A service that answers one call an hour from now, and the given Mangoes; `fail` makes every read fail. */
function service(options: { mangoes?: Mango[]; fail?: Error; hang?: boolean } = {}): FakeService {
  const reads: string[] = [];
  const answer = async <T>(what: string, value: () => T): Promise<T> => {
    reads.push(what);
    if (options.hang) await new Promise(() => undefined);
    if (options.fail) throw options.fail;
    return value();
  };
  const client = {
    listVideoCalls: () =>
      answer('listVideoCalls', () => ({
        total: 1,
        data: [
          {
            calls: [
              {
                _id: id(1),
                title: 'Office hours',
                fromTime: new Date(NOW + 3600_000).toISOString(),
                toTime: new Date(NOW + 7200_000).toISOString(),
                mango: [],
              },
            ],
          },
        ],
      })),
    getMango: ({ params }: { params: { mangoId: string } }) =>
      answer(`getMango ${params.mangoId}`, () => {
        const found = options.mangoes?.find((m) => m._id === params.mangoId);
        if (!found)
          throw appFailure('http', 'Mango not found', { status: 404, errorCode: 'MANGO_NOT_FOUND' });
        return found;
      }),
    listMangoes: () =>
      answer('listMangoes', () => ({ total: options.mangoes?.length ?? 0, data: options.mangoes ?? [] })),
  };
  return { reads, client: client as unknown as ApiClient };
}

const mango = (n: number): Mango => ({ _id: id(n), title: `Mango ${n}`, price: 100 * n, currency: 'INR' });
const draftOf = (m: Mango, n = 1): MangoDraft => ({
  id: `d${n}`,
  profileId: 'p1',
  mangoId: m._id as string,
  title: m.title as string,
  base: m,
  baseFetchedAt: '2026-03-09T08:00:00.000Z',
  changes: { price: 1 },
  state: 'draft',
  createdAt: '2026-03-09T08:00:00.000Z',
  updatedAt: '2026-03-09T08:00:00.000Z',
});

function home(
  profiles: Profile[],
  services: Record<string, FakeService>,
  extra: Omit<Partial<HomeDeps>, 'drafts'> & {
    drafts?: Record<string, MangoDraft[]>;
    clock?: { now: number };
  } = {},
) {
  const { drafts, clock: given, ...rest } = extra;
  const clock = given ?? { now: NOW };
  return createHomeOverview({
    profiles: async () => profiles,
    clientFor: (p) => (services[p.id] as FakeService).client,
    drafts: async (profileId) => drafts?.[profileId] ?? [],
    jobs: async () => [] as JobSummary[],
    generationOf: async () => undefined,
    serviceNow: async () => clock.now,
    now: () => clock.now,
    pacer: createReadPacer({ concurrency: 2, gapMs: 0 }),
    ...rest,
  });
}

describe('Home overview', () => {
  it('costs one read for a profile with nothing but calls, and none while the cache holds', async () => {
    const s1 = service();
    const overview = home([profile(1)], { p1: s1 });
    const first = await overview.overview({ timeZone: 'UTC' });
    expect(first.reads).toBe(1);
    expect(first.cards[0]?.calls.items.map((c) => c.title)).toEqual(['Office hours']);
    expect(first.cards[0]?.service.state).toBe('answers');
    const second = await overview.overview({ timeZone: 'UTC' });
    expect(second.reads).toBe(0);
    expect(second.cards[0]?.fromCache).toBe(true);
    expect(s1.reads).toEqual(['listVideoCalls']);
    await overview.overview({ timeZone: 'UTC', refresh: true });
    expect(s1.reads).toHaveLength(2);
  });

  it('reads again once the minute is over, or for another zone', async () => {
    const s1 = service();
    const clock = { now: NOW };
    const overview = home([profile(1)], { p1: s1 }, { clock });
    await overview.overview({ timeZone: 'UTC' });
    await overview.overview({ timeZone: 'Asia/Kolkata' });
    expect(s1.reads).toHaveLength(2);
    clock.now += 60_000;
    await overview.overview({ timeZone: 'Asia/Kolkata' });
    expect(s1.reads).toHaveLength(3);
  });

  it('reads one Mango alone, several through the list, and only when drafts change', async () => {
    const m1 = mango(1);
    const m2 = mango(2);
    const s1 = service({ mangoes: [m1, m2] });
    const drafts: Record<string, MangoDraft[]> = { p1: [draftOf(m1)] };
    const overview = home([profile(1)], { p1: s1 }, { drafts });
    await overview.overview({ timeZone: 'UTC' });
    expect(s1.reads).toEqual(['listVideoCalls', `getMango ${m1._id}`]);
    drafts.p1 = [draftOf(m1), draftOf(m2, 2)];
    const next = await overview.overview({ timeZone: 'UTC' });
    expect(s1.reads.slice(2)).toEqual(['listMangoes']);
    expect(next.cards[0]?.drafts.items.map((d) => d.mango)).toEqual(['same', 'same']);
    await overview.overview({ timeZone: 'UTC' });
    expect(s1.reads).toHaveLength(3);
  });

  it('asks for a Mango the list did not show by itself, and calls it gone when the service has none', async () => {
    const m1 = mango(1);
    const s1 = service({ mangoes: [m1] });
    const overview = home([profile(1)], { p1: s1 }, { drafts: { p1: [draftOf(m1), draftOf(mango(3), 2)] } });
    const { cards } = await overview.overview({ timeZone: 'UTC' });
    expect(s1.reads).toEqual(['listVideoCalls', 'listMangoes', `getMango ${id(3)}`]);
    expect(cards[0]?.drafts.items.map((d) => [d.title, d.mango])).toEqual([
      ['Mango 1', 'same'],
      ['Mango 3', 'gone'],
    ]);
  });

  it('leaves applied drafts out and does not read the Mangoes of a service that did not answer', async () => {
    const m1 = mango(1);
    const s1 = service({ mangoes: [m1], fail: appFailure('network', 'Cannot reach the service.') });
    const overview = home(
      [profile(1)],
      { p1: s1 },
      {
        drafts: { p1: [draftOf(m1), { ...draftOf(mango(2), 2), state: 'applied' }] },
      },
    );
    const { cards } = await overview.overview({ timeZone: 'UTC' });
    expect(s1.reads).toEqual(['listVideoCalls']);
    expect(cards[0]?.service).toMatchObject({ state: 'fails', problem: { kind: 'network' } });
    expect(cards[0]?.drafts.items).toMatchObject([{ title: 'Mango 1', mango: 'unchecked' }]);
    expect(cards[0]?.drafts.problem?.message).toMatch(/did not answer/);
  });

  it('a silent profile fails only its own card, after the deadline, and the others are read meanwhile', async () => {
    const ok = service();
    const silent = service({ hang: true });
    const overview = home(
      [profile(1), profile(2), profile(3), profile(4)],
      { p1: silent, p2: ok, p3: ok, p4: ok },
      { cardDeadlineMs: 200 },
    );
    // The silent service holds one of the two places; the others are read through the other one.
    const { cards } = await overview.overview({ timeZone: 'UTC' });
    expect(ok.reads).toHaveLength(3);
    expect(cards.map((c) => c.service.state)).toEqual(['fails', 'answers', 'answers', 'answers']);
    expect(cards[0]?.service).toMatchObject({ problem: { kind: 'timeout' } });
  });

  it('marks a failing card with its cause while the others answer', async () => {
    const ok = service();
    const failing = service({
      fail: appFailure('http', 'Not signed in: check the access token.', { status: 401 }),
    });
    const overview = home([profile(1), profile(2)], { p1: failing, p2: ok });
    const { cards } = await overview.overview({ timeZone: 'UTC' });
    expect(cards.map((c) => c.service.state)).toEqual(['fails', 'answers']);
    expect(cards[0]?.service).toMatchObject({
      problem: { message: 'Not signed in: check the access token.' },
    });
    expect(cards[0]?.calls.problem?.kind).toBe('http');
  });

  it('reads each profile with its own client', async () => {
    const s1 = service();
    const s2 = service();
    const asked: string[] = [];
    const overview = home(
      [profile(1), profile(2, 'sandbox')],
      { p1: s1, p2: s2 },
      {
        clientFor: (p) => {
          asked.push(p.baseUrl);
          return (p.id === 'p1' ? s1 : s2).client;
        },
      },
    );
    const { cards } = await overview.overview({ timeZone: 'UTC' });
    expect(asked.sort()).toEqual(['https://api1.example.com', 'https://api2.example.com']);
    expect(cards.map((c) => [c.name, c.kind])).toEqual([
      ['Business 1', 'live'],
      ['Business 2', 'sandbox'],
    ]);
  });

  it('tells a changed Mango once per change: not again when read again, again when it changes further', async () => {
    const m1 = mango(1);
    const service1 = { mangoes: [{ ...m1, title: 'Renamed' }] };
    const s1 = service(service1);
    const told: Array<{ draftId: string; fields: string[]; signature: string }> = [];
    const overview = home(
      [profile(1)],
      { p1: s1 },
      { drafts: { p1: [draftOf(m1)] }, onDraftMangoChanged: (change) => told.push(change) },
    );
    const first = await overview.overview({ timeZone: 'UTC' });
    expect(first.cards[0]?.drafts.items[0]?.mango).toBe('changed');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ draftId: 'd1', fields: ['Title'] });
    await overview.overview({ timeZone: 'UTC', refresh: true });
    expect(told).toHaveLength(1);
    service1.mangoes = [{ ...m1, title: 'Renamed again' }];
    await overview.overview({ timeZone: 'UTC', refresh: true });
    expect(told).toHaveLength(2);
    expect(told[1]?.signature).not.toBe(told[0]?.signature);
    // A Mango the service holds as the draft's base tells nothing.
    const quiet: unknown[] = [];
    const same = home(
      [profile(1)],
      { p1: service({ mangoes: [m1] }) },
      { drafts: { p1: [draftOf(m1)] }, onDraftMangoChanged: (change) => quiet.push(change) },
    );
    await same.overview({ timeZone: 'UTC' });
    expect(quiet).toEqual([]);
  });

  it('checks drafts in the background with Mango reads only, nothing for a profile without drafts', async () => {
    const m1 = mango(1);
    const s1 = service({ mangoes: [{ ...m1, price: 999 }] });
    const s2 = service();
    const told: unknown[] = [];
    const clock = { now: NOW };
    const overview = home(
      [profile(1), profile(2)],
      { p1: s1, p2: s2 },
      { drafts: { p1: [draftOf(m1)] }, clock, onDraftMangoChanged: (change) => told.push(change) },
    );
    expect(await overview.checkDrafts()).toBe(1);
    expect(s1.reads).toEqual([`getMango ${m1._id}`]);
    expect(s2.reads).toEqual([]);
    expect(told).toHaveLength(1);
    // Within the minute the Mango is not read again, and the same change is not told again.
    expect(await overview.checkDrafts()).toBe(0);
    // Home's own read shares what the watch read (the calls only).
    await overview.overview({ timeZone: 'UTC' });
    expect(s1.reads).toEqual([`getMango ${m1._id}`, 'listVideoCalls']);
    clock.now += 60_000;
    expect(await overview.checkDrafts()).toBe(1);
    expect(told).toHaveLength(1);
  });

  it('shares one read between two overviews asked at once', async () => {
    const s1 = service();
    const overview = home([profile(1)], { p1: s1 });
    const [a, b] = await Promise.all([
      overview.overview({ timeZone: 'UTC' }),
      overview.overview({ timeZone: 'UTC' }),
    ]);
    expect(s1.reads).toHaveLength(1);
    expect(a.cards[0]?.calls.items).toEqual(b.cards[0]?.calls.items);
  });
});
