import AxeBuilder from '@axe-core/playwright';
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
 * An axe run on `page` for `scheme`: every tagged rule in the light scheme, the colour rules in the dark
 * one, violations only. Legacy mode runs axe in the page itself: the default opens a blank page for every
 * run to merge the results of each frame, which took 1.3 s of each 1.6 s run here (timed side by side);
 * the console has no frames to merge.
 */
export function axeFor(page: Page, scheme: 'light' | 'dark', tags: string[] = AXE_TAGS): AxeBuilder {
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  return scheme === 'dark' ? axe.withRules(COLOUR_RULES) : axe.withTags(tags);
}

/** Switches the emulated scheme and waits for the console to follow it. */
export async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme, {
    timeout: 30_000,
  });
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
