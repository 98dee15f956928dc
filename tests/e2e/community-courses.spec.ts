import { expect, openArea, test } from './fixtures';
import { COURSE_IDS } from '../../src/main/sandbox/fixture/known-ids';

test('review summary, module creation with the drip follow-up, and 404 explained', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'courses');
  await expect(page.getByTestId('course-select')).toHaveValue('Foundations');
  await expect(page.getByTestId('review-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('review-count')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('drip-mode')).toContainText('Not dripped');

  await page.getByTestId('course-select').click();
  await page.getByRole('option', { name: 'Weekly Masterclass' }).click();
  await expect(page.getByTestId('drip-mode')).toContainText('Drips by date');
  await expect(page.getByTestId('module-row')).toHaveCount(5);

  await page.getByTestId('module-title').fill('Week 6: Review');
  await page.getByTestId('module-description').fill('Recap of the month');
  await page.getByTestId('module-cover').fill('https://cdn.example.com/week6.png');
  await page.getByTestId('module-create').click();
  const warning = page.getByTestId('drip-warning');
  await expect(warning).toContainText('visible to learners now');
  await expect(page.getByTestId('module-row')).toHaveCount(6);
  await expect(page.getByTestId('module-row').last()).toContainText('Week 6: Review');

  await warning.getByTestId('drip-follow-up').click();
  const modal = page.getByTestId('drip-modal');
  await expect(modal.getByTestId('drip-row')).toHaveCount(6);
  await expect(modal.getByTestId('drip-row').last()).toContainText('new, visible now');
  await modal.getByTestId('drip-send').click();
  await expect(modal).toHaveCount(0);
  await expect(warning).toHaveCount(0);
  await expect(page.getByTestId('module-row').last()).not.toContainText('unscheduled');

  // The course is deleted elsewhere while the screen is open.
  const list = await consoleHost.current.app.dispatch('profiles.list', {});
  if (!list.ok) throw new Error('profiles.list failed');
  const baseUrl = (list.value as { profiles: Array<{ kind: string; baseUrl: string }> }).profiles.find(
    (p) => p.kind === 'sandbox',
  )?.baseUrl;
  await fetch(`${baseUrl}/__sandbox/patch`, {
    method: 'POST',
    body: JSON.stringify({
      collection: 'courses',
      id: COURSE_IDS.weeklyMasterclass,
      set: { isDeleted: true },
    }),
  });
  await page.getByTestId('module-title').fill('Too late');
  await page.getByTestId('module-create').click();
  await expect(page.getByTestId('course-not-found')).toContainText('COURSE_NOT_FOUND');
  await expect(page.getByTestId('course-not-found')).toContainText('Nothing was created');
});
