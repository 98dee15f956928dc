import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, openArea, openConsole, test, type ConsoleHost } from './fixtures';
import { createLiveProfile, sandboxProfile } from './profiles-setup';
import { shots } from './shots';

const LIVE_NAME = 'Acme Academy';

/** A live profile that points at the embedded sandbox, so it answers like a real business would. */
async function createLive(host: ConsoleHost): Promise<{ id: string; business: string }> {
  const profile = await createLiveProfile(host, LIVE_NAME);
  expect(profile.kind).toBe('live');
  return { id: profile.id, business: profile.business };
}

const headerShots = (page: Page, name: string) => shots(page, `header-${name}`);

test('switching to a live profile asks first, then a live marker names it on every screen', async ({
  page,
  consoleHost,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const live = await createLive(consoleHost);
  await openConsole(page, consoleHost.current);
  await expect(page.getByTestId('live-marker')).toHaveCount(0);

  // The switcher lists both profiles with their kind.
  await page.getByTestId('profile-switcher').click();
  const options = page.getByTestId('profile-switcher-option');
  await expect(options).toHaveCount(2);
  await expect(options.filter({ hasText: LIVE_NAME }).getByTestId('kind-badge')).toHaveText('Live');
  await expect(options.filter({ hasText: 'Sandbox' }).getByTestId('kind-badge')).toHaveText('Sandbox');
  await headerShots(page, 'switcher');

  // Live asks first, naming the profile and its business; staying changes nothing.
  await options.filter({ hasText: LIVE_NAME }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch to a live profile?' });
  await expect(dialog).toContainText(LIVE_NAME);
  await expect(dialog).toContainText(live.business);
  await expect(dialog).toContainText('reach real customers');
  await dialog.getByRole('button', { name: /Stay on Sandbox/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('active-profile').getByTestId('kind-badge')).toHaveText('Sandbox');

  await page.getByTestId('profile-switcher').click();
  await page.getByTestId('profile-switcher-option').filter({ hasText: LIVE_NAME }).click();
  await page.getByTestId('live-switch-confirm-button').click();
  await expect(dialog).toBeHidden();
  const marker = page.getByTestId('live-marker');
  await expect(marker).toContainText(`LIVE · ${LIVE_NAME}`);
  await expect(marker).toContainText('changes here reach real customers');
  await expect(page.getByTestId('active-profile').getByTestId('kind-badge')).toHaveText('Live');
  const box = await marker.boundingBox();
  expect(box?.width).toBeGreaterThan(1200);
  await headerShots(page, 'live');

  // The marker stays on other screens; back to the sandbox is one click, no question.
  await page.getByTestId('nav-analytics').click();
  await expect(marker).toBeVisible();
  await page.getByTestId('profile-switcher').click();
  await page.getByTestId('profile-switcher-option').filter({ hasText: 'Sandbox' }).click();
  await expect(marker).toHaveCount(0);
  await expect(page.getByTestId('active-profile').getByTestId('kind-badge')).toHaveText('Sandbox');
});

test('the indicator turns unreachable while the sandbox drops every call, then degraded, naming what failed', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(90_000);
  const { baseUrl } = await sandboxProfile(consoleHost);
  await fetch(`${baseUrl}/__sandbox/faults`, {
    method: 'PUT',
    body: JSON.stringify({ all: { dropRate: 1 } }),
  });
  try {
    await openArea(page, consoleHost.current, 'analytics');
    const indicator = page.getByTestId('connectivity');
    // Within seconds of the first failed call, not on the next success.
    await expect(indicator).toHaveAttribute('data-state', 'unreachable', { timeout: 15_000 });
    await expect(indicator).toHaveText('Unreachable');
    await page.getByTestId('connectivity-button').click();
    const details = page.getByTestId('connectivity-details');
    await expect(details.getByTestId('connectivity-summary')).toContainText('failed without an answer');
    await expect(details.getByTestId('connectivity-summary')).toContainText('lost the connection');
    await expect(details.getByTestId('connectivity-failure').first()).toBeVisible();
    // These are reads: they changed nothing, and say so.
    await expect(details.getByTestId('connectivity-failure').first()).toContainText('safe to retry');
    await expect(details).not.toContainText('may or may not');
    await page.setViewportSize({ width: 1280, height: 800 });
    await headerShots(page, 'unreachable');
    await page.keyboard.press('Escape');
  } finally {
    await fetch(`${baseUrl}/__sandbox/faults`, { method: 'DELETE' });
  }

  // The service answers again: the recent failures still count, so it is degraded, and says how much.
  await page.reload();
  await expect(page.getByTestId('analytics-screen')).toBeVisible();
  const indicator = page.getByTestId('connectivity');
  await expect(indicator).toHaveAttribute('data-state', 'degraded', { timeout: 20_000 });
  await page.getByTestId('connectivity-button').click();
  await expect(page.getByTestId('connectivity-summary')).toContainText(
    /\d+ of the last \d+ calls failed: \w+/,
  );
});

test('an export made under a live profile says so in its file name and its notes file', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(90_000);
  const live = await createLive(consoleHost);
  await consoleHost.current.app.dispatch('profiles.setActive', { id: live.id });
  await openArea(page, consoleHost.current, 'analytics');
  await expect(page.getByTestId('live-marker')).toBeVisible();
  // The chart once the service has answered, as a person waits for it: a worker's first analytics load
  // imports the area's code and the chart's chunk, which took over 10 s on a busy machine (as in
  // analytics.spec.ts).
  await expect(page.getByTestId('analytics-chart').locator('.recharts-cartesian-grid')).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByTestId('analytics-stamp')).toContainText('Fetched');

  // The CSV alone by default: its header row is the first line, and its name says LIVE and whose.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('analytics-export-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^community-activity_Acme-Academy-live_\d{4}-\d{2}-\d{2}_/);
  const text = await readFile((await download.path())!, 'utf8');
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(rows[0]?.slice(0, 3)).toEqual(['Date (IST)', 'IST day starts (UTC)', 'Complete day']);
  expect(rows.slice(1).every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row[0] ?? ''))).toBe(true);

  // "Include notes": the same CSV, and beside it a notes file whose first line names the live profile.
  await page.getByTestId('analytics-export-notes').check();
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByTestId('analytics-export-csv').click();
  await expect.poll(() => downloads.length).toBe(2);
  const [csvFile, notesFile] = downloads as [Download, Download];
  const csvName = csvFile.suggestedFilename();
  expect(csvName).toMatch(/^community-activity_Acme-Academy-live_.*\.csv$/);
  expect(notesFile.suggestedFilename()).toBe(csvName.replace(/\.csv$/, '.notes.txt'));
  const again = await readFile((await csvFile.path())!, 'utf8');
  expect(again.replace(/^\uFEFF/, '').startsWith('Date (IST),')).toBe(true);
  const notes = (await readFile((await notesFile.path())!, 'utf8')).split('\r\n');
  expect(notes[0]).toBe(`Profile: ${LIVE_NAME} · business ${live.business} · LIVE`);
  expect(notes[1]).toBe('Community activity per day');
  expect(notes.some((line) => line.startsWith('Range: '))).toBe(true);

  // The chart image carries the same caption, in the live red.
  await page.getByTestId('analytics-export-image').click();
  await expect(page.getByTestId('analytics-export-profile')).toHaveText(
    `Profile: ${LIVE_NAME} · business ${live.business} · LIVE`,
  );
  await expect(page.getByTestId('analytics-save-svg')).toBeEnabled();
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('analytics-save-svg').click(),
  ]);
  expect(svg.suggestedFilename()).toMatch(/^community-activity_Acme-Academy-live_.*\.svg$/);
  expect(await readFile((await svg.path())!, 'utf8')).toContain(
    `Profile: ${LIVE_NAME} · business ${live.business} · LIVE`,
  );
});
