import { axeViolations, setScheme } from './axe';
import type { Page } from '@playwright/test';
import { bridgeSettled, expect, openArea, switchArea, test, type ConsoleHost } from './fixtures';
import { sandboxProfile } from './profiles-setup';

/** The screen `areaId` opened and settled, then the command menu opened on it with Ctrl+K. */
async function menuOn(page: Page, host: ConsoleHost, areaId: string): Promise<void> {
  await openArea(page, host.current, areaId);
  await bridgeSettled(page);
  await page.keyboard.press('Control+K');
}

test('Ctrl+K opens the command menu anywhere, even in a text field; a screen is one Enter away', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'customers');
  await bridgeSettled(page);
  await page.getByTestId('customer-search').focus();
  await page.keyboard.press('Control+K');
  const search = page.getByTestId('command-search');
  await expect(search).toBeFocused();
  // Scoped to the active profile, and saying so.
  await expect(page.getByTestId('command-scope')).toContainText('Searching Sandbox');
  await expect(page.getByTestId('command-scope')).toContainText('SANDBOX');
  // With nothing typed: the screens and the actions.
  await expect(page.locator('[data-command-id="do:schedule-call"]')).toBeVisible();
  await search.fill('bulk');
  await expect(page.locator('[data-command-id="go:bulk-jobs"]')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('nav-bulk-jobs')).toHaveAttribute('aria-current', 'page');
  await expect(search).toHaveCount(0);
  // The header's button opens it too.
  await page.getByTestId('command-menu-button').click();
  await expect(page.getByTestId('command-search')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('command-search')).toHaveCount(0);
});

test('Mangoes and their drafts are found by title; an action opens the usual editor', async ({
  page,
  consoleHost,
}) => {
  // Found among the Mangoes this console has read: none yet, and the menu says how to get them.
  await menuOn(page, consoleHost, 'video-calls');
  await expect(page.getByTestId('command-mangoes-unread')).toContainText('open Mangoes once');
  await page.keyboard.press('Escape');
  await switchArea(page, 'mangoes');
  await expect(page.getByRole('row', { name: /Starter Course/ }).first()).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(page.getByTestId('command-mangoes-unread')).toHaveCount(0);
  await page.getByTestId('command-search').fill('starter');
  const mango = page.locator('[data-command-id^="mango:"]', { hasText: 'Starter Course' });
  await expect(mango).toBeVisible();
  await expect(
    page.locator('[data-command-id^="do:new-draft:"]', { hasText: 'New draft of Starter Course' }),
  ).toBeVisible();
  await page
    .locator('[data-command-id^="do:new-draft:"]', { hasText: 'New draft of Starter Course' })
    .click();
  await expect(page).toHaveURL(/#\/mangoes\/mango\/[0-9a-f]{24}\/draft$/);
  await expect(page.getByRole('heading', { name: /Starter Course/ }).first()).toBeVisible();
});

test('a person is looked up by email with the service’s lookup and their page opens; an unknown one is said so', async ({
  page,
  consoleHost,
}) => {
  await menuOn(page, consoleHost, 'video-calls');
  const search = page.getByTestId('command-search');
  await search.fill('nobody.here@example.test');
  await page.locator('[data-command-id^="person:"]').click();
  await expect(page.getByTestId('command-lookup')).toHaveText(
    'Nobody with the email nobody.here@example.test on this profile.',
  );
  await search.fill('meera.iyer0@example.test');
  await expect(page.locator('[data-command-id^="person:"]')).toHaveText(/Look up meera\.iyer0@example\.test/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('customer-name')).toHaveText('Meera Iyer');
  await expect(page).toHaveURL(/#\/customers\/user\/[0-9a-f]{24}$/);
  // Seen once on this profile, she is found by name from then on, without another lookup.
  await page.getByTestId('nav-video-calls').click();
  await page.keyboard.press('Control+K');
  await page.getByTestId('command-search').fill('meera iyer');
  const seen = page.locator('[data-command-id^="seen:"]');
  await expect(seen).toContainText('Meera Iyer');
  await seen.click();
  await expect(page.getByTestId('customer-name')).toHaveText('Meera Iyer');
});

test('the command menu passes axe, light and dark', async ({ page, consoleHost }) => {
  await menuOn(page, consoleHost, 'mangoes');
  await page.getByTestId('command-search').fill('s');
  await expect(page.getByTestId('command-item').first()).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    expect(await axeViolations(page, { scheme, include: '.mantine-Spotlight-content' })).toEqual([]);
  }
});

test('“Switch profile to …” goes through the switcher: a live profile is confirmed by name first', async ({
  page,
  consoleHost,
}) => {
  const sandbox = await sandboxProfile(consoleHost);
  const created = await consoleHost.current.app.dispatch('profiles.create', {
    name: 'Acme Academy',
    baseUrl: sandbox.baseUrl,
    whitelabelHost: sandbox.whitelabelHost,
  });
  if (!created.ok) throw new Error('profiles.create failed');
  await menuOn(page, consoleHost, 'video-calls');
  await page.getByTestId('command-search').fill('acme');
  await page.locator('[data-command-id^="profile:"]', { hasText: 'Switch profile to Acme Academy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch to a live profile?' });
  await expect(dialog).toContainText('Acme Academy');
  await dialog.getByRole('button', { name: /Stay on Sandbox/ }).click();
  await expect(page.getByTestId('active-profile').getByTestId('kind-badge')).toHaveText('Sandbox');
  // Confirmed, the switch happens, and the menu then searches that profile and says so.
  await page.keyboard.press('Control+K');
  await page.getByTestId('command-search').fill('acme');
  await page.locator('[data-command-id^="profile:"]').first().click();
  await page.getByTestId('live-switch-confirm-button').click();
  await expect(page.getByTestId('live-marker')).toContainText('LIVE · Acme Academy');
  await page.keyboard.press('Control+K');
  await expect(page.getByTestId('command-scope')).toContainText('Searching Acme Academy');
  await expect(page.getByTestId('command-scope')).toContainText('LIVE');
});
