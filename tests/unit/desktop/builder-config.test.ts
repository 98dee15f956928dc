import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readFuses,
  RELEASE_FUSES,
  TEST_FUSES,
  writeFuses,
  FUSE_SENTINEL,
} from '../../../scripts/packaging/fuses.mjs';
import type { FuseConfig } from '../../../scripts/packaging/fuses.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const require = createRequire(join(ROOT, 'package.json'));

interface BuilderConfig {
  appId?: string;
  productName?: string;
  /** The loader normalises the list into `[{ filter: [...] }]`. */
  files?: Array<string | { filter?: string[] }>;
  asarUnpack?: string[];
  npmRebuild?: boolean;
  afterPack?: string;
  extraResources?: Array<{ from: string; to: string }>;
  fileAssociations?: Array<{ ext: string; name: string; role?: string; rank?: string }>;
  directories?: { output?: string };
  publish?: Array<{ provider: string; url?: string }>;
  linux?: { target?: string[]; icon?: string };
  win?: { target?: Array<{ target: string }>; icon?: string };
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

async function fusesOf(config: BuilderConfig): Promise<FuseConfig> {
  expect(config.afterPack).toBeDefined();
  const module = (await import(pathToFileURL(join(ROOT, config.afterPack as string)).href)) as {
    fuses: FuseConfig;
    default: unknown;
  };
  expect(typeof module.default).toBe('function');
  return module.fuses;
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
      release.afterPack,
      testFlavour.afterPack,
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

  it('the release build sets every fuse as required', async () => {
    expect(await fusesOf(release)).toEqual({
      RunAsNode: false,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
    });
  });

  it('the test flavour differs only by the inspector-arguments fuse, and builds elsewhere', async () => {
    const fuses = await fusesOf(testFlavour);
    expect(fuses).toEqual({ ...RELEASE_FUSES, EnableNodeCliInspectArguments: true });
    expect(testFlavour.directories?.output).toBe('dist-test');
    const {
      afterPack: _a,
      directories: _d,
      ...restTest
    } = testFlavour as BuilderConfig & { extends?: string };
    const { afterPack: _b, directories: _e, ...restRelease } = release;
    expect({ ...restTest, extends: undefined }).toEqual({ ...restRelease, extends: undefined });
  });

  it('does not leave out of the asar any package main imports', () => {
    const excluded = (release.files ?? [])
      .flatMap((entry) => (typeof entry === 'string' ? [entry] : (entry.filter ?? [])))
      .filter((p) => p.startsWith('!node_modules/'))
      .map((p) => p.replace(/^!node_modules\//, '').replace(/\/\*\*$/, ''));
    expect(excluded.length).toBeGreaterThan(0);
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const imported = new Set<string>();
    for (const file of [...sources(join(ROOT, 'src/main')), ...sources(join(ROOT, 'src/shared'))]) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /(?:from|import\()\s*['"]([^'".][^'"]*)['"]/g,
      )) {
        const spec = match[1] as string;
        if (spec.startsWith('node:') || spec === 'electron') continue;
        imported.add(
          spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string),
        );
      }
    }
    const broken = [...imported].filter((name) => excluded.includes(name));
    expect(imported).toContain('keytar');
    expect(broken, `main imports ${broken.join(', ')} but electron-builder.yml leaves it out`).toEqual([]);
  });
});

describe('the fuse wire', () => {
  function fakeBinary(wire: string, copies = 1): Buffer {
    const one = Buffer.concat([
      Buffer.from(FUSE_SENTINEL, 'ascii'),
      Buffer.from([1, wire.length]),
      Buffer.from(wire, 'ascii'),
    ]);
    return Buffer.concat([
      Buffer.alloc(64, 7),
      ...Array.from({ length: copies }, () => Buffer.concat([one, Buffer.alloc(32)])),
    ]);
  }

  it('flips the release fuses in a binary and reads them back', () => {
    const binary = fakeBinary('101001001');
    writeFuses(binary, RELEASE_FUSES);
    expect(readFuses(binary)).toMatchObject({ ...RELEASE_FUSES, EnableCookieEncryption: false });
    writeFuses(binary, TEST_FUSES);
    expect(readFuses(binary).EnableNodeCliInspectArguments).toBe(true);
  });

  it('flips both slices of a universal macOS binary', () => {
    const binary = fakeBinary('111111111', 2);
    writeFuses(binary, RELEASE_FUSES);
    const second = binary.subarray(binary.lastIndexOf(Buffer.from(FUSE_SENTINEL)));
    expect(readFuses(second)).toMatchObject(RELEASE_FUSES);
  });

  it('refuses a binary without fuses, a fuse it lacks, or a removed fuse, changing nothing', () => {
    expect(() => writeFuses(Buffer.alloc(100), RELEASE_FUSES)).toThrow(/No fuse wire/);
    const short = fakeBinary('1111');
    expect(() => writeFuses(short, RELEASE_FUSES)).toThrow(/no fuse EnableEmbeddedAsarIntegrityValidation/);
    expect(readFuses(short).RunAsNode).toBe(true);
    const removed = fakeBinary('r11111');
    expect(() => writeFuses(removed, RELEASE_FUSES)).toThrow(/removed/);
  });
});
