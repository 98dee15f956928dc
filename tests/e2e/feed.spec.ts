import { downloaded, expect, openArea, test } from './fixtures';

test('feed: load, filter by type, render polls and reposts, export every match', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'feed');
  await expect(page.getByTestId('feed-summary')).toHaveText('48 posts · page 1 of 5');
  await expect(page.getByTestId('feed-post')).toHaveCount(10);
  await expect(page.getByTestId('feed-repost').first()).toContainText('Repost of');
  await expect(page.getByTestId('feed-tag').first()).toHaveText('#tips');

  await page.getByTestId('feed-pages').first().getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByTestId('feed-summary')).toHaveText('48 posts · page 2 of 5');

  await page.getByTestId('feed-types').click();
  await page.getByRole('option', { name: 'Poll' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('feed-summary')).toHaveText('6 posts · page 1 of 1');
  await expect(page.locator('[data-testid="feed-post"][data-content-type="poll"]')).toHaveCount(6);
  await expect(page.getByTestId('feed-poll').first()).toContainText('5 votes');
  await expect(page.getByTestId('feed-poll').first()).toContainText('9 votes in total');

  const file = await downloaded(page, () => page.getByTestId('feed-export').click());
  expect(file.name).toMatch(/^feed-posts-.*\.csv$/);
  const lines = file.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // The header row first, one line per post; the filter is in the notes file, when asked for.
  expect(lines[0]).toMatch(/^id,createdAt,contentType,title/);
  expect(lines.slice(1)).toHaveLength(6);

  await page.getByTestId('feed-user').fill('not-an-id');
  await expect(page.getByText('Use the 24-character user id')).toBeVisible();
});
