import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/sandbox/fixture/demo-credentials';
import type { WebHost } from '../../src/main/app/web/server';
import { expect, openArea, openConsole, test } from './fixtures';

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

test('sandbox data survives a restart; "Reset sandbox data" asks first, deletes it, and marks older drafts', async ({
  page,
  consoleHost,
}) => {
  // Two restarts, each loading the kept sandbox (a 4 MB file), on a shared machine.
  test.setTimeout(120_000);
  await addCustomer(consoleHost.current, EMAIL);
  const host = await consoleHost.restart();
  expect(await usersNamed(host, EMAIL)).toBe(1);

  // A Mango draft made on this data, through the bridge as the Mangoes screen makes it.
  expect((await host.app.dispatch('mangoes.refresh', { profileId: 'sandbox' })).ok).toBe(true);
  const saved = await host.app.dispatch('mangoes.saveDraft', {
    profileId: 'sandbox',
    mangoId: MANGO,
    changes: { isHidden: true },
  });
  expect(saved.ok).toBe(true);

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

  // The draft describes data that is gone: shown as such, with no way to apply it.
  await openArea(page, host, 'drafts');
  const row = page.getByTestId('draft-row').first();
  await expect(row.getByTestId('draft-earlier-sandbox')).toHaveText('Earlier sandbox data');
  await expect(row.getByTestId('apply-draft')).toHaveCount(0);
  await expect(row.getByRole('checkbox')).toBeDisabled();
  const mangoes = (await (
    await fetch(`${await sandboxUrl(host)}/__sandbox/state?collection=mangoes`)
  ).json()) as Array<{ _id: string; isHidden?: boolean }>;
  expect(mangoes.find((m) => m._id === MANGO)?.isHidden).not.toBe(true);

  // The reset is kept too: after another restart the customer is still gone.
  const again = await consoleHost.restart();
  expect(await usersNamed(again, EMAIL)).toBe(0);
});
