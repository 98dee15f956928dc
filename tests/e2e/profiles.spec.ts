import type { Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKeytarSecretStore } from '../../src/main/platform/secrets/keytar-store';
import { startWebHost } from '../../src/main/app/web/server';
import { builtApp, dismissFirstRun, expect, openConsole, test } from './fixtures';
import { filesContaining, listFiles, pageStorageDump } from './secret-search';

// Fake secrets with no regex-special characters, easy to search for anywhere.
const TOKEN = 'tok_e2e_7f3a9c1d5b';
const API_KEY = 'key_e2e_2b8e6d0a4c';
const NAME = 'Acme Academy (production)';

function card(page: Page, name: string) {
  return page.getByTestId('profile-card').filter({ hasText: name });
}

test('a profile keeps its secrets in the keychain across a restart, and they appear nowhere else', async ({
  page,
  consoleHost,
}) => {
  const bridgeBodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/bridge/')) bridgeBodies.push(await response.text().catch(() => ''));
  });
  const consoleMessages: string[] = [];
  page.on('console', (message) => consoleMessages.push(message.text()));

  await openConsole(page, consoleHost.current);
  await page.getByTestId('new-profile').click();
  const form = page.getByTestId('profile-form');

  // Local validation with the shared schemas: the reason sits on the field.
  await form.getByTestId('profile-base-url').fill('ftp://api.acme.example');
  await form.getByTestId('profile-host').fill('https://learn.acme.example/');
  await form.getByTestId('profile-save').click();
  await expect(form.getByText('Give the profile a name')).toBeVisible();
  await expect(form.getByText('Use https:// (plain http:// is only allowed for this machine)')).toBeVisible();
  await expect(form.getByText('Enter the host name only, without https://')).toBeVisible();

  await form.getByTestId('profile-name').fill(NAME);
  await form.getByTestId('profile-base-url').fill('https://api.acme.example');
  await form.getByTestId('profile-host').fill('learn.acme.example');
  await form.getByTestId('secret-access-token').fill(TOKEN);
  await form.getByTestId('secret-api-key').fill(API_KEY);
  await form.getByTestId('profile-save').click();
  await expect(form).toBeHidden();

  const created = card(page, NAME);
  await expect(created.getByTestId('token-status')).toHaveText('Token set');
  await expect(created.getByTestId('api-key-status')).toHaveText('API key set');
  await expect(created.getByTestId('kind-badge')).toHaveText('Live');

  // Editing never shows the stored value: empty inputs that say a value is stored.
  await created.getByTestId('edit-profile').click();
  await expect(form.getByTestId('secret-access-token')).toHaveValue('');
  await expect(form.getByTestId('secret-access-token')).toHaveAttribute(
    'placeholder',
    'Stored in the keychain — type to replace',
  );
  await expect(form.getByTestId('secret-api-key')).toHaveValue('');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Restart the host on the same data directory: the profile and its secret status survive.
  const restarted = await consoleHost.restart();
  await openConsole(page, restarted);
  const again = card(page, NAME);
  await expect(again).toBeVisible();
  await expect(again.getByText('https://api.acme.example')).toBeVisible();
  await expect(again.getByTestId('token-status')).toHaveText('Token set');
  await expect(again.getByTestId('api-key-status')).toHaveText('API key set');

  // Make it active: a live profile asks first, then the header names it and says Live.
  await again.getByTestId('activate-profile').click();
  const askLive = page.getByRole('dialog', { name: 'Switch to a live profile?' });
  await expect(askLive).toContainText('reach real customers');
  await askLive.getByTestId('live-switch-confirm-button').click();
  await expect(page.getByTestId('active-profile-name')).toHaveText(NAME);
  await expect(page.getByTestId('active-profile').getByTestId('kind-badge')).toHaveText('Live');
  await expect(again.getByTestId('active-marker')).toBeVisible();

  // The secrets are nowhere the page, the files or the logs can show.
  const dump = await pageStorageDump(page);
  for (const [where, text] of Object.entries(dump)) {
    expect(text.includes(TOKEN), `token found in ${where}`).toBe(false);
    expect(text.includes(API_KEY), `API key found in ${where}`).toBe(false);
  }
  expect((await listFiles(consoleHost.dataDir)).length).toBeGreaterThan(0);
  expect(await filesContaining(consoleHost.dataDir, TOKEN)).toEqual([]);
  expect(await filesContaining(consoleHost.dataDir, API_KEY)).toEqual([]);
  for (const text of [...consoleHost.logLines, ...bridgeBodies, ...consoleMessages]) {
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(API_KEY);
  }
  expect(bridgeBodies.length).toBeGreaterThan(0);

  // Delete with a confirmation that names the profile and its keychain entries.
  await again.getByTestId('delete-profile').click();
  const confirm = page.getByTestId('delete-profile-modal');
  await expect(confirm).toContainText(NAME);
  await expect(confirm).toContainText('This also deletes its token and API key from the keychain');
  await confirm.getByTestId('confirm-delete').click();
  await expect(card(page, NAME)).toHaveCount(0);
  await expect(page.getByTestId('profile-card')).toHaveCount(1);
});

test('a stored secret can be cleared, and the sandbox profile cannot be edited or deleted', async ({
  page,
  consoleHost,
}) => {
  await openConsole(page, consoleHost.current);
  const sandbox = page
    .getByTestId('profile-card')
    .filter({ has: page.getByText('Sandbox', { exact: true }) });
  await expect(sandbox.getByTestId('edit-profile')).toBeDisabled();
  await expect(sandbox.getByTestId('delete-profile')).toBeDisabled();
  await expect(sandbox).toContainText('The built-in sandbox cannot be edited or deleted');

  await page.getByTestId('new-profile').click();
  const form = page.getByTestId('profile-form');
  await form.getByTestId('profile-name').fill('Clear me');
  await form.getByTestId('profile-base-url').fill('https://api.clear.example');
  await form.getByTestId('profile-host').fill('clear.example');
  await form.getByTestId('secret-access-token').fill(TOKEN);
  await form.getByTestId('profile-save').click();
  await expect(form).toBeHidden();
  const created = card(page, 'Clear me');
  await expect(created.getByTestId('token-status')).toHaveText('Token set');
  await expect(created.getByTestId('api-key-status')).toHaveText('API key not set');

  // Main's own validation (a duplicate name) lands on the field too.
  await page.getByTestId('new-profile').click();
  await form.getByTestId('profile-name').fill('Clear me');
  await form.getByTestId('profile-base-url').fill('https://api.other.example');
  await form.getByTestId('profile-host').fill('other.example');
  await form.getByTestId('profile-save').click();
  await expect(form.getByText('Choose a name no other profile has')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The typed profile is thrown away only after the dialog's question.
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();

  await created.getByTestId('edit-profile').click();
  await form.getByTestId('secret-access-token-clear').click();
  await expect(form.getByTestId('secret-access-token')).toHaveAttribute(
    'placeholder',
    'Not set — paste it here',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(created.getByTestId('token-status')).toHaveText('Token not set');
});

test('changing the address says it clears the saved secrets, and main clears them', async ({
  page,
  consoleHost,
}) => {
  await openConsole(page, consoleHost.current);
  await page.getByTestId('new-profile').click();
  const form = page.getByTestId('profile-form');
  await form.getByTestId('profile-name').fill('Moving');
  await form.getByTestId('profile-base-url').fill('https://api.moving.example');
  await form.getByTestId('profile-host').fill('moving.example');
  await form.getByTestId('secret-access-token').fill(TOKEN);
  await form.getByTestId('secret-api-key').fill(API_KEY);
  await form.getByTestId('profile-save').click();
  await expect(form).toBeHidden();
  const moving = card(page, 'Moving');
  await expect(moving.getByTestId('token-status')).toHaveText('Token set');

  await moving.getByTestId('edit-profile').click();
  // A cosmetic change (trailing slash) is the same address: no warning.
  await form.getByTestId('profile-base-url').fill('https://api.moving.example/');
  await expect(form.getByTestId('address-clears-secrets')).toHaveCount(0);
  await form.getByTestId('profile-base-url').fill('https://api.elsewhere.example');
  await expect(form.getByTestId('address-clears-secrets')).toHaveText(
    'Changing the address clears the saved token and API key: type them again.',
  );
  await form.getByTestId('profile-save').click();
  await expect(form).toBeHidden();
  await expect(moving.getByTestId('token-status')).toHaveText('Token not set');
  await expect(moving.getByTestId('api-key-status')).toHaveText('API key not set');
});

test('without a keychain the secret fields are disabled before anything is typed, with one explanation', async ({
  page,
}) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'creator-console-e2e-nokeychain-'));
  await dismissFirstRun(dataDir);
  const secretStore = createKeytarSecretStore(() => Promise.reject(new Error('no D-Bus session bus')));
  const host = await startWebHost({ dataDir, port: 0, ...builtApp, secretStore });
  try {
    await openConsole(page, host);
    // The screen knows before the first live profile exists: one notice with the fix.
    const alert = page.getByTestId('keychain-alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('gnome-keyring');

    await page.getByTestId('new-profile').click();
    const form = page.getByTestId('profile-form');
    // Disabled before anything is typed; the form refers to the notice instead of repeating it.
    await expect(form.getByTestId('secret-access-token')).toBeDisabled();
    await expect(form.getByTestId('secret-api-key')).toBeDisabled();
    await expect(form.getByTestId('secrets-disabled')).toContainText('keychain notice');
    await expect(form).not.toContainText('gnome-keyring');
    await form.getByTestId('profile-name').fill('No keychain here');
    await form.getByTestId('profile-base-url').fill('https://api.nokeychain.example');
    await form.getByTestId('profile-host').fill('nokeychain.example');
    await form.getByTestId('profile-save').click();
    // Saved whole, without secrets: no "Not saved" after a create.
    await expect(form).toBeHidden();
    await expect(page.getByText('Not saved')).toHaveCount(0);
    const created = card(page, 'No keychain here');
    await expect(created).toBeVisible();

    // The connection test refers to the notice instead of repeating its paragraph.
    await created.getByTestId('test-connection').click();
    const results = page.getByTestId('connection-results');
    await expect(results).toContainText('keychain notice');
    await expect(results).not.toContainText('gnome-keyring');
    await expect(page.getByText(/gnome-keyring/)).toHaveCount(1);
    expect(await filesContaining(dataDir, TOKEN)).toEqual([]);
  } finally {
    await host.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
