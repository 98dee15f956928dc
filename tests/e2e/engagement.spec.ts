import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, openArea, test } from './fixtures';
import { MISSING_ID, USER_IDS } from '../../src/sandbox/fixture/known-ids';

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const wait = page.waitForEvent('download');
  await click();
  const download: Download = await wait;
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

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

test('certificates: list a member’s certificates, filter, start generation', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'certificates');
  await page.getByTestId('cert-list-user').fill(USER_IDS.first);
  // The member's name shows under the id before anything is sent.
  await expect(page.getByRole('button', { name: `Copy user id ${USER_IDS.first}` })).toBeVisible();
  await page.getByTestId('cert-list').click();
  await expect(page.getByTestId('cert-row')).toHaveCount(1);
  // Certificates by title, their id kept as copyable text.
  await expect(page.getByTestId('cert-table')).toContainText('Starter Course Certificate');
  await expect(page.getByTestId('cert-list-summary')).toHaveText(
    /^1 certificate of [A-Z][a-z]+ [A-Z][a-z]+$/,
  );

  await page.getByTestId('cert-list-mangoes').click();
  await page.getByRole('option', { name: 'Pro Yearly' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('cert-list').click();
  await expect(page.getByText('No certificates')).toBeVisible();
  await expect(page.getByTestId('cert-list-summary')).toContainText('in Pro Yearly');

  // Picked by title...
  await page.getByTestId('cert-start-certificate').fill('Pro Track');
  await page.getByRole('option', { name: 'Pro Track Certificate' }).click();
  await page.getByTestId('cert-start-user').fill(USER_IDS.first);
  await expect(page.getByTestId('cert-start-user-name')).toContainText(USER_IDS.first);
  await page.getByTestId('cert-start').click();
  await expect(page.getByTestId('cert-started')).toContainText('background');

  // ...or by a pasted id, which the service may refuse.
  await page.getByTestId('cert-start-certificate').fill(MISSING_ID);
  await page.getByRole('option', { name: `Use certificate id ${MISSING_ID}` }).click();
  await page.getByTestId('cert-start').click();
  await expect(page.getByRole('alert').filter({ hasText: 'refused' })).toContainText(
    'only certificates created for your Mangoes',
  );
});

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

async function webhookShots(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/shots/webhooks-${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('webhooks: built-in receiver, fire from the sandbox, see the delivery', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'webhooks');
  await page.getByTestId('use-receiver').click();
  await expect(page.getByTestId('receiver-status')).toContainText('subscribed to 15 of 15 events');
  await expect(page.getByTestId('subscription-row')).toHaveCount(15);

  // The default event to fire is course.completed.50: labelled as a 50% milestone, not a completion.
  await page.getByTestId('fire').click();
  await expect(page.getByTestId('fire-result')).toContainText('crossed 50%');
  const half = page.getByTestId('delivery').filter({ hasText: 'Course 50% completed' });
  await expect(half).toHaveCount(1);
  await expect(half.getByTestId('delivery-validity')).toHaveText('Matches the docs');
  await half.getByRole('button').first().click();
  await expect(half.getByTestId('delivery-fields')).toContainText('courseId');
  await expect(half.getByTestId('delivery-what')).toContainText('Course 50% completed');
  await expect(half.getByTestId('delivery-json')).toContainText('"lastProgressOn"');

  await page.getByTestId('fire-event').click();
  await page.getByRole('option', { name: /Webinar reminder, 15 minutes before/ }).click();
  await page.getByTestId('fire').click();
  await expect(page.getByTestId('delivery').first()).toContainText('Webinar reminder, 15 minutes before');
  await expect(page.getByTestId('delivery').first().getByTestId('delivery-validity')).toHaveText(
    'Matches the docs',
  );
  await webhookShots(page, 'receiver');

  // Deprecated events are marked, with their replacement one click away.
  await page.getByTestId('hook-event').click();
  await page.getByRole('option', { name: /Course completed \(deprecated\)/ }).click();
  await expect(page.getByTestId('hook-deprecated')).toContainText('course.completed.100');
  await page.getByTestId('hook-deprecated').getByRole('button').click();
  await expect(page.getByTestId('hook-event')).toHaveValue(/Course 100% completed/);
  await expect(page.getByTestId('hook-course')).toBeVisible();

  // Subscribing the receiver's URL to the same event again is flagged.
  await page.getByTestId('hook-event').click();
  await page.getByRole('option', { name: /Order completed/ }).click();
  await expect(page.getByTestId('hook-mango')).toBeVisible();
  await page
    .getByTestId('hook-url')
    .fill(
      `${(await page.getByTestId('receiver-status').locator('code').innerText()).replace('/hooks/<event>', '')}/hooks/order.created.completed`,
    );
  await page.getByTestId('hook-subscribe').click();
  await expect(page.getByText('Already subscribed', { exact: true })).toBeVisible();

  // Webinar events take a webinar, picked by title.
  await page.getByTestId('hook-event').click();
  await page.getByRole('option', { name: /Webinar attended/ }).click();
  await page.getByTestId('hook-webinar').click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // user.deleted takes no association; a new URL is subscribed through the current path.
  await page.getByTestId('hook-event').click();
  await page.getByRole('option', { name: /User deleted/ }).click();
  await expect(page.getByTestId('hook-no-association')).toBeVisible();
  await page.getByTestId('hook-url').fill('http://127.0.0.1:9/hooks/user.deleted');
  await page.getByTestId('hook-subscribe').click();
  await expect(page.getByTestId('hook-done')).toContainText('/api/v1/integration/webhook/webhook');
  await webhookShots(page, 'form');
  await consoleHost.current.app.dispatch('webhooks.receiverStop', {});
});

test('user token check: the member, their ranks and badges; the token is not kept', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'token-check');
  await page.getByTestId('token-input').fill('demo-user-token-3');
  await page.getByTestId('token-check').click();
  await expect(page.getByTestId('token-user-name')).toHaveText('Anaya Bose');
  await expect(page.getByTestId('token-input')).toHaveValue('');
  await expect(page.getByTestId('token-scores')).toContainText('889');
  await expect(page.getByTestId('token-scores')).toContainText(/#\d+/);
  await expect(page.getByTestId('token-badge').first()).toContainText('Rising Star');

  await page.getByTestId('token-input').fill('made-up-token');
  await page.getByTestId('token-check').click();
  await expect(page.getByRole('alert').filter({ hasText: 'did not accept' })).toContainText(
    'The service refused this member token',
  );

  const activity = await consoleHost.current.app.dispatch('activity.list', { operation: 'verifyToken' });
  expect(JSON.stringify(activity)).not.toMatch(/demo-user-token-3|made-up-token/);
  expect(consoleHost.logLines.join('\n')).not.toMatch(/demo-user-token-3|made-up-token/);
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
