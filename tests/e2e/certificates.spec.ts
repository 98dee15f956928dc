import { expect, openArea, test } from './fixtures';
import { MISSING_ID, USER_IDS } from '../../src/sandbox/fixture/known-ids';

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
