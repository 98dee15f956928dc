import type { UpdateStatus } from '../../../shared/areas/settings/channels';

/** The members of electron-updater's `autoUpdater` we use, so tests pass a fake. */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

export interface UpdateSettings {
  enabled: boolean;
  feedUrl: string;
}

export interface UpdateControllerOptions {
  /**
   * Loads electron-updater and returns its `autoUpdater`. Called only once updates are on: importing the
   * module constructs the updater, which reads the app's update config; nothing of it exists while off.
   */
  loadUpdater: () => Promise<AutoUpdaterLike>;
  /** False in a development run (electron-updater only works in an installed app). */
  supported: boolean;
  onStatus?: (status: UpdateStatus) => void;
  /**
   * Where signatures are checked: electron-updater verifies the publisher signature on Windows (the
   * `publisherName` electron-builder writes into app-update.yml for a signed build) and Squirrel.Mac the
   * code signature on macOS. On Linux (AppImage, deb) nothing is checked, and the status says so.
   */
  platform?: NodeJS.Platform;
  /**
   * Reads the packaged app-update.yml (Windows): electron-updater checks a downloaded installer against
   * its `publisherName`, and skips the check when there is none. Without one the controller refuses to
   * update rather than install an installer nobody checked.
   */
  readUpdateConfig?: () => Promise<string | null>;
  /** How often to check while on (4 hours by default) and how long after start (30 s). */
  intervalMs?: number;
  firstCheckDelayMs?: number;
  now?: () => Date;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // electron-updater's messages can carry whole HTTP responses; the first line says what failed.
  return message.split('\n')[0]?.slice(0, 300) ?? 'unknown error';
}

/**
 * electron-updater behind the "updates" setting. Off (the default): the module is never loaded, no
 * timer runs and no request leaves the machine. On: the generic feed URL from the setting, a check soon
 * after start and then every few hours; the update downloads in the background and installs when the
 * console quits.
 */
export function createUpdateController(options: UpdateControllerOptions) {
  const interval = options.intervalMs ?? 4 * 60 * 60 * 1000;
  const firstDelay = options.firstCheckDelayMs ?? 30_000;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const now = options.now ?? (() => new Date());
  const platform = options.platform ?? process.platform;
  const unsigned = platform === 'linux';
  let settings: UpdateSettings = { enabled: false, feedUrl: '' };
  let updater: AutoUpdaterLike | undefined;
  let timer: unknown;
  let status: UpdateStatus = { state: 'off', message: 'Updates are off.' };

  function setStatus(next: Omit<UpdateStatus, 'at'>): UpdateStatus {
    status = { ...next, at: now().toISOString() };
    options.onStatus?.(status);
    return status;
  }

  async function readConfig(): Promise<string | null> {
    try {
      return (await options.readUpdateConfig?.()) ?? null;
    } catch {
      return null;
    }
  }

  async function load(): Promise<AutoUpdaterLike> {
    if (updater) return updater;
    const loaded = await options.loadUpdater();
    loaded.autoDownload = true;
    loaded.autoInstallOnAppQuit = true;
    loaded.on('checking-for-update', () =>
      setStatus({ state: 'checking', message: 'Checking for updates…' }),
    );
    loaded.on('update-not-available', () =>
      setStatus({ state: 'none', message: 'This is the newest version.' }),
    );
    loaded.on('update-available', (info) =>
      setStatus({ state: 'downloading', message: 'Downloading the update…', ...version(info) }),
    );
    loaded.on('update-downloaded', (info) =>
      setStatus({
        state: 'downloaded',
        message: unsigned
          ? 'The update is ready and installs when you quit the console. On Linux its signature is not checked: it is trusted because it came from the feed you confirmed.'
          : 'The update is ready and installs when you quit the console.',
        ...version(info),
      }),
    );
    loaded.on('error', (error) =>
      setStatus({ state: 'error', message: `The update check failed: ${describe(error)}` }),
    );
    updater = loaded;
    return loaded;
  }

  function stop(): void {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  }

  function schedule(ms: number): void {
    stop();
    timer = setTimer(() => {
      void check().finally(() => {
        if (settings.enabled) schedule(interval);
      });
    }, ms);
  }

  async function check(): Promise<UpdateStatus> {
    if (!settings.enabled || settings.feedUrl === '') return status;
    if (!isHttps(settings.feedUrl)) {
      // Also refused by the settings schema; checked again where the download starts.
      return setStatus({ state: 'error', message: 'The update feed must be an https:// address.' });
    }
    if (!options.supported) {
      return setStatus({ state: 'idle', message: 'Updates are checked only in the installed console.' });
    }
    if (platform === 'win32' && publisherNamesOf(await readConfig()).length === 0) {
      return setStatus({
        state: 'error',
        message:
          'This build names no publisher to check updates against (it was not code-signed), so it does not update itself. Install new versions by hand.',
      });
    }
    try {
      const active = await load();
      active.setFeedURL({ provider: 'generic', url: settings.feedUrl });
      await active.checkForUpdates();
    } catch (error) {
      return setStatus({ state: 'error', message: `The update check failed: ${describe(error)}` });
    }
    return status;
  }

  return {
    /** Follow the setting: call at start and after every change. */
    apply(next: UpdateSettings): UpdateStatus {
      const changed = next.enabled !== settings.enabled || next.feedUrl !== settings.feedUrl;
      settings = { ...next };
      if (!settings.enabled || settings.feedUrl === '') {
        stop();
        return status.state === 'off' ? status : setStatus({ state: 'off', message: 'Updates are off.' });
      }
      if (changed || timer === undefined) {
        schedule(firstDelay);
        if (status.state === 'off') setStatus({ state: 'idle', message: 'Updates are on.' });
      }
      return status;
    },
    /** "Check now": only when on. */
    checkNow: (): Promise<UpdateStatus> => check(),
    status: (): UpdateStatus => status,
    stop,
  };
}
export type UpdateController = ReturnType<typeof createUpdateController>;

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

function version(info: unknown): { version?: string } {
  const value = info && typeof info === 'object' ? (info as { version?: unknown }).version : undefined;
  return typeof value === 'string' ? { version: value } : {};
}

/**
 * The real loader for the bootstrap: a dynamic import, so electron-updater (which constructs its updater
 * and reads `app-update.yml` as soon as `autoUpdater` is touched) is not even loaded while updates are off.
 */
/**
 * The publisher names in an app-update.yml (`publisherName: X` or a `publisherName:` list of `- X`), as
 * electron-builder writes them from `win.signtoolOptions.publisherName`.
 */
export function publisherNamesOf(yaml: string | null): string[] {
  if (!yaml) return [];
  const lines = yaml.split(/\r?\n/);
  const at = lines.findIndex((line) => /^publisherName:/.test(line));
  if (at < 0) return [];
  const unquote = (v: string) =>
    v
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2')
      .trim();
  const inline = unquote((lines[at] ?? '').slice('publisherName:'.length));
  if (inline) return inline.startsWith('[') ? [] : [inline];
  const names: string[] = [];
  for (const line of lines.slice(at + 1)) {
    const item = /^\s+-\s+(.*)$/.exec(line);
    if (!item) break;
    const name = unquote(item[1] ?? '');
    if (name) names.push(name);
  }
  return names;
}

export async function importAutoUpdater(): Promise<AutoUpdaterLike> {
  const module = (await import('electron-updater')) as unknown as {
    autoUpdater?: AutoUpdaterLike;
    default?: { autoUpdater?: AutoUpdaterLike };
  };
  const updater = module.autoUpdater ?? module.default?.autoUpdater;
  if (!updater) throw new Error('electron-updater did not load');
  return updater;
}
