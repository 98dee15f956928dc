import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { init as initModuleLexer, parse as parseModule } from 'es-module-lexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * electron-builder packages the built app for real (`--linux dir`, release and test flavour), with a
 * stand-in for Electron: Electron's binary cannot be downloaded here or in CI, but electron-builder
 * copies an unpacked Electron from `electronDist` instead of downloading one. The stand-in is a file
 * holding only a fuse wire, so the builder's own fuse step (@electron/fuses) flips it as it would flip
 * Electron; everything else (asar, unpacked native module, extra resources, app-update.yml) is the
 * builder's real output. Nothing runs the packaged app. `npm test` builds the app (`npm run build`)
 * before vitest runs; without a build there is nothing to package.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const BUILT_MAIN = join(ROOT, 'out/main/index.js');
const built = existsSync(BUILT_MAIN);
const TITLE = 'packaging with electron-builder and a stand-in Electron (--linux dir)';
const SKIP_REASON = 'skipped: the app is not built (no out/main/index.js); run `npm run build` first';
if (!built) console.warn(`${TITLE}: ${SKIP_REASON}`);

const require = createRequire(join(ROOT, 'package.json'));
// The copies the builder itself uses: app-builder-lib's own @electron/fuses and @electron/asar.
const builderRequire = createRequire(require.resolve('app-builder-lib/package.json'));

interface FusesModule {
  FuseVersion: { V1: string };
  FuseV1Options: Record<string, number | string>;
  getCurrentFuseWire(path: string): Promise<Record<string, number | string>>;
}
interface AsarModule {
  listPackage(archive: string, options: { isPack: boolean }): string[];
  extractFile(archive: string, filename: string): Buffer;
  statFile(archive: string, filename: string): { unpacked?: boolean; size?: number };
}
interface PackageJson {
  name?: string;
  version?: string;
  main?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const fuses = builderRequire('@electron/fuses') as FusesModule;
const asar = builderRequire('@electron/asar') as AsarModule;

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron 39's defaults for its 9 fuses, in wire order (as in tests/unit/settings/builder-config.test.ts). */
const STAND_IN_WIRE = '101100011';
const EXECUTABLE = 'creator-console';

/** What electron-builder.yml asks for; the test flavour changes only the inspector fuse. */
const RELEASE_FUSES: Record<string, boolean> = {
  RunAsNode: false,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
};
const TEST_FUSES = { ...RELEASE_FUSES, EnableNodeCliInspectArguments: true };

/** Renderer libraries: devDependencies, bundled into out/renderer by vite, never in the asar. */
const EXCLUDED_PACKAGES = [
  '@mantine',
  '@tabler',
  '@tanstack',
  'react',
  'react-dom',
  'recharts',
  'html-to-image',
  'dayjs',
  'zustand',
];

const projectPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
const electronVersion = (
  JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as PackageJson
).version as string;

function fuseIndex(name: string): number {
  const index = fuses.FuseV1Options[name];
  expect(typeof index, `${name} is a fuse @electron/fuses knows`).toBe('number');
  return index as number;
}

/** The stand-in's wire with each configured fuse set, every other fuse as it was. */
function expectedWire(options: Record<string, boolean>): string {
  const wire = STAND_IN_WIRE.split('');
  for (const [name, on] of Object.entries(options)) wire[fuseIndex(name)] = on ? '1' : '0';
  return wire.join('');
}

async function wireOf(path: string): Promise<string> {
  const current = await fuses.getCurrentFuseWire(path);
  expect(current.version).toBe(fuses.FuseVersion.V1);
  return Array.from({ length: STAND_IN_WIRE.length }, (_, i) =>
    String.fromCharCode(current[i] as number),
  ).join('');
}

/** An "unpacked Electron" for electronDist: a binary that is padding around a fuse wire, version, LICENSE. */
function makeStandIn(dir: string): Buffer {
  // No resources/default_app.asar: the builder hashes every .asar it finds and fails on an empty one.
  mkdirSync(join(dir, 'resources'), { recursive: true });
  const binary = Buffer.concat([
    Buffer.alloc(4096, 0xab),
    Buffer.from(SENTINEL, 'ascii'),
    Buffer.from([1, STAND_IN_WIRE.length]), // wire version 1, then its length
    Buffer.from(STAND_IN_WIRE, 'ascii'),
    Buffer.alloc(256, 0xcc),
  ]);
  writeFileSync(join(dir, 'electron'), binary);
  chmodSync(join(dir, 'electron'), 0o755);
  writeFileSync(join(dir, 'version'), electronVersion);
  writeFileSync(join(dir, 'LICENSE'), 'Stand-in for the Electron license.\n');
  return binary;
}

interface Build {
  appDir: string;
  output: string;
}

/**
 * electron-builder's CLI in a child process. Its programmatic build() takes the same config (an object
 * with `extends: 'electron-builder.yml'` plus the overrides), but in the test process its log is silenced
 * under vitest, its app-builder tool writes straight to our stdout, and builder-util installs
 * source-map-support globally; here the whole output is captured for the download check.
 */
function runBuilder(
  configFile: string,
  outDir: string,
  electronDist: string,
  cacheDir: string,
): Promise<Build> {
  const cli = require.resolve('electron-builder/cli.js');
  const args = [
    cli,
    '--config',
    configFile,
    '--linux',
    'dir',
    '--publish',
    'never',
    `-c.electronDist=${electronDist}`,
    // The rebuild of keytar against Electron's ABI would download Electron's headers: off, so the
    // packaged keytar.node is the one npm installed (only its place is checked here).
    '-c.npmRebuild=false',
    `-c.directories.output=${outDir}`,
  ];
  // Without VITEST in its environment: builder-util silences its non-error log under vitest.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    FORCE_COLOR: '0',
    // An empty cache: a tool the builder needed would have to be downloaded, not found from an earlier run...
    ELECTRON_BUILDER_CACHE: cacheDir,
    // ...and a download would fail against a closed port instead of quietly succeeding where there is network.
    HTTP_PROXY: 'http://127.0.0.1:9',
    HTTPS_PROXY: 'http://127.0.0.1:9',
    http_proxy: 'http://127.0.0.1:9',
    https_proxy: 'http://127.0.0.1:9',
    NO_PROXY: '',
    no_proxy: '',
  };
  return new Promise((resolvePromise, reject) => {
    execFile(
      process.execPath,
      args,
      { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        if (error) reject(new Error(`electron-builder --config ${configFile} failed:\n${output}`));
        else resolvePromise({ appDir: join(outDir, 'linux-unpacked'), output });
      },
    );
  });
}

/** Each archive path, with / separators and a leading /. */
function asarFiles(archive: string): Set<string> {
  return new Set(
    asar.listPackage(archive, { isPack: false }).map((p) => {
      const path = p.replace(/\\/g, '/');
      return path.startsWith('/') ? path : `/${path}`;
    }),
  );
}

/** The folder of package `name` as Node would find it from `fromDir` ('' is the app's root). */
function resolvePackage(files: Set<string>, fromDir: string, name: string): string | null {
  let dir = fromDir;
  for (;;) {
    const candidate = `${dir}/node_modules/${name}`;
    if (files.has(`${candidate}/package.json`)) return candidate;
    if (dir === '') return null;
    dir = dir.slice(0, dir.lastIndexOf('/node_modules/'));
  }
}

/**
 * Bare module specifiers the built main process loads: its static and dynamic imports, read by a module
 * lexer, so a comment or a string that reads like one (`tell "added" from "already a customer"`, which
 * the bundler keeps in main's code) is not taken for an import. Main is an ES module (package.json `type`).
 */
function packagesMainImports(): string[] {
  const dir = join(ROOT, 'out/main');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => /\.m?js$/.test(f))) {
    const [imports] = parseModule(readFileSync(join(dir, file), 'utf8'), file);
    for (const { n: spec } of imports) {
      // A dynamic import of a computed address has no name; relative ones are main's own chunks.
      if (spec === undefined || spec.startsWith('.') || spec.startsWith('/')) continue;
      if (spec.startsWith('node:') || spec === 'electron') continue;
      names.add(
        spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string),
      );
    }
  }
  return [...names].sort();
}

describe.skipIf(!built)(built ? TITLE : `${TITLE} (${SKIP_REASON})`, () => {
  let tmp: string;
  let standIn: Buffer;
  let release: Build;
  let testFlavour: Build;
  const repoOutputsBefore = {
    dist: existsSync(join(ROOT, 'dist')),
    distTest: existsSync(join(ROOT, 'dist-test')),
  };

  beforeAll(async () => {
    await initModuleLexer;
    tmp = await mkdtemp(join(tmpdir(), 'creator-console-package-'));
    const electronDist = join(tmp, 'electron-dist');
    standIn = makeStandIn(electronDist);
    mkdirSync(join(tmp, 'cache'));
    // One after the other: each build takes ~15 s of a 2-core machine.
    release = await runBuilder(
      'electron-builder.yml',
      join(tmp, 'release'),
      electronDist,
      join(tmp, 'cache'),
    );
    testFlavour = await runBuilder(
      'electron-builder.test.yml',
      join(tmp, 'test-flavour'),
      electronDist,
      join(tmp, 'cache'),
    );
  }, 300_000);

  afterAll(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('downloads nothing: Electron comes from electronDist, no rebuild, no builder tool fetched', () => {
    for (const build of [release, testFlavour]) {
      expect(build.output).toContain('using custom unpacked Electron distribution');
      expect(build.output).toContain('npmRebuild is set to false');
      expect(build.output).not.toMatch(/download/i);
    }
    expect(readdirSync(join(tmp, 'cache')), 'the electron-builder cache stays empty').toEqual([]);
  });

  it('writes nothing into the repository (outputs go to the temp folder)', () => {
    expect(existsSync(join(ROOT, 'dist'))).toBe(repoOutputsBefore.dist);
    expect(existsSync(join(ROOT, 'dist-test'))).toBe(repoOutputsBefore.distTest);
  });

  describe.each([
    ['release', () => release, RELEASE_FUSES],
    ['test flavour', () => testFlavour, TEST_FUSES],
  ])('the %s', (_name, build, fuseOptions) => {
    const resources = (): string => join(build().appDir, 'resources');
    const archive = (): string => join(resources(), 'app.asar');

    it('is an unpacked Linux app: creator-console, Electron’s license and version, app.asar', () => {
      const { appDir } = build();
      expect(statSync(join(appDir, EXECUTABLE)).isFile()).toBe(true);
      expect(existsSync(join(appDir, 'electron'))).toBe(false);
      expect(existsSync(join(appDir, 'LICENSE.electron.txt'))).toBe(true);
      expect(readFileSync(join(appDir, 'version'), 'utf8')).toBe(electronVersion);
      expect(statSync(archive()).size).toBeGreaterThan(0);
    });

    it('has every fuse flipped as configured and the others as the stand-in had them', async () => {
      const path = join(build().appDir, EXECUTABLE);
      const wire = await wireOf(path);
      for (const [name, on] of Object.entries(fuseOptions)) {
        expect(wire.charAt(fuseIndex(name)), name).toBe(on ? '1' : '0');
      }
      expect(wire).toBe(expectedWire(fuseOptions));
      // Only fuse bytes changed in the binary.
      const after = readFileSync(path);
      expect(after.length).toBe(standIn.length);
      const wireStart = standIn.indexOf(SENTINEL) + SENTINEL.length + 2;
      const changed = [...after.keys()].filter((i) => after[i] !== standIn[i]);
      expect(changed.length).toBeGreaterThan(0);
      expect(changed.every((i) => i >= wireStart && i < wireStart + STAND_IN_WIRE.length)).toBe(true);
    });

    it('packs the built app and package.json, nothing else of the project and no source map', () => {
      const files = asarFiles(archive());
      expect(files).toContain('/out/main/index.js');
      expect(files).toContain('/out/preload/index.cjs');
      expect(files).toContain('/out/renderer/index.html');
      expect(files).toContain('/package.json');
      const topLevel = new Set([...files].map((f) => `/${f.split('/')[1]}`));
      expect([...topLevel].sort()).toEqual(['/node_modules', '/out', '/package.json']);
      const outFolders = new Set([...files].filter((f) => f.startsWith('/out/')).map((f) => f.split('/')[2]));
      expect([...outFolders].sort()).toEqual(['main', 'preload', 'renderer']);
      expect([...files].filter((f) => f.startsWith('/src/') || f.startsWith('/tests/'))).toEqual([]);
      expect([...files].filter((f) => f.endsWith('.map'))).toEqual([]);
    });

    it('has package.json with the app’s name and version, and main pointing into the asar', () => {
      const files = asarFiles(archive());
      const packaged = JSON.parse(
        asar.extractFile(archive(), 'package.json').toString('utf8'),
      ) as PackageJson;
      expect(packaged.name).toBe(projectPackage.name);
      expect(packaged.version).toBe(projectPackage.version);
      expect(packaged.main).toBe(projectPackage.main);
      expect(files).toContain(`/${(packaged.main as string).replace(/^\.?\//, '')}`);
    });

    it('holds every package main loads, with its dependencies, and none of the excluded or dev ones', () => {
      const files = asarFiles(archive());
      const imported = packagesMainImports();
      expect(imported).toEqual(expect.arrayContaining(['undici', 'zod', 'keytar', 'electron-updater']));
      for (const name of ['undici', 'zod', 'keytar']) {
        expect(files).toContain(`/node_modules/${name}/package.json`);
      }
      // Each package main imports resolves, and so does each of its dependencies, as Node would.
      const missing: string[] = [];
      const seen = new Set<string>();
      const queue: Array<[string, string]> = imported.map((name) => ['', name]);
      for (let item = queue.shift(); item; item = queue.shift()) {
        const [from, name] = item;
        const dir = resolvePackage(files, from, name);
        if (dir === null) {
          missing.push(`${name} (needed by ${from || 'main'})`);
          continue;
        }
        if (seen.has(dir)) continue;
        seen.add(dir);
        const manifest = JSON.parse(
          asar.extractFile(archive(), `${dir.slice(1)}/package.json`).toString('utf8'),
        ) as PackageJson;
        for (const dep of Object.keys(manifest.dependencies ?? {})) queue.push([dir, dep]);
      }
      expect(missing).toEqual([]);
      // …and nothing else: every package in the asar is one main loads or one of those depends on.
      const packed = [...files]
        .map((f) => /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\/package\.json$/.exec(f)?.[1])
        .filter((dir): dir is string => dir !== undefined);
      expect(packed).toEqual(expect.arrayContaining(['/node_modules/undici', '/node_modules/keytar']));
      const unneeded = packed.filter((dir) => !seen.has(dir));
      expect(unneeded, 'packages in the asar that main never loads').toEqual([]);

      const excluded = [...files].filter((f) =>
        EXCLUDED_PACKAGES.some((name) => f.includes(`/node_modules/${name}/`)),
      );
      expect(excluded, 'renderer libraries in the asar').toEqual([]);
      const dev = Object.keys(projectPackage.devDependencies ?? {}).filter((name) =>
        files.has(`/node_modules/${name}/package.json`),
      );
      expect(dev, 'devDependencies in the asar').toEqual([]);
      expect([...files].some((f) => f.startsWith('/node_modules/vitest/'))).toBe(false);
      expect([...files].some((f) => f.startsWith('/node_modules/electron/'))).toBe(false);
    });

    it('unpacks keytar’s native module from the asar (a .node file cannot load from inside it)', () => {
      const inAsar = 'node_modules/keytar/build/Release/keytar.node';
      expect(asar.statFile(archive(), inAsar).unpacked).toBe(true);
      expect(statSync(join(resources(), 'app.asar.unpacked', inAsar)).size).toBeGreaterThan(0);
    });

    it('ships the user guide with every image it shows', () => {
      const guide = join(resources(), 'docs/user-guide.md');
      const text = readFileSync(guide, 'utf8');
      expect(text).toBe(readFileSync(join(ROOT, 'docs/user-guide.md'), 'utf8'));
      const images = [...text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)].map((m) => m[1] as string);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image, 'an image beside the guide').toMatch(/^images\/[^/]+\.png$/);
        expect(existsSync(join(resources(), 'docs', image)), image).toBe(true);
      }
      const helps = [...text.matchAll(/\]\((help\/[\w-]+\.md)\)/g)].map((m) => m[1] as string);
      expect(helps.length, 'the screens’ help the guide links to').toBeGreaterThan(0);
      for (const help of helps) {
        expect(readFileSync(join(resources(), 'docs', help), 'utf8'), help).toBe(
          readFileSync(join(ROOT, 'docs', help), 'utf8'),
        );
      }
    });

    it('writes app-update.yml for the generic update provider', () => {
      const text = readFileSync(join(resources(), 'app-update.yml'), 'utf8');
      expect(text).toMatch(/^provider: generic$/m);
      expect(text).toMatch(/^url: \S+/m);
    });
  });

  it('the test flavour’s binary differs from the release one only by the inspector-arguments fuse', async () => {
    const releaseWire = await wireOf(join(release.appDir, EXECUTABLE));
    const testWire = await wireOf(join(testFlavour.appDir, EXECUTABLE));
    const differing = releaseWire
      .split('')
      .map((state, index) => (state === testWire[index] ? -1 : index))
      .filter((index) => index >= 0);
    expect(differing).toEqual([fuseIndex('EnableNodeCliInspectArguments')]);
    expect(testWire.charAt(fuseIndex('EnableNodeCliInspectArguments'))).toBe('1');
  });
});
