import { downloaded, expect, openArea, test } from './fixtures';
import { MISSING_ID, USER_IDS } from '../../src/sandbox/fixture/known-ids';

test('badges: list, then create a points-threshold badge', async ({ page, consoleHost }) => {
  await openArea(page, consoleHost.current, 'gamification');
  await expect(page.getByTestId('badge-row')).toHaveCount(3);
  await expect(page.getByTestId('badge-table')).toContainText('At 500 lifetime points');
  await expect(page.getByTestId('badge-table')).toContainText('Subscribers of Pro Yearly');

  await page.getByTestId('new-badge').click();
  await page.getByTestId('badge-name').fill('Weekly Hero');
  await page.getByTestId('badge-automation').getByText('Points threshold').click();
  await expect(page.getByText('Automation may take time to reflect')).toBeVisible();
  await page.getByTestId('badge-threshold').fill('150');
  await page.getByTestId('badge-category').click();
  await page.getByRole('option', { name: 'This week’s points' }).click();
  await page.getByTestId('badge-submit').click();
  await expect(page.getByTestId('create-badge-form')).toBeHidden();
  await expect(page.getByTestId('badge-row')).toHaveCount(4);
  await expect(page.getByTestId('badge-table')).toContainText('At 150 weekly points');
});

test('badges: the service’s refusal is shown in the form and nothing is lost', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'gamification');
  await page.getByTestId('new-badge').click();
  await page.getByTestId('badge-submit').click();
  await expect(
    page.getByTestId('create-badge-form').getByRole('alert').filter({ hasText: 'Check the input' }),
  ).toContainText('name');
  await page.getByTestId('badge-automation').getByText('Mango subscription').click();
  await page.getByTestId('badge-name').fill('Members');
  await page.getByTestId('badge-submit').click();
  await expect(
    page.getByTestId('create-badge-form').getByRole('alert').filter({ hasText: 'Check the input' }),
  ).toContainText('at least one Mango');
  await expect(page.getByTestId('badge-name')).toHaveValue('Members');
});

test('collective points: filter, sort, quota and CSV export', async ({ page, consoleHost }) => {
  await openArea(page, consoleHost.current, 'gamification');
  await page.getByTestId('tab-points').click();
  await expect(page.getByText('Limited to 10 loads a minute, and the service may retire it')).toBeVisible();
  await expect(page.getByTestId('points-quota')).toContainText('0 of 10 calls used this minute');
  const types = page.getByTestId('points-types');
  await types.fill('custom');
  await types.press('Enter');
  // System types are offered in words.
  await types.fill('Atten');
  await page.getByRole('option', { name: 'Attendance' }).click();
  await types.press('Escape');
  await page.getByTestId('points-load').click();
  await expect(page.getByTestId('points-row').first()).toBeVisible();
  await expect(page.getByTestId('points-table').locator('thead')).toHaveText(
    /Member.*Attendance.*custom.*Total points/,
  );
  // Members by name, with their id as secondary, copyable text.
  const firstRow = page.getByTestId('points-row').first();
  await expect(firstRow.locator('td').first()).toContainText(/^[A-Z][a-z]+ [A-Z][a-z]+[0-9a-f]{24}$/);
  await expect(firstRow.getByRole('button', { name: /^Copy user id [0-9a-f]{24}$/ })).toBeVisible();
  await expect(page.getByTestId('points-quota')).toContainText('1 of 10 calls used this minute');
  await expect(page.getByTestId('points-next-call')).toHaveText('A call is allowed now');

  await page.getByTestId('sort-custom').click();
  const firstCustom = Number(
    (await page.getByTestId('points-row').first().locator('td').nth(2).innerText()).replace(/\D/g, ''),
  );
  const secondCustom = Number(
    (await page.getByTestId('points-row').nth(1).locator('td').nth(2).innerText()).replace(/\D/g, ''),
  );
  expect(firstCustom).toBeGreaterThanOrEqual(secondCustom);

  const file = await downloaded(page, () => page.getByTestId('points-export').click());
  expect(file.name).toMatch(/^collective-points-.*\.csv$/);
  const lines = file.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // Machine keys in the header row, the first line (programs read it); the notes say what they mean.
  expect(lines[0]).toBe('userId,attendance,custom,totalScore');
  expect(Number(lines[1]!.split(',')[2])).toBe(firstCustom);
  await expect(page.getByTestId('points-quota')).toContainText('1 of 10 calls used this minute');
});

test('collective points: the eleventh call in a minute waits, and the screen says until when', async ({
  page,
  consoleHost,
}) => {
  for (let i = 0; i < 10; i += 1) {
    const result = await consoleHost.current.app.dispatch('gamification.points', {});
    expect(result.ok).toBe(true);
  }
  await openArea(page, consoleHost.current, 'gamification');
  await page.getByTestId('tab-points').click();
  await expect(page.getByTestId('points-quota')).toContainText('10 of 10 calls used this minute');
  await expect(page.getByTestId('points-next-call')).toHaveText(/Next call allowed at .* \(in \d+ s\)/);
  await expect(page.getByTestId('points-load')).toBeDisabled();
});

test.describe('badges & points: people, points and badge edits', () => {
  test('give a person points after the confirmation; their ledger and points show it', async ({
    page,
    consoleHost,
  }) => {
    await openArea(page, consoleHost.current, 'gamification');
    await page.getByTestId('tab-people').click();
    await page.getByTestId('person-query').fill(USER_IDS.second);
    await page.getByTestId('person-lookup').click();
    const panel = page.getByTestId('person-gamification');
    await expect(panel.getByTestId('person-points')).toBeVisible();
    await expect(page.getByTestId('ledger')).toBeVisible();

    await panel.getByTestId('person-assign-points').click();
    await page.getByTestId('points-amount').fill('25');
    await page.getByTestId('points-review').click();
    await expect(page.getByTestId('points-confirm')).toContainText('Give 25 points to 1 person?');
    await page.getByTestId('points-send').click();
    await expect(page.getByTestId('points-done')).toContainText('Gave 25 points to 1 person');
    await page.getByTestId('points-close').click();

    const newest = page.getByTestId('ledger-row').first();
    await expect(newest).toContainText('+25');
    await expect(newest).toContainText('Points assigned through the API');
  });

  test('a person that is not a member is named in the error', async ({ page, consoleHost }) => {
    await openArea(page, consoleHost.current, 'gamification');
    await page.getByTestId('tab-people').click();
    await page.getByTestId('person-query').fill(MISSING_ID);
    await page.getByTestId('person-lookup').click();
    await expect(page.getByRole('alert').filter({ hasText: MISSING_ID })).toBeVisible();
  });

  test('edit a badge: the form starts from the badge, the list shows the change', async ({
    page,
    consoleHost,
  }) => {
    await openArea(page, consoleHost.current, 'gamification');
    const row = page.getByTestId('badge-row').filter({ hasText: 'Moderator' });
    await row.getByTestId('edit-badge').click();
    const form = page.getByTestId('edit-badge-form');
    await expect(form.getByTestId('badge-name')).toHaveValue('Moderator');
    await form.getByTestId('badge-name').fill('Community Moderator');
    await form.getByTestId('badge-automation').getByText('Points threshold').click();
    await form.getByTestId('badge-threshold').fill('750');
    await page.getByTestId('edit-badge-submit').click();
    await expect(form).toBeHidden();
    const edited = page.getByTestId('badge-row').filter({ hasText: 'Community Moderator' });
    await expect(edited).toContainText('At 750 lifetime points');
    await expect(page.getByTestId('badge-row')).toHaveCount(3);
  });

  test('the all-users table is marked deprecated and points to the per-person read', async ({
    page,
    consoleHost,
  }) => {
    await openArea(page, consoleHost.current, 'gamification');
    await expect(page.getByTestId('tab-points')).toContainText('Deprecated');
    await page.getByTestId('tab-points').click();
    await expect(page.getByTestId('points-deprecated')).toContainText('look a person up under People');
    await page.getByTestId('open-people').click();
    await expect(page.getByTestId('person-query')).toBeVisible();
  });
});
