// Community analytics in the web host, in Chromium: two years of daily data for every channel, timed from
// the bridge's answer to the painted chart, and to a finished CSV and PNG export (targets 300 ms, 50 ms,
// 1 s). Needs a renderer build in CONSOLE_OUT_DIR (default out/): `npx electron-vite build`.
import { launchBenchBrowser } from './browser';
import { type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDemoFixture } from '../src/sandbox/fixture/generate';
import { createSandbox } from '../src/sandbox/server';
import { createMemorySecretStore } from '../src/main/platform/secrets/secret-store';
import { embedSandbox } from '../src/main/areas/profiles/embedded-sandbox';
import { startWebHost } from '../src/main/app/web/server';
import { addDays, istToday } from '../src/shared/areas/analytics/domain';

const RUNS = 5;
const DAYS = 730;

/** The demo world stretched from 120 days to two years back, so every day of the range has activity. */
function twoYearFixture() {
  const fixture = generateDemoFixture({ posts: 9_000 });
  const anchor = Date.parse(fixture.anchor);
  const factor = (DAYS + 2) / 120;
  const stretch = (iso: string) => new Date(anchor - (anchor - Date.parse(iso)) * factor).toISOString();
  for (const post of fixture.posts) {
    post.createdAt = stretch(post.createdAt);
    post.scheduleAt = stretch(post.scheduleAt ?? post.createdAt);
    post.updatedAt = stretch(post.updatedAt ?? post.createdAt);
    for (const like of post.likes) like.at = stretch(like.at);
    for (const comment of post.comments) comment.at = stretch(comment.at);
  }
  return fixture;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? Number.NaN) * 10) / 10;
};

/** Milliseconds between the newest `from` mark and the newest `to` mark after it, polled until present. */
async function between(page: Page, from: string, to: string): Promise<number> {
  const handle = await page.waitForFunction(
    ([a, b]) => {
      const start = performance.getEntriesByName(a!).at(-1);
      const end = performance.getEntriesByName(b!).at(-1);
      return start && end && end.startTime >= start.startTime ? end.startTime - start.startTime : null;
    },
    [from, to],
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function runAnalyticsBench(): Promise<Record<string, unknown>> {
  const out = process.env.CONSOLE_OUT_DIR ?? 'out';
  if (!existsSync(join(out, 'renderer', 'index.html')))
    throw new Error(`No renderer build in ${out}/: run \`npx electron-vite build\` first.`);
  const sandbox = await createSandbox({ port: 0, fixture: twoYearFixture() });
  const embedded = embedSandbox(sandbox, { owned: false });
  const dataDir = await mkdtemp(join(tmpdir(), 'analytics-bench-'));
  const host = await startWebHost({
    dataDir,
    port: 0,
    rendererDir: `${out}/renderer`,
    webPreloadFile: `${out}/web/preload.js`,
    secretStore: createMemorySecretStore(),
    console: { sandbox: embedded },
  });
  const browser = await launchBenchBrowser();
  try {
    const to = istToday(new Date(sandbox.clock.now()));
    const from = addDays(to, -(DAYS - 1));
    const fetchStarted = performance.now();
    const fetched = await host.app.dispatch('analytics.activity', { from, to, mode: 'refresh' });
    const fetchMs = performance.now() - fetchStarted;
    if (!fetched.ok) throw new Error(`analytics.activity failed: ${fetched.error.message}`);
    const rows = (fetched.value as { rows: unknown[] }).rows.length;

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const chart: number[] = [];
    const daily: number[] = [];
    const csv: number[] = [];
    const png: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // The screen reopens the last charted range from the store: the answer arrives, then the chart paints.
      await page.goto(`${host.url}#/analytics`);
      chart.push(await between(page, 'analytics:response', 'analytics:painted'));
      await page.evaluate(() => performance.mark('bench:day'));
      await page.getByText('Day', { exact: true }).click();
      daily.push(await between(page, 'bench:day', 'analytics:painted'));

      await Promise.all([page.waitForEvent('download'), page.getByTestId('analytics-export-csv').click()]);
      csv.push(await between(page, 'analytics:csv:start', 'analytics:csv:done'));

      await page.getByTestId('analytics-export-image').click();
      const save = page.getByTestId('analytics-save-png');
      await save.waitFor();
      await page.waitForFunction(() => {
        const button = document.querySelector('[data-testid="analytics-save-png"]');
        return button instanceof HTMLButtonElement && !button.disabled;
      });
      await Promise.all([page.waitForEvent('download'), save.click()]);
      png.push(await between(page, 'analytics:png:start', 'analytics:png:done'));
    }
    return {
      days: DAYS,
      rowsInAnswer: rows,
      serviceFetchMs: Math.round(fetchMs),
      chartPaintMs: median(chart),
      chartPaintDailyPointsMs: median(daily),
      csvExportMs: median(csv),
      pngExportMs: median(png),
      pngSize: '1200x675',
      runs: RUNS,
      targets: { chartPaintMs: 300, csvExportMs: 50, pngExportMs: 1000 },
      samples: { chart, daily, csv, png },
    };
  } finally {
    await browser.close();
    await host.close();
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
