// Bundles the browser preload of the web host (src/preload/web.ts) into one classic script.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/preload/web.ts'],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'chrome120',
  outfile: `${process.env.CONSOLE_OUT_DIR ?? 'out'}/web/preload.js`,
  logLevel: 'warning',
});
