// Community posts on the 10,000-post channel: page reads through the console's own services (bridge
// dispatch, client, sandbox over HTTP), the whole-result CSV export, and in Chromium the time to the first
// post, a jump to a far page with the pager, and how many post cards the virtualized list keeps in the DOM.
import { launchBenchBrowser } from './browser';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDemoFixture } from '../src/sandbox/fixture/generate';
import { createSandbox, type Sandbox } from '../src/sandbox/server';
import { createMemorySecretStore } from '../src/main/platform/secrets/secret-store';
import { embedSandbox } from '../src/main/areas/profiles/embedded-sandbox';
import { startWebHost } from '../src/main/app/web/server';
import { openConsoleOn } from '../tests/helpers/sandbox-console';

const BIG = 'ca00000000000000000000bb';
const OUT_DIR = process.env.CONSOLE_OUT_DIR ?? 'out';

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? Number.NaN) * 100) / 100;
}

async function serviceFigures(sandbox: Sandbox): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'community-bench-'));
  const app = await openConsoleOn(sandbox, dataDir);
  try {
    const page = async (limit: number, n: number) => {
      const started = performance.now();
      const result = await app.dispatch('community.posts', { channelId: BIG, limit, page: n });
      if (!result.ok) throw new Error(result.error.message);
      return performance.now() - started;
    };
    // The export first, on a fresh 120-per-10-s host budget: it takes 99 requests of it.
    const started = performance.now();
    const exported = await app.dispatch('community.exportPostsCsv', { channelId: BIG, scope: 'all' });
    const exportMs = performance.now() - started;
    if (!exported.ok) throw new Error(exported.error.message);
    await page(20, 1);
    const small: number[] = [];
    const large: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      small.push(await page(20, 1 + ((i * 17) % 490)));
      large.push(await page(100, 1 + ((i * 7) % 98)));
    }
    const value = exported.value as { rows: number; csv: string };
    return {
      pageOf20MedianMs: median(small),
      pageOf100MedianMs: median(large),
      exportAllRows: value.rows,
      exportAllMs: Math.round(exportMs),
      exportAllBytes: value.csv.length,
    };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function browserFigures(sandbox: Sandbox): Promise<Record<string, unknown>> {
  const rendererDir = `${OUT_DIR}/renderer`;
  const webPreloadFile = `${OUT_DIR}/web/preload.js`;
  if (!existsSync(`${rendererDir}/index.html`) || !existsSync(webPreloadFile)) {
    return { skipped: `no renderer build in ${OUT_DIR}/ (run the build first)` };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'community-bench-web-'));
  const host = await startWebHost({
    dataDir,
    port: 0,
    rendererDir,
    webPreloadFile,
    secretStore: createMemorySecretStore(),
    console: { sandbox: embedSandbox(sandbox, { owned: false }) },
  });
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route(/^https:/, (route) => route.abort());
    await page.goto(`${host.url}#/community`);
    await page.getByTestId('post-card').first().waitFor();
    let started = performance.now();
    await page.getByTestId('channel-select').click();
    await page.getByRole('option', { name: 'Benchmark: 10k posts' }).click();
    await page
      .getByTestId('posts-summary')
      .filter({ hasText: /^9,\d{3} posts/ })
      .waitFor();
    await page.locator('[data-testid="post-card"]').first().waitFor();
    const firstPostMs = performance.now() - started;

    const limit = page.getByTestId('filter-limit');
    await limit.fill('100');
    await limit.blur();
    await page.getByTestId('posts-summary').filter({ hasText: 'page 1 of 99' }).waitFor();
    started = performance.now();
    await page.getByTestId('posts-pager').getByRole('button', { name: 'Page 99', exact: true }).click();
    await page.getByTestId('posts-summary').filter({ hasText: 'page 99 of 99' }).waitFor();
    await page.locator('[data-index="9800"] [data-testid="post-card"]').waitFor();
    const jumpMs = performance.now() - started;

    const cardsInDom = await page.getByTestId('post-card').count();
    const heapMb = await page.evaluate(
      () =>
        ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) /
        1e6,
    );
    return {
      switchToBigChannelFirstPostMs: Math.round(firstPostMs),
      jumpToLastPageMs: Math.round(jumpMs),
      postCardsInDom: cardsInDom,
      jsHeapMb: Math.round(heapMb),
    };
  } finally {
    await browser.close();
    await host.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function runCommunityBench(): Promise<Record<string, unknown>> {
  const sandbox = await createSandbox({ port: 0, fixture: generateDemoFixture({ bigChannelPosts: 10_000 }) });
  try {
    return { services: await serviceFigures(sandbox), browser: await browserFigures(sandbox) };
  } finally {
    await sandbox.close();
  }
}
