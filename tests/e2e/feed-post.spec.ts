import { expect, openArea, test, type ConsoleHost } from './fixtures';

async function sandboxUrl(host: ConsoleHost): Promise<string> {
  const list = await host.current.app.dispatch('profiles.list', {});
  if (!list.ok) throw new Error('profiles.list failed');
  const { profiles } = list.value as { profiles: Array<{ kind: string; baseUrl: string }> };
  return profiles.find((p) => p.kind === 'sandbox')?.baseUrl ?? '';
}

test('a new feed post: preview, publish once however often it is clicked, then in the feed', async ({
  page,
  consoleHost,
}) => {
  await openArea(page, consoleHost.current, 'feed');
  await expect(page.getByTestId('feed-screen')).toBeVisible();
  await page.getByTestId('feed-new-post').click();
  const dialog = page.getByTestId('new-post');

  // Nothing picked yet: the preview says what is missing.
  await dialog.getByTestId('post-preview-button').click();
  await expect(dialog).toContainText('Pick at least one Mango to post to');

  await dialog.getByTestId('post-mangoes').click();
  await page.getByRole('option', { name: 'Masterclass Monthly' }).first().click();
  await page.keyboard.press('Escape');
  await dialog.getByTestId('post-caption').fill('Live Q&A on Friday at 6 pm');
  await dialog.getByTestId('post-preview-button').click();
  const preview = dialog.getByTestId('post-preview');
  await expect(preview).toContainText('Live Q&A on Friday at 6 pm');
  await expect(preview).toContainText('Masterclass Monthly');
  await expect(preview).toContainText('Published at once');

  await dialog.getByTestId('post-publish').dblclick();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Post published')).toBeVisible();

  const requests = (await (await fetch(`${await sandboxUrl(consoleHost)}/__sandbox/requests`)).json()) as {
    entries: Array<{ method: string; path: string }>;
  };
  const posts = requests.entries.filter(
    (e) => e.method === 'POST' && e.path === '/api/v1/external/feeds/posts',
  );
  expect(posts).toHaveLength(1);
  await expect(page.getByText('Live Q&A on Friday at 6 pm').first()).toBeVisible();
});
