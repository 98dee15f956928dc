import type { Page } from '@playwright/test';
import { bridgeSettled, expect, openArea, test, type ConsoleHost } from './fixtures';
import { axeViolations, setScheme } from './axe';
import { sandboxProfile } from './profiles-setup';
import { shots } from './shots';
import { MANGO_IDS } from '../../src/sandbox/fixture/known-ids';

const shot = (page: Page, name: string) => shots(page, `names-${name}`);

/** Creates a Mango on the sandbox as the demo business (access token); answers its id. */
async function createMango(consoleHost: ConsoleHost, title: string): Promise<string> {
  const sandbox = await sandboxProfile(consoleHost);
  const res = await fetch(`${sandbox.baseUrl}/api/v1/external/mangos`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: 'Bearer demo-access-token',
      'x-whitelabel-host': sandbox.whitelabelHost,
    },
    body: JSON.stringify({ title, type: 'onetime', price: 499 }),
  });
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  const id = /"_id"\s*:\s*"([0-9a-f]{24})"/.exec(text)?.[1];
  if (!id) throw new Error(`no Mango id in ${text}`);
  return id;
}

/** Serious and critical axe findings in one part of the page, in both schemes. */
async function axeFindings(page: Page, include: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    for (const violation of await axeViolations(page, { scheme, include })) {
      if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
      for (const node of violation.nodes)
        found.push(`${scheme}: ${violation.id} at ${node.target.join(' ')}`);
    }
  }
  await setScheme(page, 'light');
  return found;
}

async function pick(page: Page, name: string, text: string): Promise<void> {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('a Course column of Mango names: rows valid with the ids shown, an ambiguous name lists the candidates', async ({
  page,
  consoleHost,
}) => {
  // A second Mango answering to "webinar pass" once case and spaces are ignored.
  const twin = await createMango(consoleHost, 'webinar  PASS');
  await openArea(page, consoleHost.current, 'bulk-jobs');
  await pick(
    page,
    'courses.csv',
    'Name,Email,Phone,Course\r\n' +
      'Name One,names.one@example.test,9876502001,Starter Course\r\n' +
      'Name Two,names.two@example.test,9876502002,starter  course\r\n' +
      `Name Three,names.three@example.test,9876502003,${MANGO_IDS.yearly}\r\n` +
      'Name Four,names.four@example.test,9876502004,webinar pass\r\n',
  );
  await expect(page.getByTestId('import-done')).toContainText('4 data rows');
  // "Course" is read as the Mango column.
  await expect(page.getByTestId('mapping-card')).toContainText('All required fields mapped');
  await expect(page.getByTestId('map-mangoId')).toHaveValue('Course');
  await expect(page.getByTestId('stat-valid')).toHaveText('3');
  await expect(page.getByTestId('stat-invalid')).toHaveText('1');

  // Each valid row shows the Mango's name and, beneath it, the id it was matched to.
  const rows = page.getByTestId('preview-row');
  await expect(rows).toHaveCount(4);
  for (const [index, name, id] of [
    [0, 'Starter Course', MANGO_IDS.starter],
    [1, 'Starter Course', MANGO_IDS.starter],
    [2, 'Pro Yearly', MANGO_IDS.yearly],
  ] as const) {
    const cell = rows.nth(index).getByTestId('named-ids');
    await expect(cell).toContainText(name);
    await expect(cell).toContainText(id);
  }
  await page.getByTestId('preview-table').scrollIntoViewIfNeeded();
  await shot(page, 'preview');
  expect(await axeFindings(page, '[data-testid="preview-table"]')).toEqual([]);

  // The ambiguous name: refused, with both Mangoes and their ids.
  await page.getByTestId('preview-filter').getByText('Invalid (1)').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(
    `2 Mangoes are named "webinar pass" (ignoring letter case and spaces): "Webinar Pass" (${MANGO_IDS.webinar}), "webinar  PASS" (${twin}).`,
  );
  await rows
    .first()
    .getByText(/^2 Mangoes are named/)
    .hover();
  await expect(page.getByRole('tooltip')).toContainText('Write the id of the one you mean.');
  await shot(page, 'ambiguous');
});

test('a re-import opens on the one Mango for every row chosen for the last file with these columns', async ({
  page,
  consoleHost,
}) => {
  // Two files, a restart and axe in both schemes on three parts of the page.
  test.setTimeout(90_000);
  const file = (n: number) =>
    'Full Name,E-mail,Mobile\r\n' +
    `Cohort A${n},cohort.a${n}@example.test,98765030${n}1\r\n` +
    `Cohort B${n},cohort.b${n}@example.test,98765030${n}2\r\n`;
  await openArea(page, consoleHost.current, 'bulk-jobs');
  await pick(page, 'cohort-1.csv', file(1));
  await expect(page.getByTestId('mapping-card')).toContainText('1 required field not mapped');
  await expect(page.getByTestId('stat-invalid')).toHaveText('2');
  // The required Mango column in its red "Map a column" state reads in both schemes (its message, placeholder
  // and border take the theme's error colour).
  await expect(page.getByTestId('mapping-card').getByText('Map a column')).toBeVisible();
  await page.getByTestId('mapping-card').scrollIntoViewIfNeeded();
  await shot(page, 'map-a-column');
  expect(await axeFindings(page, '[data-testid="mapping-card"]')).toEqual([]);
  await page.getByTestId('mango-for-all').click();
  await page.getByRole('option', { name: 'Pro Yearly' }).click();
  await expect(page.getByTestId('stat-valid')).toHaveText('2');
  await expect(page.getByTestId('mango-for-all-remembered')).toHaveCount(0);
  // The choice is saved with the mapping once the file is checked with it.
  await bridgeSettled(page);

  await pick(page, 'cohort-2.csv', file(2));
  await expect(page.getByTestId('import-done')).toContainText('cohort-2.csv');
  await expect(page.getByTestId('mango-for-all')).toHaveValue('Pro Yearly');
  await expect(page.getByTestId('mango-for-all-remembered')).toHaveText(
    'Chosen for the last file with these columns.',
  );
  await expect(page.getByTestId('mapping-card')).toContainText('All required fields mapped');
  await expect(page.getByTestId('stat-valid')).toHaveText('2');
  await expect(page.getByTestId('stat-invalid')).toHaveText('0');
  await page.getByTestId('mango-for-all-remembered').scrollIntoViewIfNeeded();
  await shot(page, 'remembered');
  expect(await axeFindings(page, '[data-testid="mango-for-all-remembered"]')).toEqual([]);

  // The Mango is deleted on the service: the next file does not use it, and says so once.
  const { baseUrl } = await sandboxProfile(consoleHost);
  const patched = await fetch(`${baseUrl}/__sandbox/patch`, {
    method: 'POST',
    body: JSON.stringify({ collection: 'mangoes', id: MANGO_IDS.yearly, set: { isDeleted: true } }),
  });
  expect(patched.ok).toBe(true);
  // A console started afresh reads the Mango list again (it keeps one for a minute).
  await consoleHost.restart();
  await openArea(page, consoleHost.current, 'bulk-jobs');
  await pick(page, 'cohort-3.csv', file(3));
  await expect(page.getByTestId('mango-for-all-notice')).toHaveText(
    `The Mango chosen for every row of the last file with these columns, “Pro Yearly” (${MANGO_IDS.yearly}), no longer exists on the service, so it was not applied: choose a Mango for every row again, or map the Mango column.`,
  );
  await expect(page.getByTestId('mango-for-all')).toHaveValue('');
  await expect(page.getByTestId('stat-invalid')).toHaveText('2');
  await page.getByTestId('mango-for-all-notice').scrollIntoViewIfNeeded();
  await shot(page, 'dropped');
  expect(await axeFindings(page, '[data-testid="mango-for-all-notice"]')).toEqual([]);
});

test('the one-Mango picker says the Mango list could not be loaded, with its cause, and loads it on Retry', async ({
  page,
  consoleHost,
}) => {
  // The client's retries of the failing read, and axe in both schemes.
  test.setTimeout(90_000);
  const { baseUrl } = await sandboxProfile(consoleHost);
  const faults = await fetch(`${baseUrl}/__sandbox/faults`, {
    method: 'PUT',
    body: JSON.stringify({ routes: { listMangoes: { errorRate: 1 } } }),
  });
  expect(faults.ok).toBe(true);
  await openArea(page, consoleHost.current, 'bulk-jobs');
  await pick(
    page,
    'cohort-unlisted.csv',
    'Full Name,E-mail,Mobile\r\nCohort U1,cohort.u1@example.test,9876504001\r\n',
  );
  const error = page.getByTestId('mango-list-error');
  await expect(error).toHaveText(
    /^The Mango list could not be loaded: The service had an internal error \(500\)/,
    {
      timeout: 30_000,
    },
  );
  expect((await error.textContent())?.match(/could not be loaded/g)).toHaveLength(1);
  const picker = page.getByTestId('mango-for-all');
  await expect(picker).toHaveAttribute('placeholder', 'Mango list not loaded');
  await expect(picker).toBeDisabled();
  await expect(page.getByTestId('mapping-card')).not.toContainText('Loading Mangoes');
  await error.scrollIntoViewIfNeeded();
  await shot(page, 'mango-list-failed');
  expect(await axeFindings(page, '[data-testid="mapping-card"]')).toEqual([]);

  // The service answers again: Retry loads the list, and the picker offers its Mangoes.
  await fetch(`${baseUrl}/__sandbox/faults`, { method: 'DELETE' });
  await page.getByTestId('mango-list-retry').click();
  await expect(error).toHaveCount(0);
  await expect(picker).toBeEnabled();
  await expect(picker).toHaveAttribute('placeholder', 'Use the Mango column');
  await picker.click();
  await page.getByRole('option', { name: 'Pro Yearly' }).click();
  await expect(page.getByTestId('stat-valid')).toHaveText('1');
});
