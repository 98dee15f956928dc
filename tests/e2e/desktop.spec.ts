import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { test, expect, openArea } from './fixtures';

// The Settings screen in the web host (the Electron-only parts, menu and dialogs, are in tests/electron).

test('settings shows where data and logs are, and updates stay off in the browser', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'settings');
  const screen = page.getByTestId('settings-screen');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('data-dir')).toHaveText(consoleHost.dataDir);
  await expect(screen).toContainText('terminal that started it');
  await expect(
    screen.getByText('This browser session never checks for them', { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('updates-enabled')).toBeDisabled();
  await expect(page.getByTestId('update-state')).toHaveText('Off');
  await expect(screen.getByRole('button', { name: 'Open logs folder' })).toHaveCount(0);
});

test('export diagnostics downloads a zip with the profile list and no secret', async ({
  page,
  consoleHost,
}) => {
  const token = 'e2e-live-token-5b8c1f0d9e2a';
  const created = await consoleHost.current.app.dispatch('profiles.create', {
    name: 'Diagnostics live',
    baseUrl: 'https://api.example.test',
    whitelabelHost: 'learn.example.test',
  });
  expect(created.ok).toBe(true);
  const profileId = (created as { ok: true; value: { id: string } }).value.id;
  const set = await consoleHost.current.app.dispatch('profiles.setSecret', { profileId, accessToken: token });
  expect(set.ok, JSON.stringify(set)).toBe(true);

  await openArea(page, consoleHost.current, 'settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export diagnostics' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^creator-console-diagnostics-Sandbox-sandbox-\d{8}-\d{6}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile((await file.path()) as string)));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['README.txt', 'about.json', 'profiles.json']));
  const profiles = JSON.parse(strFromU8(zip['profiles.json'] as Uint8Array));
  expect(profiles.profiles).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'Diagnostics live', accessTokenSet: true, apiKeySet: false }),
    ]),
  );
  for (const data of Object.values(zip)) expect(strFromU8(data)).not.toContain(token);
  await expect(page.getByTestId('settings-notice')).toContainText('Diagnostics downloaded');
});

test('the menu and notification channels work in the browser without a desktop', async ({ consoleHost }) => {
  const areas = await consoleHost.current.app.dispatch('app.setMenuAreas', {
    areas: [{ id: 'settings', label: 'Settings' }],
  });
  expect(areas).toEqual({ ok: true, value: { accepted: 0 } });
  const saved = await consoleHost.current.app.dispatch('settings.set', {
    notifications: { bulkJobFinished: false },
  });
  expect(saved).toMatchObject({ ok: true, value: { notifications: { bulkJobFinished: false } } });
  const read = await consoleHost.current.app.dispatch('settings.get', {});
  expect(read).toMatchObject({ ok: true, value: { notifications: { bulkJobFinished: false } } });
});
