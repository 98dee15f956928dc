import { describe, expect, it, vi } from 'vitest';
import { createMainWindowHolder, type MainWindowLike } from '../../../src/main/app/electron/main-window';
import type { MainWindowOptions } from '../../../src/main/app/electron/window';
import type { WindowState } from '../../../src/main/app/electron/window-state';

// Accepts any listener Electron's `on` overloads take; called with whatever the test fires.
type Listener = (...args: never[]) => void;

class FakeWindow implements MainWindowLike {
  static created: FakeWindow[] = [];
  readonly loaded: Array<[string, string, unknown?]> = [];
  readonly listeners = new Map<string, Listener[]>();
  readonly sent: Array<[string, unknown]> = [];
  readonly calls: string[] = [];
  minimized = false;
  focused = false;
  destroyed = false;
  readonly webContents = {
    on: () => this.webContents,
    isDestroyed: () => this.destroyed,
    send: (channel: string, payload: unknown) => void this.sent.push([channel, payload]),
  };
  constructor(readonly options: MainWindowOptions) {
    FakeWindow.created.push(this);
  }
  loadURL(url: string) {
    this.loaded.push(['url', url]);
    return Promise.resolve();
  }
  loadFile(file: string, options?: { hash?: string }) {
    this.loaded.push(['file', file, options]);
    return Promise.resolve();
  }
  once() {
    return this;
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
  show = () => void this.calls.push('show');
  maximize = () => void this.calls.push('maximize');
  setFullScreen = (flag: boolean) => void this.calls.push(`fullScreen:${flag}`);
  restore = () => void this.calls.push('restore');
  focus = () => void this.calls.push('focus');
  isFocused = () => this.focused;
  setProgressBar = (progress: number) => void this.calls.push(`progress:${progress}`);
  isMinimized = () => this.minimized;
  isMaximized = () => false;
  isFullScreen = () => false;
  getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 820 });
}

const display = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } };

function setup(saved: Partial<WindowState> = {}, page: { devServerUrl?: string } = {}) {
  FakeWindow.created = [];
  const state: WindowState = { schemaVersion: 1, maximized: false, fullScreen: false, ...saved };
  const options = {
    BrowserWindow: FakeWindow,
    screen: { getAllDisplays: () => [display], getPrimaryDisplay: () => display },
    windowState: { current: () => state, track: vi.fn() },
    page: { rendererFile: '/app/out/renderer/index.html', ...page },
    preloadPath: '/app/out/preload/index.cjs',
    devTools: false,
    onLoadError: vi.fn(),
    onClose: vi.fn(),
    mayOpen: vi.fn(() => true),
  };
  return { holder: createMainWindowHolder(options), options };
}

describe('the main window holder', () => {
  it('opens the built page at the last area, maximized and full screen as it was left, and tracks it', () => {
    const saved = { lastArea: 'mangoes', maximized: true, fullScreen: true };
    const { holder, options } = setup({ ...saved, bounds: { x: 10, y: 20, width: 1000, height: 700 } });
    const window = holder.open();
    expect(window.loaded).toEqual([['file', '/app/out/renderer/index.html', { hash: '/mangoes' }]]);
    expect(window.options).toMatchObject({ x: 10, y: 20, width: 1000, height: 700 });
    expect(window.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      devTools: false,
    });
    expect(window.calls).toEqual(['maximize', 'fullScreen:true']);
    expect(options.windowState.track).toHaveBeenCalledWith(window);
    expect(holder.current()).toBe(window);
  });

  it('loads the dev server when there is one (no hash: the dev server keeps its own route)', () => {
    const { holder } = setup({ lastArea: 'mangoes' }, { devServerUrl: 'http://localhost:5173' });
    expect(holder.open().loaded).toEqual([['url', 'http://localhost:5173']]);
  });

  it('hands close to the quit guard and forgets the window once closed', () => {
    const { holder, options } = setup();
    const window = holder.open();
    const event = { preventDefault: vi.fn() };
    window.emit('close', event);
    expect(options.onClose).toHaveBeenCalledWith(event);
    window.emit('closed');
    expect(holder.current()).toBeNull();
    holder.ensureOpen();
    expect(FakeWindow.created).toHaveLength(2);
    holder.ensureOpen();
    expect(FakeWindow.created).toHaveLength(2);
  });

  it('focus restores a minimized window, and opens one only when allowed', () => {
    const { holder, options } = setup();
    options.mayOpen.mockReturnValue(false);
    holder.focus();
    expect(FakeWindow.created).toHaveLength(0);
    options.mayOpen.mockReturnValue(true);
    holder.focus();
    const window = FakeWindow.created[0] as FakeWindow;
    window.minimized = true;
    holder.focus();
    expect(window.calls).toEqual(['restore', 'show', 'focus']);
    expect(holder.isFocused()).toBe(false);
    window.focused = true;
    expect(holder.isFocused()).toBe(true);
  });

  it('sends events to the page under the event prefix; none without a live window', () => {
    const { holder } = setup();
    holder.send('app.navigate', { areaId: 'x' });
    const window = holder.open();
    holder.send('app.navigate', { areaId: 'mangoes' });
    window.destroyed = true;
    holder.send('app.navigate', { areaId: 'late' });
    expect(window.sent).toEqual([['event:app.navigate', { areaId: 'mangoes' }]]);
  });

  it('shows the running jobs’ progress on the taskbar through the window there is, and nothing without one', () => {
    const { holder } = setup();
    holder.setProgressBar(0.5);
    const window = holder.open();
    holder.setProgressBar(0.25);
    holder.setProgressBar(-1);
    expect(window.calls.filter((c) => c.startsWith('progress:'))).toEqual(['progress:0.25', 'progress:-1']);
  });
});
