import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { NAMES_ELEMENT_ID, type BridgeNames } from '../../../shared/bridge-names';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};

export interface StaticFile {
  body: Buffer;
  type: string;
}

/** Reads a file under `root` for a URL path; refuses anything that escapes the root. */
export async function readStatic(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const body = await readFile(full);
    return { body, type: TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}

/**
 * The built index.html with the web preload placed first in <head>, so `window.api` exists before the app
 * runs, and before it the bridge's names as a JSON data block the preload reads (no inline script: the
 * page's CSP runs none; `<` is escaped so nothing in the JSON can close the element).
 */
export function injectPreload(html: string, preloadPath: string, names: BridgeNames): string {
  const json = JSON.stringify(names).replace(/</g, '\\u003c');
  return html.replace(
    /<head>/i,
    `<head>\n    <script type="application/json" id="${NAMES_ELEMENT_ID}">${json}</script>\n    <script src="${preloadPath}"></script>`,
  );
}
