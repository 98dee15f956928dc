import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import { MANGO_IDS } from '../../../src/sandbox/fixture/known-ids';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ name: 'host', fixture: generateDemoFixture() });
});
afterAll(async () => {
  await h.close();
});

const patches = () =>
  h.sandbox.requestLog.list().filter((e) => e.method === 'PATCH' && e.path === '/api/v1/external/host/apps');

describe('appConfig.get and appConfig.update', () => {
  it('reads an installed app with its allowed Mangoes and their titles', async () => {
    const view = await h.call('appConfig.get', { app: 'levelup' });
    expect(view).toEqual({
      app: 'levelup',
      allowedMangoes: [{ _id: MANGO_IDS.monthly, title: 'Masterclass Monthly' }],
    });
  });

  it('sends the new list once, answers the change and what the service holds after', async () => {
    const result = await h.call('appConfig.update', {
      app: 'levelup',
      expected: [MANGO_IDS.monthly],
      mangoes: [MANGO_IDS.yearly],
    });
    expect(result.change).toEqual({ added: [MANGO_IDS.yearly], removed: [MANGO_IDS.monthly] });
    expect(result.before.allowedMangoes.map((m) => m._id)).toEqual([MANGO_IDS.monthly]);
    expect(result.after.allowedMangoes).toEqual([{ _id: MANGO_IDS.yearly, title: 'Pro Yearly' }]);
    expect(patches().at(-1)?.body).toEqual({ app: 'levelup', mangoes: [MANGO_IDS.yearly] });
  });

  it('sends nothing when nothing changes, and refuses when the list changed elsewhere', async () => {
    const before = patches().length;
    const same = await h.fail('appConfig.update', {
      app: 'levelup',
      expected: [MANGO_IDS.yearly],
      mangoes: [MANGO_IDS.yearly],
    });
    expect(same.message).toMatch(/Nothing to save/);
    const stale = await h.fail('appConfig.update', {
      app: 'levelup',
      expected: [MANGO_IDS.monthly],
      mangoes: [],
    });
    expect(stale).toMatchObject({ kind: 'conflict' });
    expect(stale.message).toMatch(/changed since you opened them/);
    expect(patches().length).toBe(before);
  });

  it('explains an app that is not installed, and refuses an unsupported one before sending', async () => {
    const missing = await h.fail('appConfig.get', { app: 'sparks' });
    expect(missing).toMatchObject({ kind: 'http', status: 400 });
    expect(missing.message).toMatch(/not installed on the dashboard/);
    const custom = await h.fail('appConfig.get', { app: 'my-app' });
    expect(custom.kind).toBe('validation');
    expect(JSON.stringify(custom.details)).toMatch(/supported apps/);
  });
});

describe('two saves of one app configuration', () => {
  const held = async () =>
    (await h.call('appConfig.get', { app: 'levelup' })).allowedMangoes.map((m) => m._id);

  it('run one after the other: of two saves from the same list, the second is refused, none is lost', async () => {
    const expected = await held();
    h.sandbox.faults.set({ routes: { updateAppConfig: { latencyMs: 150 } } });
    try {
      const before = patches().length;
      const [first, second] = await Promise.all([
        h.app.dispatch('appConfig.update', { app: 'levelup', expected, mangoes: [MANGO_IDS.starter] }),
        h.app.dispatch('appConfig.update', { app: 'levelup', expected, mangoes: [MANGO_IDS.cohort] }),
      ]);
      expect(first.ok).toBe(true);
      expect(second).toMatchObject({ ok: false, error: { kind: 'conflict' } });
      // One PATCH reached the service, and it holds what the successful save answered.
      expect(patches().length).toBe(before + 1);
      expect(await held()).toEqual([MANGO_IDS.starter]);
    } finally {
      h.sandbox.faults.set({});
    }
  });

  it('refuses a list as read that names a Mango twice, and sends nothing', async () => {
    await h.call('appConfig.update', {
      app: 'levelup',
      expected: await held(),
      mangoes: [MANGO_IDS.starter, MANGO_IDS.cohort],
    });
    const before = patches().length;
    const crafted = await h.fail('appConfig.update', {
      app: 'levelup',
      expected: [MANGO_IDS.starter, MANGO_IDS.starter],
      mangoes: [],
    });
    expect(crafted.kind).toBe('validation');
    expect(crafted.message).toMatch(/names .* twice/);
    expect(patches().length).toBe(before);
    expect(await held()).toEqual([MANGO_IDS.starter, MANGO_IDS.cohort]);
  });
});
