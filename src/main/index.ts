import { app, BrowserWindow, dialog, ipcMain, session, shell } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IPC_EVENT_PREFIX } from '../shared/bridge';
import { createSenderCheck, registerBridge } from './bridge/register-ipc';
import { createConsole } from './compose';
import { applyCsp } from './electron/csp';
import {
  applyNavigationGuards,
  createExternalOpener,
  DEFAULT_EXTERNAL_HOSTS,
  isOwnPageUrl,
  type OwnPageOptions,
} from './electron/navigation';
import { denyAllPermissions } from './electron/permissions';
import { createMainWindow } from './electron/window';
import { createLogger } from './logging/logger';
import { createKeytarSecretStore } from './secrets/keytar-store';

// Electron bootstrap only: build adapters, build services, register the bridge, open the window.
// Everything below is a call into a module that is unit-tested without Electron.

const log = createLogger('electron');
const here = dirname(fileURLToPath(import.meta.url));
const preloadPath = join(here, '../preload/index.cjs');
const ownPage: OwnPageOptions = {
  rendererFile: join(here, '../renderer/index.html'),
  // A packaged app never follows the environment to another page.
  devServerUrl: app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL,
};

let mainWindow: BrowserWindow | null = null;

app.enableSandbox();
// Tests run the built app against a throw-away data directory; a packaged app ignores this.
if (!app.isPackaged && process.env.CREATOR_CONSOLE_USER_DATA)
  app.setPath('userData', process.env.CREATOR_CONSOLE_USER_DATA);

if (!app.requestSingleInstanceLock()) {
  // Another console owns the data directory and its job journals.
  app.quit();
} else {
  app.on('second-instance', focusMainWindow);
  app.on('web-contents-created', (_event, contents) =>
    applyNavigationGuards(contents, shell, {
      ...ownPage,
      externalHosts: DEFAULT_EXTERNAL_HOSTS,
      onDenied: (kind, url) => log.warn('Blocked a navigation', { kind, url: url.slice(0, 200) }),
    }),
  );
  app.whenReady().then(start).catch(failToStart);
}

async function start(): Promise<void> {
  denyAllPermissions(session.defaultSession);
  applyCsp(session.defaultSession);

  const services = await createConsole({
    dataDir: app.getPath('userData'),
    host: 'electron',
    secretStore: createKeytarSecretStore(),
    emit: sendToRenderer,
    openExternal: createExternalOpener(shell, DEFAULT_EXTERNAL_HOSTS),
    version: app.getVersion(),
  });
  registerBridge(
    ipcMain,
    services.dispatch,
    createSenderCheck((url) => isOwnPageUrl(url, ownPage)),
  );
  app.on('before-quit', () => void services.close());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (!mainWindow) openMainWindow();
  });

  openMainWindow();
}

function openMainWindow(): void {
  const source = ownPage.devServerUrl
    ? { rendererUrl: ownPage.devServerUrl }
    : { rendererFile: ownPage.rendererFile };
  mainWindow = createMainWindow(
    BrowserWindow,
    { ...source, preloadPath, onLoadError: (error) => log.error('The console page did not load', error) },
    !app.isPackaged,
  );
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
}

/** The `emit` given to the services: an event of the table, pushed to our one window. */
function sendToRenderer(event: string, payload: unknown): void {
  const contents = mainWindow?.webContents;
  if (contents && !contents.isDestroyed()) contents.send(IPC_EVENT_PREFIX + event, payload);
}

function focusMainWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

function failToStart(error: unknown): void {
  log.error('The console could not start', error);
  const reason = error instanceof Error ? error.message : String(error);
  dialog.showErrorBox('Creator Console could not start', `${reason}\n\nDetails are in the log.`);
  app.exit(1);
}
