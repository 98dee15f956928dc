import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/lint/boundaries-plugin.mjs';

// Which process a file runs in decides what it may import and which globals it may use (see the README of
// each src folder). tests/integration/tooling/lint-boundaries.test.ts lints probe files against every rule here.

const AREAS = 'src/renderer/src/areas';

/** Node's built-in modules, by bare name (`fs`, `fs/promises`) and with the `node:` prefix. */
const nodeBuiltins = (why) => ({
  paths: builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({ name, message: why })),
  patterns: [{ group: ['node:*'], message: why }],
});

/** Packages that only make sense in main: the network client, the keychain, Electron itself. */
const mainOnly = (why) =>
  ['electron', 'electron-updater', 'keytar', 'undici'].map((name) => ({ name, message: why }));

/** The renderer's UI packages. */
const uiOnly = (why) => ({
  paths: ['react', 'react-dom', 'zustand', 'recharts'].map((name) => ({ name, message: why })),
  patterns: [
    {
      group: ['react/*', 'react-dom/*', 'zustand/*', '@mantine/*', '@tanstack/*', '@tabler/*'],
      message: why,
    },
  ],
});

/** One `no-restricted-imports` setting from several lists (a later config object would replace, not add). */
function restrictImports(...parts) {
  return [
    'error',
    {
      paths: parts.flatMap((part) => (Array.isArray(part) ? part : (part.paths ?? []))),
      patterns: parts.flatMap((part) => (Array.isArray(part) ? [] : (part.patterns ?? []))),
    },
  ];
}

const restrictGlobals = (names, why) => ['error', ...names.map((name) => ({ name, message: why }))];

const SHARED_WHY = 'src/shared runs in every process (main, preload, page, web host)';
const sharedImports = restrictImports(
  nodeBuiltins(`${SHARED_WHY}: no Node built-ins.`),
  mainOnly(`${SHARED_WHY}: main-only packages stay in src/main.`),
  uiOnly(`${SHARED_WHY}: UI packages stay in src/renderer.`),
);

const RENDERER_WHY = 'The renderer is a web page: it reaches main only through window.api';
const rendererImports = restrictImports(
  nodeBuiltins(`${RENDERER_WHY}; it has no Node.`),
  mainOnly(`${RENDERER_WHY}; main-only packages stay in src/main.`),
);

const SANDBOX_WHY = 'src/sandbox is the service, not the console';
const MAIN_UI_WHY = 'src/main has no UI: React, Mantine and zustand belong to src/renderer.';
const ELECTRON_WHY =
  'Only src/main/index.ts imports Electron; src/main/app/electron/ takes Electron objects as parameters.';

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'out-*/**',
      '**/out-*/**',
      'dist/**',
      'dist-test/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local: boundaries },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': sharedImports,
      'no-restricted-globals': restrictGlobals(
        [
          'process',
          'Buffer',
          'fetch',
          'window',
          'document',
          'localStorage',
          'require',
          '__dirname',
          '__filename',
        ],
        `${SHARED_WHY}: pass what it needs in as a parameter.`,
      ),
      'local/no-import-from': [
        'error',
        {
          folders: ['src/main', 'src/preload', 'src/renderer'],
          message: `${SHARED_WHY}; it imports only src/shared.`,
        },
      ],
    },
  },
  {
    files: ['src/main/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(uiOnly(MAIN_UI_WHY), [
        { name: 'electron', message: ELECTRON_WHY },
      ]),
      'local/no-import-from': [
        'error',
        {
          folders: ['src/renderer', 'src/preload'],
          message: "src/main never imports the page's or a preload's code.",
        },
      ],
    },
  },
  {
    // The sandbox stands for the service, a second program (`npm run sandbox`): it imports the contract
    // (src/shared) and nothing of the console; whoever runs it hands in what it needs (KeepOptions).
    files: ['src/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(uiOnly(SANDBOX_WHY), mainOnly(SANDBOX_WHY)),
      'local/no-import-from': [
        'error',
        {
          folders: ['src/main', 'src/renderer', 'src/preload'],
          message: `${SANDBOX_WHY}: it imports only src/shared, and takes the rest as options.`,
        },
      ],
    },
  },
  {
    // The Electron bootstrap is the one file in main that imports Electron.
    files: ['src/main/index.ts'],
    rules: { 'no-restricted-imports': restrictImports(uiOnly(MAIN_UI_WHY)) },
  },
  {
    files: ['src/preload/**/*.ts'],
    ignores: ['src/preload/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'Only src/preload/index.ts imports Electron.' }] },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': rendererImports,
      'no-restricted-globals': restrictGlobals(
        ['process', 'Buffer', 'require', 'global', '__dirname', '__filename'],
        `${RENDERER_WHY}; Node's globals do not exist in a page.`,
      ),
      'local/no-import-from': [
        'error',
        {
          folders: ['src/main', 'src/preload'],
          message: 'The renderer imports only src/shared and its own code.',
        },
      ],
      'local/feature-isolation': [
        'error',
        {
          features: AREAS,
        },
      ],
    },
  },
  {
    // The renderer's floors, from the top: app/ (the page's root, the layout in app/shell/ and the joins:
    // App.tsx, navigation.ts, event-rules.ts), then the areas, then what every area builds on (components/,
    // data/). Nothing imports a floor above its own.
    files: [`${AREAS}/**/*.{ts,tsx}`],
    rules: {
      'local/no-import-from': [
        'error',
        {
          folders: ['src/main', 'src/preload', 'src/renderer/src/app'],
          message: 'An area sits below app/: app/ joins the areas, never the other way round.',
        },
      ],
    },
  },
  {
    files: ['src/renderer/src/app/shell/**/*.{ts,tsx}'],
    rules: {
      'local/no-import-from': [
        'error',
        {
          folders: ['src/main', 'src/preload', AREAS],
          message:
            'app/shell/ is the layout: it reaches the areas through app/navigation.ts, never by importing one.',
        },
      ],
    },
  },
  {
    files: ['src/renderer/src/{components,data}/**/*.{ts,tsx}'],
    rules: {
      'local/no-import-from': [
        'error',
        {
          folders: ['src/main', 'src/preload', AREAS, 'src/renderer/src/app'],
          message: 'components/ and data/ are what the areas build on; they never import an area or app/.',
        },
      ],
    },
  },
  {
    // Main's floors, from the top: app/ (composition, the bridge, Electron's adapters, the web host), then
    // the areas, then platform/ (the API client, storage, secrets, logging, the activity log,
    // connectivity). Nothing imports a floor above its own.
    files: ['src/main/areas/**/*.ts'],
    rules: {
      'local/no-import-from': [
        'error',
        {
          folders: ['src/renderer', 'src/preload', 'src/main/app'],
          message: 'An area of main sits below app/: app/ composes the areas, never the other way round.',
        },
      ],
    },
  },
  {
    files: ['src/main/platform/**/*.ts'],
    rules: {
      'local/no-import-from': [
        'error',
        {
          folders: ['src/renderer', 'src/preload', 'src/main/app', 'src/main/areas'],
          message:
            'platform/ is what the areas build on: it never imports an area or app/ (declare what it needs as an interface here).',
        },
      ],
    },
  },
  {
    // The unit and integration tests share their worker's modules (vitest.config.ts): a module mocked in
    // one file would not replace the copy another file already loaded, nor be undone for the next file.
    // The slow project's files run isolated.
    files: ['tests/unit/**/*.{ts,tsx}', 'tests/integration/**/*.{ts,tsx}'],
    ignores: ['**/*.slow.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]",
          message:
            'These test files share their modules: watch what the real code does instead of mocking a module (tests/unit/renderer/downloads.ts watches saved files), or pass a fake in.',
        },
      ],
    },
  },
);
