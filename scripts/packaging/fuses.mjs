// Electron fuses, flipped in the packaged binary by electron-builder's afterPack hook.
//
// electron-builder 25 has no `electronFuses` option (it arrived in 26), and @electron/fuses is not a
// dependency, so this is the small part of it we need: find the fuse wire after its sentinel in the
// Electron binary and set one byte per fuse. The format is Electron's: the sentinel, a version byte (1),
// a length byte, then one byte per fuse: '0' off, '1' on, 'r' removed.
// https://www.electronjs.org/docs/latest/tutorial/fuses
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
export const FUSE_WIRE_VERSION = 1;

/** Fuse names in wire order (Electron's FuseV1Options). */
export const FUSE_ORDER = [
  'RunAsNode',
  'EnableCookieEncryption',
  'EnableNodeOptionsEnvironmentVariable',
  'EnableNodeCliInspectArguments',
  'EnableEmbeddedAsarIntegrityValidation',
  'OnlyLoadAppFromAsar',
  'LoadBrowserProcessSpecificV8Snapshot',
  'GrantFileProtocolExtraPrivileges',
  'WasmTrapHandlers',
];

/** The release build: no way to run the binary as plain Node, inject options or attach a debugger. */
export const RELEASE_FUSES = Object.freeze({
  RunAsNode: false,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
});

/**
 * The test build: Playwright drives Electron through `--inspect`/`--remote-debugging-port`, which the
 * inspector-arguments fuse forbids, so that one fuse (and only it) is on.
 */
export const TEST_FUSES = Object.freeze({ ...RELEASE_FUSES, EnableNodeCliInspectArguments: true });

const ON = 0x31;
const OFF = 0x30;
const REMOVED = 0x72;

/** Every fuse wire in the binary: one, or two in a universal macOS binary (one per slice). */
function wires(buffer) {
  const sentinel = Buffer.from(FUSE_SENTINEL, 'ascii');
  const found = [];
  for (let at = buffer.indexOf(sentinel); at >= 0; at = buffer.indexOf(sentinel, at + 1)) {
    const start = at + sentinel.length;
    const version = buffer[start];
    if (version !== FUSE_WIRE_VERSION) throw new Error(`Unknown fuse wire version ${version}`);
    found.push({ first: start + 2, length: buffer[start + 1] });
  }
  if (found.length === 0)
    throw new Error('No fuse wire in this binary: is it an Electron build of version 12 or later?');
  if (found.length > 2) throw new Error(`${found.length} fuse wires found; at most 2 are expected`);
  return found;
}

/** The fuses of a binary: `{ RunAsNode: true, … }`, `'removed'` where this Electron removed one. */
export function readFuses(buffer) {
  const [{ first, length }] = wires(buffer);
  const fuses = {};
  FUSE_ORDER.forEach((name, index) => {
    if (index >= length) return;
    const byte = buffer[first + index];
    fuses[name] = byte === REMOVED ? 'removed' : byte === ON;
  });
  return fuses;
}

/** Sets the given fuses in place; throws for a fuse this binary does not have (never a silent no-op). */
export function writeFuses(buffer, fuses) {
  const all = wires(buffer);
  // Check every wire before changing any, so a refusal never leaves a half-edited binary.
  for (const { first, length } of all) {
    for (const name of Object.keys(fuses)) {
      const index = FUSE_ORDER.indexOf(name);
      if (index < 0) throw new Error(`Unknown fuse ${name}`);
      if (index >= length) throw new Error(`This Electron has no fuse ${name}`);
      if (buffer[first + index] === REMOVED)
        throw new Error(`The fuse ${name} was removed from this Electron`);
    }
  }
  for (const { first } of all) {
    for (const [name, on] of Object.entries(fuses)) buffer[first + FUSE_ORDER.indexOf(name)] = on ? ON : OFF;
  }
  return buffer;
}

/** Where the fuse wire lives in electron-builder's output for one platform. */
export function fusedBinaryPath(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') {
    const app = `${packager.appInfo.productFilename}.app`;
    return join(
      appOutDir,
      app,
      'Contents',
      'Frameworks',
      'Electron Framework.framework',
      'Electron Framework',
    );
  }
  if (electronPlatformName === 'win32') return join(appOutDir, `${packager.appInfo.productFilename}.exe`);
  return join(appOutDir, packager.executableName);
}

/** The afterPack step: flip, read back, and on macOS renew the ad-hoc signature the edit broke. */
export async function applyFuses(context, fuses) {
  const path = fusedBinaryPath(context);
  const binary = await readFile(path);
  writeFuses(binary, fuses);
  await writeFile(path, binary);
  const written = readFuses(await readFile(path));
  for (const [name, on] of Object.entries(fuses)) {
    if (written[name] !== on) throw new Error(`The fuse ${name} did not take in ${path}`);
  }
  if (process.platform === 'darwin' && context.electronPlatformName === 'darwin') {
    // An edited Mach-O must be re-signed to launch on Apple silicon; a real identity signs over it later.
    const app = join(context.appOutDir, `${context.packager.appInfo.productFilename}.app`);
    execFileSync('codesign', [
      '--sign',
      '-',
      '--force',
      '--preserve-metadata=entitlements,requirements,flags,runtime',
      '--deep',
      app,
    ]);
  }
  console.log(`  • fuses set in ${path}: ${JSON.stringify(fuses)}`);
}
