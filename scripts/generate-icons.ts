/**
 * Renders resources/icons/icon.svg to every icon the installers need, in Debian's Chromium (Playwright):
 * PNGs 16…1024 (Linux takes the folder, electron-builder the 1024), icon.ico (Windows: 16…256, PNG
 * entries) and icon.icns (macOS: 16…1024, PNG entries). Run after changing the SVG; the output is
 * committed, so packaging needs no browser.
 *
 *   npx tsx scripts/generate-icons.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DIR = join(ROOT, 'resources/icons');
export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
/** ICNS types holding PNG data, by pixel size (the @2x types reuse the larger renders). */
const ICNS_TYPES: Array<[string, number]> = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
];

/** An ICO file whose images are PNGs (supported since Windows Vista; NSIS and Explorer read it). */
export function buildIco(images: Map<number, Buffer>, sizes: readonly number[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * sizes.length;
  for (const size of sizes) {
    const png = images.get(size);
    if (!png) throw new Error(`no ${size}px render`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...sizes.map((size) => images.get(size) as Buffer)]);
}

/** An ICNS file of PNG entries (macOS 10.7+). */
export function buildIcns(images: Map<number, Buffer>): Buffer {
  const chunks = ICNS_TYPES.map(([type, size]) => {
    const png = images.get(size);
    if (!png) throw new Error(`no ${size}px render`);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

async function main(): Promise<void> {
  const svg = readFileSync(join(DIR, 'icon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const images = new Map<number, Buffer>();
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const size of ICON_SIZES) {
      await page.setViewportSize({ width: size, height: size });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
      );
      images.set(size, await page.screenshot({ omitBackground: true, type: 'png' }));
    }
  } finally {
    await browser.close();
  }
  mkdirSync(join(DIR, 'png'), { recursive: true });
  for (const [size, png] of images) writeFileSync(join(DIR, 'png', `${size}x${size}.png`), png);
  writeFileSync(join(DIR, 'icon.png'), images.get(1024) as Buffer);
  writeFileSync(join(DIR, 'icon.ico'), buildIco(images, ICO_SIZES));
  writeFileSync(join(DIR, 'icon.icns'), buildIcns(images));
  console.log(`wrote ${images.size} PNGs, icon.png, icon.ico and icon.icns to ${DIR}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
