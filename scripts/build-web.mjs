// Bundles the two pieces of the web host that `electron-vite build` does not make:
// - out/web/preload.js: the browser preload (src/preload/web.ts) as one classic script;
// - out/web/host.mjs: the web host itself (src/main/app/web/cli.ts) as plain JavaScript for Node, so
//   `npm start` runs built code instead of compiling TypeScript at every launch. Its npm dependencies stay
//   imports (resolved from node_modules), as in main's own build.
import { build } from 'esbuild';
import { resolve } from 'node:path';

const out = process.env.CONSOLE_OUT_DIR ?? 'out';
const shared = { '@shared': resolve(import.meta.dirname, '..', 'src/shared') };

await Promise.all([
  build({
    entryPoints: ['src/preload/web.ts'],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    alias: shared,
    outfile: `${out}/web/preload.js`,
    logLevel: 'warning',
  }),
  build({
    entryPoints: ['src/main/app/web/cli.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    alias: shared,
    sourcemap: 'linked',
    outfile: `${out}/web/host.mjs`,
    logLevel: 'warning',
  }),
]);
