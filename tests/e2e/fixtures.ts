import { test as base, expect, type Download, type Page } from '@playwright/test';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configureLogging } from '../../src/main/platform/logging/logger';
import { startWebHost, type WebHost } from '../../src/main/app/web/server';

/** A web host on a fresh data directory, restartable on the same directory, with its log captured. */
export interface ConsoleHost {
  readonly current: WebHost;
  readonly dataDir: string;
  /** Every log line the host wrote during this test (already redacted by the logger). */
  readonly logLines: readonly string[];
  restart(): Promise<WebHost>;
}

/** Where the built renderer and web preload are: `out/`, or a private build dir (CONSOLE_OUT_DIR). */
export const OUT_DIR = process.env.CONSOLE_OUT_DIR ?? 'out';
export const builtApp = { rendererDir: `${OUT_DIR}/renderer`, webPreloadFile: `${OUT_DIR}/web/preload.js` };

/**
 * Writes the settings of a console whose welcome panel was already closed, so a test of another screen
 * sees that screen as a returning user does. `test.use({ firstRun: true })` keeps the first start's panel.
 */
export async function dismissFirstRun(dataDir: string): Promise<void> {
  const settings = {
    schemaVersion: 1,
    updates: { enabled: false, feedUrl: '' },
    notifications: { bulkJobFinished: true },
    firstRun: { dismissed: true },
  };
  await writeFile(join(dataDir, 'settings.json'), `${JSON.stringify(settings, null, 2)}\n`);
}

async function start(dataDir: string): Promise<WebHost> {
  return startWebHost({ dataDir, port: 0, ...builtApp });
}

/** Deletes what a test created, so its secrets leave the keychain too. */
async function deleteCreatedProfiles(host: WebHost): Promise<void> {
  const list = await host.app.dispatch('profiles.list', {});
  if (!list.ok) return;
  const { profiles } = list.value as { profiles: Array<{ id: string; kind: string }> };
  for (const profile of profiles) {
    if (profile.kind !== 'sandbox') await host.app.dispatch('profiles.delete', { id: profile.id });
  }
}

export const test = base.extend<{ consoleHost: ConsoleHost; firstRun: boolean }>({
  /** Whether the data directory is a first start's (the welcome panel shows) or a returning user's. */
  firstRun: [false, { option: true }],
  consoleHost: async ({ firstRun }, use, testInfo) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'creator-console-e2e-'));
    if (!firstRun) await dismissFirstRun(dataDir);
    const logLines: string[] = [];
    configureLogging({ sink: (line) => logLines.push(line), level: 'debug' });
    let current = await start(dataDir);
    const host: ConsoleHost = {
      get current() {
        return current;
      },
      dataDir,
      logLines,
      async restart() {
        await current.close();
        current = await start(dataDir);
        return current;
      },
    };
    try {
      await use(host);
    } finally {
      await deleteCreatedProfiles(current).catch(() => undefined);
      await current.close();
      await writeFile(testInfo.outputPath('web-host.log'), logLines.join('\n'));
      await rm(dataDir, { recursive: true, force: true });
    }
  },
});

/** Opens the console at the host's printed URL and waits for the shell and the Profiles screen. */
export async function openConsole(page: Page, host: WebHost): Promise<void> {
  await openArea(page, host, 'profiles');
  await expect(page.getByTestId('profiles-screen')).toBeVisible();
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
}

/** Opens the console straight at one area of the navigation (`#/<area id>`), loading the page anew. */
export async function openArea(page: Page, host: WebHost, areaId: string): Promise<void> {
  trackBridge(page);
  await page.goto(`${host.url}#/${areaId}`);
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
}

/**
 * Moves the open console to another area by its address, as Back, Forward or a link does: the page stays
 * loaded (a new load costs about 0.7 s of a busy machine's time), the area's screen mounts anew. Waits for
 * the screen's first reads to be answered (`bridgeSettled`).
 */
export async function switchArea(page: Page, areaId: string): Promise<void> {
  trackBridge(page);
  await page.evaluate((id) => {
    window.location.hash = `#/${id}`;
  }, areaId);
  await expect(page.getByTestId(`nav-${areaId}`)).toHaveAttribute('aria-current', 'page');
  await bridgeSettled(page);
}

/** Bridge calls in flight, per page (counted from the first `openArea` or `switchArea` on it). */
const inFlight = new WeakMap<Page, { count: number; lastChange: number }>();

function trackBridge(page: Page): void {
  if (inFlight.has(page)) return;
  const state = { count: 0, lastChange: Date.now() };
  inFlight.set(page, state);
  const isBridge = (url: string) => new URL(url).pathname.startsWith('/bridge/');
  page.on('request', (request) => {
    if (!isBridge(request.url())) return;
    state.count += 1;
    state.lastChange = Date.now();
  });
  const done = (request: { url(): string }) => {
    if (!isBridge(request.url())) return;
    state.count -= 1;
    state.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page has had no bridge call in flight for `quietMs` (what it asked for answered, and
 * nothing more asked since), then for a painted frame, so a check sees the screen a person sees rather than
 * its skeleton. Playwright's `networkidle` waits 500 ms of silence and only after a page load; this
 * counts the console's own calls, so it also holds after an in-app switch.
 */
export async function bridgeSettled(page: Page, quietMs = 150): Promise<void> {
  const state = inFlight.get(page);
  if (!state) throw new Error('bridgeSettled: open the page with openArea or switchArea first');
  await expect
    .poll(() => state.count === 0 && Date.now() - state.lastChange >= quietMs, {
      message: 'the console’s calls to main settle',
      intervals: [25],
      timeout: 20_000,
    })
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

export { expect };

/** Clicks what starts a download and reads the file it saved: its suggested name and its text. */
export async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const wait = page.waitForEvent('download');
  await click();
  const download: Download = await wait;
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}
