import type { Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../../src/sandbox/server';
import type { EmbeddedSandbox } from '../../src/main/areas/profiles/embedded-sandbox';
import { startWebHost, type WebHost } from '../../src/main/app/web/server';
import { builtApp, dismissFirstRun, expect, openArea, test } from './fixtures';
import { MANGO_IDS } from '../../src/sandbox/fixture/known-ids';

const WEBINAR = MANGO_IDS.webinar;
const EBOOK = MANGO_IDS.ebook;

/**
 * "Offline" here is the real thing: the sandbox the console talks to is closed, so every request is
 * refused at connect (the connectivity indicator goes offline), then a new sandbox is started on the
 * same port. The web host is started by this test (not the shared fixture) because the sandbox must
 * outlive a restart of the host and come back on the same address.
 */
async function startSandboxOn(port: number): Promise<Sandbox> {
  return createSandbox({ port });
}

const SERVICE_GENERATION = { id: 'gen-mangoes-e2e', startedAt: '2026-01-01T00:00:00.000Z' };

function embeddedFor(url: string, sandbox: Sandbox): EmbeddedSandbox {
  const demo = sandbox.demoCredentials();
  return {
    url,
    profile: () => ({
      id: 'sandbox',
      name: 'Sandbox',
      baseUrl: url,
      whitelabelHost: demo.whitelabelHost,
      kind: 'sandbox',
    }),
    credentials: () => ({ accessToken: demo.accessToken, apiKey: demo.apiKey }),
    // The same service going away and coming back, not a reset: one generation across its instances.
    generation: async () => SERVICE_GENERATION,
    resetData: () => Promise.reject(new Error('this test never resets the sandbox')),
    dataStatus: () => ({ kept: false, generation: SERVICE_GENERATION }),
    close: async () => undefined,
  };
}

async function draftPrice(page: Page, title: string, edit: (page: Page) => Promise<void>) {
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await expect(page.getByText('Offline: showing the copy kept on this computer')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByTestId('edit-mango').click();
  await edit(page);
  await expect(page.getByTestId('diff-line')).toHaveCount(1);
  await page.getByTestId('save-draft').click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();
  await page.getByRole('button', { name: 'All Mangoes' }).click();
}

test('drafts made offline survive a restart and apply once the service is back, with one conflict resolved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let sandbox = await startSandboxOn(0);
  const url = sandbox.url;
  const port = Number(new URL(url).port);
  const embedded = embeddedFor(url, sandbox);
  const dataDir = await mkdtemp(join(tmpdir(), 'mangoes-e2e-'));
  await dismissFirstRun(dataDir);
  const start = () => startWebHost({ dataDir, port: 0, ...builtApp, console: { sandbox: embedded } });
  let host: WebHost = await start();
  try {
    // Online once: the list is read and cached.
    await openArea(page, host, 'mangoes');
    await expect(page.getByTestId('mango-row')).toHaveCount(11);
    await expect(page.getByTestId('refreshed-at')).toContainText('Last read from the service just now');

    // Offline: the sandbox is gone; the cached list and details still open, and drafts can be made.
    await sandbox.close();
    await page.getByTestId('refresh-mangoes').click();
    await expect(page.getByTestId('refresh-error')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('mango-row')).toHaveCount(11);
    await draftPrice(page, 'Webinar Pass', async (p) => {
      await p.getByLabel('Base price').fill('349');
      await expect(p.getByTestId('field-price')).toHaveAttribute('data-changed', 'changed');
      await expect(p.getByTestId('field-price').getByTestId('stored-value')).toHaveText('Stored: INR 299');
    });
    await draftPrice(page, 'Ebook: Study Habits', async (p) => {
      await p.getByLabel('Title', { exact: true }).fill('Ebook: Better Study Habits');
    });

    // Restart the web host while still offline: the drafts are on disk.
    await host.close();
    host = await start();
    await openArea(page, host, 'drafts');
    await expect(page.getByTestId('draft-row')).toHaveCount(2);
    for (const row of await page.getByTestId('draft-row').all())
      await expect(row).toHaveAttribute('data-state', 'ready');

    // The service comes back, and a colleague changed the Webinar Pass price meanwhile.
    sandbox = await startSandboxOn(port);
    const patched = await fetch(`${url}/__sandbox/patch`, {
      method: 'POST',
      body: JSON.stringify({ collection: 'mangoes', id: WEBINAR, set: { price: 399 } }),
    });
    expect(patched.ok).toBe(true);

    await page.getByRole('checkbox', { name: 'Select every draft that can be applied' }).check();
    await page.getByTestId('apply-selected').click();
    await expect(page.getByTestId('apply-warning')).toContainText('cannot be undone');
    await expect(page.getByRole('dialog')).not.toContainText(/rule \d|idempotency|weighty/i);
    await page.getByTestId('confirm-apply').click();
    await expect(page.getByTestId('apply-results')).toContainText('1 of 2 applied');
    const conflictRow = page.getByTestId('draft-row').filter({ hasText: 'Webinar Pass' });
    await expect(conflictRow).toHaveAttribute('data-state', 'conflict');
    expect(
      sandbox.requestLog
        .list()
        .filter((e) => e.method === 'PATCH')
        .map((e) => e.path),
    ).toEqual([`/api/v1/external/mangos/${EBOOK}`]);

    // Resolve: base 299, service 399, mine 349 side by side; keep mine.
    await conflictRow.getByTestId('resolve-conflict').click();
    const conflict = page.getByTestId('conflict-row');
    await expect(conflict).toContainText('299');
    await expect(conflict).toContainText('399');
    await expect(conflict).toContainText('349');
    await expect(conflictRow.getByTestId('draft-conflict')).toHaveText(
      'Conflict: changed on the service since you drafted',
    );
    await conflict.getByText('Keep yours').click();
    await page.getByTestId('save-resolution').click();
    await expect(conflictRow).toHaveAttribute('data-state', 'ready');
    // The results of the first apply now say the draft is ready, not in conflict.
    await expect(page.getByTestId('apply-result').filter({ hasText: 'Webinar Pass' })).toHaveAttribute(
      'data-state',
      'ready',
    );
    await conflictRow.getByTestId('apply-draft').click();
    await expect(page.getByTestId('apply-list')).toContainText('Webinar Pass');
    await page.getByTestId('confirm-apply').click();
    await expect(page.getByTestId('apply-results')).toContainText('1 of 1 applied');

    await page.getByText('All', { exact: true }).click();
    await expect(page.getByTestId('draft-row')).toHaveCount(2);
    for (const row of await page.getByTestId('draft-row').all())
      await expect(row).toHaveAttribute('data-state', 'applied');
    expect(sandbox.state.byId('mangoes', WEBINAR)?.price).toBe(349);
    expect(sandbox.state.byId('mangoes', EBOOK)?.title).toBe('Ebook: Better Study Habits');

    await page.getByTestId('history-tab').click();
    await expect(page.getByTestId('history-row')).toHaveCount(2);
    await expect(page.getByTestId('history-row').first()).toContainText('Base price: INR 399 → INR 349');
  } finally {
    await host.close();
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('a Mango has one draft: editing again reopens it, and every sub-view has an address for Back and Forward', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(120_000);
  const host = consoleHost.current;
  await openArea(page, host, 'mangoes');
  await expect(page.getByTestId('mango-row').first()).toBeVisible();

  await page.getByRole('button', { name: /^Webinar Pass/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/mangoes/mango/${WEBINAR}$`));
  await page.getByTestId('edit-mango').click();
  await expect(page).toHaveURL(new RegExp(`#/mangoes/mango/${WEBINAR}/draft$`));
  // An EUR price with nothing stored reads "not set", never "cleared"; currency maps use upper-case codes.
  await expect(page.getByLabel('EUR price')).toHaveAttribute('placeholder', '(not set)');
  await expect(page.getByTestId('mango-edit')).not.toContainText(/\(cleared\)|\binr\b|\beur\b/);
  // The heading names the Mango; the pricing group says which price buyers pay.
  await expect(page.getByRole('heading', { name: 'New draft of “Webinar Pass”' })).toBeVisible();
  await expect(page.getByTestId('price-hint')).toContainText(
    'Base price is the price in the Mango’s own currency (INR)',
  );
  await expect(page.getByTestId('price-disagreement')).toHaveCount(0);
  await page.getByLabel('Base price').fill('349');
  // The INR price stays 299: the editor says the two now disagree.
  await expect(page.getByTestId('price-disagreement')).toContainText(
    'Base price will be 349 INR but the INR price stays 299',
  );
  await page.getByTestId('save-draft').click();
  await expect(page).toHaveURL(new RegExp(`#/mangoes/mango/${WEBINAR}$`));

  // Editing again reopens the same draft with its change.
  await expect(page.getByTestId('edit-mango')).toHaveText('Open your draft');
  await page.getByTestId('edit-mango').click();
  await expect(page.getByTestId('field-price')).toHaveAttribute('data-changed', 'changed');
  await expect(page.getByLabel('Base price')).toHaveValue('349');
  await page.getByLabel('Seat limit').fill('80');
  await page.getByTestId('save-draft').click();
  await expect(page).toHaveURL(new RegExp(`#/mangoes/mango/${WEBINAR}$`));
  await expect(page.getByTestId('mango-detail')).toBeVisible();

  // Back and Forward walk the places: detail, editor, detail, list.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/mangoes/mango/${WEBINAR}/draft$`));
  await expect(page.getByTestId('mango-editor')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/mangoes/mango/${WEBINAR}$`));
  await expect(page.getByTestId('mango-detail')).toBeVisible();
  await page.goForward();
  await expect(page.getByTestId('mango-editor')).toBeVisible();

  // One draft, holding both changes; it opens at its own address, and Back closes it.
  await openArea(page, host, 'drafts');
  await expect(page.getByTestId('draft-row')).toHaveCount(1);
  await expect(page.getByTestId('draft-row')).toContainText('Seat limit');
  await page.getByRole('button', { name: 'Open draft of Webinar Pass' }).click();
  await expect(page).toHaveURL(/#\/drafts\/draft\/[a-z0-9-]+$/);
  await expect(page.getByTestId('mango-editor')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/drafts$/);
  await expect(page.getByTestId('mango-editor')).toHaveCount(0);
  await page.getByTestId('history-tab').click();
  await expect(page).toHaveURL(/#\/drafts\/history$/);
  await page.goBack();
  await expect(page.getByTestId('drafts-table')).toBeVisible();
});
