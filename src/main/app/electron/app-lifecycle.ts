import { join } from 'node:path';
import type { QuitEventLike } from './quit-guard';

/** The members of Electron's `app` the lifecycle wiring uses. */
export interface LifecycleAppLike {
  on(event: 'before-quit', listener: (event: QuitEventLike) => void): unknown;
  on(event: 'window-all-closed', listener: () => void): unknown;
  on(event: 'activate', listener: () => void): unknown;
  quit(): void;
}

/**
 * Quitting goes through the quit guard; closing the last window quits except on macOS, where the app
 * stays in the dock and `activate` (a dock click) opens the window again.
 */
export function wireAppLifecycle(
  app: LifecycleAppLike,
  options: {
    platform: NodeJS.Platform;
    onBeforeQuit: (event: QuitEventLike) => void;
    ensureWindow: () => void;
  },
): void {
  app.on('before-quit', (event) => options.onBeforeQuit(event));
  app.on('window-all-closed', () => {
    if (options.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => options.ensureWindow());
}

/** The members of Electron's `app` that choose where data and logs go. */
export interface DataPathsAppLike {
  isPackaged: boolean;
  setPath(name: 'userData', path: string): void;
  setAppLogsPath(path?: string): void;
}

/**
 * Tests run the built app against a throw-away data directory (`CREATOR_CONSOLE_USER_DATA`, its logs
 * inside it); a packaged app ignores the variable and uses the OS's folders.
 */
export function chooseDataPaths(app: DataPathsAppLike, env: Record<string, string | undefined>): void {
  const testDir = env.CREATOR_CONSOLE_USER_DATA;
  if (!app.isPackaged && testDir) {
    app.setPath('userData', testDir);
    app.setAppLogsPath(join(testDir, 'logs'));
  } else {
    app.setAppLogsPath();
  }
}

/**
 * The Electron tests reach a few objects through `globalThis.__creatorConsoleTest` (to mark a job busy and
 * see the quit confirmation); only an unpackaged build started with `CREATOR_CONSOLE_TEST_HOOKS=1`.
 */
export function exposeTestHooks(
  isPackaged: boolean,
  env: Record<string, string | undefined>,
  hooks: Record<string, unknown>,
): void {
  if (!isPackaged && env.CREATOR_CONSOLE_TEST_HOOKS === '1')
    Object.assign(globalThis, { __creatorConsoleTest: hooks });
}
