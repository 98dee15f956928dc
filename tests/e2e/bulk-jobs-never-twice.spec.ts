import type { Page } from '@playwright/test';
import { expect, openArea, test, type ConsoleHost } from './fixtures';
import { MANGO_IDS } from '../../src/sandbox/fixture/known-ids';
import { subscriptionsPerEmail as subscriptionsOf } from '../helpers/sandbox-state';
import { shots } from './shots';

/**
 * Issue 28 in the browser: a double click on Send makes one job, rows the service already has are never
 * sent, and the same file chosen again says they were found there and sends nothing. Counted on the
 * sandbox's own state (its control API), not on what the screen says.
 */
const MANGO = MANGO_IDS.starter;
const shot = (page: Page, name: string) => shots(page, `never-twice-${name}`);
const emailOf = (i: number) => `twice.click${i}@example.test`;

function csv(): string {
  const lines = ['name,email,phone,mangoId'];
  for (let i = 0; i < 10; i += 1) lines.push(`Click ${i},${emailOf(i)},98760${String(20000 + i)},${MANGO}`);
  return `${lines.join('\n')}\n`;
}

async function sandboxUrl(consoleHost: ConsoleHost): Promise<string> {
  const list = (await consoleHost.current.app.dispatch('profiles.list', {})) as {
    ok: true;
    value: { profiles: { kind: string; baseUrl: string }[] };
  };
  return list.value.profiles.find((p) => p.kind === 'sandbox')?.baseUrl ?? '';
}

/** Subscriptions to the Mango per test email, read from the sandbox's state. */
const subscriptionsPerEmail = (url: string) =>
  subscriptionsOf(url, MANGO, (email) => email.startsWith('twice.click'));

test('a double click on Send makes one job; rows the service has are never sent; the file again sends nothing, until a reset', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(90_000);
  const url = await sandboxUrl(consoleHost);
  // Three of the ten people are customers already (added on the service, not by the console).
  for (const i of [0, 1, 2]) {
    const res = await fetch(`${url}/integration/action/migrate-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'demo-api-key' },
      body: JSON.stringify({
        name: `Click ${i}`,
        email: emailOf(i),
        phone: 9_876_020_000 + i,
        mangoId: MANGO,
      }),
    });
    expect(res.status, await res.text()).toBe(200);
  }

  await openArea(page, consoleHost.current, 'bulk-jobs');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'double-click.csv', mimeType: 'text/csv', buffer: Buffer.from(csv()) });
  await expect(page.getByTestId('stat-valid')).toHaveText('10');
  await page.getByTestId('start-job').dblclick();
  await expect(page.getByTestId('job-view')).toBeVisible();
  await expect(page.getByTestId('job-status')).toHaveText('Finished', { timeout: 60_000 });
  await expect(page.getByTestId('count-succeeded')).toHaveText('7');

  // One job in the history for the file, and each person once on the service.
  await page.getByTestId('tab-jobs').click();
  await expect(page.getByTestId('job-history-row').filter({ hasText: 'double-click.csv' })).toHaveCount(1);
  const counts = await subscriptionsPerEmail(url);
  expect(counts.size).toBe(10);
  expect([...counts.values()].every((n) => n === 1)).toBe(true);

  // The same file again: the three were found on the service, the seven added; nothing to send.
  await page.getByTestId('tab-import').click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'double-click again.csv', mimeType: 'text/csv', buffer: Buffer.from(csv()) });
  await expect(page.getByTestId('sent-before-counts')).toContainText('7 rows were already added');
  await expect(page.getByTestId('sent-before-counts')).toContainText('3 rows were found done on the service');
  await page.getByTestId('sent-before').scrollIntoViewIfNeeded();
  await shot(page, 'sent-before');
  await expect(page.getByTestId('start-job')).toContainText('Send 0 rows');
  await expect(page.getByTestId('start-job')).toBeDisabled();

  // Reset sandbox data: the job is history of data that is gone, and claims nothing of the new data.
  await openArea(page, consoleHost.current, 'profiles');
  const card = page.getByTestId('profile-card').filter({ hasText: 'Sandbox' }).first();
  await card.getByTestId('reset-sandbox').click();
  await page.getByTestId('confirm-reset-sandbox').click();
  await expect(page.getByTestId('reset-sandbox-modal')).toBeHidden();
  expect((await subscriptionsPerEmail(url)).size).toBe(0);
  await openArea(page, consoleHost.current, 'bulk-jobs');
  await page.getByTestId('tab-jobs').click();
  const history = page.getByTestId('job-history-row').filter({ hasText: 'double-click.csv' });
  await expect(history.getByTestId('earlier-sandbox-data')).toBeVisible();
  await shot(page, 'history');
  await history.click();
  await expect(page.getByTestId('earlier-sandbox-alert')).toBeVisible();
  await expect(page.getByTestId('resume-job')).toHaveCount(0);
  await shot(page, 'earlier-job');
  await page.getByTestId('tab-import').click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'double-click after reset.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv()),
  });
  await expect(page.getByTestId('stat-valid')).toHaveText('10');
  await expect(page.getByTestId('sent-before')).toHaveCount(0);
  await expect(page.getByTestId('start-job')).toContainText('Send 10 rows');
});
