import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) ? [path] : [];
  });
}

const IMPORTS_ELECTRON = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]electron(?:\/[^'"]*)?['"]/;

/** Electron is an adapter: the logic must run under Node (tests, web host) without it. */
function mayImportElectron(file: string): boolean {
  return (
    file === 'src/main/index.ts' ||
    file.startsWith('src/main/app/electron/') ||
    file === 'src/preload/index.ts'
  );
}

describe('who imports electron', () => {
  const files = sourceFiles(join(ROOT, 'src')).map((file) => relative(ROOT, file).split('\\').join('/'));

  it('finds the source tree', () => {
    expect(files).toContain('src/main/index.ts');
    expect(files).toContain('src/preload/index.ts');
  });

  it('only the bootstrap, src/main/app/electron/ and the Electron preload import electron', () => {
    const offenders = files.filter(
      (file) => !mayImportElectron(file) && IMPORTS_ELECTRON.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('the adapters in src/main/app/electron/ take Electron objects as parameters and import none', () => {
    const adapters = files.filter((file) => file.startsWith('src/main/app/electron/'));
    expect(adapters.length).toBeGreaterThan(0);
    for (const file of adapters)
      expect(readFileSync(join(ROOT, file), 'utf8'), file).not.toMatch(IMPORTS_ELECTRON);
  });

  it('the Electron bootstrap turns the sandbox on for every renderer and takes the single-instance lock', () => {
    const bootstrap = readFileSync(join(ROOT, 'src/main/index.ts'), 'utf8');
    expect(bootstrap).toContain('app.enableSandbox()');
    expect(bootstrap).toContain('requestSingleInstanceLock()');
    expect(bootstrap).toMatch(/app\.isPackaged \? undefined : process\.env\.ELECTRON_RENDERER_URL/);
  });
});
