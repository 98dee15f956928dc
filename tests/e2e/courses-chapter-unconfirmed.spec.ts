import { expect, openArea, test, type ConsoleHost } from './fixtures';
import { MODULE_IDS } from '../../src/sandbox/fixture/known-ids';

async function sandboxUrl(host: ConsoleHost): Promise<string> {
  const list = await host.current.app.dispatch('profiles.list', {});
  if (!list.ok) throw new Error('profiles.list failed');
  const { profiles } = list.value as { profiles: Array<{ kind: string; baseUrl: string }> };
  const url = profiles.find((p) => p.kind === 'sandbox')?.baseUrl;
  if (!url) throw new Error('no sandbox profile');
  return url;
}

/** The chapters the sandbox holds with this title (its own state, not the console's words). */
async function chaptersTitled(
  baseUrl: string,
  title: string,
): Promise<Array<{ _id: string; module: string }>> {
  const res = await fetch(`${baseUrl}/__sandbox/state?collection=chapters`);
  const all = (await res.json()) as Array<{
    _id: string;
    title: string;
    module: string;
    isDeleted?: boolean;
  }>;
  return all.filter((c) => c.title === title && !c.isDeleted);
}

test('a chapter whose answer was lost shows as not confirmed, blocks a second copy, and is settled with its id', async ({
  page,
  consoleHost,
}) => {
  const baseUrl = await sandboxUrl(consoleHost);
  await openArea(page, consoleHost.current, 'courses');
  await expect(page.getByTestId('course-select')).toHaveValue('Foundations', { timeout: 30_000 });
  const card = page.getByTestId('chapters-card');
  const form = page.getByTestId('chapter-form');

  // The service creates the chapter and the connection drops before its answer.
  await fetch(`${baseUrl}/__sandbox/faults`, {
    method: 'PUT',
    body: JSON.stringify({ routes: { createChapter: { dropAfterHandlingRate: 1 } } }),
  });
  try {
    await card.getByTestId('chapter-add').click();
    await form.getByTestId('chapter-title').fill('Breathing basics');
    await form.getByTestId('chapter-description').fill('Ten minutes');
    await form.getByTestId('chapter-submit').click();
    await expect(form).toContainText('may or may not have been processed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    // The typed chapter is thrown away only after the dialog's question.
    await page
      .getByRole('dialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
  } finally {
    await fetch(`${baseUrl}/__sandbox/faults`, { method: 'DELETE' });
  }
  const entry = card.getByTestId('chapter-unconfirmed');
  await expect(entry).toContainText('Created? Not confirmed: “Breathing basics”');
  await expect(card.getByTestId('chapter-row')).toHaveCount(0);
  expect(await chaptersTitled(baseUrl, 'Breathing basics')).toHaveLength(1);

  // Adding it again is refused while the entry is unsettled: still one chapter on the service.
  await card.getByTestId('chapter-add').click();
  await form.getByTestId('chapter-title').fill('Breathing basics');
  await form.getByTestId('chapter-description').fill('Ten minutes');
  await form.getByTestId('chapter-submit').click();
  await expect(form).toContainText('Settle that entry');
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The typed chapter is thrown away only after the dialog's question.
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  expect(await chaptersTitled(baseUrl, 'Breathing basics')).toHaveLength(1);

  // The person finds it on the service and enters its id: it joins the list, editable and deletable.
  const [found] = await chaptersTitled(baseUrl, 'Breathing basics');
  expect(found?.module).toBe(MODULE_IDS.foundations1);
  await entry.getByTestId('chapter-was-created').click();
  await page.getByTestId('chapter-created-id').fill(found!._id);
  await page.getByTestId('chapter-created-save').click();
  await expect(card.getByTestId('chapter-unconfirmed')).toHaveCount(0);
  await expect(card.getByTestId('chapter-row')).toContainText('Breathing basics');
  await expect(card.getByRole('button', { name: 'Delete Breathing basics' })).toBeVisible();
});
