#!/usr/bin/env node
// npm run dist       installers for this OS (Linux: AppImage + deb, Windows: NSIS, macOS: dmg) in dist/
// npm run dist:test  the test flavour (inspector fuse on), unpacked, in dist-test/
// Extra arguments go to electron-builder: `npm run dist -- --linux deb`.
//
// It fetches the Electron binary first where it is missing and, where that fails, says why and how to fix
// it instead of letting electron-builder fail with a download stack trace.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { missingBinaryMessage } from './packaging/electron-binary.mjs';
import { ROOT, ensureElectron } from './setup/ensure.mjs';

const args = process.argv.slice(2);
const testFlavour = args.includes('--test');
const builderArgs = args.filter((arg) => arg !== '--test' && arg !== '--fetch-electron');

// The binary is fetched on demand (npm ci never downloads it); a failed try is remembered for a day.
const electron = await ensureElectron({ force: args.includes('--fetch-electron') });
if (!electron.path) {
  console.error(missingBinaryMessage(electron.reason));
  process.exit(2);
}

function run(command, commandArgs) {
  console.log(`\n> ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(`\n${command} failed (exit ${result.status ?? result.signal}); nothing was packaged.`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name) => join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
run(process.execPath, [join(ROOT, 'scripts', 'build.mjs')]);
run(bin('electron-builder'), [
  '--config',
  testFlavour ? 'electron-builder.test.yml' : 'electron-builder.yml',
  '--publish',
  'never',
  ...(testFlavour ? ['--dir'] : []),
  ...builderArgs,
]);
console.log(`\nDone: see ${testFlavour ? 'dist-test/' : 'dist/'}`);
