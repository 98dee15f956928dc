import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OpenedCsv } from '../../../shared/areas/bulk-jobs/channels';
import type { DesktopAdapter } from '../../areas/settings/adapter';
import type { MenuArea } from './menu';

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

export interface MessageBoxLike<W> {
  showMessageBox(
    window: W,
    options: {
      type: 'warning';
      title: string;
      message: string;
      detail: string;
      buttons: string[];
      defaultId: number;
      cancelId: number;
      noLink: boolean;
    },
  ): Promise<{ response: number }>;
}

/**
 * A native dialog, drawn by main and not by the page, confirming a new update feed: the renderer alone
 * cannot choose where installers come from. "Cancel" is the default.
 */
export function createFeedConfirmer<W>(
  dialog: MessageBoxLike<W>,
  window: () => W,
  platform: NodeJS.Platform = process.platform,
): DesktopAdapter['confirmUpdateFeed'] {
  return async (url) => {
    const linux =
      platform === 'linux'
        ? ' On Linux the updater does not check a signature: anyone who controls this address can install code.'
        : '';
    const answer = await dialog.showMessageBox(window(), {
      type: 'warning',
      title: 'Confirm the update feed',
      message: 'Install updates from this address?',
      detail: `${url}\n\nThe console will download new versions from here and install them when you quit.${linux} Confirm only an address your IT team gave you.`,
      buttons: ['Cancel', 'Use this feed'],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
    });
    return answer.response === 1;
  };
}

export interface DesktopAdapterParts<W> {
  logFile: { dir: string; files(): string[] };
  shell: FolderShellLike;
  /** Electron's save and message dialogs, given the parent window (or null). */
  dialogs: SaveDialogLike<W> & MessageBoxLike<W>;
  window: () => W;
  downloadsDir: () => string;
  settings: DesktopAdapter['settings'];
  updates: DesktopAdapter['updates'];
  menu: { setAreas(areas: MenuArea[]): void };
  /** The CSV the OS opened with the console, waiting for the page. */
  inbox: { pageReady(): void; take(): OpenedCsv | null };
  busyReasons: DesktopAdapter['busyReasons'];
  /** The window-close guard that asks while the page holds unsaved input. */
  unsaved: { set(unsaved: string[]): void };
}

/** The desktop capabilities the desktop handlers get in Electron (the web host passes none). */
export function createDesktopAdapter<W>(parts: DesktopAdapterParts<W>): DesktopAdapter {
  return {
    logsDir: parts.logFile.dir,
    logFiles: () => parts.logFile.files(),
    openFolder: createFolderOpener(parts.shell),
    saveFile: createZipSaver(parts.dialogs, parts.window, parts.downloadsDir),
    settings: parts.settings,
    updates: parts.updates,
    confirmUpdateFeed: createFeedConfirmer(parts.dialogs, parts.window),
    // The page reports its areas once it has loaded: the menu lists them, and a waiting CSV may go to it.
    setMenuAreas: (areas) => {
      parts.menu.setAreas(areas);
      parts.inbox.pageReady();
    },
    setUnsavedChanges: (unsaved) => parts.unsaved.set(unsaved),
    takeOpenedCsv: () => parts.inbox.take(),
    busyReasons: parts.busyReasons,
  };
}
