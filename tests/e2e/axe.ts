import axe, { type Result, type RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The rules that read colours. The light and dark schemes differ only in colours (Mantine swaps CSS
 * variables on `<html>`; the DOM is the same), so a page checked with every rule in one scheme needs only
 * these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Rules turned on by name as well as by tag, so that they run whichever tags an axe version gives them:
 * label-content-name-mismatch (WCAG 2.5.3, label in name) checks that an element's accessible name contains
 * the text it shows. axe 4.13 tagged it `experimental` (left out of a run by tag); 4.14, installed here,
 * tags it `wcag21a`.
 */
export const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

export interface AxeCheck {
  /** The emulated scheme the page is in: every tagged rule in the light one, the colour rules in the dark. */
  scheme: 'light' | 'dark';
  /** A CSS selector to check instead of the whole document (an open dialog, a menu). */
  include?: string;
  /** The tags to run in the light scheme; AXE_TAGS unless told. */
  tags?: string[];
}

/**
 * axe-core's violations on `page` (violations only: passes and incomplete results are not collected).
 *
 * axe is put into the page once per document and run there with `axe.run`: `@axe-core/playwright`, which
 * this replaced, put the whole of axe (about 500 KB) into the page again for every run, and its default mode
 * also opened a blank page per run to merge frames (the console has none). Timed on the 18 screens, per
 * screen: 1.7 s for the two schemes through it, 0.4 s this way; the rules and their results are the same.
 * The page's CSP does not apply: Playwright evaluates the script in the page's main world directly.
 */
export async function axeViolations(page: Page, check: AxeCheck): Promise<Result[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axe.source);
  const options: RunOptions = {
    resultTypes: ['violations'],
    runOnly:
      check.scheme === 'dark'
        ? { type: 'rule', values: COLOUR_RULES }
        : { type: 'tag', values: check.tags ?? AXE_TAGS },
    ...(check.scheme === 'light'
      ? { rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])) }
      : {}),
  };
  return page.evaluate(
    async ({ include, options }) => {
      const axeInPage = (window as unknown as { axe: typeof axe }).axe;
      const context = include === undefined ? document : { include: [include] };
      const results = await axeInPage.run(context, options);
      return results.violations;
    },
    { include: check.include, options },
  );
}

/**
 * Switches the emulated scheme and waits for the console to follow it: the scheme on `<html>`, then every
 * colour transition it set off finished (a segmented control fades its labels' colour), so a check reads
 * the colours a person sees once the switch is over.
 */
export async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme, {
    timeout: 30_000,
  });
  await animationsDone(page);
}

/** Waits for every animation and CSS transition running in the page to finish (or be cancelled). */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/** The id of every area in the navigation, in its order (the page must show the console). */
export async function navAreas(page: Page): Promise<string[]> {
  const areas = await page
    .getByRole('navigation', { name: 'Areas' })
    .locator('[data-testid^="nav-"]')
    .evaluateAll((links) => links.map((l) => (l.getAttribute('data-testid') ?? '').slice('nav-'.length)));
  expect(areas.length).toBeGreaterThan(10);
  return areas;
}
