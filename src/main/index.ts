import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  Notification,
  screen,
  session,
  shell,
  type MessageBoxOptions,
} from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IPC_EVENT_PREFIX, type EventName, type EventPayload } from '../shared/bridge';
import type { ImportProgress } from '../shared/channels/migration';
import type { Result } from '../shared/errors';
import { createSenderCheck, registerBridge } from './bridge/register-ipc';
import { createConsole, type ConsoleApp } from './compose';
import { createAppMenu } from './electron/app-menu';
import { applyCsp } from './electron/csp';
import { createFeedConfirmer, createFolderOpener, createZipSaver } from './electron/desktop-adapter';
import { createRotatingLogFile } from './electron/log-file';
import {
  applyNavigationGuards,
  createExternalOpener,
  DEFAULT_EXTERNAL_HOSTS,
  isOwnPageUrl,
  type OwnPageOptions,
} from './electron/navigation';
import { createJobFinishedNotifier, createNotificationShower } from './electron/notifications';
import { denyAllPermissions } from './electron/permissions';
import { createQuitGuard } from './electron/quit-guard';
import { csvPathFromArgv, wireSingleInstance } from './electron/single-instance';
import { createUpdateController, importAutoUpdater } from './electron/updater';
import { openUserGuide, userGuidePath } from './electron/user-guide';
import { createMainWindow } from './electron/window';
import { createWindowStateStore, restoreBounds } from './electron/window-state';
import { configureLogging, createLogger } from './logging/logger';
import { createKeytarSecretStore } from './secrets/keytar-store';
import { busy, createJobEventObserver } from './services/busy';
import type { DesktopAdapter } from './services/desktop/adapter';
import { createOpenedCsvInbox } from './services/desktop/opened-csv';
import { createSettingsService } from './services/settings';

// Electron bootstrap only: build adapters, build services, register the bridge, open the window.
// Everything below is a call into a module that is unit-tested without Electron.

const APP_NAME = 'Creator Console';
const SETTINGS_AREA = 'settings';
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
if (!app.isPackaged && process.env.CREATOR_CONSOLE_USER_DATA) {
  app.setPath('userData', process.env.CREATOR_CONSOLE_USER_DATA);
  app.setAppLogsPath(join(process.env.CREATOR_CONSOLE_USER_DATA, 'logs'));
} else {
  app.setAppLogsPath();
}
const logFile = createRotatingLogFile({
  dir: app.getPath('logs'),
  mirror: app.isPackaged ? undefined : (line) => process.stderr.write(`${line}\n`),
});
configureLogging({ sink: logFile.sink });
const log = createLogger('electron');

const userData = app.getPath('userData');
const settings = createSettingsService(userData);
const windowState = createWindowStateStore(userData);
const inbox = createOpenedCsvInbox({ emit: (opened) => sendToRenderer('migration.openCsv', opened) });
const updates = createUpdateController({
  supported: app.isPackaged,
  loadUpdater: importAutoUpdater,
  onStatus: (status) => sendToRenderer('updates.status', status),
});
let notifyOnJobFinished = true;
const notifier = createJobFinishedNotifier({
  isWindowFocused: () => mainWindow?.isFocused() ?? false,
  isEnabled: () => notifyOnJobFinished,
  show: createNotificationShower(Notification, focusMainWindow),
});
const observeJobs = createJobEventObserver(busy);
const menu = createAppMenu(Menu, {
  platform: process.platform,
  isDev: !app.isPackaged,
  appName: APP_NAME,
  settingsAreaId: SETTINGS_AREA,
  actions: {
    navigate: (areaId) => navigateTo(areaId),
    openUserGuide: () => void showUserGuide(),
    openLogsFolder: () => void shell.openPath(logFile.dir),
    exportDiagnostics: () => void exportDiagnosticsFromMenu(),
    showAbout: () => app.showAboutPanel(),
  },
});
let services: ConsoleApp | null = null;
// The Electron tests mark a job busy to see the quit confirmation; never in an installed app.
if (!app.isPackaged && process.env.CREATOR_CONSOLE_TEST_HOOKS === '1')
  Object.assign(globalThis, { __creatorConsoleTest: { markBusy: busy.markBusy, settings } });

const quitGuard = createQuitGuard({
  appName: APP_NAME,
  platform: process.platform,
  busyReasons: busy.busyReasons,
  confirm: async (options: MessageBoxOptions) => {
    const answer = mainWindow
      ? await dialog.showMessageBox(mainWindow, options)
      : await dialog.showMessageBox(options);
    return answer.response;
  },
  quit: () => app.quit(),
  onQuitAllowed: () => {
    updates.stop();
    void windowState.flush();
    void services?.close();
  },
});

if (!app.requestSingleInstanceLock()) {
  // Another console owns the data directory and its job journals; it gets our argv (a CSV) instead.
  app.quit();
} else {
  wireSingleInstance(app, {
    isPackaged: app.isPackaged,
    focus: focusMainWindow,
    openCsv: (path) => inbox.open(path),
  });
  const firstCsv = csvPathFromArgv(process.argv, { cwd: process.cwd(), isPackaged: app.isPackaged });
  if (firstCsv) inbox.open(firstCsv);
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
  app.setAboutPanelOptions({ applicationName: APP_NAME, applicationVersion: app.getVersion() });
  menu.install();

  const current = await settings.read();
  notifyOnJobFinished = current.notifications.bulkJobFinished;
  updates.apply(current.updates);
  settings.onChange((next) => {
    notifyOnJobFinished = next.notifications.bulkJobFinished;
    updates.apply(next.updates);
  });

  const desktop: DesktopAdapter = {
    logsDir: logFile.dir,
    logFiles: () => logFile.files(),
    openFolder: createFolderOpener(shell),
    saveFile: createZipSaver(
      {
        showSaveDialog: (window: BrowserWindow | null, options) =>
          window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options),
      },
      () => mainWindow,
      () => app.getPath('downloads'),
    ),
    settings,
    updates,
    confirmUpdateFeed: createFeedConfirmer(
      {
        showMessageBox: (window: BrowserWindow | null, options) =>
          window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options),
      },
      () => mainWindow,
    ),
    setMenuAreas: (areas) => {
      menu.setAreas(areas);
      inbox.pageReady();
    },
    takeOpenedCsv: () => inbox.take(),
    busyReasons: busy.busyReasons,
  };

  services = await createConsole({
    dataDir: userData,
    host: 'electron',
    secretStore: createKeytarSecretStore(),
    emit,
    openExternal: createExternalOpener(shell, DEFAULT_EXTERNAL_HOSTS),
    version: app.getVersion(),
    desktop,
  });
  const dispatch = services.dispatch;
  inbox.ready((input) => dispatch('migration.import', input) as Promise<Result<ImportProgress>>);
  registerBridge(
    ipcMain,
    dispatch,
    createSenderCheck((url) => isOwnPageUrl(url, ownPage)),
  );
  app.on('before-quit', (event) => quitGuard.onBeforeQuit(event));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (!mainWindow) openMainWindow();
  });

  await windowState.load();
  openMainWindow();
}

function openMainWindow(): void {
  const saved = windowState.current();
  const bounds = restoreBounds(saved.bounds, screen.getAllDisplays(), screen.getPrimaryDisplay());
  const source = ownPage.devServerUrl
    ? { rendererUrl: ownPage.devServerUrl }
    : { rendererFile: ownPage.rendererFile, ...(saved.lastArea ? { hash: `/${saved.lastArea}` } : {}) };
  mainWindow = createMainWindow(
    BrowserWindow,
    {
      ...source,
      preloadPath,
      bounds,
      onLoadError: (error) => log.error('The console page did not load', error),
    },
    !app.isPackaged,
  );
  if (saved.maximized) mainWindow.maximize();
  if (saved.fullScreen) mainWindow.setFullScreen(true);
  windowState.track(mainWindow);
  mainWindow.on('close', (event) => quitGuard.onWindowClose(event));
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
}

/** The `emit` given to the services: pushed to our window, and watched for jobs (busy, notifications). */
function emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
  sendToRenderer(event, payload);
  observeJobs(event, payload);
  notifier.observe(event, payload);
}

function sendToRenderer(event: string, payload: unknown): void {
  const contents = mainWindow?.webContents;
  if (contents && !contents.isDestroyed()) contents.send(IPC_EVENT_PREFIX + event, payload);
}

function focusMainWindow(): void {
  if (!mainWindow) {
    if (app.isReady() && services) openMainWindow();
    return;
  }
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

function navigateTo(areaId: string): void {
  focusMainWindow();
  sendToRenderer('app.navigate', { areaId });
}

async function showUserGuide(): Promise<void> {
  const path = userGuidePath({
    isPackaged: app.isPackaged,
    resourcesPath: process.resourcesPath,
    mainDir: here,
  });
  const problem = await openUserGuide(shell, path);
  if (problem) dialog.showErrorBox('User guide not found', problem);
}

async function exportDiagnosticsFromMenu(): Promise<void> {
  if (!services) return;
  const result = await services.dispatch('diagnostics.export', {});
  if (!result.ok) {
    dialog.showErrorBox('Diagnostics could not be exported', result.error.message);
    return;
  }
  const value = result.value as { outcome: string; path?: string };
  if (value.outcome === 'saved' && value.path) shell.showItemInFolder(value.path);
}

function failToStart(error: unknown): void {
  log.error('The console could not start', error);
  const reason = error instanceof Error ? error.message : String(error);
  dialog.showErrorBox('Creator Console could not start', `${reason}\n\nDetails are in the log.`);
  app.exit(1);
}
