import AxeBuilder from '@axe-core/playwright';
import { expect, openArea, test } from './fixtures';

/**
 * axe-core on every area of the navigation, in the light and the dark scheme: no critical and no serious
 * violation of WCAG 2.1 A/AA or axe's best practices, and none at all (whatever its impact) of the rules that
 * let a screen-reader user find their way: every piece of content inside a landmark, one main landmark,
 * unique landmarks, and headings that go down one level at a time. Dialogs are in accessibility-dialogs.spec.ts.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const STRUCTURE_RULES = new Set([
  'region',
  'heading-order',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-contentinfo',
  'landmark-banner-is-top-level',
  'landmark-main-is-top-level',
  'landmark-complementary-is-top-level',
  'page-has-heading-one',
]);

for (const scheme of ['light', 'dark'] as const) {
  test(`every screen passes axe, landmarks and heading order included, in the ${scheme} scheme`, async ({
    page,
    consoleHost,
  }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: scheme });
    await openArea(page, consoleHost.current, 'profiles');
    const areas = await page
      .getByRole('navigation', { name: 'Areas' })
      .locator('[data-testid^="nav-"]')
      .evaluateAll((links) => links.map((l) => (l.getAttribute('data-testid') ?? '').slice('nav-'.length)));
    expect(areas.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const area of areas) {
      await openArea(page, consoleHost.current, area);
      // Let the screen's first reads answer, so axe sees the screen people see rather than its skeleton.
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const violation of result.violations) {
        const severe = violation.impact === 'critical' || violation.impact === 'serious';
        if (!severe && !STRUCTURE_RULES.has(violation.id)) continue;
        for (const node of violation.nodes) {
          found.push(
            `${area}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
          );
        }
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
