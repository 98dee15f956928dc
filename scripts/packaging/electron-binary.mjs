// Is Electron's binary installed? `require('electron')` answers its path, or throws when the download
// was skipped (ELECTRON_SKIP_BINARY_DOWNLOAD=1) or failed. Pure enough to test with a fake require.
import { existsSync } from 'node:fs';

export function findElectronBinary(requireElectron, exists = existsSync) {
  let path;
  try {
    path = requireElectron('electron');
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  if (typeof path !== 'string') return { ok: false, reason: 'the electron package did not answer a path' };
  if (!exists(path)) return { ok: false, reason: `no file at ${path}` };
  return { ok: true, path };
}

/** What `npm run dist` prints when it cannot package, in words a person can act on. */
export function missingBinaryMessage(reason, env = process.env) {
  const skipped = env.ELECTRON_SKIP_BINARY_DOWNLOAD && env.ELECTRON_SKIP_BINARY_DOWNLOAD !== '0';
  return [
    'Cannot build the installers here: the Electron binary is not installed.',
    `  (${reason})`,
    skipped
      ? '  ELECTRON_SKIP_BINARY_DOWNLOAD is set in this environment, so it is not downloaded.'
      : '  It is fetched on demand, and that download failed (it is tried again a day later).',
    '',
    'electron-builder packages that binary (and downloads the Electron builds of the other platforms), so',
    'it needs a machine with network access to GitHub releases. There:',
    '  1. unset ELECTRON_SKIP_BINARY_DOWNLOAD',
    '  2. npm run dist -- --fetch-electron   (tries the download again now, then builds the installers in dist/)',
    '',
    'Everything else (npm start in the browser, npm test) works without the binary.',
  ].join('\n');
}
