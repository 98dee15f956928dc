import { DateTime } from 'luxon';
import type { Page } from '@playwright/test';
import { MANGO_IDS } from '../../src/sandbox/fixture/known-ids';
import { expect, openArea, test } from './fixtures';

// Times are written in the reader's locale: pin one so the expected strings are known.
test.use({ locale: 'en-GB' });

interface StoredCall {
  _id: string;
  title: string;
  fromTime: string;
  toTime: string;
  startDate: string;
  fromTime24h: string;
}

async function sandboxUrl(dispatch: (c: string, i: unknown) => Promise<{ ok: boolean; value?: unknown }>) {
  const list = await dispatch('profiles.list', {});
  const profiles = (list.value as { profiles: { kind: string; baseUrl: string }[] }).profiles;
  const sandbox = profiles.find((p) => p.kind === 'sandbox');
  if (!sandbox) throw new Error('no sandbox profile');
  return sandbox.baseUrl;
}

/** The sandbox profile first (as the long test does): the embedded sandbox is up before the page asks. */
async function openVideoCalls(page: Page, host: Parameters<typeof openArea>[1]) {
  await sandboxUrl(host.app.dispatch);
  await openArea(page, host, 'video-calls');
}

async function pickOption(page: Page, label: string, search: string, option: RegExp | string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

async function setDate(page: Page, testId: string, value: string) {
  const input = page.getByTestId(testId);
  await input.fill(value);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

test('schedule a weekly call that clashes, move it, create it, open it, and watch it lock', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(90_000);
  const base = await sandboxUrl(consoleHost.current.app.dispatch);
  const state = (await (await fetch(`${base}/__sandbox/state?collection=videoCalls`)).json()) as
    | StoredCall[]
    | { videoCalls: StoredCall[] };
  const calls = Array.isArray(state) ? state : state.videoCalls;
  const taken = calls.find((c) => c.title === 'Weekly Q&A: Mutual funds');
  if (!taken) throw new Error('fixture has no editable call');

  await openArea(page, consoleHost.current, 'video-calls');
  await expect(page.getByTestId('agenda-row').first()).toBeVisible();
  await page.getByTestId('new-call').click();

  await page.getByTestId('title').fill('E2E weekly clinic');
  await pickOption(page, 'Mango', '', /./);
  await page.getByTestId('frequency').getByText('Weekly', { exact: true }).click();
  await pickOption(page, 'Time zone', 'kolkata', /Kolkata/);
  await setDate(page, 'start-date', taken.startDate);
  await page.getByTestId('start-time').fill(taken.fromTime24h);
  await setDate(
    page,
    'end-date',
    DateTime.fromISO(taken.startDate).plus({ days: 14 }).toFormat('yyyy-MM-dd'),
  );
  const weekday = DateTime.fromISO(taken.startDate).setLocale('en-GB').toFormat('ccc');
  await page.getByTestId('weekdays').getByText(weekday, { exact: true }).click();

  // The clash is named before Create is pressed.
  await expect(page.getByTestId('occurrence-row')).toHaveCount(3);
  await expect(page.getByTestId('availability')).toHaveAttribute('data-state', 'clash');
  await expect(page.getByTestId('clash-item').first()).toContainText("'Weekly Q&A: Mutual funds'");
  await expect(page.getByTestId('create-submit')).toBeDisabled();

  // The next free slot starts as the existing call ends (touching is not overlapping): one click uses it.
  // Suggested starts land on a 5-minute mark.
  const ends = DateTime.fromISO(taken.toTime, { zone: 'Asia/Kolkata' });
  const moved = ends.minute % 5 === 0 ? ends : ends.set({ minute: ends.minute + 5 - (ends.minute % 5) });
  if (moved.toFormat('yyyy-MM-dd') === taken.startDate) {
    await expect(page.getByTestId('free-slot')).toContainText(moved.toFormat('HH:mm'));
    await page.getByTestId('use-free-slot').click();
    await expect(page.getByTestId('start-time')).toHaveValue(moved.toFormat('HH:mm'));
  } else {
    // A weekly series is not moved to another day for you (its weekdays would change): move it by hand.
    await expect(page.getByTestId('no-free-slot')).toBeVisible();
    await setDate(page, 'start-date', moved.toFormat('yyyy-MM-dd'));
    // Three weeks again from the new first day (late in the Kolkata evening the clash's end is tomorrow,
    // and the old end date would leave two calls).
    await setDate(page, 'end-date', moved.plus({ days: 14 }).toFormat('yyyy-MM-dd'));
    await page.getByTestId('start-time').fill(moved.toFormat('HH:mm'));
    await page
      .getByTestId('weekdays')
      .getByText(moved.setLocale('en-GB').toFormat('ccc'), { exact: true })
      .click();
    await page.getByTestId('weekdays').getByText(weekday, { exact: true }).click();
  }
  await expect(page.getByTestId('availability')).toHaveAttribute('data-state', 'clear');
  await expect(page.getByTestId('participant-preview')).toContainText('eligible customers');
  await expect(page.getByTestId('create-submit')).toHaveText('Create 3 calls');
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('create-result')).toBeVisible();
  await expect(page.getByTestId('created-range')).toHaveCount(3);
  // Each created call shows its start and end with the zone named.
  // A call that ends after midnight names both days: "Mon, …, 23:15 IST – Tue, …, 00:15 IST".
  const end = moved.plus({ minutes: 60 });
  const [from, to] = [moved.toFormat('HH:mm'), end.toFormat('HH:mm')];
  await expect(page.getByTestId('created-range').first()).toContainText(
    end.hasSame(moved, 'day') ? `${from}–${to} IST` : new RegExp(`${from} IST – .+, ${to} IST`),
  );

  // Open the series, then its first occurrence.
  await page.getByTestId('open-created').click();
  await expect(page.getByTestId('series-row')).toHaveCount(3);
  await page.getByTestId('series-row').first().getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('call-detail')).toBeVisible();
  await expect(page.getByTestId('lock-banner')).toHaveAttribute('data-state', 'editable');

  // Put the sandbox's clock 5 s before the lock moment, re-read, and watch the screen lock by itself.
  const lockAt = moved.toMillis() - 30 * 60_000;
  await fetch(`${base}/__sandbox/clock`, {
    method: 'POST',
    body: JSON.stringify({ now: new Date(lockAt - 5_000).toISOString() }),
  });
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('lock-banner')).toHaveAttribute('data-state', 'editable');
  await expect(page.getByTestId('lock-banner')).toContainText('Editable until');
  // Typing while the lock arrives: the text is kept, read-only and copyable, and said to be NOT saved.
  await page.getByTestId('edit-title').fill('Typed as the lock arrived');
  await expect(page.getByTestId('lock-banner')).toHaveAttribute('data-state', 'locked', { timeout: 15_000 });
  await expect(page.getByTestId('lock-banner')).toContainText('within 30 minutes');
  await expect(page.getByTestId('edit-title')).toBeDisabled();
  await expect(page.getByTestId('unsaved-changes')).toContainText('Your changes were NOT saved');
  await expect(page.getByTestId('unsaved-text')).toHaveText('Title: Typed as the lock arrived');
});

test('a call has its own address: Back returns to the agenda, Forward to the call', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(90_000);
  await openVideoCalls(page, consoleHost.current);
  await page.getByTestId('agenda-row').first().click();
  await expect(page.getByTestId('call-detail')).toBeVisible();
  await expect(page).toHaveURL(/#\/video-calls\/call\/[0-9a-f]{24}/);
  await page.goBack();
  await expect(page.getByTestId('agenda')).toBeVisible();
  await expect(page.getByTestId('video-calls-screen')).toHaveAttribute('data-view', 'agenda');
  await page.goForward();
  await expect(page.getByTestId('call-detail')).toBeVisible();
});

test("the week view opens on the service's today, names its dates and marks now", async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(90_000);
  await openVideoCalls(page, consoleHost.current);
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Week').click();
  await expect(page.getByTestId('week-grid')).toBeVisible();
  await expect(page.getByTestId('this-week')).toHaveText('This week');
  await expect(page.getByTestId('now-line')).toHaveCount(1);
  const label = await page.getByTestId('week-label').textContent();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId('week-label')).not.toHaveText(label ?? '');
  await expect(page.getByTestId('this-week')).toHaveCount(0);
  await expect(page.getByTestId('now-line')).toHaveCount(0);
  await page.getByTestId('to-this-week').click();
  await expect(page.getByTestId('this-week')).toBeVisible();
});

/** Moves the sandbox's clock through its control API (as the tests of the service do). */
async function moveClock(base: string, body: { now?: string; advanceMs?: number; real?: boolean }) {
  const res = await fetch(`${base}/__sandbox/clock`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`the sandbox clock refused: ${res.status}`);
  return ((await res.json()) as { now: string }).now;
}

test('a save refused by the edit lock locks the form at once and keeps what was typed', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(90_000);
  const host = consoleHost.current;
  const base = await sandboxUrl(host.app.dispatch);
  const sandboxNow = Date.parse(
    ((await (await fetch(`${base}/__sandbox/clock`)).json()) as { now: string }).now,
  );
  // Tomorrow at 10:00 in Kolkata: 10 to 34 hours away whatever the hour of the run, so the banner counts
  // in hours (from 48 hours on it says "2 days": two days ahead failed in the first minutes after midnight).
  const start = DateTime.fromMillis(sandboxNow, { zone: 'Asia/Kolkata' })
    .plus({ days: 1 })
    .set({ hour: 10, minute: 0 });
  const created = await host.app.dispatch('videoCalls.create', {
    title: 'E2E lock refusal call',
    mangoes: [MANGO_IDS.monthly],
    schedule: {
      startDate: start.toFormat('yyyy-MM-dd'),
      fromTime: '10:00',
      timezoneName: 'Asia/Kolkata',
      duration: 60,
      frequency: 'once',
    },
  });
  const id = (created as { ok: boolean; value?: { id?: string } }).value?.id;
  if (!id) throw new Error(`the call was not created: ${JSON.stringify(created)}`);

  await openArea(page, host, `video-calls/call/${id}`);
  await expect(page.getByTestId('lock-banner')).toHaveAttribute('data-state', 'editable');
  await expect(page.getByTestId('lock-banner')).toContainText(/The edit lock begins in \d+ h/);
  await page.getByTestId('edit-title').fill('Typed before the refusal');

  // The service's clock passes the lock while the form is open; the screen has not heard yet.
  const lockAt = start.toMillis() - 30 * 60_000;
  await moveClock(base, { now: new Date(lockAt + 60_000).toISOString() });
  await page.getByTestId('save').click();

  // The refusal locks the screen at once (well before any timed re-read), with the typed text kept.
  await expect(page.getByTestId('lock-banner')).toHaveAttribute('data-state', 'locked', { timeout: 5_000 });
  await expect(page.getByTestId('edit-title')).toBeDisabled();
  await expect(page.getByTestId('edit-title')).toHaveValue('Typed before the refusal');
  await expect(page.getByTestId('unsaved-changes')).toContainText('Your changes were NOT saved');
  await expect(page.getByTestId('unsaved-text')).toHaveText('Title: Typed before the refusal');
  await expect(page.getByTestId('save')).toBeDisabled();

  // The clock back to real time: the service unlocks the call and the banner counts from that clock again.
  await moveClock(base, { real: true });
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('lock-banner')).toHaveAttribute('data-state', 'editable');
  await expect(page.getByTestId('lock-banner')).toContainText(/The edit lock begins in \d+ h/);
  await expect(page.getByTestId('edit-title')).toHaveValue('Typed before the refusal');
});

test("the week view follows the service's today when its clock moves, and is remembered", async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(90_000);
  const base = await sandboxUrl(consoleHost.current.app.dispatch);
  await openVideoCalls(page, consoleHost.current);
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Week').click();
  const today = page.getByTestId('week-grid').locator('[aria-current="date"]');
  await expect(today).toContainText('today');
  const before = (await today.textContent()) ?? '';

  // Two days on: any answer of the service carries its clock, so a reload of the agenda moves "today".
  const moved = await moveClock(base, { advanceMs: 2 * 86_400_000 });
  await page.getByRole('button', { name: 'Reload agenda' }).click();
  const expected = DateTime.fromISO(moved).setZone(
    await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  await expect(today).not.toHaveText(before);
  await expect(today).toContainText(expected.setLocale('en-GB').toFormat('d'));
  await expect(page.getByTestId('this-week')).toBeVisible();

  // Back again (the clock set back), without a page load.
  await moveClock(base, { real: true });
  await page.getByRole('button', { name: 'Reload agenda' }).click();
  await expect(today).toHaveText(before);

  // The Week view is remembered for this profile: a new page load opens it.
  await page.reload();
  await expect(page.getByTestId('week-grid')).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'Week' }),
  ).toBeChecked();
});
