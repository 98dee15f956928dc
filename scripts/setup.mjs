#!/usr/bin/env node
// `node scripts/setup.mjs start|test`: what the first `npm start` / `npm test` installs, and nothing on
// later runs (each check costs milliseconds). See the README's "What the first run installs".
//   start  OS packages keytar builds against, then node_modules
//   test   the same plus the keychain daemon, D-Bus and Chromium for the tests
//   electron  try once to fetch Electron's binary (for the _electron tests); never fails
import { SetupError, ensureElectron, ensureNodeModules, ensureOsPackages, say } from './setup/ensure.mjs';

const purpose = process.argv[2];
try {
  if (purpose === 'start' || purpose === 'test') {
    ensureOsPackages(purpose);
    ensureNodeModules();
  } else if (purpose === 'electron') {
    const electron = await ensureElectron({ force: process.argv.includes('--fetch-electron') });
    if (!electron.path) say(`Electron's binary is not available: ${electron.reason}.`);
  } else {
    process.stderr.write('Usage: node scripts/setup.mjs start|test|electron\n');
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  process.stderr.write(`[setup] ${error.message}\n`);
  process.exit(1);
}
