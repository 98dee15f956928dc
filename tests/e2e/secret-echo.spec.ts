import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Page } from '@playwright/test';
import { USER_IDS } from '../../src/sandbox/fixture/known-ids';
import { SANDBOX_DATA_FILE } from '../../src/main/areas/profiles/sandbox-data';
import { expect, openArea, test, type ConsoleHost } from './fixtures';
import { filesContaining, pageStorageDump } from './secret-search';

/*
 * Issue 28, item 6, as a person meets it: the sandbox plays a service that repeats the credentials in every
 * answer (its `echoCredentials` fault). A subscription added, revoked and granted on a customer's page and a
 * points job from a file show the service's words with `[redacted]` where the service wrote the token or
 * key, and the credentials are nowhere: not on the page (DOM, storages, IndexedDB), not in a download, not
 * in the data directory, not in the host's log.
 */
const SECRETS = ['demo-access-token', 'demo-api-key'];

/** Turns the echo on for every route of the console's built-in sandbox. */
async function echoingSandbox(consoleHost: ConsoleHost): Promise<void> {
  const list = (await consoleHost.current.app.dispatch('profiles.list', {})) as {
    ok: true;
    value: { profiles: { kind: string; baseUrl: string }[] };
  };
  const url = list.value.profiles.find((p) => p.kind === 'sandbox')?.baseUrl ?? '';
  const res = await fetch(`${url}/__sandbox/faults`, {
    method: 'PUT',
    body: JSON.stringify({ all: { echoCredentials: true } }),
  });
  expect(res.status).toBe(200);
}

async function downloaded(page: Page, testId: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  return readFile(await (await download).path(), 'utf8');
}

test('a service that echoes the credentials: its words are shown with [redacted], the secrets nowhere', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(120_000);
  await echoingSandbox(consoleHost);

  await openArea(page, consoleHost.current, 'customers');
  await page.getByTestId('customer-search').fill('meera.iyer0@example.test');
  await page.getByTestId('customer-search-submit').click();
  await expect(page.getByTestId('customer-name')).toHaveText('Meera Iyer');
  await page.getByTestId('add-subscription-open').click();
  await page.getByTestId('add-subscription-mango').click();
  await page.getByRole('option', { name: 'Starter Course' }).click();
  await page.getByTestId('add-subscription-amount').fill('499');
  await page.getByTestId('add-subscription-submit').click();
  // The service's status came back as "active (seen Authorization: Bearer …)": shown, scrubbed.
  await expect(page.getByTestId('subscription-result')).toContainText(
    'Added “Starter Course”: status active',
  );
  await expect(page.getByTestId('subscription-result')).toContainText('[redacted]');
  const starter = page.getByTestId('subscription-table').locator('tr', { hasText: 'Starter Course' });
  await starter.getByRole('button', { name: 'Revoke' }).click();
  await page.getByTestId('confirm-write-submit').click();
  await expect(page.getByTestId('subscription-result')).toContainText('Revoked “Starter Course”');
  await starter.getByRole('button', { name: 'Grant' }).click();
  await page.getByTestId('confirm-write-submit').click();
  await expect(page.getByTestId('subscription-result')).toContainText('Granted “Starter Course” again');

  await openArea(page, consoleHost.current, 'bulk-jobs');
  await page.getByTestId('job-kind-picker').getByText('Give or take points').click();
  const file = ['User ID,Points,Reason', `${USER_IDS.first},5,echo-1`, `${USER_IDS.second},5,echo-2`].join(
    '\r\n',
  );
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'echo-points.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByTestId('stat-valid')).toHaveText('2');
  await page.getByTestId('start-job').click();
  await expect(page.getByTestId('job-status')).toHaveText('Finished', { timeout: 30_000 });
  await expect(page.getByTestId('count-succeeded')).toHaveText('2');
  // Each row's result is the points record the service named, echo included, scrubbed.
  await expect(page.getByTestId('job-row').first()).toContainText('points record');
  await expect(page.getByTestId('job-rows')).toContainText('[redacted]');
  const results = await downloaded(page, 'export-results');
  expect(results).toContain(',echo-2,3,succeeded,');

  const dump = await pageStorageDump(page);
  for (const secret of SECRETS) {
    for (const [where, text] of Object.entries(dump))
      expect(text, `${secret} in ${where}`).not.toContain(secret);
    expect(results, `${secret} in the results export`).not.toContain(secret);
    // The built-in sandbox's own database holds its demo credentials (the service's record, public fixture
    // constants), and its temporary file while it is replaced; every file of the console itself must be clean.
    const consoleFiles = (await filesContaining(consoleHost.dataDir, secret)).filter(
      (file) => !basename(file).startsWith(SANDBOX_DATA_FILE),
    );
    expect(consoleFiles, `${secret} in the data directory`).toEqual([]);
    expect(consoleHost.logLines.filter((line) => line.includes(secret))).toEqual([]);
  }
});
