import { readFile } from 'node:fs/promises';
import { expect, openArea, openConsole, test } from './fixtures';

test('the connection test reports each family in words, and the Activity screen shows and exports the calls', async ({
  page,
  consoleHost,
}) => {
  await openConsole(page, consoleHost.current);
  const sandboxCard = page.getByTestId('profile-card').filter({ hasText: 'Sandbox' });
  await sandboxCard.getByTestId('test-connection').click();
  const results = page.getByTestId('connection-results');
  await expect(results.getByText('3 of 3 working')).toBeVisible();
  await expect(results.getByTestId('check-bearer')).toContainText(
    'access token and the white-label host are accepted',
  );
  await expect(results.getByTestId('check-integration')).toHaveAttribute('data-ok', 'true');
  await page.keyboard.press('Escape');

  await openArea(page, consoleHost.current, 'activity');
  await expect(page.getByTestId('activity-screen')).toBeVisible();
  const rows = page.getByTestId('activity-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('activity-table')).toContainText('List feed posts');
  await expect(page.getByTestId('activity-table')).toContainText('Test the API key (empty probe)');
  await expect(page.getByTestId('activity-table')).not.toContainText('listFeedPosts');

  await page.getByTestId('activity-operation').click();
  await page.getByRole('option', { name: 'List video calls', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('List video calls');
  await expect(rows.first()).toContainText(/just now|seconds? ago|minutes? ago/);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^creator-console-activity-.*\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFtime,profileId,operation,method,path')).toBe(true);
  expect(csv).toContain('listVideoCalls');
  expect(csv).not.toContain('listFeedPosts');
  expect(csv).not.toContain('demo-access-token');
});

test('a wrong token is explained on the connection test, and the failed call shows under Errors only', async ({
  page,
  consoleHost,
}) => {
  // A connection test, a reload and Back: more steps than the default time allows on a busy machine.
  test.setTimeout(90_000);
  const list = await consoleHost.current.app.dispatch('profiles.list', {});
  if (!list.ok) throw new Error(list.error.message);
  const sandboxUrl =
    (list.value as { profiles: Array<{ kind: string; baseUrl: string }> }).profiles[0]?.baseUrl ?? '';
  const created = await consoleHost.current.app.dispatch('profiles.create', {
    name: 'Wrong token',
    baseUrl: sandboxUrl,
    whitelabelHost: 'learn.asha-academy.test',
  });
  if (!created.ok) throw new Error(created.error.message);
  const id = (created.value as { id: string }).id;
  await consoleHost.current.app.dispatch('profiles.setSecret', {
    profileId: id,
    accessToken: 'tok_e2e_wrong_77aa',
  });

  await openConsole(page, consoleHost.current);
  await page
    .getByTestId('profile-card')
    .filter({ hasText: 'Wrong token' })
    .getByTestId('test-connection')
    .click();
  const results = page.getByTestId('connection-results');
  await expect(results.getByTestId('check-bearer')).toContainText('access token was refused (401');
  await expect(results.getByTestId('check-integration')).toContainText('No API key is stored');
  await page.keyboard.press('Escape');

  await openArea(page, consoleHost.current, 'activity');
  await page.getByTestId('activity-errors-only').click();
  const failed = page.getByTestId('activity-row').filter({ hasText: '401 Not signed in' }).first();
  await expect(failed).toBeVisible();
  await expect(page.locator('body')).not.toContainText('tok_e2e_wrong_77aa');

  // The row opens the call at its own address; Back closes it and stays on Activity.
  await failed.getByTestId('activity-open').click();
  await expect(page).toHaveURL(/#\/activity\/call\/[0-9a-f-]{36}$/);
  const detail = page.getByTestId('activity-detail');
  await expect(detail).toContainText('401 Not signed in');
  await expect(detail.getByTestId('activity-detail-message')).not.toBeEmpty();
  await expect(detail.getByTestId('activity-detail-request')).toContainText(/GET \/api\//);
  await expect(detail).toContainText('1 attempt');
  await expect(detail).toContainText('Wrong token');
  await expect(page.locator('body')).not.toContainText('tok_e2e_wrong_77aa');
  await page.reload();
  await expect(page.getByTestId('activity-detail')).toContainText('401 Not signed in');
  await page.goBack();
  await expect(page.getByTestId('activity-detail')).toBeHidden();
  await expect(page.getByTestId('activity-screen')).toBeVisible();
  await expect(page.getByTestId('nav-activity')).toHaveAttribute('aria-current', 'page');
});

test("the migration check's 'not yet a customer' lookups are marked expected, not errors", async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(90_000);
  const app = consoleHost.current.app;
  const ok = async <T>(channel: string, input: unknown): Promise<T> => {
    const result = await app.dispatch(channel as never, input as never);
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
    return result.value as T;
  };
  const { profiles } = await ok<{ profiles: Array<{ id: string; kind: string }> }>('profiles.list', {});
  const profileId = profiles.find((p) => p.kind === 'sandbox')?.id ?? '';
  const { mangoes } = await ok<{ mangoes: Array<{ id: string }> }>('bulkJobs.mangoes', { profileId });
  const csv = 'name,email,phone\nNew Person,not-yet-a-customer-e2e@example.com,9876501234\n';
  const imported = await ok<{ importId: string; mapping: unknown }>('bulkJobs.import', {
    profileId,
    fileName: 'new.csv',
    chunk: csv,
    final: true,
  });
  await ok('bulkJobs.validate', {
    profileId,
    importId: imported.importId,
    mapping: imported.mapping,
    mangoIdForAll: mangoes[0]?.id ?? null,
  });
  await ok('bulkJobs.dryRun', { profileId, importId: imported.importId });

  await openArea(page, consoleHost.current, 'activity');
  const lookup = page.getByTestId('activity-row').filter({ hasText: 'Look up a person' }).first();
  await expect(lookup).toContainText('404 Not found');
  await expect(lookup).toContainText('Expected: not yet a customer');

  await page.getByTestId('activity-errors-only').click();
  await expect(page.getByTestId('activity-include-expected')).toBeVisible();
  await expect(page.getByTestId('activity-row').filter({ hasText: 'Look up a person' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Include expected/ }).check();
  const included = page.getByTestId('activity-row').filter({ hasText: 'Look up a person' }).first();
  await expect(included).toBeVisible();
  await included.getByTestId('activity-open').click();
  await expect(page.getByTestId('activity-expected')).toContainText(
    'Expected: not found means not yet a customer',
  );
});
