import { pathToFileURL } from 'node:url';

/** Where our own page comes from: the built renderer file, or (development only) the Vite dev server. */
export interface OwnPageOptions {
  /** Absolute path of `out/renderer/index.html`. */
  rendererFile: string;
  /** Set only in development (never in a packaged app), e.g. `http://localhost:5173`. */
  devServerUrl?: string | undefined;
}

/** Hosts whose `https:` links may open in the OS browser; a function is read at each call. */
export type AllowList = Iterable<string> | (() => Iterable<string>);

/** Where the console's own links point (the service's documentation and home); exact hosts only. */
export const DEFAULT_EXTERNAL_HOSTS: readonly string[] = [
  'docs.tagmango.com',
  'tagmango.com',
  'www.tagmango.com',
];

/** The members of Electron's `shell` we use. */
export interface ShellLike {
  openExternal(url: string): Promise<void>;
}

/** The navigation events of a WebContents we read; Electron's `Event<…Params>` has these members. */
export interface NavigationEventLike {
  url: string;
  isMainFrame?: boolean;
  preventDefault(): void;
}

export type WindowOpenResponse = { action: 'deny' };

/** The few members of Electron's WebContents the guards wire, so tests can pass a plain object. */
export interface GuardedContentsLike {
  on(event: 'will-navigate', listener: (event: NavigationEventLike) => void): unknown;
  on(event: 'will-frame-navigate', listener: (event: NavigationEventLike) => void): unknown;
  on(event: 'will-redirect', listener: (event: NavigationEventLike) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenResponse): void;
}

export type DeniedKind = 'navigate' | 'frame-navigate' | 'redirect' | 'window-open' | 'webview';

export interface NavigationGuardOptions extends OwnPageOptions {
  /** Hosts whose `https:` links go to the OS browser; everything else is dropped. */
  externalHosts: AllowList;
  /** Told about every denied navigation or window (for the log); never shown to the page. */
  onDenied?: (kind: DeniedKind, url: string) => void;
}

function parse(url: string): URL | null {
  if (typeof url !== 'string' || url.length > 8192) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * True only for our own renderer page: exactly the built `index.html` (any hash or query), or a page of
 * the dev server's origin when one is configured. Used by the IPC sender check and the navigation guards.
 */
export function isOwnPageUrl(url: string, options: OwnPageOptions): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  if (options.devServerUrl) {
    const dev = parse(options.devServerUrl);
    if (dev && (dev.protocol === 'http:' || dev.protocol === 'https:') && parsed.origin === dev.origin) {
      return parsed.username === '' && parsed.password === '';
    }
  }
  if (parsed.protocol !== 'file:') return false;
  const own = pathToFileURL(options.rendererFile);
  return parsed.host === own.host && parsed.pathname === own.pathname;
}

/** Normalises an allow-list entry (`Docs.Example.com`, punycode, a port) the way the URL parser does. */
function normaliseHost(entry: string): string | null {
  const parsed = parse(`https://${entry.trim()}`);
  if (!parsed || parsed.pathname !== '/' || parsed.username || parsed.password) return null;
  return parsed.host;
}

function allowedHosts(allowList: AllowList): Set<string> {
  const entries = typeof allowList === 'function' ? allowList() : allowList;
  const hosts = new Set<string>();
  for (const entry of entries) {
    const host = typeof entry === 'string' ? normaliseHost(entry) : null;
    if (host) hosts.add(host);
  }
  return hosts;
}

/**
 * Decides whether a link may leave the app for the OS browser: `https:` only, no user info, and a host
 * that equals an allow-list entry exactly (so `app.example.com.evil.com` and `good.com@evil.com` fail).
 * Returns the normalised URL to open, or null.
 */
export function externalUrlToOpen(url: string, allowList: AllowList): string | null {
  const parsed = parse(url);
  if (!parsed || parsed.protocol !== 'https:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  if (!allowedHosts(allowList).has(parsed.host)) return null;
  return parsed.href;
}

/** See {@link externalUrlToOpen}. */
export function shouldOpenExternally(url: string, allowList: AllowList): boolean {
  return externalUrlToOpen(url, allowList) !== null;
}

/**
 * The `app.openExternal` channel's dependency: opens an allow-listed `https:` link in the OS browser
 * and answers whether it did. Never throws: a failing `shell.openExternal` answers false.
 */
export function createExternalOpener(
  shell: ShellLike,
  allowList: AllowList,
): (url: string) => Promise<boolean> {
  return async (url) => {
    const target = externalUrlToOpen(url, allowList);
    if (!target) return false;
    try {
      await shell.openExternal(target);
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * Locks a WebContents to our own page: main-frame navigations elsewhere are cancelled (an allow-listed
 * `https:` link goes to the OS browser instead), sub-frames may not navigate at all, redirects are
 * cancelled, no `<webview>` attaches, and no window is ever opened by the page. Install it before the first load, from
 * `app.on('web-contents-created')`, so every WebContents gets it.
 */
export function applyNavigationGuards(
  contents: GuardedContentsLike,
  shell: ShellLike,
  options: NavigationGuardOptions,
): void {
  const openExternal = createExternalOpener(shell, options.externalHosts);
  const deny = (kind: DeniedKind, url: string) => {
    options.onDenied?.(kind, url);
  };

  contents.on('will-navigate', (event) => {
    if (isOwnPageUrl(event.url, options)) return;
    event.preventDefault();
    deny('navigate', event.url);
    void openExternal(event.url);
  });

  // Also fires for the main frame; the external link, if any, is opened once, from 'will-navigate'.
  contents.on('will-frame-navigate', (event) => {
    if (event.isMainFrame === true && isOwnPageUrl(event.url, options)) return;
    event.preventDefault();
    deny('frame-navigate', event.url);
  });

  contents.on('will-redirect', (event) => {
    event.preventDefault();
    deny('redirect', event.url);
  });

  // webviewTag is off already; this refuses one even if a future option turned it back on.
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    deny('webview', '');
  });

  contents.setWindowOpenHandler(({ url }) => {
    deny('window-open', url);
    void openExternal(url);
    return { action: 'deny' };
  });
}

/** The member of Electron's `app` that announces every new WebContents. */
export interface ContentsCreatedAppLike<C> {
  on(event: 'web-contents-created', listener: (event: unknown, contents: C) => void): unknown;
}

/** Installs `applyNavigationGuards` on every WebContents as it is created, before its first load. */
export function guardEveryWebContents<C extends GuardedContentsLike>(
  app: ContentsCreatedAppLike<C>,
  shell: ShellLike,
  options: NavigationGuardOptions,
): void {
  app.on('web-contents-created', (_event, contents) => applyNavigationGuards(contents, shell, options));
}
