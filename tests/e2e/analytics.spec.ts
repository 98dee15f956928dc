import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import {
  istToday,
  presetRange,
  rangeBounds,
  zeroFill,
  type DayRange,
} from '../../src/shared/areas/analytics/domain';
import { expect, openArea, test } from './fixtures';

/** A minimal PNG reader (8-bit RGB or RGBA, no interlace): size and pixels, to check what was drawn. */
function decodePng(bytes: Buffer): {
  width: number;
  height: number;
  pixel: (x: number, y: number) => number[];
} {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8]).toBe(8);
      channels = data[9] === 6 ? 4 : data[9] === 2 ? 3 : 0;
      expect(channels).toBeGreaterThan(0);
      expect(data[12]).toBe(0);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const byte = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? out[y * stride + x - channels]! : 0;
      const up = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? out[(y - 1) * stride + x - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter!]!;
      out[y * stride + x] = (byte + predictor) & 0xff;
    }
  }
  return {
    width,
    height,
    pixel: (x, y) => [...out.subarray(y * stride + x * channels, y * stride + x * channels + 3)],
  };
}

async function saved(page: Page, click: () => Promise<void>): Promise<{ download: Download; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, body: await readFile((await download.path())!) };
}

test('a 90-day chart exports CSV, PNG and SVG that hold what the sandbox answered', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(90_000);
  await openArea(page, consoleHost.current, 'analytics');
  await expect(page.getByTestId('analytics-screen')).toBeVisible();
  await page.getByTestId('analytics-preset').click();
  await page.getByRole('option', { name: 'Last 90 days' }).click();
  const range: DayRange = presetRange('last90', istToday(new Date()));
  await expect(page.getByTestId('analytics-zone-note')).toContainText('90 days');
  // The first chart of a worker waits for the area's code and the service (see the test below).
  await expect(page.getByTestId('analytics-chart').locator('.recharts-cartesian-grid')).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByTestId('analytics-stamp')).toContainText('Fetched');
  // Today so far is shaded, labelled and explained under the chart; lines are straight.
  await expect(page.getByTestId('analytics-chart').locator('.analytics-partial-area')).toHaveCount(1);
  await expect(page.getByTestId('analytics-chart')).toContainText('Today so far');
  await expect(page.getByTestId('analytics-partial-note')).toContainText('not final');
  const curve = await page
    .getByTestId('analytics-chart')
    .locator('.series-posts path.recharts-line-curve')
    .getAttribute('d');
  expect(curve).not.toContain('C');

  // The sandbox's own answer for the same IST days, asked directly.
  const list = await consoleHost.current.app.dispatch('profiles.list', {});
  if (!list.ok) throw new Error('profiles.list failed');
  const { baseUrl } = (list.value as { profiles: Array<{ baseUrl: string; kind: string }> }).profiles.find(
    (p) => p.kind === 'sandbox',
  )!;
  const bounds = rangeBounds(range);
  const answer = (await (
    await fetch(
      `${baseUrl}/api/v1/external/analytics/community/user/activity?${new URLSearchParams(bounds)}`,
      {
        headers: {
          authorization: 'Bearer demo-access-token',
          'x-whitelabel-host': 'learn.asha-academy.test',
        },
      },
    )
  ).json()) as { data: Array<{ date: string; totalPost: number; totalComment: number; totalLike: number }> };
  const expected = zeroFill(answer.data, range).points;
  const sum = (key: 'posts' | 'comments' | 'likes') => expected.reduce((total, p) => total + p[key], 0);
  await expect(page.getByTestId('analytics-total-likes-value')).toHaveText(
    sum('likes').toLocaleString('en-IN'),
  );

  // CSV: the header row first, then one row per IST day, numbers equal to the sandbox's.
  const csv = await saved(page, () => page.getByTestId('analytics-export-csv').click());
  expect(csv.download.suggestedFilename()).toBe(
    `community-activity_Sandbox-sandbox_${range.from}_${range.to}.csv`,
  );
  const text = csv.body.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  // Nothing above the header: Sheets, pandas, Metabase and Excel take line 1 as the column names.
  expect(rows[0]).toEqual([
    'Date (IST)',
    'IST day starts (UTC)',
    'Complete day',
    'Posts',
    'Comments',
    'Likes',
  ]);
  expect(rows.slice(1)).toEqual(
    expected.map((p) => [
      p.date,
      p.startUtc,
      p.date === range.to ? 'no: today so far' : 'yes',
      String(p.posts),
      String(p.comments),
      String(p.likes),
    ]),
  );

  // "Include notes": the lines people read go to <name>.notes.txt beside the CSV.
  await page.getByTestId('analytics-export-notes').check();
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByTestId('analytics-export-csv').click();
  await expect.poll(() => downloads.length).toBe(2);
  expect(downloads.map((d) => d.suggestedFilename())).toEqual([
    `community-activity_Sandbox-sandbox_${range.from}_${range.to}.csv`,
    `community-activity_Sandbox-sandbox_${range.from}_${range.to}.notes.txt`,
  ]);
  const notes = (await readFile((await downloads[1]!.path())!, 'utf8')).split('\r\n').filter(Boolean);
  expect(notes.slice(0, 5)).toEqual([
    'Profile: Sandbox · business learn.asha-academy.test · sandbox',
    'Community activity per day',
    expect.stringMatching(/^Range: \S.* to \S.* \(90 days, both included\)$/),
    'Channels: All non-archived channels (service default)',
    'Zone: days are IST (UTC+05:30) calendar days, as the service groups them',
  ]);
  // People read the notes: days and the fetch time through the console's formatter, not raw ISO.
  expect(notes[2]).not.toContain(range.from);
  expect(notes.find((line) => line.startsWith('Fetched: '))).toMatch(
    /^Fetched: .+ \(\d{4}-\d{2}-\d{2}T[\d:.]+Z\)$/,
  );
  // Today is in the range and not over: the notes say so in a line, the CSV in its column.
  expect(notes.at(-1)).toMatch(/^Not final: .+ \(today so far; its counts will still grow\)$/);
  await page.getByTestId('analytics-export-notes').uncheck();
  expect(sum('posts')).toBeGreaterThan(0);

  // PNG at the stated size, with the title drawn in the top band.
  await page.getByTestId('analytics-export-image').click();
  await page.getByTestId('analytics-image-size').click();
  await page.getByRole('option', { name: 'Large, 1600 × 900' }).click();
  await expect(page.getByTestId('analytics-save-png')).toBeEnabled();
  const png = await saved(page, () => page.getByTestId('analytics-save-png').click());
  expect(png.download.suggestedFilename()).toBe(
    `community-activity_Sandbox-sandbox_${range.from}_${range.to}.png`,
  );
  const image = decodePng(png.body);
  expect([image.width, image.height]).toEqual([1600, 900]);
  expect(image.pixel(2, 2)).toEqual([255, 255, 255]);
  let dark = 0;
  for (let y = 30; y < 90; y += 1)
    for (let x = 30; x < 600; x += 2) if (image.pixel(x, y).every((c) => c < 110)) dark += 1;
  expect(dark).toBeGreaterThan(200); // the title's glyphs
  let coloured = 0;
  for (let y = 250; y < 850; y += 3)
    for (let x = 100; x < 1550; x += 3) {
      const [r, g, b] = image.pixel(x, y) as [number, number, number];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 80) coloured += 1;
    }
  expect(coloured).toBeGreaterThan(100); // the series lines

  // SVG: parses as XML and holds the three series.
  const svg = await saved(page, () => page.getByTestId('analytics-save-svg').click());
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
    const count = (selector: string) => doc.querySelectorAll(selector).length;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.nodeName,
      width: doc.documentElement.getAttribute('width'),
      series: ['posts', 'comments', 'likes'].map((key) => count(`.series-${key} path`)),
      title: doc.documentElement.textContent?.includes('Community activity per day') ?? false,
      partial: doc.documentElement.textContent?.includes('today so far') ?? false,
    };
  }, svg.body.toString('utf8'));
  expect(parsed).toEqual({
    error: null,
    root: 'svg',
    width: '1600',
    series: [1, 1, 1],
    title: true,
    partial: true,
  });
});

test('Compare and the chart choices are remembered across screens and a reload', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(120_000);
  await openArea(page, consoleHost.current, 'analytics');
  const grid = page.getByTestId('analytics-chart').locator('.recharts-cartesian-grid');
  await expect(grid).toBeVisible({ timeout: 45_000 });
  await page.getByRole('switch', { name: /Compare with the previous/ }).check();
  await page.locator('label', { hasText: 'Stacked bars' }).click();
  await expect(page.getByTestId('analytics-chart').locator('.series-previous-posts')).toHaveCount(1);

  await page.getByRole('link', { name: /^Activity/ }).click();
  await expect(page.getByTestId('analytics-screen')).toHaveCount(0);
  await page.getByRole('link', { name: /^Community analytics/ }).click();
  await expect(grid).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('switch', { name: /Compare with the previous/ })).toBeChecked();

  await page.reload();
  await expect(grid).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('switch', { name: /Compare with the previous/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Stacked bars' })).toBeChecked();
  await expect(page.getByTestId('analytics-chart').locator('.series-previous-posts')).toHaveCount(1);
});
