// Home's reads: five profiles (the console's Sandbox and four live profiles, each on its own loopback
// sandbox), counted where they land, at each server, per refresh. Three of the five have no drafts, one has
// one draft, one has three; every one has calls in the next 24 hours. `npm run bench -- home`.
import { CONTROL_PREFIX } from '../src/sandbox/control/routes';
import { createSandbox, type Sandbox } from '../src/sandbox/server';
import { MANGO_IDS } from '../src/sandbox/fixture/known-ids';
import { startConsoleHarness } from '../tests/helpers/console-harness';

const ZONE = 'Asia/Kolkata';
const RUNS = 5;

const serviceReads = (sandbox: Sandbox) =>
  sandbox.requestLog.list().filter((e) => !e.path.startsWith(CONTROL_PREFIX)).length;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function runHomeBench(): Promise<Record<string, unknown>> {
  const h = await startConsoleHarness({ name: 'home-bench' });
  const others: Sandbox[] = [];
  try {
    const ids: string[] = ['sandbox'];
    for (let i = 1; i <= 4; i += 1) {
      const sandbox = await createSandbox({ port: 0 });
      others.push(sandbox);
      const demo = sandbox.demoCredentials();
      const created = await h.call('profiles.create', {
        name: `Business ${i}`,
        baseUrl: sandbox.url,
        whitelabelHost: demo.whitelabelHost,
        accessToken: demo.accessToken,
        apiKey: demo.apiKey,
      });
      ids.push(created.id);
    }
    const servers = [h.sandbox, ...others];
    // Drafts on two of the five: one Mango on Business 1, three on Business 2.
    const oneDraft = ids[1] as string;
    const threeDrafts = ids[2] as string;
    await h.call('mangoes.refresh', { profileId: oneDraft });
    await h.call('mangoes.refresh', { profileId: threeDrafts });
    await h.call('mangoes.saveDraft', {
      profileId: oneDraft,
      mangoId: MANGO_IDS.webinar,
      changes: { price: 349 },
    });
    for (const mangoId of [MANGO_IDS.webinar, MANGO_IDS.starter, MANGO_IDS.ebook])
      await h.call('mangoes.saveDraft', { profileId: threeDrafts, mangoId, changes: { isHidden: true } });

    const clear = () => servers.forEach((s) => s.requestLog.clear());
    const count = () => servers.map(serviceReads);
    const measure = async (refresh: boolean) => {
      clear();
      const started = performance.now();
      const answer = await h.call('home.overview', { timeZone: ZONE, refresh });
      const ms = performance.now() - started;
      const perServer = count();
      return { ms, reads: perServer.reduce((a, b) => a + b, 0), perServer, reported: answer.reads };
    };

    const refreshes = [];
    for (let i = 0; i < RUNS; i += 1) refreshes.push(await measure(true));
    const cached = await measure(false);
    // A draft saved: only that profile's Mangoes are read again, the calls come from the cache.
    await h.call('mangoes.saveDraft', {
      profileId: threeDrafts,
      mangoId: MANGO_IDS.monthly,
      changes: { isHidden: true },
    });
    const afterDraft = await measure(false);

    return {
      profiles: ids.length,
      readsPerRefresh: refreshes[0]?.reads,
      readsPerRefreshByProfile: refreshes[0]?.perServer,
      readsPerRefreshReported: refreshes[0]?.reported,
      readsWhileCached: cached.reads,
      readsAfterOneDraftSaved: afterDraft.reads,
      refreshMsMedian: Math.round(median(refreshes.map((r) => r.ms))),
      cachedMs: Math.round(cached.ms),
    };
  } finally {
    await h.close();
    for (const sandbox of others) await sandbox.close();
  }
}
