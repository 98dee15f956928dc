import type { Locator, Page } from '@playwright/test';
import { expect, openArea, openConsole, switchArea, test, type ConsoleHost } from './fixtures';
import { MANGO_IDS } from '../../src/sandbox/fixture/known-ids';
import { animationsDone, axeViolations, navAreas, setScheme } from './axe';

/**
 * axe-core on every dialog, opened the way a person opens it, in the light and the dark scheme: no critical
 * and no serious violation (WCAG 2.1 A/AA and best practices). axe looks at the open dialog (the screens
 * alone are in accessibility.spec.ts); for one modal it looks at the whole page too, to see what the overlay
 * does to the screen behind it. Each dialog then closes with Escape and gives the keyboard focus back to the
 * control that opened it.
 */
const SCHEMES = ['light', 'dark'] as const;

/**
 * Critical and serious violations inside `selector` (the open dialog, or `page`), one line per element. The
 * schemes differ only in colours, so the dark one runs the rules that read colours (axe.ts).
 */
async function axeFindings(
  page: Page,
  where: string,
  selector: string,
  scheme: (typeof SCHEMES)[number],
): Promise<string[]> {
  const violations = await axeViolations(page, {
    scheme,
    include: selector === 'page' ? undefined : selector,
  });
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`,
      ),
    );
}

/**
 * Waits for the opening transition to end, so axe sees the dialog at full opacity: every animation and CSS
 * transition in the document finished (Mantine's modal, drawer and menu fade and slide in with transitions,
 * their overlay too).
 */
async function settled(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await animationsDone(page);
}

interface DialogCheck {
  /** The dialog's name in the test's report. */
  name: string;
  /** The control a person clicks; it gets the focus back when the dialog closes. */
  opener: Locator;
  /** The open dialog (a `dialog` or a `menu`). */
  dialog: Locator;
  /** What axe checks: the open dialog's element (CSS), `[role="dialog"]` unless told; `page` for everything. */
  scope?: string;
  /** Waits for what the dialog loads, once open. */
  ready?: (dialog: Locator) => Promise<void>;
}

/**
 * Opens a dialog with its control, runs axe in both schemes, closes it with Escape and checks that the
 * focus went back to the control. Returns the axe findings; a failed keyboard check fails at once.
 */
async function checkDialog(page: Page, check: DialogCheck): Promise<string[]> {
  await check.opener.click({ timeout: 30_000 });
  await settled(page, check.dialog);
  await check.ready?.(check.dialog);
  const found: string[] = [];
  // The scheme the page is in first, then the other one, left on for the next dialog: a switch restyles the
  // whole page and waits out its colour transitions (about 0.2 s), so no switch is made only to come back.
  const current = await page.locator('html').getAttribute('data-mantine-color-scheme');
  const order = current === 'dark' ? (['dark', 'light'] as const) : SCHEMES;
  for (const scheme of order) {
    if (scheme !== current) await setScheme(page, scheme);
    found.push(
      ...(await axeFindings(page, `${check.name} (${scheme})`, check.scope ?? '[role="dialog"]', scheme)),
    );
  }
  await page.keyboard.press('Escape');
  await expect(check.dialog, `${check.name} closes with Escape`).toBeHidden();
  await expect(check.opener, `${check.name} gives the focus back to its opener`).toBeFocused();
  return found;
}

async function checkAll(page: Page, checks: DialogCheck[]): Promise<void> {
  const found: string[] = [];
  for (const check of checks) found.push(...(await checkDialog(page, check)));
  expect(found, found.join('\n')).toEqual([]);
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function sandboxUrl(host: ConsoleHost): Promise<string> {
  const list = await host.current.app.dispatch('profiles.list', {});
  if (!list.ok) throw new Error('profiles.list failed');
  const { profiles } = list.value as { profiles: Array<{ kind: string; baseUrl: string }> };
  return profiles.find((p) => p.kind === 'sandbox')?.baseUrl ?? '';
}

/** A live profile pointing at the embedded sandbox, with demo secrets, so it answers like a business. */
async function createLiveProfile(host: ConsoleHost, name: string): Promise<void> {
  const list = await host.current.app.dispatch('profiles.list', {});
  if (!list.ok) throw new Error('profiles.list failed');
  const { profiles } = list.value as {
    profiles: Array<{ kind: string; baseUrl: string; whitelabelHost: string }>;
  };
  const sandbox = profiles.find((p) => p.kind === 'sandbox');
  if (!sandbox) throw new Error('no sandbox profile');
  const created = await host.current.app.dispatch('profiles.create', {
    name,
    baseUrl: sandbox.baseUrl,
    whitelabelHost: sandbox.whitelabelHost,
  });
  if (!created.ok) throw new Error('profiles.create failed');
  const { id } = created.value as { id: string };
  const secrets = await host.current.app.dispatch('profiles.setSecret', {
    profileId: id,
    accessToken: 'demo-access-token',
    apiKey: 'demo-api-key',
  });
  if (!secrets.ok) throw new Error('secrets.set failed');
}

test('every screen’s Help drawer passes axe, light and dark, and closes with Escape', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(300_000);
  await openArea(page, consoleHost.current, 'profiles');
  const areas = await navAreas(page);
  const found: string[] = [];
  for (const area of areas) {
    await switchArea(page, area);
    const opener = page.getByRole('button', { name: /^Help: / });
    found.push(
      ...(await checkDialog(page, {
        name: `Help drawer of ${area}`,
        opener,
        dialog: dialog(page, /^Help: /),
      })),
    );
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('Profiles dialogs pass axe, light and dark: New profile, Edit profile, Connection test, Delete profile, Switch to a live profile; header: profile switcher, theme menu, connection details', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(300_000);
  const LIVE = 'Acme Academy';
  await createLiveProfile(consoleHost, LIVE);
  await openConsole(page, consoleHost.current);
  const live = page.getByTestId('profile-card').filter({ hasText: LIVE });
  const sandbox = page
    .getByTestId('profile-card')
    .filter({ has: page.getByText('Sandbox', { exact: true }) });
  await checkAll(page, [
    { name: 'New profile', opener: page.getByTestId('new-profile'), dialog: dialog(page, 'New profile') },
    {
      name: 'Edit profile',
      opener: live.getByTestId('edit-profile'),
      dialog: dialog(page, `Edit “${LIVE}”`),
    },
    {
      name: 'Connection test',
      opener: sandbox.getByTestId('test-connection'),
      dialog: dialog(page, /^Connection test: /),
      ready: (d) => expect(d.getByTestId('connection-results')).toBeVisible({ timeout: 20_000 }),
    },
    {
      name: 'Delete profile, with the page behind its overlay',
      opener: live.getByTestId('delete-profile'),
      dialog: dialog(page, 'Delete profile'),
      scope: 'page',
    },
    {
      name: 'Switch to a live profile',
      opener: live.getByTestId('activate-profile'),
      dialog: dialog(page, 'Switch to a live profile?'),
    },
    {
      name: 'Profile switcher menu',
      opener: page.getByTestId('profile-switcher'),
      dialog: page.getByRole('menu'),
      scope: '[role="menu"]',
    },
    {
      name: 'Theme menu',
      opener: page.getByTestId('theme-menu'),
      dialog: page.getByRole('menu'),
      scope: '[role="menu"]',
    },
    {
      name: 'Connection details',
      opener: page.getByTestId('connectivity-button'),
      dialog: page.getByTestId('connectivity-details'),
    },
  ]);
});

test('Migration’s confirmation on a live profile passes axe, light and dark: Add customers to a live business', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(240_000);
  const LIVE = 'Acme Academy';
  await createLiveProfile(consoleHost, LIVE);
  await openConsole(page, consoleHost.current);
  await page.getByTestId('profile-card').filter({ hasText: LIVE }).getByTestId('activate-profile').click();
  await page.getByTestId('live-switch-confirm-button').click();
  await expect(page.getByTestId('active-profile-name')).toHaveText(LIVE);

  await openArea(page, consoleHost.current, 'bulk-jobs');
  const lines = ['Full Name,Email,Phone,Mango,Valid Till,Country'];
  for (let i = 0; i < 3; i += 1)
    lines.push(`Person ${i},a11y${i}@example.test,98765${10000 + i},${MANGO_IDS.starter},,IN`);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
  await expect(page.getByTestId('mapping-card')).toContainText('All required fields mapped');
  await checkAll(page, [
    {
      name: 'Add customers to a live business',
      opener: page.getByTestId('start-job'),
      dialog: dialog(page, 'Add customers to a live business'),
    },
  ]);
});

test('Community dialogs pass axe, light and dark: New channel, Update the drip schedule, post export and author menus', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(300_000);
  await openArea(page, consoleHost.current, 'channels');
  await expect(page.getByTestId('group-section').first()).toBeVisible();
  const found: string[] = [];
  found.push(
    ...(await checkDialog(page, {
      name: 'New channel',
      opener: page.getByTestId('new-channel'),
      dialog: dialog(page, 'New channel'),
    })),
  );

  await openArea(page, consoleHost.current, 'courses');
  await page.getByTestId('course-select').click();
  await page.getByRole('option', { name: 'Weekly Masterclass' }).click();
  await expect(page.getByTestId('module-row')).toHaveCount(5);
  await page.getByTestId('module-title').fill('Week 6: Review');
  await page.getByTestId('module-create').click();
  await expect(page.getByTestId('drip-warning')).toBeVisible();
  found.push(
    ...(await checkDialog(page, {
      name: 'Update the drip schedule',
      opener: page.getByTestId('drip-follow-up'),
      dialog: dialog(page, 'Update the drip schedule'),
      ready: (d) => expect(d.getByTestId('drip-row')).toHaveCount(6),
    })),
  );

  await openArea(page, consoleHost.current, 'community');
  await expect(page.getByTestId('export-menu')).toBeEnabled({ timeout: 15_000 });
  found.push(
    ...(await checkDialog(page, {
      name: 'Export CSV menu',
      opener: page.getByTestId('export-menu'),
      dialog: page.getByRole('menu'),
      scope: '[role="menu"]',
    })),
  );
  found.push(
    ...(await checkDialog(page, {
      name: 'Post author menu',
      opener: page.getByRole('button', { name: /, filter by this member$/ }).first(),
      dialog: page.getByRole('menu'),
      scope: '[role="menu"]',
    })),
  );
  expect(found, found.join('\n')).toEqual([]);
});

test('Engagement and Analytics dialogs pass axe, light and dark: New badge, Export chart image', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(240_000);
  await openArea(page, consoleHost.current, 'gamification');
  await expect(page.getByTestId('badge-row')).toHaveCount(3);
  const found = await checkDialog(page, {
    name: 'New badge',
    opener: page.getByTestId('new-badge'),
    dialog: dialog(page, 'New badge'),
  });
  await openArea(page, consoleHost.current, 'analytics');
  await expect(page.getByTestId('analytics-export-image')).toBeEnabled({ timeout: 20_000 });
  found.push(
    ...(await checkDialog(page, {
      name: 'Export chart image',
      opener: page.getByTestId('analytics-export-image'),
      dialog: dialog(page, 'Export chart image'),
    })),
  );
  expect(found, found.join('\n')).toEqual([]);
});

test('Mangoes dialogs pass axe, light and dark: Apply drafts, Resolve a conflict, Edit draft', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(300_000);
  await openArea(page, consoleHost.current, 'mangoes');
  await page.getByRole('button', { name: /^Webinar Pass/ }).click();
  await page.getByTestId('edit-mango').click();
  await page.getByLabel('Base price').fill('349');
  await page.getByTestId('save-draft').click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();
  // A colleague changes the price meanwhile: applying stops the draft as a conflict.
  const patched = await fetch(`${await sandboxUrl(consoleHost)}/__sandbox/patch`, {
    method: 'POST',
    body: JSON.stringify({ collection: 'mangoes', id: MANGO_IDS.webinar, set: { price: 399 } }),
  });
  expect(patched.ok).toBe(true);

  await openArea(page, consoleHost.current, 'drafts');
  const row = page.getByTestId('draft-row').filter({ hasText: 'Webinar Pass' });
  await row.getByRole('checkbox').check();
  const found = await checkDialog(page, {
    name: 'Apply drafts',
    opener: page.getByTestId('apply-selected'),
    dialog: dialog(page, 'Apply 1 draft'),
  });
  await page.getByTestId('apply-selected').click();
  await page.getByTestId('confirm-apply').click();
  await expect(row).toHaveAttribute('data-state', 'conflict');
  found.push(
    ...(await checkDialog(page, {
      name: 'Resolve a conflict',
      opener: row.getByTestId('resolve-conflict'),
      dialog: dialog(page, 'Resolve a conflict'),
      ready: (d) => expect(d.getByTestId('conflict-row').first()).toBeVisible(),
    })),
    ...(await checkDialog(page, {
      name: 'Edit draft',
      opener: row.getByRole('button', { name: 'Open draft of Webinar Pass' }),
      dialog: dialog(page, 'Edit draft'),
      ready: (d) => expect(d.getByTestId('mango-editor')).toBeVisible(),
    })),
  );
  expect(found, found.join('\n')).toEqual([]);
});

test('Course content, feed post dialogs pass axe, light and dark: New course, Add a chapter, Edit and Delete a chapter, New post', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(300_000);
  await openArea(page, consoleHost.current, 'courses');
  await expect(page.getByTestId('course-select')).toHaveValue('Foundations');
  const found: string[] = [];
  found.push(
    ...(await checkDialog(page, {
      name: 'New course',
      opener: page.getByTestId('course-new'),
      dialog: dialog(page, 'New course'),
    })),
  );
  const card = page.getByTestId('chapters-card');
  found.push(
    ...(await checkDialog(page, {
      name: 'Add a chapter',
      opener: card.getByTestId('chapter-add'),
      dialog: dialog(page, 'Add a chapter'),
    })),
  );
  await card.getByTestId('chapter-add').click();
  await page.getByTestId('chapter-title').fill('Warm-up');
  await page.getByTestId('chapter-description').fill('Five minutes to start');
  await page.getByTestId('chapter-submit').click();
  // What a person waits for before the next click: the dialog gone (its close still pending would undo
  // the Edit click's open) and the new row listed.
  await expect(dialog(page, 'Add a chapter')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByTestId('chapter-row')).toHaveCount(1);
  found.push(
    ...(await checkDialog(page, {
      name: 'Edit chapter',
      opener: card.getByRole('button', { name: 'Edit Warm-up' }),
      dialog: dialog(page, /Edit chapter/),
    })),
  );
  found.push(
    ...(await checkDialog(page, {
      name: 'Delete chapter',
      opener: card.getByRole('button', { name: 'Delete Warm-up' }),
      dialog: dialog(page, 'Delete this chapter?'),
    })),
  );
  await openArea(page, consoleHost.current, 'feed');
  await expect(page.getByTestId('feed-screen')).toBeVisible();
  found.push(
    ...(await checkDialog(page, {
      name: 'New post',
      opener: page.getByTestId('feed-new-post'),
      dialog: dialog(page, 'New post'),
    })),
  );
  expect(found, found.join('\n')).toEqual([]);
});
