import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';
import { directIconImports } from './scripts/vite/direct-icon-imports.ts';
import { prebundledDepAliases } from './tests/helpers/prebundled-deps.ts';

/**
 * Four projects, each runnable alone (`npm run test:unit` runs the two unit ones, `test:integration`,
 * `test:slow`; all of them: `npm run test:vitest`):
 * - unit: one module at a time, no server, no child process, no DOM. Its files share their worker's
 *   module cache (isolate: false): importing the contracts' schemas once per worker instead of once per
 *   file more than halves the project's time. They keep no state in modules;
 * - unit-renderer: the renderer's hooks and screens, every file under happy-dom. Its files share
 *   their worker's modules too (isolate: false): each file evaluated React, Mantine, our modules and the
 *   contract's schemas again in a VM context of its own, about half of the project's CPU time (side by
 *   side: 93 CPU-s in VM contexts, 54 shared). So nothing may outlive a test: tests/helpers/
 *   renderer-setup.ts unmounts, restores timers, spies and storage after each one; no file mocks a module
 *   (`vi.mock` cannot replace a module another file already loaded: tests watch what the real code does,
 *   as tests/unit/renderer/downloads.ts does for saved files); a file that mounts the shell waits for the
 *   screen code it started loading; and a module-level store a file changes is reset by that file;
 * - integration: real loopback HTTP servers, the sandbox, the keychain, the file system, and the checks of
 *   the repository itself that run ESLint, TypeScript or tsx over it (tests/integration/tooling). Its
 *   files share their worker's modules too (isolate: false; import was 91 s of its 138 s): each test starts its own
 *   servers, data folder and app, and a test must not leave state in a module (the logger's sink, a
 *   global fake) without restoring it;
 * - slow: crash and damage matrices that kill child processes or replay hundreds of files
 *   (`*.slow.test.ts`, wherever they live). Their matrices cut and kill at every structural boundary plus
 *   a seeded sample; `npm run test:exhaustive` (`--mode exhaustive`, which sets TEST_EXHAUSTIVE=1) runs
 *   them in full (tests/README.md).
 *
 * Three workers on two cores: vitest's default is one fewer than the cores (one, here), and most
 * integration and slow tests wait on sockets, files and child processes rather than the CPU. Side by side
 * (`npm run test:vitest`): one worker 499 s, three workers with the shared integration modules 204 s.
 */
const slow = 'tests/**/*.slow.test.ts';
const renderer = ['tests/unit/renderer/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.tsx'];

// The renderer project's single-file builds of its heaviest libraries (tests/helpers/prebundled-deps.ts).
const prebundled = await prebundledDepAliases(import.meta.dirname);

export default defineConfig(({ mode }) => ({
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 3,
    env: mode === 'exhaustive' ? { TEST_EXHAUSTIVE: '1' } : {},
    // Every temporary folder of the run in one folder, removed at its end (tests/helpers/private-tmp.ts).
    globalSetup: ['tests/helpers/private-tmp.ts'],
    // Transformed modules are kept on disk (node_modules/.vite) between runs, keyed by their content and
    // the config: the second `npm run test:unit` skips some 12 CPU-seconds of transforms.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [slow, ...renderer],
          isolate: false,
        },
      },
      {
        extends: true,
        // The renderer's tests take recharts' ES modules build, as the renderer's bundle does (its CommonJS
        // build requires @reduxjs/toolkit's .mjs file, which the VM contexts these files once ran in could
        // not load).
        plugins: [directIconImports({ root: import.meta.dirname })],
        resolve: {
          alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }, ...prebundled],
        },
        test: {
          name: 'unit-renderer',
          // Every file, even one that needs no DOM: a file with another environment than its worker's was
          // given a worker of its own, which imported everything again (7 such files cost some 7 CPU-s).
          environment: 'happy-dom',
          include: renderer,
          exclude: [slow],
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/helpers/renderer-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [slow],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'slow', include: [slow], testTimeout: 120_000 } },
    ],
  },
}));
