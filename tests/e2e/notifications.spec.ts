import { MANGO_IDS } from '../../src/sandbox/fixture/known-ids';
import { bridgeSettled, expect, openArea, test } from './fixtures';

/**
 * The browser version tells of a finished bulk job with the browser's Notification while its tab is
 * hidden. The page's Notification is a recorder here (headless Chromium shows none) that the browser has
 * allowed, and the tab is made hidden the way a switch to another tab makes it.
 */
test('a bulk job that finishes while the tab is hidden is told once with the browser’s notification; a click opens the job', async ({
  page,
  consoleHost,
}) => {
  await page.addInitScript(() => {
    const shown: { title: string; body?: string; tag?: string }[] = [];
    class RecordingNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string; tag?: string } = {}) {
        shown.push({ title, ...options });
        (window as unknown as { lastNotice: RecordingNotification }).lastNotice = this;
      }
      close() {}
    }
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
    Object.assign(window, {
      Notification: RecordingNotification,
      shownNotices: shown,
      setHidden: (value: boolean) => {
        hidden = value;
      },
    });
  });
  await openArea(page, consoleHost.current, 'settings');
  await bridgeSettled(page);
  await expect(page.getByTestId('notifications-switch')).toBeChecked();
  await expect(page.getByTestId('browser-notifications')).toHaveText('This browser shows them.');
  await page.getByTestId('nav-bulk-jobs').click();
  await bridgeSettled(page);
  await page.evaluate(() => (window as unknown as { setHidden(v: boolean): void }).setHidden(true));

  const call = async (channel: string, input: unknown) => {
    const answer = await consoleHost.current.app.dispatch(channel, input);
    if (!answer.ok) throw new Error(`${channel}: ${JSON.stringify(answer.error)}`);
    return answer.value as Record<string, unknown>;
  };
  const text =
    'name,email,phone,mangoId\n' +
    Array.from(
      { length: 3 },
      (_, i) => `Told ${i},told${i}@notices.test,${9_400_000_000 + i},${MANGO_IDS.monthly}`,
    ).join('\n') +
    '\n';
  const imported = await call('bulkJobs.import', {
    kind: 'migrate',
    fileName: 'told.csv',
    chunk: text,
    final: true,
  });
  await call('bulkJobs.validate', {
    importId: imported.importId,
    mapping: imported.mapping,
    mangoIdForAll: null,
  });
  const job = await call('bulkJobs.start', {
    importId: imported.importId,
    includeAlreadySubscribed: false,
    concurrency: 2,
  });

  const shown = () => page.evaluate(() => (window as unknown as { shownNotices: unknown[] }).shownNotices);
  await expect.poll(shown, { timeout: 30_000 }).toEqual([
    {
      title: 'Bulk job finished: told.csv',
      body: 'Migration: 3 of 3 rows done.',
      tag: `${job.id as string}:finished`,
    },
  ]);
  // Told once: later summaries of the finished job tell nothing more.
  await page.waitForTimeout(500);
  expect(await shown()).toHaveLength(1);
  await page.evaluate(() => {
    (window as unknown as { setHidden(v: boolean): void }).setHidden(false);
    (window as unknown as { lastNotice: { onclick(): void } }).lastNotice.onclick();
  });
  await expect(page).toHaveURL(new RegExp(`#/bulk-jobs/job/${job.id as string}$`));
});
