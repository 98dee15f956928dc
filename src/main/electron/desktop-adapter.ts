import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DesktopAdapter } from '../services/desktop/adapter';

/** Electron's `shell` members used here. */
export interface FolderShellLike {
  openPath(path: string): Promise<string>;
}

export interface SaveDialogLike<W> {
  showSaveDialog(
    window: W,
    options: { title: string; defaultPath: string; filters: { name: string; extensions: string[] }[] },
  ): Promise<{ canceled: boolean; filePath?: string }>;
}

/** Opens a folder in the OS file manager; `openPath` answers an error string, empty on success. */
export function createFolderOpener(shell: FolderShellLike): (path: string) => Promise<boolean> {
  return async (path) => {
    try {
      return (await shell.openPath(path)) === '';
    } catch {
      return false;
    }
  };
}

/** Native save dialog for a zip, then an ordinary write; null when the person cancelled. */
export function createZipSaver<W>(
  dialog: SaveDialogLike<W>,
  window: () => W,
  defaultDir: () => string,
): DesktopAdapter['saveFile'] {
  return async (defaultName, bytes) => {
    const answer = await dialog.showSaveDialog(window(), {
      title: 'Save diagnostics',
      defaultPath: join(defaultDir(), defaultName),
      filters: [{ name: 'Zip archive', extensions: ['zip'] }],
    });
    if (answer.canceled || !answer.filePath) return null;
    const path = answer.filePath.toLowerCase().endsWith('.zip') ? answer.filePath : `${answer.filePath}.zip`;
    await writeFile(path, bytes);
    return path;
  };
}
