import { expect, openArea, test } from './fixtures';

test('channels by group; create a group and a channel in it with access', async ({ page, consoleHost }) => {
  await openArea(page, consoleHost.current, 'channels');
  const sections = page.getByTestId('group-section');
  await expect(sections.first()).toBeVisible();
  await expect(sections.first().getByTestId('channel-row').first()).toContainText('General');

  // Archived channels only when asked.
  await expect(page.getByText('Archive 2023', { exact: true })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Include archived channels' }).check({ force: true });
  await expect(page.getByText('Archive 2023', { exact: true })).toBeVisible();

  // An empty name is refused on the spot; the rules are on screen.
  const form = page.getByTestId('group-form');
  await expect(form).toContainText('always added after your existing groups');
  await expect(form).toContainText('Channels join a group when they are created');
  await page.getByTestId('group-name').fill('   ');
  await page.getByTestId('group-create').click();
  await expect(form).toContainText('cannot be empty');

  await page.getByTestId('group-name').fill('Cohort 7');
  await page.getByTestId('group-create').click();
  await expect(page.getByText('position 3')).toBeVisible();
  const cohort = sections.filter({ hasText: 'Cohort 7' });
  await expect(cohort).toContainText('No channels in this group yet');

  await page.getByTestId('new-channel').click();
  await page.getByTestId('channel-name').fill('Cohort 7 lounge');
  await expect(page.getByTestId('channel-unreachable')).toBeVisible();
  await page.getByTestId('channel-group').click();
  await page.getByRole('option', { name: 'Cohort 7' }).click();
  await page.getByTestId('channel-mangoes').click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByTestId('channel-badges').click();
  await page.getByRole('option', { name: 'Rising Star' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('channel-unreachable')).toHaveCount(0);
  await page.getByTestId('channel-create').click();

  const row = cohort.getByTestId('channel-row');
  await expect(row).toContainText('Cohort 7 lounge');
  await expect(row).toContainText('Rising Star');
  await expect(row).toContainText('Visible');
});
