import { IPC_EVENT_PREFIX, type EventName } from '../../../shared/bridge';
import type { OwnPageOptions } from './navigation';
import type { QuitEventLike } from './quit-guard';
import { createMainWindow, type BrowserWindowCtorLike, type BrowserWindowLike } from './window';
import {
  restoreBounds,
  type DisplayLike,
  type StatefulWindowLike,
  type WindowStateStore,
} from './window-state';

/** The members of Electron's BrowserWindow the main window's life uses, beyond creating and loading it. */
export type MainWindowLike = BrowserWindowLike &
  StatefulWindowLike & {
    maximize(): void;
    setFullScreen(flag: boolean): void;
    restore(): void;
    focus(): void;
    isFocused(): boolean;
    /** The taskbar or dock progress: 0 to 1, or -1 for none. */
    setProgressBar(progress: number): void;
    on(event: 'close', listener: (event: QuitEventLike) => void): unknown;
    on(event: 'closed', listener: () => void): unknown;
    webContents: { isDestroyed(): boolean; send(channel: string, payload: unknown): void };
  };

/** Electron's `screen` members used to keep a restored window on a display that is still there. */
export interface ScreenLike {
  getAllDisplays(): DisplayLike[];
  getPrimaryDisplay(): DisplayLike;
}

export interface MainWindowOptions<W extends MainWindowLike> {
  BrowserWindow: BrowserWindowCtorLike<W>;
  screen: ScreenLike;
  windowState: Pick<WindowStateStore, 'current' | 'track'>;
  /** Our page: the built file, or the dev server in development. */
  page: OwnPageOptions;
  preloadPath: string;
  devTools: boolean;
  onLoadError: (error: unknown) => void;
  /** For the window's `close` (the quit guard asks while a job runs). */
  onClose: (event: QuitEventLike) => void;
  /** Whether `focus()` may open a window when there is none (the app is ready and its services built). */
  mayOpen: () => boolean;
}

/**
 * The one main window: opened where it was last left (size, position, maximized, the area it showed),
 * tracked so that is saved again, forgotten when closed. Events for the page go through `send`.
 */
export function createMainWindowHolder<W extends MainWindowLike>(options: MainWindowOptions<W>) {
  let window: W | null = null;

  function open(): W {
    const saved = options.windowState.current();
    const displays = options.screen.getAllDisplays();
    const bounds = restoreBounds(saved.bounds, displays, options.screen.getPrimaryDisplay());
    const { devServerUrl, rendererFile } = options.page;
    const source = devServerUrl
      ? { rendererUrl: devServerUrl }
      : { rendererFile, ...(saved.lastArea ? { hash: `/${saved.lastArea}` } : {}) };
    const created = createMainWindow(
      options.BrowserWindow,
      { ...source, preloadPath: options.preloadPath, bounds, onLoadError: options.onLoadError },
      options.devTools,
    );
    if (saved.maximized) created.maximize();
    if (saved.fullScreen) created.setFullScreen(true);
    options.windowState.track(created);
    created.on('close', (event) => options.onClose(event));
    created.on('closed', () => {
      window = null;
    });
    window = created;
    return created;
  }

  return {
    open,
    current: (): W | null => window,
    /** Opens the window when there is none (macOS `activate`, a dock click with every window closed). */
    ensureOpen(): void {
      if (!window) open();
    },
    /** Brings the window forward (a second launch, a notification, the menu); opens one if allowed. */
    focus(): void {
      if (!window) {
        if (options.mayOpen()) open();
        return;
      }
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
    },
    isFocused: (): boolean => window?.isFocused() ?? false,
    /** The running jobs' progress on the taskbar or dock (-1: none); nothing while there is no window. */
    setProgressBar(progress: number): void {
      window?.setProgressBar(progress);
    },
    /** Sends an event to the page; dropped while there is no window or it is being torn down. */
    send(event: EventName, payload: unknown): void {
      const contents = window?.webContents;
      if (contents && !contents.isDestroyed()) contents.send(IPC_EVENT_PREFIX + event, payload);
    },
  };
}
