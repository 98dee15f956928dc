import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/main/sandbox/fixture/demo-credentials';
import type { WebHost } from '../../src/main/web/server';
import { expect, openConsole, test } from './fixtures';

const MANGO = 'ae0000000000000000000003';
const EMAIL = 'kept.e2e@example.test';

async function sandboxUrl(host: WebHost): Promise<string> {
  const list = await host.app.dispatch('profiles.list', {});
  if (!list.ok) throw new Error('profiles.list failed');
  const { profiles } = list.value as { profiles: Array<{ id: string; baseUrl: string }> };
  return profiles.find((p) => p.id === 'sandbox')?.baseUrl ?? '';
}

/** People with this email in the sandbox's own state (its control API), not what the page says. */
async function usersNamed(host: WebHost, email: string): Promise<number> {
  const res = await fetch(`${await sandboxUrl(host)}/__sandbox/state?collection=users`);
  return ((await res.json()) as Array<{ email?: string }>).filter((u) => u.email === email).length;
}

async function addCustomer(host: WebHost, email: string): Promise<void> {
  const res = await fetch(`${await sandboxUrl(host)}/integration/action/migrate-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': DEMO_CREDENTIALS.apiKey },
    body: JSON.stringify({ name: 'Kept E2E', email, phone: 9811100002, mangoId: MANGO }),
  });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
}

const sandboxCard = (page: Page) => page.getByTestId('profile-card').filter({ hasText: 'Sandbox' }).first();

test('sandbox data survives a restart, and "Reset sandbox data" asks first, then deletes it', async ({
  page,
  consoleHost,
}) => {
  await addCustomer(consoleHost.current, EMAIL);
  const host = await consoleHost.restart();
  expect(await usersNamed(host, EMAIL)).toBe(1);

  await openConsole(page, host);
  const card = sandboxCard(page);
  await expect(card.getByTestId('sandbox-data-kept')).toContainText(
    'kept in the data folder across restarts',
  );

  // Cancel deletes nothing.
  await card.getByTestId('reset-sandbox').click();
  const dialog = page.getByTestId('reset-sandbox-modal');
  await expect(dialog).toContainText('customers added, their subscriptions');
  await expect(dialog).toContainText('earlier sandbox data');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await usersNamed(host, EMAIL)).toBe(1);

  await card.getByTestId('reset-sandbox').click();
  await page.getByTestId('confirm-reset-sandbox').click();
  await expect(page.getByTestId('reset-sandbox-modal')).toBeHidden();
  await expect(page.getByText('Sandbox data reset')).toBeVisible();
  expect(await usersNamed(host, EMAIL)).toBe(0);
  await expect(card.getByTestId('sandbox-data-kept')).toContainText('this data began');

  // The reset is kept too: after another restart the customer is still gone.
  const again = await consoleHost.restart();
  expect(await usersNamed(again, EMAIL)).toBe(0);
});
