/** What the renderer page is loaded from: the dev server in development, the built file otherwise. */
export type RendererSource = { rendererUrl: string } | { rendererFile: string };

export type MainWindowConfig = RendererSource & {
  /** Absolute path of the bundled preload, `out/preload/index.cjs`. */
  preloadPath: string;
  title?: string;
  /** Shown before the page paints, so a dark OS theme does not flash white. */
  backgroundColor?: string;
  /** Told when the first load fails; the window stays open so the failure can be seen. */
  onLoadError?: (error: unknown) => void;
  /** Restored size and position (see window-state.ts); the defaults otherwise. */
  bounds?: { x?: number; y?: number; width: number; height: number };
  /** The area to open, as the page's hash route (`/mangoes`); for a built file only. */
  hash?: string;
};

/** The web preferences we set; every security-relevant one is explicit, even where it is the default. */
export interface SecureWebPreferences {
  preload: string;
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  webviewTag: false;
  allowRunningInsecureContent: false;
  experimentalFeatures: false;
  navigateOnDragDrop: false;
  safeDialogs: true;
  spellcheck: boolean;
  devTools: boolean;
}

export interface MainWindowOptions {
  title: string;
  x?: number;
  y?: number;
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
  show: false;
  backgroundColor?: string;
  autoHideMenuBar: boolean;
  webPreferences: SecureWebPreferences;
}

/** The members of Electron's BrowserWindow we use, so tests can pass a fake class. */
export interface BrowserWindowLike {
  loadURL(url: string): Promise<void>;
  loadFile(filePath: string, options?: { hash?: string }): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
}

export type BrowserWindowCtorLike<W extends BrowserWindowLike> = new (options: MainWindowOptions) => W;

/**
 * The main window's options, separate from the constructor call so a unit test can assert them. The
 * page is untrusted: no Node, its own JavaScript world, the OS sandbox, same-origin policy, no
 * `<webview>`, no mixed content, no experimental or extra Blink features.
 */
export function buildMainWindowOptions(
  config: Pick<MainWindowConfig, 'preloadPath' | 'title' | 'backgroundColor' | 'bounds'>,
  devTools = true,
): MainWindowOptions {
  const bounds = config.bounds;
  return {
    title: config.title ?? 'Creator Console',
    ...(bounds?.x !== undefined && bounds.y !== undefined ? { x: bounds.x, y: bounds.y } : {}),
    width: bounds?.width ?? 1280,
    height: bounds?.height ?? 820,
    minWidth: 960,
    minHeight: 600,
    show: false,
    ...(config.backgroundColor ? { backgroundColor: config.backgroundColor } : {}),
    autoHideMenuBar: true,
    webPreferences: {
      preload: config.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools,
    },
  };
}

/**
 * Creates the main window with secure options and starts loading our page; the window is shown once the
 * page is ready to paint. Navigation guards are not installed here but on `web-contents-created`, which
 * runs before this load starts and also covers any other WebContents.
 */
export function createMainWindow<W extends BrowserWindowLike>(
  BrowserWindow: BrowserWindowCtorLike<W>,
  config: MainWindowConfig,
  devTools = true,
): W {
  const window = new BrowserWindow(buildMainWindowOptions(config, devTools));
  window.once('ready-to-show', () => window.show());
  const loading =
    'rendererUrl' in config
      ? window.loadURL(config.rendererUrl)
      : config.hash
        ? window.loadFile(config.rendererFile, { hash: config.hash })
        : window.loadFile(config.rendererFile);
  loading.catch((error: unknown) => config.onLoadError?.(error));
  return window;
}
