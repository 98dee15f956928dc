import { describe, expect, it } from 'vitest';
import { findElectronBinary, missingBinaryMessage } from '../../../scripts/packaging/electron-binary.mjs';

describe('npm run dist without the Electron binary', () => {
  it('finds an installed binary', () => {
    expect(
      findElectronBinary(
        () => '/x/electron',
        () => true,
      ),
    ).toEqual({ ok: true, path: '/x/electron' });
  });

  it('reports a skipped download (the electron package throws) and a missing file', () => {
    const thrown = findElectronBinary(() => {
      throw new Error('Electron failed to install correctly');
    });
    expect(thrown).toEqual({ ok: false, reason: 'Electron failed to install correctly' });
    expect(
      findElectronBinary(
        () => '/x/electron',
        () => false,
      ),
    ).toEqual({ ok: false, reason: 'no file at /x/electron' });
  });

  it('says plainly why it cannot package and how to fix it', () => {
    const message = missingBinaryMessage('Electron failed to install correctly', {
      ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
    });
    expect(message).toMatch(/^Cannot build the installers here: the Electron binary is not installed\./);
    expect(message).toContain('ELECTRON_SKIP_BINARY_DOWNLOAD is set');
    expect(message).toContain('--fetch-electron');
    expect(message).toContain('npm run dist');
    expect(missingBinaryMessage('x', {})).not.toContain('is set');
  });
});
