import { MANGO_IDS } from '../../src/sandbox/fixture/known-ids';
import { expect, openArea, test } from './fixtures';

const WEBINAR = MANGO_IDS.webinar;

test('a half-filled schedule form asks before it is left: Stay keeps the input, Leave discards it, nothing typed asks nothing', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'video-calls');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });

  // Nothing typed: the navigation goes at once.
  await page.getByTestId('new-call').click();
  await expect(page.getByTestId('create-form')).toBeVisible();
  await page.getByTestId('nav-mangoes').click();
  await expect(page.getByTestId('nav-mangoes')).toHaveAttribute('aria-current', 'page');
  await expect(leave).toHaveCount(0);

  // Typed, then a click on Mangoes: asked, naming what would be lost; Stay keeps the input and the place.
  await page.goBack();
  await expect(page).toHaveURL(/#\/video-calls\/new$/);
  await page.getByTestId('title').fill('Office hours');
  await page.getByTestId('nav-mangoes').click();
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('Your changes to the new video call will be lost.');
  await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/#\/video-calls\/new$/);
  await expect(page.getByTestId('title')).toHaveValue('Office hours');

  // Back asks too, and Escape (the keyboard's Stay) keeps the input.
  await page.goBack();
  await expect(leave).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/#\/video-calls\/new$/);
  await expect(page.getByTestId('title')).toHaveValue('Office hours');

  // Leave goes where the person asked and the input is gone.
  await page.getByTestId('nav-mangoes').click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByTestId('nav-mangoes')).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/#\/video-calls\/new$/);
  await expect(leave).toHaveCount(0);
  await expect(page.getByTestId('title')).toHaveValue('');

  // A reload or a closed tab: the browser's own question (beforeunload) while something is typed.
  await page.getByTestId('title').fill('Office hours');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await expect(page.getByTestId('title')).toHaveValue('Office hours');
});

test('the Mango draft editor asks before a click on Drafts or Back throws typed changes away', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'mangoes');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.getByRole('button', { name: /^Webinar Pass/ }).click();
  await page.getByTestId('edit-mango').click();
  await expect(page).toHaveURL(new RegExp(`#/mangoes/mango/${WEBINAR}/draft$`));

  // Opened and left untouched: nothing to ask.
  await page.goBack();
  await expect(page.getByTestId('mango-detail')).toBeVisible();
  await expect(leave).toHaveCount(0);
  await page.getByTestId('edit-mango').click();

  await page.getByLabel('Base price').fill('349');
  await page.getByTestId('nav-drafts').click();
  await expect(leave).toContainText('Your changes to the new draft of “Webinar Pass” will be lost.');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`#/mangoes/mango/${WEBINAR}/draft$`));
  await expect(page.getByLabel('Base price')).toHaveValue('349');

  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`#/mangoes/mango/${WEBINAR}$`));
  await expect(page.getByTestId('mango-editor')).toHaveCount(0);
  // Nothing was saved: the Mango has no draft to reopen.
  await expect(page.getByTestId('edit-mango')).not.toHaveText('Open your draft');
});

test('dialogs with typed input ask before their own Cancel, X or Escape throws it away; untouched ones close at once', async ({
  page,
  consoleHost,
}) => {
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });

  // New channel: untouched, Cancel closes at once.
  await openArea(page, consoleHost.current, 'channels');
  const channel = page.getByRole('dialog', { name: 'New channel' });
  await page.getByTestId('new-channel').click();
  await expect(channel).toBeVisible();
  await channel.getByRole('button', { name: 'Cancel' }).click();
  await expect(channel).toBeHidden();
  await expect(discard).toHaveCount(0);

  // Typed, then Escape: asked, naming what would be lost; Keep editing (focused) keeps the input.
  await page.getByTestId('new-channel').click();
  await channel.getByTestId('channel-name').fill('Weekend cohort');
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await expect(discard).toContainText('Your changes to the new channel will be lost.');
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(channel).toBeVisible();
  await expect(channel.getByTestId('channel-name')).toHaveValue('Weekend cohort');

  // Cancel asks too; Discard closes, and the dialog opens empty next time.
  await channel.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(discard).toBeHidden();
  await expect(channel).toBeHidden();
  await page.getByTestId('new-channel').click();
  await expect(channel.getByTestId('channel-name')).toHaveValue('');
  await channel.getByRole('button', { name: 'Cancel' }).click();
  await expect(channel).toBeHidden();

  // New badge: the X asks; Keep editing keeps the name.
  await openArea(page, consoleHost.current, 'gamification');
  const badge = page.getByRole('dialog', { name: 'New badge' });
  await page.getByTestId('new-badge').click();
  await badge.getByTestId('badge-name').fill('Weekly Hero');
  await badge.getByRole('button', { name: 'Close' }).click();
  await expect(discard).toContainText('Your changes to the new badge will be lost.');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(badge.getByTestId('badge-name')).toHaveValue('Weekly Hero');
  await badge.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(badge).toBeHidden();

  // New profile: the form sits inside the dialog and records its own input; the dialog asks about it.
  await openArea(page, consoleHost.current, 'profiles');
  const profile = page.getByRole('dialog', { name: 'New profile' });
  await page.getByTestId('new-profile').click();
  await profile.getByTestId('profile-name').fill('Acme Academy');
  await profile.getByRole('button', { name: 'Cancel' }).click();
  await expect(discard).toContainText('Your changes to the new profile will be lost.');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(profile).toBeHidden();
  // Nothing unsaved is left behind: leaving the screen asks nothing.
  await page.getByTestId('nav-mangoes').click();
  await expect(page.getByTestId('nav-mangoes')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
});
