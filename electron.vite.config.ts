import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { directIconImports } from './scripts/vite/direct-icon-imports.ts';

const shared = { '@shared': resolve(import.meta.dirname, 'src/shared') };
// CONSOLE_OUT_DIR builds into another folder (parallel builds, benchmarks); `out/` by default.
const outDir = resolve(import.meta.dirname, process.env.CONSOLE_OUT_DIR ?? 'out');

/** A doc bundled as text (`docs/….md?raw`): the Help drawers' and DocLink's. */
const DOC_MODULE = /\.md\?raw$/;

/**
 * The screen the console opens on when the address names no area: the first area of navigation.ts. Its
 * chunk and that chunk's own imports are preloaded from index.html, so they download while the main
 * chunk does instead of after it has run (main.tsx then asks for the screen of the address, which is this
 * one unless the address names another). Change it with the navigation's first area.
 */
const OPENING_SCREEN = 'src/renderer/src/areas/video-calls/VideoCallsScreen.tsx';

/** `<link rel="modulepreload">` (and a style preload) in index.html for a lazily loaded module's chunks. */
function preloadFromHtml(modulePath: string): Plugin {
  const target = resolve(import.meta.dirname, modulePath);
  return {
    name: 'console:preload-opening-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return [];
        // The chunk that holds the module (merging small chunks leaves it without a facade id).
        const screen = Object.values(bundle).find((c) => c.type === 'chunk' && c.moduleIds.includes(target));
        if (!screen) throw new Error(`${modulePath} is in no chunk: fix OPENING_SCREEN`);
        const loaded = new Set([entry.fileName, ...entry.imports]);
        const scripts: string[] = [];
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
          loaded.add(fileName);
          scripts.push(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const next of chunk.imports) visit(next);
        };
        visit(screen.fileName);
        const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs,
          injectTo: 'head',
        });
        return [
          ...scripts.map((file) => link({ rel: 'modulepreload', crossorigin: true, href: `./${file}` })),
          ...[...styles].map((file) =>
            link({ rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` }),
          ),
        ];
      },
    },
  };
}

/**
 * Mantine's `useId` starts from React's id and swaps in a random one in a layout effect (a React 17
 * leftover): every Tooltip, Popover, Menu, Drawer and input then renders a second time, synchronously,
 * before the first paint (about a quarter of the first screen's render). React 19's `useId` is unique and
 * stable on its own, so the renderer build answers Mantine's first id for good. Same ids, one render.
 */
function stableMantineIds(): Plugin {
  return {
    name: 'console:stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id)) return null;
      return `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}`;
    },
  };
}

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
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    resolve: { alias: shared },
    plugins: [stableMantineIds(), react(), directIconImports(), preloadFromHtml(OPENING_SCREEN)],
    build: {
      outDir: resolve(outDir, 'renderer'),
      // What loads before the first screen: minified (Oxc, Vite's own), and one chunk per area (lazyScreen
      // in each feature's nav.ts), so the first screen waits for the shell and its own area only.
      minify: 'oxc',
      rolldownOptions: {
        input: resolve(import.meta.dirname, 'src/renderer/index.html'),
        // Shared pieces smaller than 24 KB (before minifying) join the chunk that imports them, so the first
        // screen is a handful of requests rather than dozens of one-component files (Rolldown's own split
        // made 158 files, 49 of them before the first screen, which then took 1,147 ms against 805). The
        // docs bundled as text (the Help drawers, DocLink) keep a chunk each, never joined to a neighbour:
        // a screen's help downloads when its drawer first opens, not with the first screen.
        output: {
          codeSplitting: {
            experimentalInlineCommonChunks: { maxSize: 24_000, exclude: DOC_MODULE },
            groups: [
              {
                test: DOC_MODULE,
                name: (id) => {
                  const doc = /\/docs\/((?:help\/)?[\w-]+)\.md\?raw$/.exec(id.replaceAll('\\', '/'));
                  return doc ? `doc-${doc[1]?.replace('/', '-')}` : null;
                },
              },
            ],
          },
        },
        // Shared code (src/shared: formats, domain rules, zod contracts) does nothing on import, so a
        // module none of whose exports a chunk uses stays out of it: the first screen's schedule helpers
        // no longer drag the video-calls contract and zod (~100 KB, and their schemas built at load) in
        // through a barrel's re-exports.
        treeshake: { moduleSideEffects: (id) => !id.includes('/src/shared/') },
      },
    },
  },
});
