import { expect, openArea, test } from '../fixtures';

for (const scheme of ['light', 'dark'] as const) {
  test(`mango shots ${scheme}`, async ({ page, consoleHost }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((s) => localStorage.setItem('mantine-color-scheme-value', s), scheme);
    const host = consoleHost.current;
    await openArea(page, host, 'mangoes');
    await expect(page.getByTestId('mango-row').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/list-${scheme}.png` });
    await page.getByRole('button', { name: 'Open Webinar Pass' }).click();
    await page.getByTestId('edit-mango').click();
    await page.getByLabel('Base price').fill('349');
    await page.getByTestId('group-currencyPrices').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/editor-${scheme}.png` });
    await page.getByTestId('save-draft').click();
    await expect(page.getByTestId('mango-detail')).toBeVisible();
    await openArea(page, host, 'drafts');
    await expect(page.getByTestId('draft-row')).toHaveCount(1);
    await page.screenshot({ path: `/tmp/shots/drafts-${scheme}.png` });
    await page.getByTestId('apply-draft').click();
    await expect(page.getByTestId('apply-warning')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/confirm-${scheme}.png` });
  });
}
