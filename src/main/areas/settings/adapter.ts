import type { UpdateStatus } from '../../../shared/areas/settings/channels';
import type { OpenedCsv } from '../../../shared/areas/bulk-jobs/channels';
import type { MenuArea } from '../../../shared/channels/app';
import type { BusyReason } from '../../platform/busy';
import type { SettingsService } from './settings-file';

/**
 * What only the Electron host can do, handed to the desktop handlers by `src/main/index.ts` (the web
 * host passes none): open a folder in the OS file manager, show a native save dialog, check for updates,
 * rebuild the menu, hand over a CSV the OS opened with the console.
 */
export interface DesktopAdapter {
  /** Electron's `app.getPath('logs')`. */
  logsDir: string;
  /** The log files that exist, current first. */
  logFiles(): string[];
  /** Opens a folder in Explorer / Finder / the file manager; false when the OS refused. */
  openFolder(path: string): Promise<boolean>;
  /** Native save dialog, then writes the bytes; the chosen path, or null when cancelled. */
  saveFile(defaultName: string, bytes: Uint8Array): Promise<string | null>;
  /** The same settings service the updater and notifications follow. */
  settings: SettingsService;
  updates: { checkNow(): Promise<UpdateStatus>; status(): UpdateStatus };
  /** A native dialog asking the person to confirm a new update feed address; true when confirmed. */
  confirmUpdateFeed(url: string): Promise<boolean>;
  setMenuAreas(areas: MenuArea[]): void;
  /** What the page holds unsaved (empty: nothing); the window's close asks while it is not empty. */
  setUnsavedChanges(unsaved: string[]): void;
  takeOpenedCsv(): OpenedCsv | null;
  busyReasons(): BusyReason[];
}
