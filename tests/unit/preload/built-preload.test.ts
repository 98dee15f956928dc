import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const BUILT = resolve(import.meta.dirname, '../../../out/preload/index.cjs');

/**
 * A sandboxed preload can `require` only `electron` and a few polyfilled built-ins, never a file of
 * node_modules: a bundle that requires `zod` loads no `window.api` at all. This checks the build output
 * (`npm run build` runs before the unit tests in `test:all`); without a build there is nothing to check.
 */
describe.skipIf(!existsSync(BUILT))('the built Electron preload (out/preload/index.cjs)', () => {
  const code = existsSync(BUILT) ? readFileSync(BUILT, 'utf8') : '';

  it('is one CommonJS file that requires nothing but electron', () => {
    const required = [...code.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((match) => match[1]);
    expect(required.length).toBeGreaterThan(0);
    expect([...new Set(required)]).toEqual(['electron']);
  });

  it('has no ES module syntax and no dynamic import', () => {
    expect(code).not.toMatch(/^\s*(import|export)\s[^(]/m);
    expect(code).not.toMatch(/\bimport\(/);
  });

  it('exposes the api through contextBridge', () => {
    expect(code).toContain('exposeInMainWorld');
  });

  it('carries no table, not even its names (main sends them): no zod, a few kilobytes', () => {
    expect(code).toContain('bridge-names');
    expect(code).not.toContain('profiles.list');
    expect(code).not.toMatch(/ZodError|\$ZodType/);
    expect(code.length).toBeLessThan(16 * 1024);
  });
});

const WEB_BUILT = resolve(import.meta.dirname, '../../../out/web/preload.js');

/**
 * The web page loads its preload before the first screen, so it too carries no table (the host writes the
 * names into the page), and is minified.
 */
describe.skipIf(!existsSync(WEB_BUILT))('the built web preload (out/web/preload.js)', () => {
  it('carries no table, not even its names: no zod, a few kilobytes', () => {
    const code = readFileSync(WEB_BUILT, 'utf8');
    expect(code).toContain('console-bridge-names');
    expect(code).not.toContain('profiles.list');
    expect(code).not.toMatch(/ZodError|\$ZodType/);
    expect(code.length).toBeLessThan(16 * 1024);
  });
});
