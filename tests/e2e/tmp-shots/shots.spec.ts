import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openArea, test } from '../fixtures';
import { MANGO_IDS } from '../../../src/main/sandbox/fixture/known-ids';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
async function axe(page: Page, where: string, found: string[]) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  for (const v of result.violations)
    if (v.impact === 'critical' || v.impact === 'serious')
      for (const n of v.nodes) found.push(`${where}: ${v.id} at ${n.target.join(' ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`mango shots ${scheme}`, async ({ page, consoleHost }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    const host = consoleHost.current;
    const profiles = (await host.app.dispatch('profiles.list', {})) as { value: { profiles: { kind: string; baseUrl: string }[] } };
    const base = profiles.value.profiles.find((p) => p.kind === 'sandbox')!.baseUrl;
    await openArea(page, host, 'mangoes');
    await expect(page.getByTestId('mango-row').first()).toBeVisible();
    await axe(page, 'list', found);
    await page.getByRole('button', { name: 'Open Webinar Pass' }).click();
    await expect(page.getByTestId('mango-detail')).toBeVisible();
    await axe(page, 'detail', found);
    await page.getByTestId('edit-mango').click();
    await page.getByLabel('Base price').fill('349');
    await axe(page, 'editor', found);
    await page.screenshot({ path: `/tmp/shots/mango-editor-${scheme}.png` });
    await page.getByTestId('save-draft').click();
    await expect(page.getByTestId('mango-detail')).toBeVisible();
    await fetch(`${base}/__sandbox/patch`, {
      method: 'POST',
      body: JSON.stringify({ collection: 'mangoes', id: MANGO_IDS.webinar, set: { price: 399 } }),
    });
    await openArea(page, host, 'drafts');
    await page.getByTestId('apply-draft').click();
    await expect(page.getByTestId('apply-warning')).toBeVisible();
    await axe(page, 'confirm', found);
    await page.getByTestId('confirm-apply').click();
    await expect(page.getByTestId('draft-conflict')).toBeVisible();
    await axe(page, 'drafts-conflict', found);
    await page.screenshot({ path: `/tmp/shots/mango-drafts-conflict-${scheme}.png` });
    await page.getByTestId('resolve-conflict').click();
    await expect(page.getByTestId('conflict-row')).toBeVisible();
    await axe(page, 'conflict-modal', found);
    await page.getByText('Keep yours').click();
    await page.getByTestId('save-resolution').click();
    await expect(page.getByTestId('apply-result')).toHaveAttribute('data-state', 'ready');
    await page.screenshot({ path: `/tmp/shots/mango-drafts-resolved-${scheme}.png` });
    console.log('AXE', scheme, JSON.stringify(found, null, 1));
  });
}
