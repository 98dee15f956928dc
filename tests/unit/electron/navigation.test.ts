import { describe, expect, it, vi } from 'vitest';
import {
  applyNavigationGuards,
  createExternalOpener,
  isOwnPageUrl,
  shouldOpenExternally,
  type GuardedContentsLike,
  type NavigationEventLike,
  type WindowOpenResponse,
} from '../../../src/main/app/electron/navigation';

const RENDERER_FILE = '/opt/creator-console/out/renderer/index.html';
const OWN = 'file:///opt/creator-console/out/renderer/index.html';
const ALLOW = ['docs.example.com', 'app.example.com'];

describe('shouldOpenExternally: only https to an exact allow-listed host', () => {
  it.each([
    ['https://docs.example.com/', true],
    ['https://docs.example.com/guide?a=1#top', true],
    ['https://DOCS.Example.COM/guide', true],
    ['https://app.example.com', true],
    ['https://docs.example.com:443/x', true],
    ['http://docs.example.com/', false],
    ['https://docs.example.com:8443/', false],
    ['https://app.example.com.evil.com/', false],
    ['https://evil.com/app.example.com', false],
    ['https://evilapp.example.com/', false],
    ['https://example.com/', false],
    ['https://sub.docs.example.com/', false],
    ['https://docs.example.com./', false],
    ['https://docs.example.com@evil.com/', false],
    ['https://user:pass@docs.example.com/', false],
    ['https://user@docs.example.com/', false],
    ['https://evil.com\\@docs.example.com', false],
    ['https://evil.com#@docs.example.com', false],
    ['https://evil.com?@docs.example.com', false],
    ['file:///etc/passwd', false],
    ['file://docs.example.com/share', false],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)//https://docs.example.com', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['blob:https://docs.example.com/uuid', false],
    ['vbscript:msgbox', false],
    ['ms-msdt:/id PCWDiagnostic', false],
    ['smb://docs.example.com/share', false],
    ['creator-console://open', false],
    ['mailto:ops@example.com', false],
    ['ftp://docs.example.com/', false],
    ['ws://docs.example.com/', false],
    ['//docs.example.com/', false],
    ['docs.example.com', false],
    ['', false],
    ['https://', false],
    ['https://xn--dcs-lpa.example.com/', false],
    ['https://dоcs.example.com/', false],
    [`https://docs.example.com/${'a'.repeat(10_000)}`, false],
  ])('%s → %s', (url, expected) => {
    expect(shouldOpenExternally(url, ALLOW)).toBe(expected);
  });

  it('reads a function allow-list at each call, so profile hosts can change', () => {
    const hosts = ['a.example.com'];
    const allow = () => hosts;
    expect(shouldOpenExternally('https://b.example.com/', allow)).toBe(false);
    hosts.push('b.example.com');
    expect(shouldOpenExternally('https://b.example.com/', allow)).toBe(true);
  });

  it('ignores allow-list entries that are not bare hosts', () => {
    const allow = ['https://docs.example.com', 'evil.com/path', 'user@evil.com', ''];
    expect(shouldOpenExternally('https://evil.com/', allow)).toBe(false);
    expect(shouldOpenExternally('https://docs.example.com/', allow)).toBe(false);
  });
});

describe('isOwnPageUrl', () => {
  it.each([
    [OWN, true],
    [`${OWN}#/profiles`, true],
    [`${OWN}?x=1`, true],
    ['file:///opt/creator-console/out/renderer/index.html.evil', false],
    ['file:///opt/creator-console/out/renderer/other.html', false],
    ['file:///opt/creator-console/out/renderer/', false],
    ['file://remote-host/opt/creator-console/out/renderer/index.html', false],
    ['http://localhost:5173/', false],
    ['https://evil.example/opt/creator-console/out/renderer/index.html', false],
    ['about:blank', false],
    ['data:text/html,hi', false],
    ['not a url', false],
  ])('%s → %s (packaged)', (url, expected) => {
    expect(isOwnPageUrl(url, { rendererFile: RENDERER_FILE })).toBe(expected);
  });

  it.each([
    ['http://localhost:5173/', true],
    ['http://localhost:5173/src/main.tsx', true],
    ['http://localhost:5174/', false],
    ['https://localhost:5173/', false],
    ['http://user@localhost:5173/', false],
    ['http://localhost.evil.com:5173/', false],
  ])('%s → %s (dev server http://localhost:5173)', (url, expected) => {
    expect(isOwnPageUrl(url, { rendererFile: RENDERER_FILE, devServerUrl: 'http://localhost:5173' })).toBe(
      expected,
    );
  });

  it('never trusts a non-http dev server setting', () => {
    expect(
      isOwnPageUrl('data:text/html,x', { rendererFile: RENDERER_FILE, devServerUrl: 'data:text/html,x' }),
    ).toBe(false);
  });
});

type Listener = (event: NavigationEventLike) => void;

function fakeContents() {
  const listeners = new Map<string, Listener[]>();
  let openHandler: ((details: { url: string }) => WindowOpenResponse) | undefined;
  const contents: GuardedContentsLike = {
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return contents;
    },
    setWindowOpenHandler(handler) {
      openHandler = handler;
    },
  };
  const fire = (name: string, url: string, isMainFrame = true) => {
    const event = { url, isMainFrame, preventDefault: vi.fn() };
    for (const listener of listeners.get(name) ?? []) listener(event);
    return event.preventDefault.mock.calls.length > 0;
  };
  const open = (url: string) => {
    if (!openHandler) throw new Error('no window open handler was set');
    return openHandler({ url });
  };
  return { contents, fire, open, listeners };
}

function guarded() {
  const fake = fakeContents();
  const shell = { openExternal: vi.fn(async () => undefined) };
  const onDenied = vi.fn();
  applyNavigationGuards(fake.contents, shell, {
    rendererFile: RENDERER_FILE,
    externalHosts: ALLOW,
    onDenied,
  });
  return { ...fake, shell, onDenied };
}

const hostile = [
  'https://evil.com/',
  'https://app.example.com.evil.com/',
  'https://docs.example.com@evil.com/',
  'http://docs.example.com/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'creator-console://x',
  'about:blank',
];

describe('applyNavigationGuards', () => {
  it('wires will-navigate, will-frame-navigate, will-redirect, will-attach-webview and the window-open handler', () => {
    const { listeners } = guarded();
    expect([...listeners.keys()].sort()).toEqual([
      'will-attach-webview',
      'will-frame-navigate',
      'will-navigate',
      'will-redirect',
    ]);
  });

  it.each(hostile)('cancels a main-frame navigation to %s and does not open it', async (url) => {
    const { fire, shell } = guarded();
    expect(fire('will-navigate', url)).toBe(true);
    expect(fire('will-frame-navigate', url)).toBe(true);
    await Promise.resolve();
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('cancels a navigation to an allow-listed link and opens it in the OS browser once', async () => {
    const { fire, shell } = guarded();
    expect(fire('will-navigate', 'https://docs.example.com/guide')).toBe(true);
    expect(fire('will-frame-navigate', 'https://docs.example.com/guide')).toBe(true);
    await vi.waitFor(() => expect(shell.openExternal).toHaveBeenCalledTimes(1));
    expect(shell.openExternal).toHaveBeenCalledWith('https://docs.example.com/guide');
  });

  it('lets our own page navigate within itself in the main frame', () => {
    const { fire } = guarded();
    expect(fire('will-navigate', `${OWN}#/profiles`)).toBe(false);
    expect(fire('will-frame-navigate', `${OWN}#/profiles`, true)).toBe(false);
  });

  it('refuses every sub-frame navigation, even to our own page', () => {
    const { fire } = guarded();
    expect(fire('will-frame-navigate', OWN, false)).toBe(true);
    expect(fire('will-frame-navigate', 'https://docs.example.com/', false)).toBe(true);
  });

  it.each([OWN, 'https://docs.example.com/', ...hostile])('cancels every redirect (%s)', (url) => {
    const { fire } = guarded();
    expect(fire('will-redirect', url)).toBe(true);
  });

  it('refuses to attach a <webview>', () => {
    const { fire, onDenied } = guarded();
    expect(fire('will-attach-webview', 'about:blank')).toBe(true);
    expect(onDenied).toHaveBeenCalledWith('webview', '');
  });

  it.each([...hostile, OWN])('denies window.open(%s) and opens nothing', async (url) => {
    const { open, shell } = guarded();
    expect(open(url)).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('denies window.open of an allow-listed link but opens it in the OS browser', async () => {
    const { open, shell, onDenied } = guarded();
    expect(open('https://app.example.com/x')).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(shell.openExternal).toHaveBeenCalledWith('https://app.example.com/x'));
    expect(onDenied).toHaveBeenCalledWith('window-open', 'https://app.example.com/x');
  });
});

describe('createExternalOpener (the links.openExternal dependency)', () => {
  it('opens an allow-listed link and answers true', async () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    await expect(createExternalOpener(shell, ALLOW)('https://docs.example.com/a b')).resolves.toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://docs.example.com/a%20b');
  });

  it.each(hostile)('answers false for %s and never calls the shell', async (url) => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    await expect(createExternalOpener(shell, ALLOW)(url)).resolves.toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('answers false instead of throwing when the OS cannot open the link', async () => {
    const shell = { openExternal: vi.fn(async () => Promise.reject(new Error('no browser'))) };
    await expect(createExternalOpener(shell, ALLOW)('https://docs.example.com/')).resolves.toBe(false);
  });
});
