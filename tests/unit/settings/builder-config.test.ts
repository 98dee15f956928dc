import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const require = createRequire(join(ROOT, 'package.json'));

/** electron-builder 26's `electronFuses` (app-builder-lib's FuseOptionsV1). */
type FuseOptions = Record<string, boolean | undefined>;

/** The release build: no way to run the binary as plain Node, inject options or attach a debugger. */
const RELEASE_FUSES: FuseOptions = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
};

interface BuilderConfig {
  appId?: string;
  productName?: string;
  /** The loader normalises the list into `[{ filter: [...] }]`. */
  files?: Array<string | { filter?: string[] }>;
  asarUnpack?: string[];
  npmRebuild?: boolean;
  afterPack?: string;
  electronFuses?: FuseOptions;
  extraResources?: Array<{ from: string; to: string }>;
  fileAssociations?: Array<{ ext: string; name: string; role?: string; rank?: string }>;
  directories?: { output?: string };
  publish?: Array<{ provider: string; url?: string }>;
  linux?: { target?: string[]; icon?: string; executableName?: string };
  win?: {
    target?: Array<{ target: string }>;
    icon?: string;
    signtoolOptions?: { publisherName?: string[] };
    verifyUpdateCodeSignature?: boolean;
  };
  nsis?: { installerIcon?: string; uninstallerIcon?: string };
  mac?: { target?: Array<{ target: string }>; icon?: string };
  dmg?: { icon?: string };
}

/** electron-builder's own loader (resolves `extends`) and its schema validation. */
const builderConfig = require('app-builder-lib/out/util/config/config.js') as {
  getConfig(projectDir: string, configPath: string | null, fromOptions: unknown): Promise<BuilderConfig>;
  validateConfiguration(config: BuilderConfig, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };

let release: BuilderConfig;
let testFlavour: BuilderConfig;
beforeAll(async () => {
  release = await builderConfig.getConfig(ROOT, 'electron-builder.yml', null);
  testFlavour = await builderConfig.getConfig(ROOT, 'electron-builder.test.yml', null);
});

function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('ascii'), path).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('electron-builder.yml', () => {
  it('passes electron-builder’s own schema, release and test flavour', async () => {
    await expect(
      builderConfig.validateConfiguration(release, new DebugLogger(false)),
    ).resolves.toBeUndefined();
    await expect(
      builderConfig.validateConfiguration(testFlavour, new DebugLogger(false)),
    ).resolves.toBeUndefined();
  });

  it('names the app and builds AppImage + deb, NSIS and dmg', () => {
    expect(release.appId).toBe('com.creatorconsole.desktop');
    expect(release.productName).toBe('Creator Console');
    expect(release.linux?.target).toEqual(['AppImage', 'deb']);
    expect(release.win?.target?.map((t) => t.target)).toEqual(['nsis']);
    expect(release.mac?.target?.map((t) => t.target)).toEqual(['dmg']);
    expect(release.publish?.[0]?.provider).toBe('generic');
  });

  it('names the Windows publisher updates must be signed by, and keeps the signature check on', () => {
    expect(release.win?.signtoolOptions?.publisherName).toEqual(['Creator Console']);
    expect(release.win?.verifyUpdateCodeSignature).toBe(true);
  });

  it('unpacks keytar from the asar and lets the builder rebuild it for Electron', () => {
    expect(release.asarUnpack).toContain('**/node_modules/keytar/**');
    expect(release.npmRebuild).toBe(true);
  });

  it('opens .csv files, without taking over from the spreadsheet on macOS', () => {
    expect(release.fileAssociations).toEqual([expect.objectContaining({ ext: 'csv', rank: 'Alternate' })]);
  });

  it('every icon and resource it names exists', () => {
    const paths = [
      release.linux?.icon,
      release.win?.icon,
      release.nsis?.installerIcon,
      release.nsis?.uninstallerIcon,
      release.mac?.icon,
      release.dmg?.icon,
      ...(release.extraResources ?? []).map((r) => r.from),
    ];
    for (const path of paths) {
      expect(path, 'a referenced path').toBeDefined();
      expect(existsSync(join(ROOT, path as string)), path).toBe(true);
    }
    expect(readdirSync(join(ROOT, 'docs/images')).filter((f) => f.endsWith('.png')).length).toBeGreaterThan(
      0,
    );
  });

  it('has PNG icons in every size 16…1024, each the size its name says', () => {
    const dir = join(ROOT, release.linux?.icon as string);
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) {
      expect(pngSize(join(dir, `${size}x${size}.png`))).toEqual({ width: size, height: size });
    }
  });

  it('has a Windows .ico up to 256 px and a macOS .icns up to 1024 px', () => {
    const ico = readFileSync(join(ROOT, release.win?.icon as string));
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const widths = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + i * 16) || 256);
    expect(widths).toEqual([16, 24, 32, 48, 64, 128, 256]);
    const icns = readFileSync(join(ROOT, release.mac?.icon as string));
    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    expect(icns.includes(Buffer.from('ic10'))).toBe(true);
  });

  it('the release build sets every fuse as required, through electronFuses (no afterPack hook)', () => {
    expect(release.electronFuses).toEqual(RELEASE_FUSES);
    expect(release.afterPack).toBeUndefined();
    expect(testFlavour.afterPack).toBeUndefined();
  });

  it('the test flavour differs only by the inspector-arguments fuse, and builds elsewhere', () => {
    // `extends` deep-merges: the test yml names one fuse and inherits the other four.
    expect(testFlavour.electronFuses).toEqual({ ...RELEASE_FUSES, enableNodeCliInspectArguments: true });
    const fuseNames = new Set([
      ...Object.keys(release.electronFuses ?? {}),
      ...Object.keys(testFlavour.electronFuses ?? {}),
    ]);
    const differing = [...fuseNames].filter(
      (name) => release.electronFuses?.[name] !== testFlavour.electronFuses?.[name],
    );
    expect(differing).toEqual(['enableNodeCliInspectArguments']);
    expect(testFlavour.directories?.output).toBe('dist-test');
    const {
      electronFuses: _a,
      directories: _d,
      ...restTest
    } = testFlavour as BuilderConfig & { extends?: string };
    const { electronFuses: _b, directories: _e, ...restRelease } = release;
    expect({ ...restTest, extends: undefined }).toEqual({ ...restRelease, extends: undefined });
  });

  it('lists every package main imports as a production dependency (the builder packs only those)', () => {
    // The renderer's libraries are devDependencies: vite bundles them into out/renderer, so the builder
    // leaves them (and everything they depend on) out of the asar. A package main loads at run time must
    // be in `dependencies`, or the installed app fails to start.
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const imported = new Set<string>();
    for (const file of [...sources(join(ROOT, 'src/main')), ...sources(join(ROOT, 'src/shared'))]) {
      // Static imports and re-exports (`import … from 'x'` at a line's start) and dynamic `import('x')`;
      // `from` must follow a space, `}` or `*`, so a quoted 'from' in a type (`Pick<B, 'from' | 'to'>`) is no import.
      for (const match of readFileSync(file, 'utf8').matchAll(
        /^\s*(?:import|export)\b[^;]*?(?<=[\s}*])from\s*['"]([^'".][^'"]*)['"]|\bimport\(\s*['"]([^'".][^'"]*)['"]/gm,
      )) {
        const spec = (match[1] ?? match[2]) as string;
        if (spec.startsWith('node:') || spec === 'electron' || spec.startsWith('@shared/')) continue;
        imported.add(
          spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string),
        );
      }
    }
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(imported).toContain('keytar');
    const missing = [...imported].filter((name) => !(name in manifest.dependencies));
    expect(missing, `main imports ${missing.join(', ')}, which is not a production dependency`).toEqual([]);
    const unused = Object.keys(manifest.dependencies).filter((name) => !imported.has(name));
    expect(unused, `production dependencies main never imports: ${unused.join(', ')}`).toEqual([]);
  });
});

/**
 * The builder's own fuse path, end to end without Electron: app-builder-lib turns `electronFuses` into
 * an @electron/fuses config (generateFuseConfig) and flips it in the packaged binary (addElectronFuses,
 * through the copy of @electron/fuses that app-builder-lib itself depends on). Here that path runs on a
 * fake binary holding only a fuse wire, which is read back with the same @electron/fuses.
 */
describe('the fuses electron-builder flips', () => {
  interface FusesModule {
    FuseVersion: { V1: string };
    FuseV1Options: Record<string, number | string>;
    flipFuses(path: string, config: Record<string, unknown>): Promise<number>;
    getCurrentFuseWire(path: string): Promise<Record<string, number | string>>;
  }
  interface PackagerLike {
    config?: BuilderConfig;
    appInfo?: { productFilename: string };
    executableName?: string;
  }
  interface PlatformPackagerPrototype {
    generateFuseConfig(this: unknown, fuses: FuseOptions): Record<string, unknown>;
    addElectronFuses(this: unknown, context: unknown, config: Record<string, unknown>): Promise<number>;
    doAddElectronFuses(
      this: unknown,
      context: { appOutDir: string; electronPlatformName: string },
    ): Promise<void>;
  }

  // The same copies the builder loads: app-builder-lib's own, and @electron/fuses resolved from it.
  const builderLib = require('app-builder-lib') as {
    PlatformPackager: { prototype: PlatformPackagerPrototype };
    LinuxPackager: { prototype: object };
  };
  const proto = builderLib.PlatformPackager.prototype;
  const builderRequire = createRequire(require.resolve('app-builder-lib/out/platformPackager.js'));
  const fuses = builderRequire('@electron/fuses') as FusesModule;

  const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
  /** Electron's defaults for its 9 fuses (wire order), as in an unflipped Electron 39 binary. */
  const UNFLIPPED = '101100011';
  const ENABLE = '1'.charCodeAt(0);
  const DISABLE = '0'.charCodeAt(0);

  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'creator-console-fuses-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** Padding, then `slices` fuse wires (two in a universal macOS binary), each followed by padding. */
  function fakeBinary(path: string, slices = 1): void {
    const wire = Buffer.concat([
      Buffer.from(SENTINEL, 'ascii'),
      Buffer.from([1, UNFLIPPED.length]),
      Buffer.from(UNFLIPPED, 'ascii'),
    ]);
    const body = Array.from({ length: slices }, () => Buffer.concat([wire, Buffer.alloc(256, 0xcc)]));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.concat([Buffer.alloc(4096, 0xab), ...body]));
  }

  function fuseIndex(name: string): number {
    const index = fuses.FuseV1Options[name.charAt(0).toUpperCase() + name.slice(1)];
    expect(typeof index, `${name} is a fuse @electron/fuses knows`).toBe('number');
    return index as number;
  }

  /** The wire the fuses should leave: UNFLIPPED with each configured fuse set. */
  function expectedWire(options: FuseOptions): string {
    const wire = UNFLIPPED.split('');
    for (const [name, on] of Object.entries(options)) wire[fuseIndex(name)] = on ? '1' : '0';
    return wire.join('');
  }

  async function wireOf(path: string): Promise<string> {
    const current = await fuses.getCurrentFuseWire(path);
    expect(current.version).toBe(fuses.FuseVersion.V1);
    return Array.from({ length: UNFLIPPED.length }, (_, i) => String.fromCharCode(current[i] as number)).join(
      '',
    );
  }

  it('uses the @electron/fuses that app-builder-lib loaded for itself', () => {
    const loaded = builderRequire.cache[builderRequire.resolve('@electron/fuses')];
    expect(loaded?.exports, 'the module object platformPackager.js required').toBe(fuses);
    const declared = (
      JSON.parse(readFileSync(require.resolve('app-builder-lib/package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies['@electron/fuses'];
    expect(declared).toBeDefined();
    expect(typeof fuses.flipFuses).toBe('function');
    expect(typeof fuses.getCurrentFuseWire).toBe('function');
  });

  it.each([
    ['release', () => release],
    ['test flavour', () => testFlavour],
  ])('the %s: the config the builder generates names exactly its fuses', (_name, config) => {
    const options = config().electronFuses as FuseOptions;
    const generated = proto.generateFuseConfig.call({}, options);
    const expected: Record<string, unknown> = {
      version: fuses.FuseVersion.V1,
      resetAdHocDarwinSignature: undefined,
    };
    for (const [name, on] of Object.entries(options)) expected[fuseIndex(name)] = on;
    expect(generated).toEqual(expected);
    expect(Object.keys(generated).filter((key) => /^\d+$/.test(key))).toHaveLength(5);
  });

  /** A stand-in for electron-builder's packager of one platform: only what its fuse step reads. */
  function fakePackager(platform: string, config: BuilderConfig): PackagerLike {
    const own = {
      config: { value: config },
      appInfo: { value: { productFilename: config.productName as string } },
      executableName: { value: config.linux?.executableName },
    };
    // addElectronFuses names the Linux binary after `executableName` only for a LinuxPackager.
    const base = platform === 'linux' ? builderLib.LinuxPackager.prototype : proto;
    return Object.create(base, own) as PackagerLike;
  }

  /** Where the fuse wire is in the packaged app of each platform (Electron's layout). */
  const platforms: Array<{
    platform: string;
    wireFile: (c: BuilderConfig) => string;
    app: (c: BuilderConfig) => string;
  }> = [
    {
      platform: 'linux',
      wireFile: (c) => c.linux?.executableName as string,
      app: (c) => c.linux?.executableName as string,
    },
    { platform: 'win32', wireFile: (c) => `${c.productName}.exe`, app: (c) => `${c.productName}.exe` },
    {
      platform: 'darwin',
      wireFile: (c) =>
        join(
          `${c.productName}.app`,
          'Contents',
          'Frameworks',
          'Electron Framework.framework',
          'Electron Framework',
        ),
      app: (c) => `${c.productName}.app`,
    },
  ];

  for (const [flavourName, flavour] of [
    ['release', () => release],
    ['test flavour', () => testFlavour],
  ] as const) {
    it.each(platforms)(
      `the ${flavourName}: every fuse takes in a $platform binary flipped by the builder`,
      async ({ platform, wireFile, app }) => {
        const config = flavour();
        const appOutDir = join(dir, `${flavourName.replace(' ', '-')}-${platform}`);
        const path = join(appOutDir, wireFile(config));
        const slices = platform === 'darwin' ? 2 : 1; // a universal macOS binary has one wire per slice
        fakeBinary(path, slices);
        const before = readFileSync(path);

        // The builder's own step: `electronFuses` → generateFuseConfig → addElectronFuses → flipFuses.
        await proto.doAddElectronFuses.call(fakePackager(platform, config), {
          appOutDir,
          electronPlatformName: platform,
        });

        const options = config.electronFuses as FuseOptions;
        // Read back the way @electron/fuses reads an app (the .app bundle on macOS).
        const wire = await wireOf(join(appOutDir, app(config)));
        for (const [name, on] of Object.entries(options)) {
          expect(wire.charCodeAt(fuseIndex(name)), `${name} in ${path}`).toBe(on ? ENABLE : DISABLE);
        }
        expect(wire).toBe(expectedWire(options));
        expect(wire).toBe(flavourName === 'release' ? '000011011' : '000111011');

        // Only fuse bytes changed, and every slice of a universal macOS binary got the same wire.
        const after = readFileSync(path);
        expect(after.length).toBe(before.length);
        const wireStarts = [...before.keys()].filter(
          (i) => before.subarray(i, i + SENTINEL.length).toString('ascii') === SENTINEL,
        );
        expect(wireStarts).toHaveLength(slices);
        const fuseBytes = new Set(
          wireStarts.flatMap((start) =>
            Array.from({ length: UNFLIPPED.length }, (_, i) => start + SENTINEL.length + 2 + i),
          ),
        );
        const changed = [...after.keys()].filter((i) => after[i] !== before[i]);
        expect(changed.length).toBeGreaterThan(0);
        expect(changed.filter((i) => !fuseBytes.has(i))).toEqual([]);
        const lastSlice = join(appOutDir, 'last-slice');
        writeFileSync(lastSlice, after.subarray(wireStarts.at(-1) as number));
        expect(await wireOf(lastSlice)).toBe(wire);
      },
    );
  }

  it('the test flavour binary differs from the release one only in the inspector-arguments fuse', async () => {
    const flip = async (config: BuilderConfig, name: string): Promise<string> => {
      const path = join(dir, name);
      fakeBinary(path);
      await fuses.flipFuses(path, proto.generateFuseConfig.call({}, config.electronFuses as FuseOptions));
      return wireOf(path);
    };
    const releaseWire = await flip(release, 'release-direct');
    const testWire = await flip(testFlavour, 'test-direct');
    const differing = releaseWire
      .split('')
      .map((state, index) => (state === testWire[index] ? -1 : index))
      .filter((index) => index >= 0);
    expect(differing).toEqual([fuseIndex('enableNodeCliInspectArguments')]);
  });
});
