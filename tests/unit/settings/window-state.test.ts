import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  areaFromUrl,
  createWindowStateStore,
  DEFAULT_SIZE,
  restoreBounds,
  type DisplayLike,
  type Rectangle,
  type StatefulWindowLike,
} from '../../../src/main/app/electron/window-state';

const laptop: DisplayLike = { id: 1, workArea: { x: 0, y: 0, width: 1440, height: 875 } };
const rightMonitor: DisplayLike = { id: 2, workArea: { x: 1440, y: 0, width: 2560, height: 1400 } };
const leftMonitor: DisplayLike = { id: 3, workArea: { x: -1920, y: 0, width: 1920, height: 1040 } };

describe('restoring window bounds', () => {
  it('opens at the default size centred on the primary display the first time', () => {
    expect(restoreBounds(undefined, [laptop], laptop)).toEqual({
      x: 80,
      y: 28,
      width: DEFAULT_SIZE.width,
      height: DEFAULT_SIZE.height,
    });
  });

  it('keeps bounds that are on a display', () => {
    const saved = { x: 1600, y: 100, width: 1400, height: 900 };
    expect(restoreBounds(saved, [laptop, rightMonitor], laptop)).toEqual(saved);
  });

  it('moves a window whose monitor is gone back to the primary display, keeping its size', () => {
    const saved = { x: 1600, y: 100, width: 1200, height: 800 };
    expect(restoreBounds(saved, [laptop], laptop)).toEqual({ x: 120, y: 38, width: 1200, height: 800 });
  });

  it('shrinks a window larger than the display it is on to fit', () => {
    const saved = { x: 1500, y: 10, width: 2400, height: 1350 };
    const restored = restoreBounds(saved, [laptop, rightMonitor], laptop);
    expect(restored).toEqual({ x: 1500, y: 10, width: 2400, height: 1350 });
    const smaller = restoreBounds(
      saved,
      [laptop, { id: 2, workArea: { x: 1440, y: 0, width: 1920, height: 1040 } }],
      laptop,
    );
    expect(smaller).toEqual({ x: 1440, y: 0, width: 1920, height: 1040 });
  });

  it('pulls a window that hangs off an edge fully onto its display', () => {
    const saved = { x: 1000, y: 300, width: 1000, height: 700 };
    expect(restoreBounds(saved, [laptop], laptop)).toEqual({ x: 440, y: 175, width: 1000, height: 700 });
  });

  it('treats a window whose title bar is above the screen as off-screen', () => {
    const saved = { x: 100, y: -500, width: 1000, height: 700 };
    const restored = restoreBounds(saved, [laptop], laptop);
    expect(restored.y).toBeGreaterThanOrEqual(0);
    expect(restored.x).toBeGreaterThanOrEqual(0);
  });

  it('finds a display at negative coordinates (a monitor left of the primary)', () => {
    const saved = { x: -1800, y: 50, width: 1200, height: 800 };
    expect(restoreBounds(saved, [laptop, leftMonitor], laptop)).toEqual(saved);
  });

  it('never opens below the minimum size when the display has room', () => {
    const restored = restoreBounds({ x: 10, y: 10, width: 200, height: 100 }, [laptop], laptop);
    expect(restored.width).toBe(960);
    expect(restored.height).toBe(600);
  });

  it('always answers bounds inside some display, whatever was saved', () => {
    const displays = [laptop, rightMonitor, leftMonitor];
    for (let i = 0; i < 500; i += 1) {
      const saved: Rectangle = {
        x: Math.round((Math.random() - 0.5) * 20000),
        y: Math.round((Math.random() - 0.5) * 20000),
        width: Math.round(Math.random() * 5000) + 1,
        height: Math.round(Math.random() * 3000) + 1,
      };
      const r = restoreBounds(saved, displays, laptop);
      const inside = displays.some(
        ({ workArea: a }) =>
          r.x >= a.x && r.y >= a.y && r.x + r.width <= a.x + a.width && r.y + r.height <= a.y + a.height,
      );
      expect(inside, JSON.stringify({ saved, r })).toBe(true);
    }
  });
});

describe('the area in the page URL', () => {
  it('reads the hash route', () => {
    expect(areaFromUrl('file:///app/out/renderer/index.html#/mangoes')).toBe('mangoes');
    expect(areaFromUrl('file:///app/out/renderer/index.html#video-calls')).toBe('video-calls');
    expect(areaFromUrl('file:///app/out/renderer/index.html')).toBeNull();
    expect(areaFromUrl('file:///x/index.html#/../../etc')).toBeNull();
  });
});

class FakeWindow implements StatefulWindowLike {
  listeners = new Map<string, Array<() => void>>();
  pageListeners: Array<(event: unknown, url: string) => void> = [];
  bounds: Rectangle = { x: 10, y: 20, width: 1300, height: 850 };
  maximized = false;
  fullScreen = false;
  minimized = false;
  webContents = {
    on: (_event: 'did-navigate-in-page', listener: (event: unknown, url: string) => void) => {
      this.pageListeners.push(listener);
    },
  };
  on(event: string, listener: () => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  fire(event: string) {
    for (const listener of this.listeners.get(event) ?? []) listener();
  }
  getNormalBounds = () => this.bounds;
  isMaximized = () => this.maximized;
  isFullScreen = () => this.fullScreen;
  isMinimized = () => this.minimized;
}

describe('the window state store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'window-state-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('persists size, position, maximized and the last area as JSON in userData, and restores them', async () => {
    const store = createWindowStateStore(dir, { saveDelayMs: 5 });
    expect(await store.load()).toEqual({ schemaVersion: 1, maximized: false, fullScreen: false });
    const window = new FakeWindow();
    store.track(window);
    window.bounds = { x: 300, y: 200, width: 1400.4, height: 900 };
    window.fire('move');
    window.maximized = true;
    window.fire('maximize');
    window.pageListeners[0]?.({}, 'file:///app/index.html#/analytics');
    window.fire('close');
    await store.flush();

    const saved = JSON.parse(await readFile(join(dir, 'window-state.json'), 'utf8'));
    expect(saved).toEqual({
      schemaVersion: 1,
      bounds: { x: 300, y: 200, width: 1400, height: 900 },
      maximized: true,
      fullScreen: false,
      lastArea: 'analytics',
    });
    const again = createWindowStateStore(dir);
    expect(await again.load()).toEqual(saved);
  });

  it('ignores a minimized window (its bounds are not the ones to restore)', async () => {
    const store = createWindowStateStore(dir, { saveDelayMs: 5 });
    await store.load();
    const window = new FakeWindow();
    store.track(window);
    window.fire('resize');
    window.minimized = true;
    window.bounds = { x: -32000, y: -32000, width: 160, height: 28 };
    window.fire('move');
    await store.flush();
    expect(store.current().bounds).toEqual({ x: 10, y: 20, width: 1300, height: 850 });
  });

  it('starts from the defaults when the file is damaged (and moves the damaged file aside)', async () => {
    await writeFile(join(dir, 'window-state.json'), '{"schemaVersion":1,"bounds":');
    const store = createWindowStateStore(dir);
    expect(await store.load()).toEqual({ schemaVersion: 1, maximized: false, fullScreen: false });
  });
});
