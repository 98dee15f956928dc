import { expect, openArea, test } from './fixtures';
import { createLiveProfile } from './profiles-setup';

const LIVE_NAME = 'Acme Academy';

test('after a restart on a live profile the console asks before acting as that business, as a switch does', async ({
  page,
  consoleHost,
}) => {
  const { id } = await createLiveProfile(consoleHost, LIVE_NAME);
  const ask = page.getByRole('dialog', { name: 'Continue on a live profile?' });

  // Chosen in this run (a switch asks): no second question on opening the page.
  await consoleHost.current.app.dispatch('profiles.setActive', { id });
  await openArea(page, consoleHost.current, 'mangoes');
  await expect(page.getByTestId('live-marker')).toBeVisible();
  await expect(page.getByTestId('mango-row').first()).toBeVisible();
  await expect(ask).toHaveCount(0);

  // Restarted with the live profile remembered: asked first, and no screen shows behind the question.
  await openArea(page, await consoleHost.restart(), 'mangoes');
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(LIVE_NAME);
  await expect(ask).toContainText('reach real customers');
  await expect(page.getByTestId('live-start-waiting')).toBeVisible();
  await expect(page.getByTestId('mango-row')).toHaveCount(0);
  // Escape is the safe answer: the Sandbox opens.
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('live-marker')).toHaveCount(0);
  await expect(page.getByTestId('active-profile-name')).toHaveText('Sandbox');
  await expect(page.getByTestId('mango-row').first()).toBeVisible();

  // Live again, restarted again: "Continue on live" opens the screen on the live profile.
  await consoleHost.current.app.dispatch('profiles.setActive', { id });
  await openArea(page, await consoleHost.restart(), 'mangoes');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Continue on live' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('active-profile-name')).toHaveText(LIVE_NAME);
  await expect(page.getByTestId('live-marker')).toBeVisible();
  await expect(page.getByTestId('mangoes-screen')).toBeVisible();

  // A reload without a restart does not ask again: it was answered in this run.
  await page.reload();
  await expect(page.getByTestId('mangoes-screen')).toBeVisible();
  await expect(ask).toHaveCount(0);
});

test('switching profiles with unsaved input asks to leave first, then the live question', async ({
  page,
  consoleHost,
}) => {
  await createLiveProfile(consoleHost, LIVE_NAME);
  await openArea(page, consoleHost.current, 'video-calls');
  await page.getByTestId('new-call').click();
  await page.getByTestId('title').fill('Office hours');
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  const live = page.getByRole('dialog', { name: 'Switch to a live profile?' });

  const switchTo = async () => {
    await page.getByTestId('profile-switcher').click();
    await page.getByTestId('profile-switcher-option').filter({ hasText: LIVE_NAME }).click();
  };
  await switchTo();
  await expect(leave).toContainText('Your changes to the new video call will be lost.');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(live).toHaveCount(0);
  await expect(page.getByTestId('active-profile-name')).toHaveText('Sandbox');
  await expect(page.getByTestId('title')).toHaveValue('Office hours');

  await switchTo();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(live).toBeVisible();
  await live.getByTestId('live-switch-confirm-button').click();
  await expect(page.getByTestId('active-profile-name')).toHaveText(LIVE_NAME);
  await expect(page.getByTestId('title')).toHaveCount(0);
});
