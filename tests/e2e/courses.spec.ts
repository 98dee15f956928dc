import { expect, openArea, test } from './fixtures';
import { ASSET_URLS, COURSE_IDS } from '../../src/sandbox/fixture/known-ids';

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

test('a new course; a module renamed; chapters added, edited as a reviewed diff and deleted after a confirmation', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'courses');
  await expect(page.getByTestId('course-select')).toHaveValue('Foundations');

  // Rename the first module.
  const card = page.getByTestId('chapters-card');
  await expect(card.getByTestId('chapters-module')).toHaveValue('1. Module 1');
  await card.getByTestId('module-rename-title').fill('Orientation');
  await card.getByTestId('module-rename').click();
  await expect(card.getByTestId('chapters-module')).toHaveValue('1. Orientation');
  await expect(page.getByTestId('module-row').first()).toContainText('Orientation');

  // Add a chapter with uploaded content.
  await card.getByTestId('chapter-add').click();
  const form = page.getByTestId('chapter-form');
  await form.getByTestId('chapter-title').fill('Warm-up');
  await form.getByTestId('chapter-description').fill('Five minutes to start');
  await form.getByTestId('chapter-content-type').click();
  await page.getByRole('option', { name: 'video' }).click();
  await form.getByTestId('chapter-content').fill(ASSET_URLS.video);
  await form.getByTestId('chapter-submit').click();
  await expect(form).toHaveCount(0);
  await expect(card.getByTestId('chapter-row')).toHaveCount(1);
  await expect(card.getByTestId('chapter-row')).toContainText('Warm-up');

  // Edit: the change is shown before it is sent.
  await card.getByRole('button', { name: 'Edit Warm-up' }).click();
  await form.getByTestId('chapter-title').fill('Warm-up and setup');
  await form.getByTestId('chapter-submit').click();
  await expect(page.getByTestId('chapter-review')).toContainText('Warm-up and setup');
  await expect(form.getByTestId('chapter-submit')).toHaveText('Save 1 change');
  await form.getByTestId('chapter-submit').click();
  await expect(form).toHaveCount(0);
  await expect(card.getByTestId('chapter-row')).toContainText('Warm-up and setup');

  // A content address that was not uploaded first is refused with its reason.
  await card.getByTestId('chapter-add').click();
  await form.getByTestId('chapter-title').fill('Elsewhere');
  await form.getByTestId('chapter-description').fill('Hosted outside');
  await form.getByTestId('chapter-content-type').click();
  await page.getByRole('option', { name: 'pdf' }).click();
  await form.getByTestId('chapter-content').fill('https://example.com/notes.pdf');
  await form.getByTestId('chapter-submit').click();
  await expect(form).toContainText('already uploaded to TagMango');
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The typed chapter is thrown away only after the dialog's question.
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();

  // Delete, after a confirmation that names the chapter.
  await card.getByRole('button', { name: 'Delete Warm-up and setup' }).click();
  const confirm = page.getByTestId('delete-chapter-confirm');
  await expect(confirm).toContainText('“Warm-up and setup” will be deleted for good');
  await confirm.getByTestId('delete-chapter-button').click();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByTestId('chapter-row')).toHaveCount(0);

  // A new course, picked at once.
  await page.getByTestId('course-new').click();
  const newCourse = page.getByTestId('new-course-form');
  await newCourse.getByTestId('course-title').fill('Habits 101');
  await newCourse.getByTestId('course-description').fill('Small steps, every day.');
  await newCourse.getByTestId('course-create').click();
  await expect(newCourse).toHaveCount(0);
  await expect(page.getByTestId('course-select')).toHaveValue('Habits 101');
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
});
