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
  type SaveDialogOptions,
} from 'electron';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventSender, emitToEach } from './app/bridge/events';
import { callChannel } from './platform/handlers';
import { createSenderCheck, registerBridge } from './app/bridge/register-ipc';
import { createConsole, type ConsoleApp } from './app/compose';
import { createRecordingLinks } from './app/electron/recording-links';
import { chooseDataPaths, exposeTestHooks, wireAppLifecycle } from './app/electron/app-lifecycle';
import { createAppMenu } from './app/electron/app-menu';
import { applyCsp } from './app/electron/csp';
import { createDesktopAdapter } from './app/electron/desktop-adapter';
import { createRotatingLogFile } from './app/electron/log-file';
import { createMainWindowHolder } from './app/electron/main-window';
import { createMenuActions } from './app/electron/menu-actions';
import {
  createExternalOpener,
  DEFAULT_EXTERNAL_HOSTS,
  guardEveryWebContents,
  isOwnPageUrl,
  type OwnPageOptions,
} from './app/electron/navigation';
import {
  createNotifier,
  createNotificationShower,
  createTaskbarProgress,
} from './app/electron/notifications';
import { denyAllPermissions } from './app/electron/permissions';
import { createQuitGuard } from './app/electron/quit-guard';
import { createUnsavedGuard } from './app/electron/unsaved-guard';
import { csvPathFromArgv, wireSingleInstance } from './app/electron/single-instance';
import { createUpdateController, importAutoUpdater } from './app/electron/updater';
import { userGuidePath } from './app/electron/user-guide';
import { createWindowStateStore } from './app/electron/window-state';
import { configureLogging, createLogger } from './platform/logging/logger';
import { createKeytarSecretStore } from './platform/secrets/keytar-store';
import { busy, createJobEventObserver } from './platform/busy';
import { createOpenedCsvInbox } from './areas/settings/opened-csv';
import { createSettingsService, followSettings } from './areas/settings/settings-file';

// The Electron bootstrap, and the one file of main that imports Electron: a list of setup calls into
// modules that take the Electron objects they need as parameters and are unit-tested without Electron
// (src/main/app/electron/), then the services (compose.ts) and the bridge.

const APP_NAME = 'Creator Console';
const here = dirname(fileURLToPath(import.meta.url));
const isDev = !app.isPackaged;
const ownPage: OwnPageOptions = {
  rendererFile: join(here, '../renderer/index.html'),
  // A packaged app never follows the environment to another page.
  devServerUrl: app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL,
};

app.enableSandbox();
chooseDataPaths(app, process.env);
const logFile = createRotatingLogFile({
  dir: app.getPath('logs'),
  mirror: isDev ? (line) => process.stderr.write(`${line}\n`) : undefined,
});
configureLogging({ sink: logFile.sink });
const log = createLogger('electron');

const userData = app.getPath('userData');
const settings = createSettingsService(userData);
const windowState = createWindowStateStore(userData);
let services: ConsoleApp | null = null;

const mainWindow = createMainWindowHolder({
  BrowserWindow,
  screen,
  windowState,
  page: ownPage,
  preloadPath: join(here, '../preload/index.cjs'),
  devTools: isDev,
  onLoadError: (error) => log.error('The console page did not load', error),
  // Unsaved input first (closing the window loses it on every platform), then running jobs.
  onClose: (event) => unsavedGuard.onWindowClose(event) || quitGuard.onWindowClose(event),
  mayOpen: () => app.isReady() && services !== null,
});
// Electron's dialogs take the parent window first when there is one.
const dialogs = {
  showMessageBox: (parent: BrowserWindow | null, options: MessageBoxOptions) =>
    parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options),
  showSaveDialog: (parent: BrowserWindow | null, options: SaveDialogOptions) =>
    parent ? dialog.showSaveDialog(parent, options) : dialog.showSaveDialog(options),
};

/** Events to the page, typed by the events table; checked against its schemas in development and tests. */
const sendToRenderer = createEventSender(mainWindow.send, {
  check: isDev,
  onInvalid: (event, error) => log.error('An event did not match its schema; not sent', { event, error }),
});
const inbox = createOpenedCsvInbox({ emit: (opened) => sendToRenderer('bulkJobs.openCsv', opened) });
const updates = createUpdateController({
  supported: app.isPackaged,
  loadUpdater: importAutoUpdater,
  readUpdateConfig: () => readFile(join(process.resourcesPath, 'app-update.yml'), 'utf8'),
  onStatus: (status) => sendToRenderer('settings.updateStatus', status),
});
let notifyOnJobFinished = true;
const notifier = createNotifier({
  isWindowFocused: mainWindow.isFocused,
  isEnabled: () => notifyOnJobFinished,
  // A click brings the console forward on the job it speaks of.
  show: createNotificationShower(Notification, ({ jobId }) => {
    mainWindow.focus();
    sendToRenderer('app.navigate', { areaId: 'bulk-jobs', path: ['job', jobId] });
  }),
  // The draft may be another profile's: Home shows it on its profile's card, whose link switches first.
  showDraft: createNotificationShower(Notification, () => {
    mainWindow.focus();
    sendToRenderer('app.navigate', { areaId: 'home' });
  }),
});
const taskbar = createTaskbarProgress(mainWindow.setProgressBar);
/** The services' `emit`: to the page, and watched for jobs (busy for the quit guard, notifications, taskbar). */
const emit = emitToEach(
  sendToRenderer,
  createJobEventObserver(busy),
  (event, payload) => notifier.observe(event, payload),
  (event, payload) => taskbar.observe(event, payload),
);
const menu = createAppMenu(Menu, {
  platform: process.platform,
  isDev,
  appName: APP_NAME,
  settingsAreaId: 'settings',
  actions: createMenuActions({
    shell,
    showErrorBox: (title, content) => dialog.showErrorBox(title, content),
    showAbout: () => app.showAboutPanel(),
    focusWindow: mainWindow.focus,
    send: sendToRenderer,
    logsDir: logFile.dir,
    guidePath: userGuidePath({
      isPackaged: app.isPackaged,
      resourcesPath: process.resourcesPath,
      mainDir: here,
    }),
    exportDiagnostics: () => services && callChannel(services.dispatch, 'settings.exportDiagnostics', {}),
  }),
});
const unsavedGuard = createUnsavedGuard({
  confirm: async (options) => (await dialogs.showMessageBox(mainWindow.current(), options)).response,
  closeWindow: () => mainWindow.current()?.close(),
  quit: () => app.quit(),
});
const quitGuard = createQuitGuard({
  appName: APP_NAME,
  platform: process.platform,
  busyReasons: busy.busyReasons,
  confirm: async (options) => (await dialogs.showMessageBox(mainWindow.current(), options)).response,
  quit: () => app.quit(),
  onQuitAllowed: () => {
    updates.stop();
    void windowState.flush();
    void services?.close();
  },
});
exposeTestHooks(app.isPackaged, process.env, { markBusy: busy.markBusy, settings });

if (!app.requestSingleInstanceLock()) {
  // Another console owns the data directory and its job journals; it gets our argv (a CSV) instead.
  app.quit();
} else {
  wireSingleInstance(app, { isPackaged: app.isPackaged, focus: mainWindow.focus, openCsv: inbox.open });
  const firstCsv = csvPathFromArgv(process.argv, { cwd: process.cwd(), isPackaged: app.isPackaged });
  if (firstCsv) inbox.open(firstCsv);
  guardEveryWebContents(app, shell, {
    ...ownPage,
    externalHosts: DEFAULT_EXTERNAL_HOSTS,
    onDenied: (kind, url) => log.warn('Blocked a navigation', { kind, url: url.slice(0, 200) }),
  });
  app.whenReady().then(start).catch(failToStart);
}

async function start(): Promise<void> {
  denyAllPermissions(session.defaultSession);
  applyCsp(session.defaultSession);
  app.setAboutPanelOptions({ applicationName: APP_NAME, applicationVersion: app.getVersion() });
  menu.install();
  await followSettings(settings, (current) => {
    notifyOnJobFinished = current.notifications.bulkJobFinished;
    updates.apply(current.updates);
  });

  services = await createConsole({
    dataDir: userData,
    host: 'electron',
    secretStore: createKeytarSecretStore(),
    emit,
    openExternal: createExternalOpener(shell, DEFAULT_EXTERNAL_HOSTS),
    recordingLinks: createRecordingLinks(shell, session.defaultSession),
    version: app.getVersion(),
    desktop: createDesktopAdapter({
      logFile,
      shell,
      dialogs,
      window: mainWindow.current,
      downloadsDir: () => app.getPath('downloads'),
      settings,
      updates,
      menu,
      inbox,
      busyReasons: busy.busyReasons,
      unsaved: unsavedGuard,
    }),
  });
  const { dispatch } = services;
  inbox.ready((input) => callChannel(dispatch, 'bulkJobs.import', input));
  registerBridge(
    ipcMain,
    dispatch,
    createSenderCheck((url) => isOwnPageUrl(url, ownPage)),
  );
  wireAppLifecycle(app, {
    platform: process.platform,
    onBeforeQuit: (event) => {
      unsavedGuard.onBeforeQuit();
      quitGuard.onBeforeQuit(event);
    },
    ensureWindow: mainWindow.ensureOpen,
  });

  await windowState.load();
  mainWindow.open();
}

function failToStart(error: unknown): void {
  log.error('The console could not start', error);
  const reason = error instanceof Error ? error.message : String(error);
  dialog.showErrorBox('Creator Console could not start', `${reason}\n\nDetails are in the log.`);
  app.exit(1);
}
