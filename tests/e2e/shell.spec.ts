import { expect, openArea, openConsole, test } from './fixtures';
import { sandboxProfile } from './profiles-setup';
import { shots } from './shots';

test('the shell shows navigation, the active profile and its connectivity', async ({ page, consoleHost }) => {
  await openConsole(page, consoleHost.current);
  await expect(page).toHaveTitle(/Creator Console/);
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
  await expect(page.getByTestId('nav-profiles')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('active-profile').getByTestId('kind-badge')).toHaveText('Sandbox');
  await expect(page.getByTestId('connectivity')).toHaveAttribute(
    'data-state',
    /online|degraded|unreachable|unknown/,
  );
  await expect(page.getByTestId('app-version')).toContainText('web host');
  // The page names its icon, and the host serves it (no 404 on every load).
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const favicon = await page.request.get(new URL(icon ?? '', page.url()).href);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/png');
});

test('a request without the launch token is refused', async ({ consoleHost, playwright }) => {
  const anonymous = await playwright.request.newContext();
  try {
    const page = await anonymous.get(`${consoleHost.current.origin}/`);
    expect(page.status()).toBe(401);
    const call = await anonymous.post(`${consoleHost.current.origin}/bridge/profiles.list`, { data: {} });
    expect(call.status()).toBe(401);
    const wrong = await anonymous.get(`${consoleHost.current.origin}/?token=not-the-token`);
    expect(wrong.status()).toBe(401);
  } finally {
    await anonymous.dispose();
  }
});

test('the theme follows the OS and can be switched by hand', async ({ page, consoleHost }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openConsole(page, consoleHost.current);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByTestId('theme-menu').click();
  await page.getByTestId('theme-light').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByTestId('theme-menu').click();
  await page.getByTestId('theme-auto').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('keyboard focus is visible', async ({ page, consoleHost }) => {
  await openConsole(page, consoleHost.current);
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    const style = getComputedStyle(el);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(outline).not.toMatch(/^none|nothing focused|0px$/);
});

test('a failing screen shows what failed and can be reloaded', async ({ page, consoleHost }) => {
  // Simulate a bug: the list answers with a profile whose name is not text, which cannot be drawn.
  await page.route('**/bridge/profiles.list', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        ok: true,
        value: {
          profiles: [
            {
              id: 'broken',
              name: { not: 'text' },
              baseUrl: 'https://x.example',
              whitelabelHost: 'x.example',
              kind: 'live',
            },
          ],
          activeProfileId: null,
        },
      }),
    }),
  );
  await page.goto(`${consoleHost.current.url}#/profiles`);
  const failure = page.getByTestId('screen-error');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('The Profiles screen stopped working');
  await expect(page.getByTestId('screen-error-message')).toContainText(
    /Objects are not valid as a React child|React error #31/,
  );
  // The shell around it keeps working.
  await expect(page.getByTestId('nav-profiles')).toBeVisible();

  await page.unroute('**/bridge/profiles.list');
  await page.getByTestId('reload-screen').click();
  await expect(page.getByTestId('profiles-screen')).toBeVisible();
  await expect(page.getByTestId('profile-card')).toHaveCount(1);
});

test('a damaged file found at start is shown above every screen, with where it was kept', async ({
  page,
  consoleHost,
}) => {
  const { writeFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  await writeFile(join(consoleHost.dataDir, 'profiles.json'), '{"schemaVersion":1,"profiles":[{"id":');
  const host = await consoleHost.restart();
  await openConsole(page, host);
  const notice = page.getByTestId('storage-notice');
  await expect(notice).toContainText('A damaged file was moved aside');
  await expect(notice).toContainText('profiles.json.corrupt-');
  await shots(page, 'storage-notice');
  await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(page.getByTestId('storage-notices')).toHaveCount(0);
});

test('every area of the navigation is in view at 1280x800, in sections, with no scrolling', async ({
  page,
  consoleHost,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openConsole(page, consoleHost.current);
  const nav = page.getByRole('navigation', { name: 'Areas' });
  await expect(nav.getByRole('group', { name: 'Console' })).toBeVisible();
  const links = nav.getByRole('link');
  const last = links.last();
  await expect(last).toBeInViewport({ ratio: 1 });
  const box = await last.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
  // The version line under the navigation stays in view as well.
  await expect(page.getByTestId('app-version')).toBeInViewport({ ratio: 1 });
  // A description shows when the keyboard reaches its area.
  await page.getByTestId('nav-activity').focus();
  await expect(page.getByRole('tooltip')).toHaveText('Every call to the service');
  // A sub-view's address keeps its area highlighted.
  await page.goto(`${consoleHost.current.url}#/activity/call/unknown-call`);
  await expect(page.getByTestId('nav-activity')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Activity · Creator Console');
});

test('with a live profile’s marker under the header, every area is still in view, light and dark, at 1280x800 and 1366x768', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(60_000);
  const app = consoleHost.current.app;
  const list = (await app.dispatch('profiles.list', {})) as {
    ok: true;
    value: { profiles: { kind: string; baseUrl: string; whitelabelHost: string }[] };
  };
  const sandbox = list.value.profiles.find((p) => p.kind === 'sandbox');
  if (!sandbox) throw new Error('no sandbox profile');
  const created = await app.dispatch('profiles.create', {
    name: 'Acme Academy',
    baseUrl: sandbox.baseUrl,
    whitelabelHost: sandbox.whitelabelHost,
  });
  if (!created.ok) throw new Error('profiles.create failed');
  const { id } = created.value as { id: string };
  const active = await app.dispatch('profiles.setActive', { id });
  if (!active.ok) throw new Error('profiles.setActive failed');

  for (const [width, height] of [
    [1280, 800],
    [1366, 768],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      // The last area open, as a person who just clicked it sees it.
      await page.goto(`${consoleHost.current.url}#/profiles`);
      await expect(page.getByTestId('live-marker')).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Areas' });
      const links = nav.getByRole('link');
      await expect(links).toHaveCount(19);
      const last = links.last();
      await expect(last).toHaveText('Profiles');
      await expect(last).toBeInViewport({ ratio: 1 });
      const box = await last.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0), `${width}x${height} ${scheme}`).toBeLessThanOrEqual(height);
      // Nothing to scroll: the navigation's box holds all of it.
      const overflow = await page
        .getByTestId('navigation-scroller')
        .evaluate((el) => el.scrollHeight - el.clientHeight);
      expect(overflow, `${width}x${height} ${scheme}`).toBeLessThanOrEqual(0);
      // Each link is still a comfortable target (WCAG 2.5.8 asks for 24 px).
      const heights = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().height));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
      await expect(page.getByTestId('app-version')).toBeInViewport({ ratio: 1 });
      await shots(page, `nav-live-${scheme}-${width}x${height}`, { asIs: true });
    }
  }
  // The keyboard still shows where it is.
  await page.getByTestId('nav-profiles').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}` : 'nothing';
  });
  expect(outline).not.toMatch(/^none|nothing|0px$/);
});

test('while a screen loads, its skeletons pulse, and stand still for a person who asked for less motion', async ({
  page,
  consoleHost,
}) => {
  const { baseUrl } = await sandboxProfile(consoleHost);
  // The activity read answers after 20 s, so the Analytics screen shows its loading skeletons meanwhile.
  await fetch(`${baseUrl}/__sandbox/faults`, {
    method: 'PUT',
    body: JSON.stringify({ routes: { communityActivity: { latencyMs: 20_000 } } }),
  });
  try {
    // The page's running animations whose element is a skeleton (a pseudo-element's is its element).
    const skeletonAnimations = () =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) =>
              ((a.effect as KeyframeEffect | null)?.target as Element | null)?.classList.contains(
                'mantine-Skeleton-root',
              ),
            )
            .filter((a) => a.playState === 'running').length,
      );
    await openArea(page, consoleHost.current, 'analytics');
    const skeletons = page.getByTestId('analytics-loading').locator('.mantine-Skeleton-root');
    await expect(skeletons.first()).toBeVisible();
    // The tests run as a person who turned animations off (playwright.config.ts): nothing pulses.
    expect(await skeletons.count()).toBeGreaterThan(0);
    expect(await skeletonAnimations()).toBe(0);
    // Without that wish, the same skeletons pulse.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(skeletonAnimations).toBeGreaterThan(0);
    await expect(skeletons.first()).toBeVisible();
  } finally {
    await fetch(`${baseUrl}/__sandbox/faults`, { method: 'DELETE' });
  }
});
