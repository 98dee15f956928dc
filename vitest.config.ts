import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';

/**
 * Three projects, each runnable alone (`npm run test:unit`, `test:integration`, `test:slow`; all three:
 * `npm run test:vitest`):
 * - unit: one module at a time, no server, no child process (renderer hooks under happy-dom);
 * - integration: real loopback HTTP servers, the sandbox, the keychain, the file system;
 * - slow: crash and damage matrices that kill child processes or replay hundreds of files
 *   (`*.slow.test.ts`, wherever they live). Their matrices cut and kill at every structural boundary plus
 *   a seeded sample; `npm run test:exhaustive` (`--mode exhaustive`, which sets TEST_EXHAUSTIVE=1) runs
 *   them in full (tests/README.md).
 */
const slow = 'tests/**/*.slow.test.ts';

export default defineConfig(({ mode }) => ({
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    env: mode === 'exhaustive' ? { TEST_EXHAUSTIVE: '1' } : {},
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: [slow] },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], exclude: [slow] },
      },
      { extends: true, test: { name: 'slow', include: [slow], testTimeout: 120_000 } },
    ],
  },
}));
