import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { setScheme } from './axe';

/**
 * Screenshots for a person to look at while building a screen, light and dark. They are taken only when
 * E2E_SHOTS names a folder (`E2E_SHOTS=/tmp/shots npx playwright test customers`): `npm test` takes none,
 * so it spends no time on them and leaves no file outside test-results. What the tests assert never
 * depends on them.
 */
export function shotsDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.E2E_SHOTS ? env.E2E_SHOTS : undefined;
}

export interface ShotOptions {
  /** One element instead of the viewport. */
  target?: Locator;
  fullPage?: boolean;
  /** Only the scheme the page is in (`<name>.png`), not both. */
  asIs?: boolean;
}

/**
 * `<name>-light.png` and `<name>-dark.png` in E2E_SHOTS, each after the scheme switch has settled, then
 * back to the light scheme; with `asIs`, `<name>.png` as the page is. Nothing without E2E_SHOTS.
 */
export async function shots(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  const dir = shotsDir();
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const take = async (file: string) => {
    const path = join(dir, file);
    if (options.target) await options.target.screenshot({ path });
    else await page.screenshot({ path, fullPage: options.fullPage ?? false });
  };
  if (options.asIs) return take(`${name}.png`);
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    await take(`${name}-${scheme}.png`);
  }
  await setScheme(page, 'light');
}
