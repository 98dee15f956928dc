import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, setScheme } from './axe';
import { liveBulkJobs, sandboxProfile, type SandboxProfile } from './profiles-setup';
import { shots as takeShots } from './shots';
import { MANGO_IDS } from '../../src/sandbox/fixture/known-ids';

/*
 * Issue 32, part 2: "Undo this job" in the browser. A grant job on a live profile, then its undo built from
 * the job's journal, previewed, confirmed by typing and run: every grant is revoked and nothing else is
 * touched (read back from the service), and undoing twice is refused with the reason.
 */
const MANGO = MANGO_IDS.starter;
const LIVE = 'Acme Academy';

/** A call to the sandbox's API as the demo creator, to set the scene and read it back. */
async function service(
  sandbox: SandboxProfile,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const api = path.startsWith('/integration/');
  const res = await fetch(`${sandbox.baseUrl}${api ? '' : '/api/v1/external'}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(api
        ? { 'x-api-key': 'demo-api-key' }
        : { authorization: 'Bearer demo-access-token', 'x-whitelabel-host': sandbox.whitelabelHost }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  return JSON.parse(text) as unknown;
}

/** Every subscription of these people to any Mango: id -> status, read from the service. */
async function statuses(sandbox: SandboxProfile, userIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const userId of userIds) {
    const list = (await service(sandbox, 'GET', `/subscriptions/${userId}`)) as {
      _id: string;
      status: string;
    }[];
    for (const s of list) out.set(s._id, s.status);
  }
  return out;
}

let shots = 0;

/** axe on the page in both schemes (every rule in light, the colour rules in dark): no critical or serious. */
async function noSevereViolations(page: Page, include: string): Promise<void> {
  shots += 1;
  await page.locator(include).scrollIntoViewIfNeeded();
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    const violations = await axeViolations(page, { scheme, include });
    const severe = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(
      severe.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await takeShots(page, `undo-${shots}-${scheme}`, { asIs: true });
    await takeShots(page, `undo-${shots}-${scheme}-part`, { asIs: true, target: page.locator(include) });
  }
  await setScheme(page, 'light');
}

test('a grant job undone leaves every grant revoked and nothing else touched, and undoing twice is refused', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(150_000);
  const sandbox = await sandboxProfile(consoleHost);
  // Four people, each a customer (migrate-user) with an external subscription as well; three of those are
  // halted (the grant brings them back), the fourth is active (its grant is refused: nothing to undo).
  const people: string[] = [];
  const external: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const added = (await service(sandbox, 'POST', '/integration/action/migrate-user', {
      name: `Undo ${i}`,
      email: `undo.e2e${i}@example.test`,
      phone: 9_876_512_800 + i,
      mangoId: MANGO,
    })) as { result: { userId: string } };
    people.push(added.result.userId);
    const made = (await service(sandbox, 'POST', '/subscriptions', {
      userId: added.result.userId,
      mangoId: MANGO,
      amount: 499,
      currency: 'INR',
      transactionId: `e2e-undo-${i}`,
    })) as { _id: string };
    external.push(made._id);
    if (i < 3) await service(sandbox, 'POST', '/subscriptions/revoke', { subscriptionId: made._id });
  }
  const before = await statuses(sandbox, people);

  // 1. The grant job, as any live job: dry run, typed confirmation.
  await liveBulkJobs(page, consoleHost, LIVE);
  await page.getByTestId('job-kind-grant-subscription').check();
  const file = ['Subscription ID', ...external].join('\r\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'grants.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByTestId('stat-valid')).toHaveText('4');
  await page.getByTestId('start-job').click();
  const grantModal = page.getByRole('dialog', { name: 'Grant access on a live business' });
  await grantModal.getByTestId('confirm-input').fill(`4 ${LIVE}`);
  await grantModal.getByTestId('confirm-start').click();
  await expect(page.getByTestId('job-status')).toHaveText('Finished with 1 failed', { timeout: 30_000 });
  await expect(page.getByTestId('count-succeeded')).toHaveText('3');
  const granted = await statuses(sandbox, people);
  for (const id of external.slice(0, 3)) expect(granted.get(id)).toBe('active');
  const grantJobId = (/#\/bulk-jobs\/job\/(job-[a-z0-9-]+)/.exec(page.url()) ?? [])[1] ?? '';
  expect(grantJobId).not.toBe('');

  // 2. "Undo this job": offered on the finished job, and the new control passes axe.
  await expect(page.getByTestId('undo-job')).toBeEnabled();
  await expect(page.getByTestId('undo-refusal')).toHaveCount(0);
  await noSevereViolations(page, '[data-testid="undo-controls"]');
  await page.getByTestId('undo-job').click();

  // 3. The undo's preview: what it does, its rows, and what cannot be undone and why.
  await expect(page.getByTestId('undo-import')).toContainText(`Undo of job ${grantJobId}`);
  await expect(page.getByTestId('undo-notice')).toContainText('3 of 4 rows are undone');
  await expect(page.getByTestId('mapping-card')).toHaveCount(0);
  await expect(page.getByTestId('stat-valid')).toHaveText('3');
  await expect(page.getByTestId('stat-invalid')).toHaveText('1');
  await expect(page.getByTestId('preview-table')).toContainText(
    `Halts the subscription job ${grantJobId} activated`,
  );
  await page.getByTestId('preview-filter').getByText('Invalid (1)').click();
  await expect(page.getByTestId('preview-table')).toContainText(/Failed in job .*nothing to undo/);
  await expect(page.getByTestId('preview-table')).toContainText(external[3] ?? '-');
  await noSevereViolations(page, '[data-testid="undo-import"]');
  await noSevereViolations(page, '[data-testid="preview-table"]');

  // 4. Run it: the same engine, the same typed confirmation on a live profile.
  await page.getByTestId('start-job').click();
  const undoModal = page.getByRole('dialog', { name: 'Halt subscriptions on a live business' });
  await expect(undoModal.getByTestId('confirm-effect')).toContainText(
    `3 subscriptions will be halted on ${LIVE}`,
  );
  await undoModal.getByTestId('confirm-input').fill(`3 ${LIVE}`);
  await undoModal.getByTestId('confirm-start').click();
  await expect(page.getByTestId('job-status')).toHaveText('Finished', { timeout: 30_000 });
  await expect(page.getByTestId('count-succeeded')).toHaveText('3');
  await expect(page.getByTestId('undoes-link')).toContainText(`Undoes job ${grantJobId}`);

  // On the service: the three grants are halted again, and every other subscription is as it was before.
  const after = await statuses(sandbox, people);
  expect(after.size).toBe(before.size);
  for (const [id, status] of before) expect(after.get(id), id).toBe(status);
  for (const id of external.slice(0, 3)) expect(after.get(id)).toBe('halted');
  expect(after.get(external[3] ?? '-')).toBe('active');

  // 5. Undoing twice is refused, with the reason: the undo job, and the job it undid.
  await expect(page.getByTestId('undo-job')).toBeDisabled();
  await expect(page.getByTestId('undo-refusal')).toContainText('undoing an undo is refused');
  await noSevereViolations(page, '[data-testid="undo-controls"]');
  await page.getByTestId('undoes-link').getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`#/bulk-jobs/job/${grantJobId}$`));
  await expect(page.getByTestId('undone-by-link')).toBeVisible();
  await expect(page.getByTestId('undo-job')).toBeDisabled();
  await expect(page.getByTestId('undo-refusal')).toContainText('Already undone');
  // The job list says which job undoes which.
  await page.getByTestId('tab-jobs').click();
  await expect(page.getByTestId('job-history-undo')).toHaveText([
    `Undoes ${grantJobId}`,
    /^Undone by job-[a-z0-9-]+$/,
  ]);
  await noSevereViolations(page, '[data-testid="job-history"]');
  // Main refuses it too, whatever a page would send.
  const again = await consoleHost.current.app.dispatch('bulkJobs.buildUndo', { jobId: grantJobId });
  expect(again.ok).toBe(false);
  if (!again.ok) expect(again.error.message).toContain('Already undone');
  expect(await statuses(sandbox, people)).toEqual(after);
});
