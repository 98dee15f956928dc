import type { Page } from '@playwright/test';
import { bridgeSettled, expect, openArea, test } from './fixtures';
import { axeViolations, setScheme } from './axe';
import { shots, shotsDir } from './shots';

/*
 * The customer view as a person uses it: find a demo customer by email, see their subscriptions, add one
 * (paid through the business's own gateway), revoke it behind the confirmation that says it cannot be
 * undone, grant it back, and see each result; remove them from a Mango; reach a person's page from their
 * name on another screen. With E2E_SHOTS set, screenshots of the page, light and dark, at 1280 and 1024 px,
 * go there (shots.ts).
 */

const EMAIL = 'meera.iyer0@example.test';

async function findMeera(page: Page) {
  // The Sandbox profile names her as the one to try, beside the search field.
  await expect(page.getByText(`In the sandbox, try ${EMAIL} (Meera Iyer).`)).toBeVisible();
  await page.getByTestId('customer-search').fill(EMAIL);
  await page.getByTestId('customer-search-submit').click();
  await expect(page.getByTestId('customer-name')).toHaveText('Meera Iyer');
  await expect(page).toHaveURL(/#\/customers\/user\/fa0000000000000000000001$/);
}

function rowOf(page: Page, title: string) {
  return page.getByTestId('subscription-table').locator('tr', { hasText: title });
}

test('find a customer by email, add a subscription, revoke it with the confirmation, grant it back', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'customers');
  await findMeera(page);
  await expect(page.getByTestId('customer-email')).toHaveText(EMAIL);
  await expect(page.getByTestId('subscription-table')).toContainText('Cohort (50 seats)');
  await expect(page.getByTestId('customer-certificates')).toContainText('Deprecated');
  await expect(page.getByTestId('courses-empty')).toContainText('course.progress');
  await expect(page.getByRole('region', { name: 'Points and badges' })).toBeVisible();

  // Add a subscription after an external payment.
  await page.getByTestId('add-subscription-open').click();
  await page.getByTestId('add-subscription-mango').click();
  await page.getByRole('option', { name: 'Starter Course' }).click();
  // The amount is filled in from the Mango's price as the service holds it, and can still be changed.
  await expect(page.getByTestId('add-subscription')).toContainText(
    /Filled in from the Mango's price, \d+ INR \(as the service holds it\)/,
  );
  await expect(page.getByTestId('add-subscription-amount')).not.toHaveValue('');
  await page.getByTestId('add-subscription-amount').fill('499');
  await expect(page.getByTestId('add-subscription-summary')).toContainText(
    'Adds “Starter Course” for Meera Iyer',
  );
  await page.getByTestId('add-subscription-submit').click();
  await expect(page.getByTestId('subscription-result')).toContainText(
    'Added “Starter Course”: status active',
  );
  const starter = rowOf(page, 'Starter Course');
  await expect(starter).toContainText('Active');

  // Revoke: the confirmation says what happens and that it cannot be undone.
  await starter.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByTestId('confirm-write');
  await expect(confirm).toContainText('access ends at once');
  await expect(confirm).toContainText('Not undoable');
  await page.getByTestId('confirm-write-submit').click();
  await expect(page.getByTestId('subscription-result')).toContainText(
    'Revoked “Starter Course”: status halted',
  );
  await expect(starter).toContainText('Halted');

  // Grant it back, without payment.
  await starter.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByTestId('confirm-write')).toContainText('without payment');
  await page.getByTestId('confirm-write-submit').click();
  await expect(page.getByTestId('subscription-result')).toContainText(
    'Granted “Starter Course” again: status active',
  );
  await expect(starter).toContainText('Active');

  // A subscription not made through the API (Meera's Cohort one was added by hand, "Active (manual)")
  // cannot be revoked: the button says why before anything is tried, and points at "Remove from this Mango".
  const cohortRow = rowOf(page, 'Cohort (50 seats)');
  await expect(cohortRow.getByRole('button', { name: 'Revoke' })).toBeDisabled();
  await expect(cohortRow.getByTestId('subscription-origin')).toContainText('Added by migration');
  await cohortRow.getByTestId('why-not-revoke').hover();
  await expect(page.getByRole('tooltip')).toContainText(
    'the service revokes only subscriptions made with “Add a subscription”',
  );
  await expect(page.getByRole('tooltip')).toContainText('Remove from this Mango');
  await shots(page, 'customers-why-not-revoke', { asIs: true });
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await cohortRow.getByRole('button', { name: 'More actions on Cohort (50 seats)' }).click();
  await expect(page.getByRole('menuitem', { name: 'Start refund…' })).toBeDisabled();
  await expect(page.getByTestId('why-not-refund')).toContainText('no order to refund');
  await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
  await shots(page, 'customers-why-not-refund', { asIs: true });
  await page.keyboard.press('Escape');

  // Points and badges: the person's own panel, with the assignment at hand.
  const points = page.getByRole('region', { name: 'Points and badges' });
  await expect(points.getByTestId('person-points')).toBeVisible();
  await points.getByTestId('person-assign-points').click();
  await page.getByTestId('points-amount').fill('15');
  await page.getByTestId('points-review').click();
  await expect(page.getByTestId('points-confirm')).toContainText('Give 15 points to 1 person?');
  await page.getByTestId('points-send').click();
  await expect(page.getByTestId('points-done')).toContainText('Gave 15 points to 1 person');
  await page.getByTestId('points-close').click();
  await expect(points.getByTestId('ledger-row').first()).toContainText('+15');

  for (const width of shotsDir() ? [1280, 1024] : []) {
    await page.setViewportSize({ width, height: 800 });
    const size = width === 1280 ? '' : `-${width}`;
    for (const scheme of ['light', 'dark'] as const) {
      await setScheme(page, scheme);
      await page.getByTestId('customers-screen').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await shots(page, `customers-${scheme}${size}`, { asIs: true });
      await page.getByRole('region', { name: 'Points and badges' }).scrollIntoViewIfNeeded();
      await shots(page, `customers-${scheme}${size}-lower`, { asIs: true });
    }
  }
});

test('remove a customer from a Mango behind the confirmation; the row shows it ended', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'customers');
  await findMeera(page);
  const cohort = rowOf(page, 'Cohort (50 seats)');
  await expect(cohort).toContainText('Active');

  await cohort.getByRole('button', { name: 'More actions on Cohort (50 seats)' }).click();
  await page.getByRole('menuitem', { name: 'Remove from this Mango…' }).click();
  const confirm = page.getByTestId('confirm-write');
  await expect(confirm).toContainText('Removes Meera Iyer from “Cohort (50 seats)”');
  await expect(confirm).toContainText('access ends at once');
  await expect(confirm).toContainText('Not undoable');
  await expect(confirm).toContainText('migration (Bulk jobs)');
  const submit = page.getByTestId('confirm-write-submit');
  await expect(submit).toHaveText('Remove now');
  await shots(page, 'customers-remove', { asIs: true });
  await submit.click();
  await expect(page.getByTestId('subscription-result')).toContainText(
    'Removed from “Cohort (50 seats)”: access ended now',
  );
  await expect(confirm).toBeHidden();
  // The list was read again: the row no longer gives access, and it ended now.
  await expect(cohort).not.toContainText('Active');
  await expect(cohort.getByTestId('subscription-ends')).not.toHaveText('Never');
  await expect(cohort.getByRole('button', { name: 'Grant' })).toBeEnabled();
  // Sent once: one revoke-user call in the Activity log.
  const activity = await consoleHost.current.app.dispatch('activity.list', { operation: 'revokeUser' });
  expect(activity.ok && (activity.value as { entries: unknown[] }).entries).toHaveLength(1);
});

test('a person’s name on Badges & points leads to their customer page', async ({ page, consoleHost }) => {
  await openArea(page, consoleHost.current, 'gamification');
  await page.getByTestId('tab-people').click();
  await page.getByTestId('person-query').fill(EMAIL);
  await page.getByTestId('person-lookup').click();
  const panel = page.getByTestId('person-gamification');
  const link = panel.getByRole('link', { name: 'Meera Iyer' });
  await expect(link).toHaveAttribute('href', '#/customers/user/fa0000000000000000000001');
  await shots(page, 'customers-name-link', { asIs: true });
  await link.click();
  await expect(page).toHaveURL(/#\/customers\/user\/fa0000000000000000000001$/);
  await expect(page.getByTestId('customer-name')).toHaveText('Meera Iyer');
  // On the person's own page their name is not a link to itself.
  await expect(
    page.getByRole('region', { name: 'Points and badges' }).getByRole('link', { name: 'Meera Iyer' }),
  ).toHaveCount(0);
});

test('nobody found says so; a new person is added and their page opens', async ({ page, consoleHost }) => {
  await openArea(page, consoleHost.current, 'customers');
  await page.getByTestId('customer-search').fill('nobody.here@example.test');
  await page.getByTestId('customer-search-submit').click();
  await expect(page.getByTestId('customer-not-found')).toContainText('nobody.here@example.test');

  await page.getByTestId('person-email').fill('nobody.here@example.test');
  await page.getByTestId('person-name').fill('Nobody Here');
  await page.getByTestId('person-add').click();
  await expect(page.getByTestId('customer-name')).toHaveText('Nobody Here');
  await expect(page.getByTestId('subscriptions-empty')).toContainText('Nobody Here holds no subscription');
});

test('a customer’s page passes axe in the light and the dark scheme', async ({ page, consoleHost }) => {
  await openArea(page, consoleHost.current, 'customers');
  await findMeera(page);
  await expect(
    page.getByTestId('certificates-empty').or(page.getByTestId('customer-certificates').locator('table')),
  ).toBeVisible();
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    await bridgeSettled(page);
    for (const violation of await axeViolations(page, { scheme })) {
      if (
        violation.impact !== 'critical' &&
        violation.impact !== 'serious' &&
        violation.id !== 'heading-order'
      )
        continue;
      for (const node of violation.nodes)
        found.push(`${scheme}: ${violation.id} at ${node.target.join(' ')}`);
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
