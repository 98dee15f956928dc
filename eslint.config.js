import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'net', 'url'];

// Which process a file may run in decides what it may import (see the README of each src folder).
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src/shared runs in every process: no Electron.' }],
          patterns: [
            { group: nodeBuiltins, message: 'src/shared runs in every process: no Node built-ins.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage'],
    },
  },
  {
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/index.ts', 'src/main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'Only src/main/index.ts and src/main/electron/ import Electron.' },
          ],
        },
      ],
    },
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
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The renderer talks to main only through window.api.' }],
          patterns: [
            { group: nodeBuiltins, message: 'The renderer has no Node: use window.api.' },
            {
              group: ['**/main/**', '**/preload/**'],
              message: 'The renderer may import only src/shared and its own code.',
            },
          ],
        },
      ],
    },
  },
);
