import type { CDPSession, Page } from '@playwright/test';
import { bridgeSettled, expect, openConsole, test } from './fixtures';

/**
 * What the page keeps that a leak would grow with each screen switch: Chromium's live DOM counters after
 * a forced GC, the query client's caches, and the user-timing entries the screens write. The query
 * client is found through React's fiber of the main area (the app has no test hook for it): the
 * provider is the ancestor whose props hold a `client` with a query cache.
 */
interface Kept {
  documents: number;
  nodes: number;
  jsEventListeners: number;
  queries: number;
  mutations: number;
  userTimings: number;
}

async function kept(page: Page, cdp: CDPSession): Promise<Kept> {
  const caches = await page.evaluate(() => {
    type Fiber = { return: Fiber | null; memoizedProps?: { client?: unknown } };
    type Client = {
      getQueryCache(): { getAll(): unknown[] };
      getMutationCache(): { getAll(): unknown[] };
    };
    const main = document.querySelector('main');
    const key = main ? Object.keys(main).find((k) => k.startsWith('__reactFiber$')) : undefined;
    let fiber = key ? ((main as unknown as Record<string, Fiber>)[key] ?? null) : null;
    while (fiber && !(fiber.memoizedProps?.client as Partial<Client> | undefined)?.getQueryCache) {
      fiber = fiber.return;
    }
    const client = fiber?.memoizedProps?.client as Client | undefined;
    if (!client) throw new Error('No QueryClientProvider above <main>');
    return {
      queries: client.getQueryCache().getAll().length,
      mutations: client.getMutationCache().getAll().length,
      userTimings:
        performance.getEntriesByType('mark').length + performance.getEntriesByType('measure').length,
    };
  });
  await cdp.send('HeapProfiler.collectGarbage');
  const { documents, nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { documents, nodes, jsEventListeners, ...caches };
}

/** Clicks an area of the navigation and waits until its screen is up. */
async function switchTo(page: Page, index: number): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Areas' }).getByRole('link').nth(index);
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('main h2').first()).toBeVisible();
  await expect(page.locator('main [data-screen-loading]')).toHaveCount(0);
}

test('switching areas again and again keeps the DOM, the listeners and the caches the same size', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(120_000);
  await openConsole(page, consoleHost.current);
  const areas = await page.getByRole('navigation', { name: 'Areas' }).getByRole('link').count();
  expect(areas).toBeGreaterThan(10);
  const cdp = await page.context().newCDPSession(page);
  // A round visits every area twice and ends on the last one, so each measure sees the same screen. Twice:
  // with one visit a round the room below was 9 nodes, and a busy machine once left 10 more at rest (a
  // CPU hog), where a leak of one node a visit adds 18; two visits double the leak's sign, not the noise.
  const switchesPerRound = areas * 2;
  const round = async () => {
    for (let i = 0; i < switchesPerRound; i += 1) await switchTo(page, i % areas);
  };
  // Measures are taken at rest, so they count what stays, not what is about to go: writes a screen made
  // when it opened leave the cache MUTATION_GC_MS after it closed, and an image still loading (the demo
  // fixture's avatars are on a host that does not resolve: scripts/chromium.mjs fails it at once) keeps its
  // closed screen's DOM alive until its load settles. So: the mutation cache empty, then two reads a second apart that agree.
  const settled = async () => {
    // Every read the last screen asked for has answered: on a busy machine a read still in flight left
    // the screen without its rows at the first measure (724 nodes before, 1,005 after, under a CPU hog).
    await bridgeSettled(page);
    await expect
      .poll(async () => (await kept(page, cdp)).mutations, { timeout: 20_000, intervals: [1_000] })
      .toBe(0);
    let last = await kept(page, cdp);
    for (let read = 0; read < 20; read += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await bridgeSettled(page);
      const now = await kept(page, cdp);
      if (now.nodes === last.nodes && now.jsEventListeners === last.jsEventListeners) return now;
      last = now;
    }
    throw new Error(`The page did not come to rest in 20 s: ${JSON.stringify(last)}`);
  };

  await round(); // the first round creates what every later one reuses (code, cached answers, portals)
  const before = await settled();
  await round();
  const after = await settled();

  // A leak of one node or listener per visited screen would add `switchesPerRound`; half of that is
  // room for what a screen keeps or drops from one visit to the next (tooltips, focus traps).
  const room = switchesPerRound / 2;
  expect(after.documents).toBe(before.documents);
  expect(after.nodes).toBeLessThanOrEqual(before.nodes + room);
  expect(after.jsEventListeners).toBeLessThanOrEqual(before.jsEventListeners + room);
  expect(after.queries).toBeLessThanOrEqual(before.queries);
  expect(after.userTimings).toBeLessThanOrEqual(before.userTimings);
  await cdp.detach();
});
