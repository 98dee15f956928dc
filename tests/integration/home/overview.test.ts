import { appendFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import type { HomeCard } from '../../../src/shared/areas/home/channels';
import { CONTROL_PREFIX } from '../../../src/sandbox/control/routes';
import { jobPaths, writeJobFile } from '../../../src/main/areas/bulk-jobs/job-store';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { MANGO_IDS } from '../../../src/sandbox/fixture/known-ids';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';
import { makeJob, sandboxClient } from '../bulk-jobs/helpers';

/**
 * Home on two real loopback sandboxes: the console's own (the Sandbox profile) and a second one behind a
 * live profile. Reads are counted where they land, at each server.
 */
let h: ConsoleHarness;
let second: Sandbox;
let liveId: string;
const ZONE = 'Asia/Kolkata';

/** Requests to the service (the sandbox's control paths are the test's, not the console's). */
const serviceReads = (sandbox: Sandbox) =>
  sandbox.requestLog.list().filter((e) => !e.path.startsWith(CONTROL_PREFIX));

const cardOf = (cards: HomeCard[], id: string) => {
  const card = cards.find((c) => c.profileId === id);
  if (!card) throw new Error(`no card for ${id}`);
  return card;
};

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  h = await startConsoleHarness({ name: 'home' });
  second = await createSandbox({ port: 0 });
  const demo = second.demoCredentials();
  const created = await h.call('profiles.create', {
    name: 'Second business',
    baseUrl: second.url,
    whitelabelHost: demo.whitelabelHost,
    accessToken: demo.accessToken,
    apiKey: demo.apiKey,
  });
  liveId = created.id;
});
afterAll(async () => {
  await h.close();
  await second.close();
});
beforeEach(() => {
  h.sandbox.requestLog.clear();
  second.requestLog.clear();
});

describe('Home on two profiles', () => {
  it('reads each profile once per refresh, from its own service, and nothing while the cache holds', async () => {
    const first = await h.call('home.overview', { timeZone: ZONE, refresh: true });
    expect(serviceReads(h.sandbox)).toHaveLength(1);
    expect(serviceReads(second)).toHaveLength(1);
    expect(serviceReads(second)[0]?.path).toMatch(/video-calls$/);
    expect(first.reads).toBe(2);
    for (const id of ['sandbox', liveId]) {
      const card = cardOf(first.cards, id);
      expect(card.service.state).toBe('answers');
      expect(card.calls.items.length).toBeGreaterThan(0);
      expect(card.reads).toBe(1);
    }
    expect(cardOf(first.cards, liveId).kind).toBe('live');

    const again = await h.call('home.overview', { timeZone: ZONE });
    expect(again.reads).toBe(0);
    expect(serviceReads(h.sandbox)).toHaveLength(1);
    expect(serviceReads(second)).toHaveLength(1);
    expect(cardOf(again.cards, liveId).fromCache).toBe(true);

    await h.call('home.overview', { timeZone: ZONE, refresh: true });
    expect(serviceReads(h.sandbox)).toHaveLength(2);
    expect(serviceReads(second)).toHaveLength(2);
    // Through the usual client of each profile: recorded in the activity log under that profile, while the
    // Sandbox stays the active one.
    const logged = await h.call('activity.list', { profileId: liveId, operation: 'listVideoCalls' });
    expect(logged.entries.length).toBeGreaterThanOrEqual(2);
    expect((await h.call('profiles.list', {})).activeProfileId).toBe('sandbox');
  });

  it('lists the calls of the next 24 hours only, soonest first', async () => {
    const now = second.clock.now();
    const { cards } = await h.call('home.overview', { timeZone: ZONE, refresh: true });
    const calls = cardOf(cards, liveId).calls.items;
    const starts = calls.map((c) => Date.parse(c.fromTime));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const call of calls) {
      expect(Date.parse(call.toTime)).toBeGreaterThan(now - 5_000);
      expect(Date.parse(call.fromTime)).toBeLessThan(now + 24 * 3600_000 + 5_000);
    }
  });

  it('compares drafts with the service: one Mango is one read, several one list read, and a changed Mango is named', async () => {
    await h.call('mangoes.refresh', { profileId: liveId });
    const one = await h.call('mangoes.saveDraft', {
      profileId: liveId,
      mangoId: MANGO_IDS.webinar,
      changes: { price: 349 },
    });
    second.requestLog.clear();
    let card = cardOf((await h.call('home.overview', { timeZone: ZONE, refresh: true })).cards, liveId);
    expect(serviceReads(second).map((e) => e.path)).toEqual([
      expect.stringMatching(/video-calls$/),
      expect.stringMatching(new RegExp(`${MANGO_IDS.webinar}$`)),
    ]);
    expect(card.drafts.items).toMatchObject([{ id: one.draft.id, mango: 'same' }]);

    await h.call('mangoes.saveDraft', {
      profileId: liveId,
      mangoId: MANGO_IDS.starter,
      changes: { isHidden: true },
    });
    // Someone changes the webinar on the service after the draft was made.
    await sandboxClient(second).updateMango({
      params: { mangoId: MANGO_IDS.webinar },
      body: { description: 'Changed elsewhere' } as never,
    });
    second.requestLog.clear();
    // The drafts changed: the calls come from the cache, the Mangoes are read again, in one list read.
    card = cardOf((await h.call('home.overview', { timeZone: ZONE })).cards, liveId);
    expect(serviceReads(second).map((e) => e.path)).toEqual([expect.stringMatching(/\/mangos$/)]);
    const webinar = card.drafts.items.find((d) => d.mangoId === MANGO_IDS.webinar);
    expect(webinar).toMatchObject({ mango: 'changed' });
    expect(webinar?.changedFields.length).toBeGreaterThan(0);
    expect(card.drafts.items.find((d) => d.mangoId === MANGO_IDS.starter)).toMatchObject({ mango: 'same' });
    // Main announced the change once (what the desktop notifies); the same change read again is not news.
    const told = () => h.events.filter((e) => e.event === 'mangoes.draftMangoChanged');
    expect(told().map((e) => e.payload)).toEqual([
      expect.objectContaining({ profileId: liveId, draftId: one.draft.id, mangoId: MANGO_IDS.webinar }),
    ]);
    await h.call('home.overview', { timeZone: ZONE, refresh: true });
    expect(told()).toHaveLength(1);

    for (const d of (await h.call('mangoes.drafts', { profileId: liveId })).drafts)
      await h.call('mangoes.deleteDraft', { profileId: liveId, draftId: d.id });
  });

  it('shows running and paused jobs of each profile from its files, with no service read', async () => {
    const job = {
      ...makeJob(4),
      profileId: liveId,
      profileName: 'Second business',
      profileKind: 'live' as const,
    };
    const paths = jobPaths(h.dataDir, liveId, job.id);
    await writeJobFile(paths, job);
    const at = new Date().toISOString();
    await appendFile(
      paths.journal,
      `${JSON.stringify({ t: 'status', s: 'running', at })}\n${JSON.stringify({ t: 'status', s: 'paused', at, why: 'Paused by you.' })}\n`,
    );
    await h.call('home.overview', { timeZone: ZONE, refresh: true });
    second.requestLog.clear();
    const { cards } = await h.call('home.overview', { timeZone: ZONE });
    expect(serviceReads(second)).toHaveLength(0);
    expect(cardOf(cards, liveId).jobs.items).toMatchObject([
      { id: job.id, status: 'paused', total: 4, done: 0, fileName: 'bulk.csv' },
    ]);
    expect(cardOf(cards, 'sandbox').jobs.items).toEqual([]);
  });

  it('a failing profile shows its cause on its card and never blocks the others', async () => {
    const demo = second.demoCredentials();
    const refused = await h.call('profiles.create', {
      name: 'Gone business',
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      whitelabelHost: 'learn.gone.test',
      accessToken: 'tok_home_gone',
      apiKey: 'key_home_gone',
    });
    // Its own (wrong) token on a service that answers: proves each profile reads with its own credentials.
    const wrongToken = await h.call('profiles.create', {
      name: 'Wrong token',
      baseUrl: second.url,
      whitelabelHost: demo.whitelabelHost,
      accessToken: 'tok_home_wrong',
      apiKey: 'key_home_wrong',
    });
    try {
      const { cards } = await h.call('home.overview', { timeZone: ZONE, refresh: true });
      expect(cards).toHaveLength(4);
      const gone = cardOf(cards, refused.id);
      expect(gone.service).toMatchObject({ state: 'fails', problem: { kind: 'network' } });
      expect(gone.service.state === 'fails' && gone.service.problem.message).toBeTruthy();
      const wrong = cardOf(cards, wrongToken.id);
      expect(wrong.service).toMatchObject({ state: 'fails', problem: { kind: 'http' } });
      expect(cardOf(cards, 'sandbox').service.state).toBe('answers');
      expect(cardOf(cards, liveId).service.state).toBe('answers');
    } finally {
      await h.call('profiles.delete', { id: refused.id });
      await h.call('profiles.delete', { id: wrongToken.id });
    }
  });
});

describe('Home input', () => {
  it('refuses a zone that is not one, saying what to send', async () => {
    const error = await h.fail('home.overview', { timeZone: 'Mars/Olympus' });
    expect(error.kind).toBe('validation');
    expect(error.message).toMatch(/IANA/);
  });
});
