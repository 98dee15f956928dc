import { readFile } from 'node:fs/promises';
import { expect, openArea, test } from './fixtures';
import { shots } from './shots';
import { MANGO_IDS } from '../../src/sandbox/fixture/known-ids';

const MANGO = MANGO_IDS.starter;

/** Six good rows and two invalid ones (a missing email, a phone with its dial code in it). */
function csv(): string {
  const lines = ['Full Name,E-mail,Phone,Mango'];
  for (let i = 0; i < 3; i += 1)
    lines.push(`Results Person ${i},results.person${i}@example.test,98765${String(20000 + i)},${MANGO}`);
  lines.push(`No Email,,9876520101,${MANGO}`);
  for (let i = 3; i < 6; i += 1)
    lines.push(`Results Person ${i},results.person${i}@example.test,98765${String(20000 + i)},${MANGO}`);
  lines.push(`Dial In Phone,results.dial@example.test,+91 98765 20102,${MANGO}`);
  return `${lines.join('\r\n')}\r\n`;
}

test('a job’s results export is named after the job and holds every row of the file, invalid ones with their reasons', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openArea(page, consoleHost.current, 'bulk-jobs');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'customers-export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv()) });
  await expect(page.getByTestId('import-done')).toContainText('8 data rows');
  await expect(page.getByTestId('stat-valid')).toHaveText('6');
  await expect(page.getByTestId('stat-invalid')).toHaveText('2');

  await page.getByTestId('start-job').click();
  await expect(page.getByTestId('job-status')).toHaveText('Finished', { timeout: 60_000 });
  await expect(page.getByTestId('count-succeeded')).toHaveText('6');
  const jobId = /#\/bulk-jobs\/job\/(job-[\w-]+)$/.exec(page.url())?.[1] ?? '';
  const short = jobId.split('-').pop() ?? '';
  expect(short).toMatch(/^[a-z0-9]{6}$/);

  // The screen says where the invalid rows are: in this export, with their reasons.
  await expect(page.getByTestId('results-invalid-note')).toContainText('2 invalid rows');

  // The Result column is whole at 1280x800: inside the window, and nothing to scroll sideways for.
  await page.getByTestId('job-rows').scrollIntoViewIfNeeded();
  const result = page.getByTestId('job-rows').getByRole('columnheader', { name: 'Result' });
  const box = await result.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  const scroller = page.getByTestId('job-rows').locator('.mantine-ScrollArea-viewport').first();
  if ((await scroller.count()) > 0)
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  const firstResult = page.getByTestId('job-row-result').first();
  await expect(firstResult).toContainText(/Order [0-9a-f]{24}/);
  const cell = await firstResult.boundingBox();
  expect((cell?.x ?? 0) + (cell?.width ?? 0)).toBeLessThanOrEqual(1280);
  await shots(page, 'bulk-results-table');

  const download = page.waitForEvent('download');
  await page.getByTestId('export-results').click();
  const file = await download;
  const day = new Date().toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`customers-export-results-${short}-Sandbox-sandbox-${day}.csv`);
  const lines = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe(
    'Full Name,E-mail,Phone,Mango,source row,status,orderId,subscriptionId,userId,errorMessage,time',
  );
  // Every row of the file, in its order: six sent, two invalid with their reasons.
  expect(lines).toHaveLength(9);
  expect(lines.map((l) => l.split(',')[4]).slice(1)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
  expect(lines[4]).toMatch(/^No Email,,9876520101,\w+,5,invalid,,,,Email is missing\./);
  expect(lines[8]).toMatch(/^Dial In Phone,.*,9,invalid,,,,.*dialCode column/);
  expect(lines.filter((l) => l.includes(',succeeded,'))).toHaveLength(6);
});
