import { describe, expect, it, vi } from 'vitest';
import {
  buildMainWindowOptions,
  createMainWindow,
  type BrowserWindowLike,
  type MainWindowOptions,
} from '../../../src/main/app/electron/window';

class FakeBrowserWindow implements BrowserWindowLike {
  static created: FakeBrowserWindow[] = [];
  readonly loaded: Array<['url' | 'file', string]> = [];
  readonly readyListeners: Array<() => void> = [];
  shown = 0;
  failLoad = false;
  constructor(readonly options: MainWindowOptions) {
    FakeBrowserWindow.created.push(this);
  }
  loadURL(url: string) {
    this.loaded.push(['url', url]);
    return this.failLoad ? Promise.reject(new Error('ERR_CONNECTION_REFUSED')) : Promise.resolve();
  }
  loadFile(filePath: string) {
    this.loaded.push(['file', filePath]);
    return Promise.resolve();
  }
  once(_event: 'ready-to-show', listener: () => void) {
    this.readyListeners.push(listener);
    return this;
  }
  show() {
    this.shown += 1;
  }
}

describe('the main window options', () => {
  const prefs = buildMainWindowOptions({ preloadPath: '/app/out/preload/index.cjs' }).webPreferences;

  it.each([
    ['contextIsolation', true],
    ['sandbox', true],
    ['nodeIntegration', false],
    ['nodeIntegrationInWorker', false],
    ['nodeIntegrationInSubFrames', false],
    ['webSecurity', true],
    ['webviewTag', false],
    ['allowRunningInsecureContent', false],
    ['experimentalFeatures', false],
    ['navigateOnDragDrop', false],
  ] as const)('sets %s to %s explicitly', (key, value) => {
    expect(prefs[key]).toBe(value);
  });

  it('enables no extra Blink features and loads no other script than our preload', () => {
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs).not.toHaveProperty('additionalArguments');
    expect(prefs).not.toHaveProperty('disableBlinkFeatures');
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
    expect(Object.keys(prefs).sort()).toMatchInlineSnapshot(`
      [
        "allowRunningInsecureContent",
        "contextIsolation",
        "devTools",
        "experimentalFeatures",
        "navigateOnDragDrop",
        "nodeIntegration",
        "nodeIntegrationInSubFrames",
        "nodeIntegrationInWorker",
        "preload",
        "safeDialogs",
        "sandbox",
        "spellcheck",
        "webSecurity",
        "webviewTag",
      ]
    `);
  });

  it('keeps the window hidden until the page can paint', () => {
    expect(buildMainWindowOptions({ preloadPath: 'p' }).show).toBe(false);
  });

  it('turns dev tools off when asked (packaged builds)', () => {
    expect(buildMainWindowOptions({ preloadPath: 'p' }, false).webPreferences.devTools).toBe(false);
  });
});

describe('createMainWindow', () => {
  it('builds the window with exactly the tested options and loads the built file', () => {
    const window = createMainWindow(FakeBrowserWindow, {
      preloadPath: '/app/out/preload/index.cjs',
      rendererFile: '/app/out/renderer/index.html',
    });
    expect(window.options).toEqual(buildMainWindowOptions({ preloadPath: '/app/out/preload/index.cjs' }));
    expect(window.loaded).toEqual([['file', '/app/out/renderer/index.html']]);
  });

  it('loads the dev server URL in development', () => {
    const window = createMainWindow(FakeBrowserWindow, {
      preloadPath: 'p',
      rendererUrl: 'http://localhost:5173',
    });
    expect(window.loaded).toEqual([['url', 'http://localhost:5173']]);
  });

  it('shows the window on ready-to-show, not before', () => {
    const window = createMainWindow(FakeBrowserWindow, { preloadPath: 'p', rendererFile: 'f' });
    expect(window.shown).toBe(0);
    for (const listener of window.readyListeners) listener();
    expect(window.shown).toBe(1);
  });

  it('reports a failed load instead of leaving an unhandled rejection', async () => {
    class Failing extends FakeBrowserWindow {
      constructor(options: MainWindowOptions) {
        super(options);
        this.failLoad = true;
      }
    }
    const onLoadError = vi.fn();
    createMainWindow(Failing, { preloadPath: 'p', rendererUrl: 'http://localhost:1', onLoadError });
    await vi.waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
  });
});
