import { axeViolations, navAreas, setScheme } from './axe';
import { expect, openArea, switchArea, test } from './fixtures';

/**
 * axe-core on every area of the navigation, in the light and the dark scheme: no critical and no serious
 * violation of WCAG 2.1 A/AA or axe's best practices, and none at all (whatever its impact) of the rules that
 * let a screen-reader user find their way: every piece of content inside a landmark, one main landmark,
 * unique landmarks, and headings that go down one level at a time. Dialogs are in accessibility-dialogs.spec.ts.
 * The dark scheme runs the rules that read colours (axe.ts: the schemes differ only in colours).
 */
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

test('every screen passes axe, landmarks and heading order included, in the light and the dark scheme', async ({
  page,
  consoleHost,
}) => {
  test.setTimeout(240_000);
  await openArea(page, consoleHost.current, 'profiles');
  const areas = await navAreas(page);
  const found: string[] = [];
  for (const area of areas) {
    await setScheme(page, 'light');
    // The screen's first reads answered, so axe sees the screen people see rather than its skeleton.
    await switchArea(page, area);
    // One visit, both schemes: every rule in the light one, the colour rules in the dark one (axe.ts).
    for (const scheme of ['light', 'dark'] as const) {
      await setScheme(page, scheme);
      for (const violation of await axeViolations(page, { scheme })) {
        const severe = violation.impact === 'critical' || violation.impact === 'serious';
        if (!severe && !STRUCTURE_RULES.has(violation.id)) continue;
        for (const node of violation.nodes) {
          found.push(
            `${area} (${scheme}): ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
          );
        }
      }
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
