/**
 * Screenshots for docs/user-guide.md, taken from the running console (web host, embedded sandbox) in
 * Debian's Chromium: one PNG per area of the navigation, 1280x800, light theme, into docs/images/, and
 * the command menu open on a search (`command-menu`, also a name for `--only`).
 * Build first (`npm run build`, or a private CONSOLE_OUT_DIR build).
 *
 *   npx tsx scripts/capture-guide-screenshots.ts [--out DIR] [--dark] [--size 1680x1050] [--only a,b]
 */
import { mkdtemp, mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { configureLogging } from '../src/main/platform/logging/logger';
import { startWebHost } from '../src/main/app/web/server';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = process.env.CONSOLE_OUT_DIR ?? 'out';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const outDir = resolve(option('--out') ?? join(ROOT, 'docs/images'));
  const dark = process.argv.includes('--dark');
  const [width, height] = (option('--size') ?? '1280x800').split('x').map(Number) as [number, number];
  const only = option('--only')?.split(',');
  configureLogging({ sink: () => undefined });
  const dataDir = await mkdtemp(join(tmpdir(), 'guide-shots-'));
  const host = await startWebHost({
    dataDir,
    port: 0,
    rendererDir: join(ROOT, OUT_DIR, 'renderer'),
    webPreloadFile: join(ROOT, OUT_DIR, 'web/preload.js'),
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light', reducedMotion: 'reduce' });
    await page.goto(`${host.url}#/profiles`);
    const nav = page.getByRole('navigation', { name: 'Areas' });
    await nav.waitFor();
    const ids = await nav
      .locator('a[href^="#/"]')
      .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').slice(2)));
    await mkdir(outDir, { recursive: true });
    for (const id of ids.filter((area) => !only || only.includes(area))) {
      await page.goto(`${host.url}#/${id}`);
      await page.waitForLoadState('networkidle');
      // Let the screen load its first data from the embedded sandbox and settle.
      await page.waitForTimeout(1500);
      const file = join(outDir, `${dark ? `${id}-dark` : id}.png`);
      await page.screenshot({ path: file });
      console.log(`${file} ${Math.round((await stat(file)).size / 1024)} KB`);
    }
    if (!only || only.includes('command-menu')) {
      // The menu over the Video calls screen, searching for "weekly": calls, Mangoes and screens at once.
      await page.goto(`${host.url}#/video-calls`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      await page.keyboard.press('Control+K');
      await page.getByRole('dialog').getByRole('textbox').first().fill('weekly');
      await page.waitForTimeout(500);
      const file = join(outDir, `${dark ? 'command-menu-dark' : 'command-menu'}.png`);
      await page.screenshot({ path: file });
      console.log(`${file} ${Math.round((await stat(file)).size / 1024)} KB`);
    }
  } finally {
    await browser.close();
    await host.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
