import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints probe files (they never exist on disk: ESLint is given their text and a path) against the repo's
// eslint.config.js, so each folder's forbidden imports and globals are proven refused where they are
// forbidden and accepted where they are not. The config is not type-aware, so this stays fast.

const ROOT = resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

// Loading eslint.config.js and its plugins is most of the cost: once, here, not in the first case.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText('export {};\n', { filePath: 'src/shared/__probe__.ts' });
}, 120_000);

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  expect(existsSync(resolve(ROOT, filePath)) && filePath.includes('__probe__'), filePath).toBe(false);
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

const importOf = (source: string) => `import probe from '${source}';\nexport default probe;\n`;
const globalOf = (name: string) => `export const probe = ${name};\n`;

/** The rule ids ESLint reported (fatal parse errors show as `null`). */
async function rulesFor(filePath: string, code: string): Promise<(string | null)[]> {
  return (await lint(filePath, code)).map((message) => message.ruleId);
}

const SHARED = 'src/shared/__probe__.ts';
const SHARED_DEEP = 'src/shared/areas/mangoes/domain/__probe__.ts';
const FEATURE = 'src/renderer/src/areas/mangoes/__probe__.tsx';
const FEATURE_DEEP = 'src/renderer/src/areas/mangoes/parts/__probe__.tsx';
const MAIN = 'src/main/areas/__probe__.ts';
const MAIN_ELECTRON = 'src/main/app/electron/__probe__.ts';
const SANDBOX = 'src/sandbox/handlers/__probe__.ts';

describe('src/shared (runs in every process)', () => {
  it.each([
    'react',
    'react-dom',
    'react-dom/client',
    'undici',
    'electron',
    'keytar',
    'zustand',
    '@mantine/core',
    '@mantine/form',
    'node:fs',
    'node:fs/promises',
    'fs',
    'fs/promises',
    'path',
    'crypto',
  ])('refuses importing %s', async (source) => {
    expect(await rulesFor(SHARED, importOf(source))).toEqual(['no-restricted-imports']);
  });

  it.each([
    [SHARED, '../main/app/compose'],
    [SHARED, '../renderer/src/app/App'],
    [SHARED, '../preload/build-api'],
    [SHARED_DEEP, '../../../../main/platform/api/transport'],
  ])('%s refuses importing %s (outside src/shared)', async (file, source) => {
    expect(await rulesFor(file, importOf(source))).toEqual(['local/no-import-from']);
  });

  it.each(['process', 'Buffer', 'fetch', 'window', 'document', 'require', '__dirname'])(
    'refuses the global %s',
    async (name) => {
      expect(await rulesFor(SHARED, globalOf(name))).toEqual(['no-restricted-globals']);
    },
  );

  it.each(['zod', 'luxon', 'papaparse', './errors', '@shared/bridge', '../../../errors'])(
    'accepts importing %s',
    async (source) => {
      expect(await rulesFor(SHARED_DEEP, importOf(source))).toEqual([]);
    },
  );

  it('accepts URL, the language and a type-only reference to AbortSignal', async () => {
    const code = "export const origin = new URL('https://a.example').origin;\nexport type S = AbortSignal;\n";
    expect(await rulesFor(SHARED, code)).toEqual([]);
  });
});

describe('src/renderer (a web page)', () => {
  it.each(['keytar', 'undici', 'electron', 'electron-updater', 'node:fs', 'node:path', 'fs', 'crypto', 'os'])(
    'refuses importing %s',
    async (source) => {
      expect(await rulesFor(FEATURE, importOf(source))).toEqual(['no-restricted-imports']);
    },
  );

  it.each([
    '../../../../main/app/compose',
    '../../../../preload/build-api',
    '../../../../main/app/bridge/dispatcher',
    '../../../../main/platform/handlers',
  ])('refuses importing %s (src/main, src/preload)', async (source) => {
    expect(await rulesFor(FEATURE, importOf(source))).toEqual(['local/no-import-from']);
  });

  it.each(['process', 'Buffer', 'require'])('refuses the global %s', async (name) => {
    expect(await rulesFor(FEATURE, globalOf(name))).toEqual(['no-restricted-globals']);
  });

  it.each([
    'react',
    '@mantine/core',
    'zustand',
    '@tanstack/react-query',
    'zod',
    '@shared/bridge',
    '../../data/query',
    '../../components/EmptyState',
    '../../components/Screen',
    './queries',
    '../mangoes/queries',
  ])('accepts importing %s', async (source) => {
    expect(await rulesFor(FEATURE, importOf(source))).toEqual([]);
  });

  it('accepts the browser globals', async () => {
    expect(
      await rulesFor(FEATURE, 'export const probe = [window, document, fetch, localStorage];\n'),
    ).toEqual([]);
  });
});

describe('renderer areas are islands', () => {
  it.each([
    [FEATURE, '../profiles'],
    [FEATURE, '../profiles/ProfilesScreen'],
    [FEATURE, '../video-calls/nav'],
    [FEATURE, '../../areas/analytics/queries'],
    [FEATURE_DEEP, '../../gamification/queries'],
    [FEATURE, '..'],
    [FEATURE, '../gamification/PersonGamificationPanel'],
    [FEATURE, '../gamification/public/more'],
  ])('%s refuses importing %s', async (file, source) => {
    expect(await rulesFor(file, importOf(source))).toEqual(['local/feature-isolation']);
  });

  it.each([
    [FEATURE_DEEP, '../queries'],
    [FEATURE_DEEP, '../../mangoes/view-store'],
    ['src/renderer/src/app/navigation.ts', '../areas/profiles'],
    ['src/renderer/src/app/navigation.ts', '../areas/mangoes/nav'],
    ['src/renderer/src/app/event-rules.ts', '../areas/mangoes/event-rules'],
    ['src/renderer/src/app/shell/Shell.tsx', '../navigation'],
    [FEATURE, '../../components/LazyTooltip'],
    [FEATURE, '../gamification/public'],
    [FEATURE_DEEP, '../../gamification/public'],
    ['src/renderer/src/app/App.tsx', '../areas/profiles'],
  ])('%s may import %s', async (file, source) => {
    expect(await rulesFor(file, importOf(source))).toEqual([]);
  });

  it.each([
    ['src/renderer/src/components/__probe__.tsx', '../areas/mangoes/queries'],
    ['src/renderer/src/app/shell/__probe__.tsx', '../../areas/profiles'],
    ['src/renderer/src/data/__probe__.ts', '../areas/webhooks/event-rules'],
  ])('%s (what the areas build on) refuses importing %s', async (file, source) => {
    expect(await rulesFor(file, importOf(source))).toEqual(['local/no-import-from']);
  });

  it.each([
    [FEATURE, '../../app/shell/LiveMarker'],
    [FEATURE_DEEP, '../../../app/shell/queries'],
    [FEATURE, '../../app/navigation'],
    ['src/renderer/src/components/__probe__.tsx', '../app/shell/ProfileSwitcher'],
    ['src/renderer/src/data/__probe__.ts', '../app/shell/event-rules'],
    ['src/renderer/src/data/__probe__.ts', '../app/theme'],
  ])('%s (below app/) refuses importing %s', async (file, source) => {
    expect(await rulesFor(file, importOf(source))).toEqual(['local/no-import-from']);
  });
});

describe('src/main (no UI)', () => {
  it.each(['react', 'react-dom', 'react-dom/client', '@mantine/core', '@mantine/hooks', 'zustand'])(
    'refuses importing %s',
    async (source) => {
      expect(await rulesFor(MAIN, importOf(source))).toEqual(['no-restricted-imports']);
    },
  );

  it.each(['../../renderer/src/app/App', '../../renderer/src/data/query', '../../preload/build-api'])(
    'refuses importing %s',
    async (source) => {
      expect(await rulesFor(MAIN, importOf(source))).toEqual(['local/no-import-from']);
    },
  );

  it('refuses electron outside src/main/index.ts, including the adapters in src/main/app/electron/', async () => {
    expect(await rulesFor(MAIN, importOf('electron'))).toEqual(['no-restricted-imports']);
    expect(await rulesFor(MAIN_ELECTRON, importOf('electron'))).toEqual(['no-restricted-imports']);
    expect(await rulesFor('src/main/index.ts', importOf('electron'))).toEqual([]);
  });

  it('src/main/index.ts still refuses the UI packages', async () => {
    expect(await rulesFor('src/main/index.ts', importOf('react'))).toEqual(['no-restricted-imports']);
  });

  it.each([
    'undici',
    'keytar',
    'node:fs',
    'fs/promises',
    'zod',
    '../../shared/bridge',
    '@shared/errors',
    '../platform/handlers',
    '../platform/api',
  ])('accepts importing %s', async (source) => {
    expect(await rulesFor(MAIN, importOf(source))).toEqual([]);
  });

  it('accepts the Node globals', async () => {
    expect(await rulesFor(MAIN, 'export const probe = [process.env, Buffer.alloc(1), fetch];\n')).toEqual([]);
  });
});

describe("main's floors: app/ above the areas above platform/", () => {
  const PLATFORM = 'src/main/platform/__probe__.ts';
  const PLATFORM_DEEP = 'src/main/platform/api/__probe__.ts';

  it.each([
    [MAIN, '../app/compose'],
    [MAIN, '../app/bridge/dispatcher'],
    ['src/main/areas/mangoes/__probe__.ts', '../../app/electron/menu'],
    [PLATFORM, '../areas/profiles/profiles'],
    [PLATFORM, '../app/bridge/events'],
    [PLATFORM_DEEP, '../../areas/activity/handlers'],
  ])('%s refuses importing %s (a floor above its own)', async (file, source) => {
    expect(await rulesFor(file, importOf(source))).toEqual(['local/no-import-from']);
  });

  it.each([
    ['src/main/app/__probe__.ts', '../areas/profiles/profiles'],
    ['src/main/app/__probe__.ts', '../platform/handlers'],
    ['src/main/areas/mangoes/__probe__.ts', '../../platform/storage/atomic-file'],
    ['src/main/areas/mangoes/__probe__.ts', '../deps'],
    [PLATFORM, './storage/atomic-file'],
    [PLATFORM_DEEP, '../../../shared/errors'],
  ])('%s may import %s', async (file, source) => {
    expect(await rulesFor(file, importOf(source))).toEqual([]);
  });
});

describe('the rule sees re-exports, dynamic imports and type-only imports too', () => {
  it.each([
    "export { x } from 'node:fs';\n",
    "export * from 'electron';\n",
    "export type { Readable } from 'node:stream';\n",
  ])('src/shared refuses %s', async (code) => {
    expect(await rulesFor(SHARED, code)).toEqual(['no-restricted-imports']);
  });

  it('a dynamic import of another area is refused', async () => {
    expect(await rulesFor(FEATURE, "export const load = () => import('../profiles');\n")).toEqual([
      'local/feature-isolation',
    ]);
  });

  it('a type-only import from main is refused in the renderer', async () => {
    expect(
      await rulesFor(
        FEATURE,
        "import type { ConsoleOptions } from '../../../../main/app/compose';\nexport type O = ConsoleOptions;\n",
      ),
    ).toEqual(['local/no-import-from']);
  });
});

describe('src/sandbox (the service, a program of its own)', () => {
  it.each([
    '../../main/platform/storage/atomic-file',
    '../../main/platform/logging/logger',
    '../../renderer/src/app/theme',
    '../../preload/build-api',
  ])('refuses importing the console: %s', async (source) => {
    expect(await rulesFor(SANDBOX, importOf(source))).toEqual(['local/no-import-from']);
  });

  it.each(['react', '@mantine/core', 'electron', 'keytar', 'undici'])(
    'refuses importing %s',
    async (source) => {
      expect(await rulesFor(SANDBOX, importOf(source))).toEqual(['no-restricted-imports']);
    },
  );

  it.each(['../../shared/contract/common', 'zod', 'luxon', 'node:http', '../state'])(
    'accepts importing %s',
    async (source) => {
      expect(await rulesFor(SANDBOX, importOf(source))).toEqual([]);
    },
  );
});

describe("tests whose files share their worker's modules (unit, unit-renderer, integration)", () => {
  const mocking = "import { vi } from 'vitest';\nvi.mock('../../src/renderer/src/components/save-file');\n";
  it.each([
    'tests/unit/renderer/feed/__probe__.test.tsx',
    'tests/unit/bridge/__probe__.test.tsx',
    'tests/unit/bulk-jobs/__probe__.test.ts',
    'tests/integration/bulk-jobs/__probe__.test.ts',
  ])('%s may not mock a module', async (file) => {
    expect(await rulesFor(file, mocking)).toEqual(['no-restricted-syntax']);
  });

  it('a slow test, which runs isolated, may', async () => {
    expect(await rulesFor('tests/integration/bulk-jobs/__probe__.slow.test.ts', mocking)).toEqual([]);
  });
});
