import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, openArea, test } from './fixtures';
import { CHANNEL_IDS, USER_IDS } from '../../src/sandbox/fixture/known-ids';

/** The sandbox's media addresses never resolve; keep the browser on loopback. */
async function offline(page: Page): Promise<void> {
  await page.route(/^https:/, (route) => route.abort());
}

test('posts load with pinned first, filter, and export the whole result', async ({ page, consoleHost }) => {
  await offline(page);
  await openArea(page, consoleHost.current, 'community');
  const cards = page.getByTestId('post-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('channel-select')).toHaveValue('General');
  await expect(cards.nth(0)).toHaveAttribute('data-pinned', 'true');
  await expect(cards.nth(0)).toContainText('Pinned #1');
  await expect(page.getByTestId('posts-summary')).toContainText('creator view');

  // Sort and pinned filters go to the service.
  await page.getByTestId('filter-sort').click();
  await page.getByRole('option', { name: 'Most popular' }).click();
  await expect(cards.nth(0)).toHaveAttribute('data-pinned', 'true');
  await page.getByTestId('filter-pinned').click();
  await page.getByRole('option', { name: 'Pinned only', exact: true }).click();
  await expect(page.getByTestId('posts-summary')).toContainText(/^3 posts/);
  await page.getByTestId('filter-pinned').click();
  await page.getByRole('option', { name: 'All posts' }).click();

  await page.getByTestId('filter-by').click();
  await page.getByRole('option', { name: 'Only the creator' }).click();
  await expect(cards.first()).toContainText('Asha Academy');
  const summary = await page.getByTestId('posts-summary').textContent();
  const total = Number(/^([\d,]+) posts/.exec(summary ?? '')?.[1]?.replace(/,/g, ''));
  expect(total).toBeGreaterThan(20);

  const download = page.waitForEvent('download');
  await page.getByTestId('export-menu').click();
  await page.getByTestId('export-all').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^channel-ca0000000000000000000001-posts-.*\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  // The header row is the first line; what the export covers is in its notes, not above the header.
  expect(csv.startsWith('\uFEFFpostId,channelId,')).toBe(true);
  expect(csv).not.toContain('filter posts_from_creator');
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // Header plus one row per post (captions in the demo data hold no line breaks).
  expect(rows).toHaveLength(total + 1);

  // With "Include notes", the channel, the count and the filters go to a notes file beside the CSV.
  await page.getByTestId('posts-export-notes').check();
  const files: Download[] = [];
  page.on('download', (d) => files.push(d));
  await page.getByTestId('export-menu').click();
  await page.getByTestId('export-all').click();
  await expect.poll(() => files.length).toBe(2);
  expect(files[1]!.suggestedFilename()).toBe(files[0]!.suggestedFilename().replace(/\.csv$/, '.notes.txt'));
  const notes = (await readFile((await files[1]!.path())!, 'utf8')).split('\r\n');
  expect(notes[0]).toBe('Profile: Sandbox · business learn.asha-academy.test · sandbox');
  expect(notes[1]).toBe(`Channel ca0000000000000000000001: ${total} of ${total} posts`);
  expect(notes[2]).toContain('filter posts_from_creator');
});

test('page size and the pager load pages one by one', async ({ page, consoleHost }) => {
  await offline(page);
  const calls: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/bridge/community.posts')) {
      calls.push((request.postDataJSON() as { page: number }).page);
    }
  });
  await openArea(page, consoleHost.current, 'community');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  const limit = page.getByTestId('filter-limit');
  await limit.fill('5');
  await limit.blur();
  await expect(page.getByTestId('posts-summary')).toContainText(/page 1 of \d\d/);
  calls.length = 0;
  await page.getByTestId('posts-pager').getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(page.getByTestId('posts-summary')).toContainText('page 3 of');
  await expect(page.locator('[data-index="10"]')).toBeVisible();
  // Only the pages in view were fetched, never the whole channel.
  expect(calls.length).toBeGreaterThan(0);
  expect(Math.max(...calls)).toBeLessThan(8);
});

test('an author picked by name filters the posts, and the id is what the filter holds', async ({
  page,
  consoleHost,
}) => {
  await offline(page);
  await openArea(page, consoleHost.current, 'community');
  const cards = page.getByTestId('post-card');
  await expect(cards.first()).toBeVisible();
  const authors = page.getByRole('button', { name: /, filter by this member$/ });
  const name = (await authors.last().locator('p').first().innerText()).trim();
  expect(name.length).toBeGreaterThan(1);

  // Type part of the name, pick the member: only their posts remain.
  await page.getByTestId('filter-posted-by').fill(name.slice(0, 4));
  await page
    .getByRole('option', { name: new RegExp(`^${name} \\(…[0-9a-f]{6}\\)$`) })
    .first()
    .click();
  await expect(page.getByTestId('posts-summary')).toBeVisible();
  await expect(async () => {
    const shown = await authors.evaluateAll((buttons) =>
      buttons.map((b) => b.querySelector('p')?.textContent?.trim() ?? ''),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([name]));
  }).toPass({ timeout: 15_000 });
  // The picked member shows by name; a pasted id is taken as well.
  await expect(page.getByTestId('filter-posted-by').locator('..').locator('..')).toContainText(name);
  await page.getByTestId('filter-exclude').fill(USER_IDS.second);
  await expect(page.getByTestId('filter-exclude').locator('..').locator('..')).toContainText(
    USER_IDS.second.slice(-6),
  );
});

test('view as member: likes shown, 403 and 404 explained', async ({ page, consoleHost }) => {
  await offline(page);
  await openArea(page, consoleHost.current, 'community');
  await expect(page.getByTestId('post-card').first()).toBeVisible();

  // A member with no subscription or badge for the channel.
  await page.getByTestId('member-id').fill(USER_IDS.second);
  await page.getByTestId('member-apply').click();
  // Whose view it is, by name, the id kept as copyable text.
  await expect(page.getByTestId('member-name')).toContainText(/Viewing as [A-Z][a-z]+ [A-Z][a-z]+/);
  await expect(page.getByRole('button', { name: `Copy user id ${USER_IDS.second}` })).toBeVisible();
  const error = page.getByTestId('posts-error');
  await expect(error).toContainText('Member view refused');
  await expect(error).toContainText('CHANNEL_POST_ACCESS_FORBIDDEN');
  await expect(error).toContainText('no member can read a hidden channel');

  // Find a reader of General (an active subscriber of one of its Mangoes) through the bridge.
  const reader = await findReader(consoleHost.current.app.dispatch);
  await page.getByTestId('member-clear').click();
  await page.getByTestId('member-id').fill(reader);
  await page.getByTestId('member-apply').click();
  await expect(page.getByTestId('member-liked').first()).toBeVisible();
  await expect(page.getByTestId('posts-summary')).toContainText(`viewing as member ${reader}`);

  // The channel disappears (archived) while the screen is open: 404 explained.
  const sandboxUrl = await sandboxBase(consoleHost.current.app.dispatch);
  await fetch(`${sandboxUrl}/__sandbox/patch`, {
    method: 'POST',
    body: JSON.stringify({
      collection: 'channels',
      id: CHANNEL_IDS.general,
      set: { isArchived: true },
    }),
  });
  await page.getByTestId('filter-sort').click();
  await page.getByRole('option', { name: 'Oldest' }).click();
  await expect(error).toContainText('Channel unavailable');
  await expect(error).toContainText('CHANNEL_POST_CHANNEL_NOT_FOUND');
  // Back to the creator view (which may read every channel: which channels this member may read depends
  // on the day, as their subscriptions expire), still on the archived channel.
  await page.getByTestId('member-clear').click();
  await expect(error).toContainText('CHANNEL_POST_CHANNEL_NOT_FOUND');
  // Reload refreshes the channel list too: the archived channel is gone, another one is shown.
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('channel-select')).not.toHaveValue('General');
  await expect(error).toHaveCount(0);
});

test('a post shows its poll, repost and shoutout', async ({ page, consoleHost }) => {
  await offline(page);
  await page.route('**/bridge/community.posts', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { ok: boolean; value: { posts: Array<Record<string, unknown>> } };
    const post = body.value.posts[0] as { post: Record<string, unknown> };
    post.post.connectShoutout = {
      description: 'For answering every question this week',
      category: { name: 'Helper' },
      from: { name: 'Asha Academy' },
      to: { name: 'Neil Iyer' },
    };
    post.post.postRef = { caption: 'The original announcement', postedBy: { name: 'Aarav Nair' } };
    post.post.poll = {
      question: 'Which session time suits you?',
      pollOptions: [
        { optionContent: 'Morning', optionNumber: 1 },
        { optionContent: 'Evening', optionNumber: 2 },
      ],
    };
    Object.assign(post, { pollVotesPerOption: { '1': 3, '2': 1 }, totalPollVotes: 4 });
    await route.fulfill({ response, json: body });
  });
  await openArea(page, consoleHost.current, 'community');
  const first = page.getByTestId('post-card').first();
  await expect(first.getByTestId('post-shoutout')).toContainText('Shoutout from Asha Academy to Neil Iyer');
  await expect(first.getByTestId('post-repost')).toContainText('The original announcement');
  await expect(first.getByTestId('post-repost')).toContainText('Aarav Nair');
  await expect(first.getByTestId('post-poll')).toContainText('Morning');
  await expect(first.getByTestId('poll-votes').first()).toHaveText('3 (75%)');
});

type Dispatch = (channel: string, input: unknown) => Promise<{ ok: boolean; value?: unknown }>;

async function sandboxBase(dispatch: Dispatch): Promise<string> {
  const list = (await dispatch('profiles.list', {})).value as {
    profiles: Array<{ kind: string; baseUrl: string }>;
  };
  const sandbox = list.profiles.find((p) => p.kind === 'sandbox');
  if (!sandbox) throw new Error('no sandbox profile');
  return sandbox.baseUrl;
}

/** The first demo user the service lets read General. */
async function findReader(dispatch: Dispatch): Promise<string> {
  for (let n = 1; n <= 80; n += 1) {
    const userId = `fa${n.toString(16).padStart(22, '0')}`;
    const result = await dispatch('community.posts', {
      channelId: CHANNEL_IDS.general,
      limit: 1,
      userId,
    });
    if (result.ok) return userId;
  }
  throw new Error('no reader of General in the demo data');
}
