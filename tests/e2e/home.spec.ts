import { appendFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { jobPaths, writeJobFile, type JobFile } from '../../src/main/areas/bulk-jobs/job-store';
import { createSandbox, type Sandbox } from '../../src/sandbox/server';
import { MANGO_IDS } from '../../src/sandbox/fixture/known-ids';
import { axeViolations, setScheme } from './axe';
import { bridgeSettled, expect, openArea, test, type ConsoleHost } from './fixtures';

/** A paused job of `rows` rows on disk for a profile, as the bulk-jobs screen leaves one. */
async function pausedJob(
  host: ConsoleHost,
  profile: { id: string; name: string; kind: 'live' | 'sandbox' },
  fileName: string,
  sandboxGeneration?: JobFile['sandboxGeneration'],
) {
  const job: JobFile = {
    schemaVersion: 1,
    id: `job-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    profileId: profile.id,
    profileName: profile.name,
    profileKind: profile.kind,
    fileName,
    createdAt: new Date().toISOString(),
    headers: ['name', 'email', 'phone', 'mangoId'],
    mangoes: [{ id: MANGO_IDS.starter, title: 'Starter Course' }],
    concurrency: 4,
    ...(sandboxGeneration ? { sandboxGeneration } : {}),
    rows: Array.from({ length: 3 }, (_, i) => ({
      line: i + 2,
      cells: [`Home ${i}`, `home${i}@example.test`, String(9_100_000_000 + i), MANGO_IDS.starter],
      body: {
        name: `Home ${i}`,
        email: `home${i}@example.test`,
        phone: 9_100_000_000 + i,
        mangoId: MANGO_IDS.starter,
        validityDays: 30,
      },
    })),
  };
  const paths = jobPaths(host.dataDir, profile.id, job.id);
  await writeJobFile(paths, job);
  const at = new Date().toISOString();
  await appendFile(
    paths.journal,
    `${JSON.stringify({ t: 'status', s: 'running', at })}\n${JSON.stringify({ t: 'status', s: 'paused', at, why: 'Paused by you.' })}\n`,
  );
  return job;
}

let second: Sandbox;
test.beforeEach(async () => {
  second = await createSandbox({ port: 0 });
});
test.afterEach(async () => {
  await second.close();
});

async function twoBusinesses(host: ConsoleHost) {
  const demo = second.demoCredentials();
  const created = await host.current.app.dispatch('profiles.create', {
    name: 'Second business',
    baseUrl: second.url,
    whitelabelHost: demo.whitelabelHost,
    accessToken: demo.accessToken,
    apiKey: demo.apiKey,
  });
  if (!created.ok) throw new Error(`profiles.create failed: ${created.error.message}`);
  const live = { id: (created.value as { id: string }).id, name: 'Second business', kind: 'live' as const };
  // A sandbox job belongs to the sandbox's current data (one made on reset data is history only).
  await host.current.app.dispatch('home.overview', { timeZone: 'UTC' });
  const status = await host.current.app.dispatch('profiles.sandboxStatus', {});
  if (!status.ok) throw new Error('profiles.sandboxStatus failed');
  const { generation } = status.value as { generation?: JobFile['sandboxGeneration'] };
  await pausedJob(
    host,
    { id: 'sandbox', name: 'Sandbox', kind: 'sandbox' },
    'sandbox-members.csv',
    generation,
  );
  await pausedJob(host, live, 'second-members.csv');
  return live;
}

const card = (page: Page, profileId: string) =>
  page.locator(`[data-testid="home-card"][data-profile-id="${profileId}"]`);

test('Home shows two profiles\u2019 calls and jobs', async ({ page, consoleHost }) => {
  test.setTimeout(90_000);
  const live = await twoBusinesses(consoleHost);
  // A fresh console opens on Home.
  await openArea(page, consoleHost.current, '');
  await expect(page.getByTestId('nav-home')).toHaveAttribute('aria-current', 'page');
  await bridgeSettled(page);
  await expect(page.getByTestId('home-card')).toHaveCount(2);

  const sandboxCard = card(page, 'sandbox');
  const liveCard = card(page, live.id);
  for (const [each, file] of [
    [sandboxCard, 'sandbox-members.csv'],
    [liveCard, 'second-members.csv'],
  ] as const) {
    await expect(each.getByTestId('home-service')).toHaveAttribute('data-state', 'answers');
    await expect(each.getByTestId('home-call').first()).toBeVisible();
    await expect(each.getByTestId('home-job')).toHaveCount(1);
    await expect(each.getByTestId('home-job')).toContainText(file);
    await expect(each.getByTestId('home-job')).toContainText('Paused');
  }
  // Live is marked as everywhere else.
  await expect(liveCard.getByTestId('kind-badge')).toHaveText('Live');
  await expect(liveCard).toHaveAttribute('data-kind', 'live');
  await expect(sandboxCard.getByTestId('kind-badge')).toHaveText('Sandbox');

  // No accessibility problem in either scheme, with a live card among them.
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    const severe = (await axeViolations(page, { scheme })).filter(
      (v) => v.impact === 'critical' || v.impact === 'serious',
    );
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await setScheme(page, 'light');

  // A card opens the screen in its profile: a live one is confirmed by name first; cancelled, nothing moves.
  await liveCard.getByTestId('home-open-bulk-jobs').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Second business');
  await confirm.getByRole('button', { name: 'Stay on Sandbox' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('nav-home')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('live-marker')).toHaveCount(0);

  await liveCard.getByTestId('home-open-bulk-jobs').click();
  await page.getByTestId('live-switch-confirm-button').click();
  await expect(page.getByTestId('nav-bulk-jobs')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('live-marker')).toContainText('Second business');
  await bridgeSettled(page);
  await expect(page.getByText('second-members.csv').first()).toBeVisible();

  // Back on Home, the Sandbox card switches back with no question and opens its call.
  await page.getByTestId('nav-home').click();
  await bridgeSettled(page);
  const firstCall = sandboxCard.getByTestId('home-call').first().getByRole('link');
  await firstCall.click();
  await expect(page.getByTestId('nav-video-calls')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('live-marker')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/video-calls\/call\//);
});
