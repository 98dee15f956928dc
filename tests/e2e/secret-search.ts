import type { Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under a directory, recursively (the data directory, a log folder). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * The paths of the files under `dir` whose bytes contain `needle` (as UTF-8 or UTF-16). The host may still be
 * writing (an atomic write's temporary file is renamed over its target between the listing and the read):
 * a scan in which a listed file vanished is started again, so the answer covers one whole listing.
 */
export async function filesContaining(dir: string, needle: string): Promise<string[]> {
  const utf8 = Buffer.from(needle, 'utf8');
  const utf16 = Buffer.from(needle, 'utf16le');
  for (let scan = 1; ; scan += 1) {
    const hits: string[] = [];
    let vanished = false;
    for (const file of await listFiles(dir)) {
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || scan >= 10) throw error;
        vanished = true;
        break;
      }
      if (body.includes(utf8) || body.includes(utf16)) hits.push(file);
    }
    if (!vanished) return hits;
  }
}

/** Everything the page can keep: its DOM, both web storages, and every IndexedDB database's records. */
export async function pageStorageDump(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const storage = (s: Storage) => {
      const out: Record<string, string | null> = {};
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key !== null) out[key] = s.getItem(key);
      }
      return JSON.stringify(out);
    };
    const readDatabase = (name: string) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve({ error: 'could not open' });
        open.onsuccess = () => {
          const db = open.result;
          const names = Array.from(db.objectStoreNames);
          if (names.length === 0) return resolve({});
          const tx = db.transaction(names, 'readonly');
          const out: Record<string, unknown> = {};
          for (const storeName of names) {
            const request = tx.objectStore(storeName).getAll();
            request.onsuccess = () => {
              out[storeName] = request.result;
            };
          }
          tx.oncomplete = () => resolve(out);
          tx.onerror = () => resolve(out);
        };
      });
    const databases = await indexedDB.databases();
    const idb: Record<string, unknown> = {};
    for (const db of databases) if (db.name) idb[db.name] = await readDatabase(db.name);
    return {
      dom: document.documentElement.outerHTML,
      localStorage: storage(localStorage),
      sessionStorage: storage(sessionStorage),
      indexedDB: JSON.stringify(idb),
      cookies: document.cookie,
    };
  });
}
