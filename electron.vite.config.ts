import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

const shared = { '@shared': resolve(import.meta.dirname, 'src/shared') };
// CONSOLE_OUT_DIR builds into another folder (parallel builds, benchmarks); `out/` by default.
const outDir = resolve(import.meta.dirname, process.env.CONSOLE_OUT_DIR ?? 'out');

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    resolve: { alias: shared },
    build: { outDir: resolve(outDir, 'main') },
  },
  preload: {
    resolve: { alias: shared },
    build: {
      // A sandboxed preload must be one CommonJS file that requires nothing but electron: bundle zod and
      // the shared table into it, no chunks, no ESM.
      externalizeDeps: false,
      outDir: resolve(outDir, 'preload'),
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    resolve: { alias: shared },
    plugins: [react()],
    build: {
      outDir: resolve(outDir, 'renderer'),
      // What loads before the first screen: minified, and one chunk per area (lazyScreen in each
      // feature's nav.ts), so the first screen waits for the shell and its own area only.
      minify: 'esbuild',
      rollupOptions: {
        input: resolve(import.meta.dirname, 'src/renderer/index.html'),
        // Shared pieces smaller than this join a neighbouring chunk, so the first screen is a handful of
        // requests rather than dozens of one-component files.
        output: { experimentalMinChunkSize: 24_000 },
      },
    },
  },
});
