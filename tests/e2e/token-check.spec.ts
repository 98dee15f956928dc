import { expect, openArea, test } from './fixtures';

test('user token check: the member, their ranks and badges; the token is not kept', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'token-check');
  await page.getByTestId('token-input').fill('demo-user-token-3');
  await page.getByTestId('token-check').click();
  await expect(page.getByTestId('token-user-name')).toHaveText('Anaya Bose');
  await expect(page.getByTestId('token-input')).toHaveValue('');
  await expect(page.getByTestId('token-scores')).toContainText('889');
  await expect(page.getByTestId('token-scores')).toContainText(/#\d+/);
  await expect(page.getByTestId('token-badge').first()).toContainText('Rising Star');

  await page.getByTestId('token-input').fill('made-up-token');
  await page.getByTestId('token-check').click();
  await expect(page.getByRole('alert').filter({ hasText: 'did not accept' })).toContainText(
    'The service refused this member token',
  );

  const activity = await consoleHost.current.app.dispatch('activity.list', { operation: 'verifyToken' });
  expect(JSON.stringify(activity)).not.toMatch(/demo-user-token-3|made-up-token/);
  expect(consoleHost.logLines.join('\n')).not.toMatch(/demo-user-token-3|made-up-token/);
});
