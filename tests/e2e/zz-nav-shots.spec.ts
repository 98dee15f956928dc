import { expect, openArea, openConsole, test } from './fixtures';

test('screens for review', async ({ page, consoleHost }) => {
  test.setTimeout(180_000);
  const app = consoleHost.current.app;
  const ok = async <T>(channel: string, input: unknown): Promise<T> => {
    const result = await app.dispatch(channel as never, input as never);
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
    return result.value as T;
  };
  await openConsole(page, consoleHost.current);
  await page.getByTestId('profile-card').first().getByTestId('test-connection').click();
  await expect(page.getByTestId('connection-results').getByText('3 of 3 working')).toBeVisible();
  await page.screenshot({ path: '/tmp/nav-shots/connection-light.png' });
  await page.keyboard.press('Escape');
  const { profiles } = await ok<{ profiles: Array<{ id: string; kind: string }> }>('profiles.list', {});
  const profileId = profiles[0]?.id ?? '';
  const { mangoes } = await ok<{ mangoes: Array<{ id: string }> }>('migration.mangoes', { profileId });
  const imported = await ok<{ importId: string; mapping: unknown }>('migration.import', {
    profileId, fileName: 'n.csv', chunk: 'name,email,phone\nNew Person,new-shot@example.com,9876501234\n', final: true,
  });
  await ok('migration.validate', { profileId, importId: imported.importId, mapping: imported.mapping, mangoIdForAll: mangoes[0]?.id ?? null });
  await ok('migration.dryRun', { profileId, importId: imported.importId });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openArea(page, consoleHost.current, 'activity');
    await expect(page.getByTestId('activity-row').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/nav-shots/activity-${scheme}.png` });
    await page.getByTestId('activity-row').filter({ hasText: 'Look up a person' }).first().getByTestId('activity-open').click();
    await expect(page.getByTestId('activity-expected')).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/nav-shots/detail-${scheme}.png` });
    await page.goBack();
    await page.getByTestId('nav-activity').focus();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/nav-shots/nav-${scheme}.png` });
  }
});
