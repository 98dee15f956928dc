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
  await expect(page.getByTestId('activity-table')).toContainText('listFeedPosts');
  await expect(page.getByTestId('activity-table')).toContainText('connectionTest.integration');

  await page.getByTestId('activity-operation').click();
  await page.getByRole('option', { name: 'listVideoCalls', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('listVideoCalls');

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
  await consoleHost.current.app.dispatch('secrets.set', { profileId: id, accessToken: 'tok_e2e_wrong_77aa' });

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
  await expect(page.getByTestId('activity-row').first()).toContainText('401');
  await expect(page.locator('body')).not.toContainText('tok_e2e_wrong_77aa');
});
