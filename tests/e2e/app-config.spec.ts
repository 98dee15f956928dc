import { expect, openArea, test } from './fixtures';

test('app configuration: the allowed Mangoes of an app, changed after a review, read back', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'app-config');
  await expect(page.getByTestId('app-config-screen')).toBeVisible();
  await expect(page.getByTestId('app-select')).toHaveValue('LevelUp');
  await expect(page.getByTestId('app-count')).toHaveText('1 allowed');
  await expect(page.getByTestId('app-review-button')).toBeDisabled();

  await page.getByTestId('app-mangoes').click();
  await page.getByRole('option', { name: 'Pro Yearly' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('app-review-button').click();
  await expect(page.getByTestId('app-review')).toContainText('+ Pro Yearly');
  await page.getByTestId('app-save').click();
  await expect(page.getByTestId('app-count')).toHaveText('2 allowed');
  await expect(page.getByText('LevelUp saved')).toBeVisible();

  // An app not installed on the dashboard: the service's reason is shown.
  await page.getByTestId('app-select').click();
  await page.getByRole('option', { name: 'Sparks' }).click();
  await expect(page.getByText(/not installed on the dashboard/)).toBeVisible();
});
