import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bridgeSettled, expect, openArea, switchArea, test } from './fixtures';

test.describe('a first start', () => {
  test.use({ firstRun: true });

  test('the welcome panel shows on a fresh data dir, its links open the screens, and closed it stays closed after a reload', async ({
    page,
    consoleHost,
  }) => {
    test.setTimeout(90_000);
    // The welcome sits on Home, where a fresh console opens.
    await openArea(page, consoleHost.current, '');
    await expect(page.getByTestId('nav-home')).toHaveAttribute('aria-current', 'page');
    const panel = page.getByRole('region', { name: 'Welcome: you are in the sandbox' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Nothing you do here reaches a real business');
    await expect(panel).toContainText('New profile');
    // Someone to look up on Customers: a member of the demo business, found by the search there.
    await expect(panel).toContainText('meera.iyer0@example.test');
    await panel.getByRole('link', { name: 'Mangoes' }).click();
    await expect(page.getByTestId('nav-mangoes')).toHaveAttribute('aria-current', 'page');
    await switchArea(page, 'home');
    await panel.getByRole('button', { name: 'Close the welcome panel' }).click();
    await expect(panel).toHaveCount(0);
    // Kept in this machine's settings file, where the console keeps its other settings.
    await expect
      .poll(async () => {
        const text = await readFile(join(consoleHost.dataDir, 'settings.json'), 'utf8').catch(() => '{}');
        return (JSON.parse(text) as { firstRun?: { dismissed: boolean } }).firstRun?.dismissed;
      })
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
    await bridgeSettled(page);
    await expect(page.getByTestId('first-run-panel')).toHaveCount(0);
    // A restart of the console on the same data directory remembers it too.
    const host = await consoleHost.restart();
    await openArea(page, host, 'home');
    await bridgeSettled(page);
    await expect(page.getByTestId('first-run-panel')).toHaveCount(0);
    // Settings shows it again, and gives the sandbox's address to copy.
    await switchArea(page, 'settings');
    await expect(page.getByTestId('sandbox-address')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+/);
    await page.getByTestId('show-welcome').click();
    await expect(page.getByTestId('nav-home')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('first-run-panel')).toBeVisible();
  });
});

test('a returning user sees no welcome panel', async ({ page, consoleHost }) => {
  await openArea(page, consoleHost.current, 'home');
  await bridgeSettled(page);
  await expect(page.getByTestId('first-run-panel')).toHaveCount(0);
});

test('the first Tab stop is the skip link, and Enter moves the focus into the main content', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'video-calls');
  await bridgeSettled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByTestId('nav-video-calls')).toHaveAttribute('aria-current', 'page');
  // The next Tab is inside the screen, not back in the header or the navigation.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
  expect(inMain).toBe(true);
});

test("the help's More link opens docs/video-calls.md inside the console", async ({ page, consoleHost }) => {
  await openArea(page, consoleHost.current, 'video-calls');
  await bridgeSettled(page);
  await page.getByRole('button', { name: 'Help: Video calls' }).click();
  const link = page.getByTestId('doc-link-video-calls');
  await expect(link).toBeVisible();
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'docs/video-calls.md' });
  await expect(dialog.getByRole('heading', { name: 'Schedule a call' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
