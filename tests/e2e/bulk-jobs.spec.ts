import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, openArea, test, type ConsoleHost } from './fixtures';
import { axeViolations } from './axe';
import { liveBulkJobs, sandboxProfile } from './profiles-setup';
import { shots, shotsDir } from './shots';
import { MANGO_IDS, USER_IDS } from '../../src/sandbox/fixture/known-ids';

const MANGO = MANGO_IDS.starter;

/** 120 good rows, plus bad ones: a missing email, a dial code in the phone, a past date, a duplicate. */
function csv(): string {
  const lines = ['Full Name;E-mail;Contact No;Mango;Valid Till;Country'];
  for (let i = 0; i < 120; i += 1)
    lines.push(`Person ${i};e2e.person${i}@example.test;98765${String(10000 + i)};${MANGO};;IN`);
  lines.push(`No Email;;9876500001;${MANGO};;IN`);
  lines.push(`Dial In Phone;dial@example.test;+91 98765 00002;${MANGO};;IN`);
  lines.push(`Past Date;past@example.test;9876500003;${MANGO};01/01/2020;IN`);
  lines.push(`Person 0 again;E2E.PERSON0@example.test;9876500004;${MANGO};;IN`);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Clicks an export button and answers the saved file's lines (BOM off, blank lines dropped). */
async function downloadedLines(page: Page, testId: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  return (await readFile(await (await download).path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

/** The job's row table as a person reads it: its column heads, the rows' state badges, the filter. */
async function jobTable(page: Page): Promise<{ heads: string[]; states: string[]; filter: string }> {
  const table = page.getByTestId('job-rows');
  return {
    heads: (await table.getByRole('columnheader').allInnerTexts()).map((t) => t.trim()),
    states: await table.getByTestId('job-row-state').allTextContents(),
    filter: (await page.getByTestId('job-filter').textContent()) ?? '',
  };
}

const shot = (page: Page, name: string) =>
  shots(page, `migration-${name}-${page.viewportSize()?.width ?? 'default'}`);

test('import a CSV with bad rows, fix the mapping, run, pause, resume and export the results', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(120_000);
  // E2E_SHOTS_WIDTH: the screenshots (shots.ts) at another width, to look at the screen narrower or wider.
  const width = Number(process.env.E2E_SHOTS_WIDTH);
  if (shotsDir() && width > 0) await page.setViewportSize({ width, height: width > 1300 ? 1000 : 800 });
  const app = consoleHost.current.app;
  const list = (await app.dispatch('profiles.list', {})) as {
    ok: true;
    value: { profiles: { kind: string; baseUrl: string }[] };
  };
  const sandboxUrl = list.value.profiles.find((p) => p.kind === 'sandbox')?.baseUrl ?? '';
  // Slow the sandbox down so there is time to pause a running job.
  await fetch(`${sandboxUrl}/__sandbox/faults`, {
    method: 'PUT',
    body: JSON.stringify({ routes: { migrateUser: { latencyMs: 300 } } }),
  });

  await openArea(page, consoleHost.current, 'bulk-jobs');
  await expect(page.getByTestId('migration-screen')).toBeVisible();
  await shot(page, 'empty');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv()) });
  await expect(page.getByTestId('import-done')).toContainText('124 data rows');
  await expect(page.getByTestId('import-done')).toContainText('semicolon-separated');

  // "Contact No" is not a phone header the console knows: the mapping says so until it is fixed.
  await expect(page.getByTestId('mapping-card')).toContainText('1 required field not mapped');
  await page.getByTestId('map-phone').click();
  await page.getByRole('option', { name: 'Contact No' }).click();
  await expect(page.getByTestId('mapping-card')).toContainText('All required fields mapped');
  await expect(page.getByTestId('stat-valid')).toHaveText('120');
  await expect(page.getByTestId('stat-invalid')).toHaveText('4');
  await expect(page.getByTestId('stat-duplicates')).toHaveText('1');
  await shot(page, 'mapping');

  await page.getByTestId('preview-filter').getByText('Invalid (4)').click();
  await expect(page.getByTestId('preview-row')).toHaveCount(4);
  await expect(page.getByTestId('preview-scroller')).toContainText('Email is missing.');
  await expect(page.getByTestId('preview-scroller')).toContainText('dialCode column');
  await expect(page.getByTestId('preview-scroller')).toContainText('is in the past');
  await expect(page.getByTestId('preview-scroller')).toContainText('Duplicate of row 2');
  await page.getByTestId('preview-table').scrollIntoViewIfNeeded();
  await shot(page, 'validation');
  const invalidDownload = page.waitForEvent('download');
  await page.getByTestId('export-invalid').click();
  const invalidCsv = await readFile(await (await invalidDownload).path(), 'utf8');
  expect(invalidCsv).toContain('Email is missing.');
  expect(invalidCsv.split('\r\n').filter(Boolean)).toHaveLength(5);

  await page.getByTestId('start-job').click();
  await expect(page.getByTestId('job-view')).toBeVisible();
  await expect(page).toHaveURL(/#\/bulk-jobs\/job\/job-[\w-]+$/);
  await expect(page.getByTestId('job-status')).toHaveText('Running');
  await expect
    .poll(async () => Number(await page.getByTestId('count-succeeded').textContent()), { timeout: 20_000 })
    .toBeGreaterThan(5);
  await shot(page, 'running');
  await page.getByTestId('pause-job').click();
  await expect(page.getByTestId('job-status')).toHaveText('Paused');
  const pausedAt = Number(await page.getByTestId('count-succeeded').textContent());
  await page.waitForTimeout(1_000);
  // In-flight requests finish after a pause; nothing new starts.
  expect(Number(await page.getByTestId('count-succeeded').textContent())).toBeLessThanOrEqual(pausedAt + 4);
  expect(Number(await page.getByTestId('count-pending').textContent())).toBeGreaterThan(0);

  // "Export these rows" writes what the filter shows, with the source file's row numbers.
  await page
    .getByTestId('job-filter')
    .getByText(/^Waiting/)
    .click();
  const pendingShown = Number(
    (
      await page
        .getByTestId('job-filter')
        .getByText(/^Waiting/)
        .textContent()
    )?.match(/\((\d+)\)/)?.[1],
  );
  expect(pendingShown).toBeGreaterThan(0);
  const pendingCsv = await downloadedLines(page, 'export-filtered');
  expect(pendingCsv[0]).toContain(',source row,status,');
  expect(pendingCsv).toHaveLength(pendingShown + 1);
  expect(pendingCsv.slice(1).every((line) => /,\d+,pending,/.test(line))).toBe(true);
  await page.getByTestId('job-filter').getByText(/^All/).click();

  // The pause is proven: the rest of the rows may go at the sandbox's own pace.
  expect((await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'DELETE' })).ok).toBe(true);
  await page.getByTestId('resume-job').click();
  await expect(page.getByTestId('job-status')).toHaveText('Finished', { timeout: 60_000 });
  await expect(page.getByTestId('count-succeeded')).toHaveText('120');
  await shot(page, 'results');

  const lines = await downloadedLines(page, 'export-results');
  expect(lines[0]).toBe(
    'Full Name,E-mail,Contact No,Mango,Valid Till,Country,source row,status,orderId,subscriptionId,userId,errorMessage,time',
  );
  // Every row of the file: the 120 sent, and the 4 invalid ones with their reasons (never sent).
  expect(lines).toHaveLength(125);
  expect(lines.filter((l) => l.includes(',succeeded,'))).toHaveLength(120);
  const invalid = lines.filter((l) => l.includes(',invalid,'));
  expect(invalid).toHaveLength(4);
  expect(invalid[0]).toMatch(/^No Email,.*,122,invalid,,,,Email is missing\./);

  // Once a job has started the Import tab is empty again: the file lives in the job now.
  await page.getByTestId('tab-import').click();
  await expect(page.getByTestId('import-panel')).toBeVisible();
  await expect(page.getByTestId('start-job')).toHaveCount(0);

  // Job history survives a restart of the console.
  await consoleHost.restart();
  await openArea(page, consoleHost.current, 'bulk-jobs');
  await page.getByTestId('tab-jobs').click();
  await expect(page.getByTestId('job-history-row')).toContainText('customers.csv');
  await shot(page, 'history');
  // A job has its own address: opening it and going Back returns to the list, Forward reopens it.
  await page.getByTestId('job-history-row').first().click();
  await expect(page.getByTestId('job-view')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('job-history')).toBeVisible();
  await page.goForward();
  await expect(page.getByTestId('job-view')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('job-view')).toBeVisible();

  // The same file chosen again is recognised, its rows are marked as sent before, and Send has nothing
  // to send: it never enrols anyone twice.
  await page.getByTestId('tab-import').click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'customers again.csv', mimeType: 'text/csv', buffer: Buffer.from(csv()) });
  await expect(page.getByTestId('sent-before')).toContainText('This file was sent before');
  await expect(page.getByTestId('sent-before-counts')).toContainText('120 rows were already added');
  await expect(page.getByTestId('start-job')).toContainText('Send 0 rows');
  await expect(page.getByTestId('start-job')).toBeDisabled();
  await page.getByTestId('sent-before').scrollIntoViewIfNeeded();
  await shot(page, 'sent-before-alert');
  await page.getByTestId('preview-filter').getByText('Sent before (120)').click();
  await expect(page.getByTestId('preview-row').first()).toContainText('Sent before');
  await shot(page, 'sent-before');
  // Sending them again is a separate, deliberate choice.
  await page.getByTestId('send-again').click();
  await expect(page.getByTestId('start-job')).toContainText('Send 120 rows');
});

/** Calls the sandbox's integration API as the demo business does (API key), to set the scene. */
async function integration(sandboxUrl: string, action: string, body: unknown): Promise<{ result?: unknown }> {
  const res = await fetch(`${sandboxUrl}/integration/action/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'demo-api-key' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as { result?: unknown };
}

/** Calls the sandbox's external API with the demo access token, to set the scene. */
async function external(
  sandbox: { baseUrl: string; whitelabelHost: string },
  path: string,
  body: unknown,
): Promise<void> {
  const res = await fetch(`${sandbox.baseUrl}/api/v1/external${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: 'Bearer demo-access-token',
      'x-whitelabel-host': sandbox.whitelabelHost,
    },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBeLessThan(300);
}

const LIVE = 'Acme Academy';

/**
 * A live profile on the same service (starting a job there needs the typed confirmation), made active the
 * way a person does it, then the Bulk jobs screen with `kindTitle` picked.
 */
async function liveJobScreen(page: Page, consoleHost: ConsoleHost, kindTitle: string): Promise<void> {
  await liveBulkJobs(page, consoleHost, LIVE);
  await page.getByTestId('job-kind-picker').getByText(kindTitle).click();
}

test('a revoke-user job from a CSV on a live profile: dry run, typed confirmation, results', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(120_000);
  const sandbox = await sandboxProfile(consoleHost);
  // Three customers of the Mango, and one who was one and was removed already.
  const people = ['revoke.e2e0', 'revoke.e2e1', 'revoke.e2e2', 'gone.e2e'].map((n) => `${n}@example.test`);
  for (const [i, email] of people.entries())
    await integration(sandbox.baseUrl, 'migrate-user', {
      name: `Revoke ${i}`,
      email,
      phone: 9_876_512_300 + i,
      mangoId: MANGO,
    });
  await integration(sandbox.baseUrl, 'revoke-user', { mangoId: MANGO, userEmail: 'gone.e2e@example.test' });

  await liveJobScreen(page, consoleHost, 'Remove customers (revoke access)');
  await expect(page.getByTestId('job-kind-summary')).toContainText('Undo this job can send the opposite');
  await expect(page.getByTestId('import-columns')).toContainText('Email, User id, Mango id');
  const template = page.waitForEvent('download');
  await page.getByTestId('download-template').click();
  expect((await template).suggestedFilename()).toMatch(/^revoke-user-template/);

  const file = ['E-mail,Mango', ...people.map((email) => `${email},${MANGO}`)].join('\r\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'leavers.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByTestId('import-done')).toContainText('4 data rows');
  await expect(page.getByTestId('mapping-card')).toContainText('All required fields mapped');
  await expect(page.getByTestId('stat-valid')).toHaveText('4');
  await shot(page, 'revoke-mapping');

  // On a live profile Send runs the dry run first: the one who is no longer a customer is skipped.
  await page.getByTestId('start-job').click();
  await expect(page.getByTestId('dry-run-counts')).toContainText('To remove: 3');
  await expect(page.getByTestId('dry-run-counts')).toContainText('Not a customer: 1');
  const modal = page.getByRole('dialog', { name: 'Remove customers from a live business' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('confirm-effect')).toContainText(
    `3 customers will lose their access on ${LIVE} (the service cannot restore it; Undo this job can add them back as new subscriptions)`,
  );
  await expect(modal.getByTestId('confirm-start')).toBeDisabled();
  await shot(page, 'revoke-confirm');
  await modal.getByTestId('confirm-input').fill(`3 ${LIVE}`);
  await modal.getByTestId('confirm-start').click();

  await expect(page.getByTestId('job-view')).toBeVisible();
  await expect(page.getByTestId('job-status')).toHaveText('Finished', { timeout: 30_000 });
  await expect(page.getByTestId('job-progress')).toContainText('Removed');
  await expect(page.getByTestId('count-succeeded')).toHaveText('3');
  await expect(page.getByTestId('count-skipped')).toHaveText('1');
  // Rows named by email: no empty user id column.
  await expect(page.getByTestId('job-row')).toHaveCount(4);
  const revoked = await jobTable(page);
  expect(revoked.heads).toEqual(['Row', 'State', 'Email', 'Mango', 'Result', '']);
  expect(revoked.states.sort()).toEqual(['Removed', 'Removed', 'Removed', 'Skipped']);
  await shot(page, 'revoke-results');
  const lines = await downloadedLines(page, 'export-results');
  expect(lines[0]).toBe('E-mail,Mango,source row,status,orderId,subscriptionId,userId,errorMessage,time');
  expect(lines.filter((l) => l.includes(',succeeded,'))).toHaveLength(3);
  expect(lines.find((l) => l.startsWith('gone.e2e'))).toContain(',skipped,');

  // The job list says what kind of job it was.
  await page.getByTestId('tab-jobs').click();
  await expect(page.getByTestId('job-history-row').first()).toContainText('leavers.csv');
  await expect(page.getByTestId('job-history-row').first().getByTestId('job-kind-badge')).toHaveText(
    'Revoke',
  );
  await shot(page, 'revoke-history');
});

test('a revoke-subscription job on a live profile: dry run, typed confirmation, a refusal kept with its code', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(120_000);
  const sandbox = await sandboxProfile(consoleHost);
  // Three external subscriptions to halt, one halted already, and one made on the dashboard (not external).
  const ids: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const answer = await integration(sandbox.baseUrl, 'migrate-user', {
      name: `Halt ${i}`,
      email: `halt.e2e${i}@example.test`,
      phone: 9_876_512_400 + i,
      mangoId: MANGO,
    });
    const userId = (answer.result as { userId: string }).userId;
    ids.push(userId);
    if (i < 4)
      await external(sandbox, '/subscriptions', {
        userId,
        mangoId: MANGO,
        amount: 499,
        currency: 'INR',
        transactionId: `e2e-halt-${i}`,
      });
  }
  await external(sandbox, '/subscriptions/revoke', { userId: ids[3], mangoId: MANGO });

  await liveJobScreen(page, consoleHost, 'Revoke access (halt subscriptions)');
  await expect(page.getByTestId('job-kind-summary')).toContainText('Undo this job can send the opposite');
  await expect(page.getByTestId('import-columns')).toContainText('Subscription id, User id, Mango id');
  const template = page.waitForEvent('download');
  await page.getByTestId('download-template').click();
  expect((await template).suggestedFilename()).toMatch(/^revoke-subscription-template/);

  const file = ['User ID,Mango', ...ids.map((id) => `${id},${MANGO}`)].join('\r\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'halt.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByTestId('import-done')).toContainText('5 data rows');
  await expect(page.getByTestId('mapping-card')).toContainText('All required fields mapped');
  await expect(page.getByTestId('stat-valid')).toHaveText('5');
  // The file names people by user id: the preview has no empty subscription id column.
  await expect(page.getByTestId('preview-scroller').locator('.mig-head')).toHaveText(
    /^RowStatusUser idMangoReasons and notes$/,
  );

  await page.getByTestId('start-job').click();
  await expect(page.getByTestId('dry-run-counts')).toContainText('To halt: 4');
  await expect(page.getByTestId('dry-run-counts')).toContainText('Not active: 1');
  const modal = page.getByRole('dialog', { name: 'Halt subscriptions on a live business' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('confirm-effect')).toContainText(
    `4 subscriptions will be halted on ${LIVE} (the service cannot restore them; Undo this job can grant access again)`,
  );
  await expect(modal.getByTestId('confirm-start')).toBeDisabled();
  await shot(page, 'halt-confirm');
  await modal.getByTestId('confirm-input').fill(`4 ${LIVE}`);
  await expect(modal.getByTestId('confirm-start')).toHaveText('Start halting 4 subscriptions');
  await modal.getByTestId('confirm-start').click();

  await expect(page.getByTestId('job-status')).toHaveText('Finished with 1 failed', { timeout: 30_000 });
  await expect(page.getByTestId('job-progress')).toContainText('Halted');
  await expect(page.getByTestId('count-succeeded')).toHaveText('3');
  await expect(page.getByTestId('count-failed')).toHaveText('1');
  await expect(page.getByTestId('count-skipped')).toHaveText('1');
  // Every place that names a row state says "Halted"; the rows are told apart by user id and Mango.
  await expect(page.getByTestId('job-row')).toHaveCount(5);
  const halted = await jobTable(page);
  expect(halted.heads).toEqual(['Row', 'State', 'User id', 'Mango', 'Result', '']);
  expect(halted.states.sort()).toEqual(['Failed', 'Halted', 'Halted', 'Halted', 'Skipped']);
  expect(halted.filter).toContain('Halted (3)');
  expect(halted.filter).not.toMatch(/succeeded/i);
  const haltedRow = page.getByTestId('job-row').filter({ hasText: 'Halted' }).first();
  await expect(haltedRow).toContainText('Starter Course');
  await expect(haltedRow).toContainText(/Subscription [0-9a-f]{24}/);
  await shot(page, 'halt-results');
  const lines = await downloadedLines(page, 'export-results');
  // Each halted row keeps the subscription the service answered with, and whose it is.
  for (const id of ids.slice(0, 3))
    expect(lines.find((l) => l.startsWith(id))).toMatch(new RegExp(`,succeeded,,[0-9a-f]{24},${id},`));
  expect(lines.find((l) => l.startsWith(ids[4] ?? '-'))).toMatch(
    /,failed,.*only subscriptions made through its API/i,
  );
  expect(lines.find((l) => l.startsWith(ids[3] ?? '-'))).toContain(',skipped,');
  await page.getByTestId('tab-jobs').click();
  await expect(page.getByTestId('job-history-row').first().getByTestId('job-kind-badge')).toHaveText('Halt');
  await expect(page.getByTestId('job-history-counts').first()).toHaveText(
    '3 halted · 1 failed · 0 uncertain · 5 total',
  );
});

test('an assign-points job on a live profile: bad scores refused, nothing to check, typed confirmation, results', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(120_000);
  await liveJobScreen(page, consoleHost, 'Give or take points');
  await expect(page.getByTestId('job-kind-summary')).toContainText('negative score takes points away');
  await expect(page.getByTestId('import-columns')).toContainText('Email, User id, Score, Reference');
  // People by user id, and one by email (looked up just before its points are sent).
  const file = [
    'Email;User ID;Points;Reason',
    `;${USER_IDS.first};50;quiz-1`,
    `;${USER_IDS.second};-5;correction`,
    `;${USER_IDS.first};50;quiz-1`,
    `;${USER_IDS.first};50;quiz-2`,
    `;${USER_IDS.second};0;nothing`,
    `;${USER_IDS.second};2.5;half`,
    'meera.iyer0@example.test;;10;welcome',
  ].join('\r\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'points.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByTestId('import-done')).toContainText('7 data rows');
  await expect(page.getByTestId('mapping-card')).toContainText('All required fields mapped');
  await expect(page.getByTestId('stat-valid')).toHaveText('4');
  await expect(page.getByTestId('stat-invalid')).toHaveText('3');
  await page.getByTestId('preview-filter').getByText('Invalid (3)').click();
  await expect(page.getByTestId('preview-table')).toContainText('Score is 0: it would change nothing.');
  await expect(page.getByTestId('preview-table')).toContainText('own reference');
  await shot(page, 'points-invalid');

  // The dry run cannot check points: the screen says why, every row is "not checked" and is sent.
  await expect(page.getByTestId('run-card')).toContainText(
    'The service has no read that shows which of these rows are already done (the points ledger cannot tell',
  );
  await page.getByTestId('start-job').click();
  await expect(page.getByTestId('dry-run-counts')).toContainText('Not checked: 4');
  await expect(page.getByTestId('dry-run-counts')).not.toContainText('Already awarded');
  const modal = page.getByRole('dialog', { name: 'Change points on a live business' });
  await expect(modal.getByTestId('confirm-effect')).toContainText(
    `4 people’s points will change on ${LIVE} (every award stays in the ledger; Undo this job can add the opposite)`,
  );
  await modal.getByTestId('confirm-input').fill(`4 ${LIVE}`);
  await modal.getByTestId('confirm-start').click();

  await expect(page.getByTestId('job-status')).toHaveText('Finished', { timeout: 30_000 });
  await expect(page.getByTestId('job-progress')).toContainText('Awarded');
  // A points job acts on no Mango: its subtitle names none.
  await expect(page.getByTestId('job-subtitle')).toContainText(`Give or take points · ${LIVE} · started`);
  await expect(page.getByTestId('count-succeeded')).toHaveText('4');
  // The rows say "Awarded" (badge and filter), named by email, user id, score and reference.
  await expect(page.getByTestId('job-row')).toHaveCount(4);
  const awarded = await jobTable(page);
  expect(awarded.heads).toEqual(['Row', 'State', 'Email', 'User id', 'Score', 'Reference', 'Result', '']);
  expect(awarded.states).toEqual(['Awarded', 'Awarded', 'Awarded', 'Awarded']);
  expect(awarded.filter).toContain('Awarded (4)');
  expect(awarded.filter).not.toMatch(/succeeded/i);
  await expect(page.getByTestId('job-rows')).not.toContainText(/succeeded/i);
  const correction = page.getByTestId('job-row').filter({ hasText: 'correction' });
  await expect(correction).toContainText(USER_IDS.second);
  await expect(correction).toContainText('-5');
  await expect(correction).toContainText(/points record/);
  await shot(page, 'points-results');
  // The bar's sections are named in the same words for a screen reader, and the job view passes axe.
  const byEmail = page.getByTestId('job-row').filter({ hasText: 'welcome' });
  await expect(byEmail).toContainText('meera.iyer0@example.test');
  await expect(byEmail).toContainText(USER_IDS.first);
  await expect(byEmail).toContainText(/points record/);
  await expect(page.getByRole('progressbar', { name: 'Awarded: 4' })).toBeAttached();
  await expect(
    page.getByRole('group', { name: 'Rows done: Awarded 4, Failed 0, Uncertain 0, Skipped 0' }),
  ).toBeAttached();
  const violations = await axeViolations(page, {
    scheme: 'light',
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  });
  const severe = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByTestId('job-rows').scrollIntoViewIfNeeded();
  await shot(page, 'points-rows');
  await page.getByTestId('job-filter').getByText('Awarded (4)').click();
  const filtered = page.waitForEvent('download');
  await page.getByTestId('export-filtered').click();
  // Named after the job: its short id and day, then the profile.
  expect((await filtered).suggestedFilename()).toMatch(
    /^points-awarded-rows-[a-z0-9]{6}-Acme-Academy-live-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  await page.getByTestId('job-filter').getByText(/^All/).click();
  const lines = await downloadedLines(page, 'export-results');
  expect(lines[0]).toBe(
    'Email,User ID,Points,Reason,source row,status,orderId,subscriptionId,userId,errorMessage,time',
  );
  expect(lines.filter((l) => l.includes(',succeeded,'))).toHaveLength(4);
  expect(lines.filter((l) => l.startsWith(`,${USER_IDS.first},`) && l.includes(',succeeded,'))).toHaveLength(
    2,
  );
  // The three refused rows are there too, with their reasons.
  expect(lines.filter((l) => l.includes(',invalid,'))).toHaveLength(3);
  expect(lines.find((l) => l.includes(',0,nothing,'))).toMatch(/,invalid,.*Score is 0/);
  await page.getByTestId('tab-jobs').click();
  await expect(page.getByTestId('job-history-counts').first()).toHaveText(
    '4 awarded · 0 failed · 0 uncertain · 4 total',
  );
  await shot(page, 'points-history');
});
