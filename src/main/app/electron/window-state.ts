import { join } from 'node:path';
import { z } from 'zod';
import { createJsonDocument } from '../../platform/storage/json-document';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A display as Electron's `screen.getAllDisplays()` describes it (the work area excludes task bars). */
export interface DisplayLike {
  id: number;
  workArea: Rectangle;
}

const Bounds = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const WindowState = z.object({
  schemaVersion: z.literal(1),
  /** The normal (not maximized, not full screen) bounds, so un-maximizing returns to them. */
  bounds: Bounds.optional(),
  maximized: z.boolean(),
  fullScreen: z.boolean(),
  /** The area (`#/<id>`) open when the window was last used. */
  lastArea: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export type WindowState = z.infer<typeof WindowState>;

export const DEFAULT_SIZE = { width: 1280, height: 820 };
export const MIN_SIZE = { width: 960, height: 600 };
/** At least this much of the title bar must be on a display, or the window is moved back. */
const MIN_VISIBLE = { width: 120, height: 40 };

export function initialWindowState(): WindowState {
  return { schemaVersion: 1, maximized: false, fullScreen: false };
}

function intersection(a: Rectangle, b: Rectangle): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Whether the top strip (the title bar) of `bounds` is visible enough on `area` to grab it. */
function titleBarVisible(bounds: Rectangle, area: Rectangle): boolean {
  const strip = { x: bounds.x, y: bounds.y, width: bounds.width, height: MIN_VISIBLE.height };
  const width = Math.min(strip.x + strip.width, area.x + area.width) - Math.max(strip.x, area.x);
  const top = bounds.y >= area.y && bounds.y + MIN_VISIBLE.height <= area.y + area.height;
  return width >= MIN_VISIBLE.width && top;
}

function centered(size: { width: number; height: number }, area: Rectangle): Rectangle {
  const width = Math.min(size.width, area.width);
  const height = Math.min(size.height, area.height);
  return {
    x: Math.round(area.x + (area.width - width) / 2),
    y: Math.round(area.y + (area.height - height) / 2),
    width,
    height,
  };
}

/**
 * Where to open the window: the saved bounds if their title bar is still on a display (a monitor may be
 * gone, or the resolution smaller), shrunk to fit that display's work area and moved fully onto it;
 * otherwise the saved (or default) size centred on the primary display. Never smaller than the window's
 * minimum unless the display itself is smaller.
 */
export function restoreBounds(
  saved: Rectangle | undefined,
  displays: readonly DisplayLike[],
  primary: DisplayLike,
): Rectangle {
  const size = {
    width: Math.max(MIN_SIZE.width, saved?.width ?? DEFAULT_SIZE.width),
    height: Math.max(MIN_SIZE.height, saved?.height ?? DEFAULT_SIZE.height),
  };
  if (!saved) return centered(size, primary.workArea);
  const target = [...displays]
    .filter((display) => titleBarVisible(saved, display.workArea))
    .sort((a, b) => intersection(saved, b.workArea) - intersection(saved, a.workArea))[0];
  if (!target) return centered(size, primary.workArea);
  const area = target.workArea;
  const width = Math.min(size.width, area.width);
  const height = Math.min(size.height, area.height);
  const x = Math.min(Math.max(saved.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(saved.y, area.y), area.y + area.height - height);
  return { x, y, width, height };
}

/** The area id of our page's URL (`…/index.html#/mangoes` → `mangoes`), or null. */
export function areaFromUrl(url: string): string | null {
  const hash = url.indexOf('#');
  if (hash < 0) return null;
  const id = url.slice(hash + 1).replace(/^\/?/, '');
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

/** The members of BrowserWindow the keeper reads; `getNormalBounds` gives the size before maximizing. */
export interface StatefulWindowLike {
  on(
    event:
      | 'resize'
      | 'move'
      | 'maximize'
      | 'unmaximize'
      | 'enter-full-screen'
      | 'leave-full-screen'
      | 'close',
    listener: () => void,
  ): unknown;
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  isMinimized(): boolean;
  webContents: {
    on(event: 'did-navigate-in-page', listener: (event: unknown, url: string) => void): unknown;
  };
}

/**
 * The window state file (`window-state.json` in userData) and a tracker that keeps it current: bounds
 * as the window moves (saved after a short quiet time, and at once when it closes), maximized and
 * full-screen flags, and the last area the page showed.
 */
export function createWindowStateStore(dir: string, options: { saveDelayMs?: number } = {}) {
  const document = createJsonDocument(join(dir, 'window-state.json'), WindowState, initialWindowState);
  const delay = options.saveDelayMs ?? 400;
  let state: WindowState = initialWindowState();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Promise<void> = Promise.resolve();

  function save(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const snapshot = { ...state };
    pending = pending.then(() => document.write(snapshot)).catch(() => undefined);
    return pending;
  }

  function later(): void {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void save(), delay);
  }

  return {
    path: document.path,
    async load(): Promise<WindowState> {
      state = await document.read();
      return { ...state };
    },
    current: (): WindowState => ({ ...state }),
    /** Resolves when every change so far is on disk. */
    flush: (): Promise<void> => save(),
    track(window: StatefulWindowLike): void {
      const capture = () => {
        if (window.isMinimized()) return;
        state = {
          ...state,
          maximized: window.isMaximized(),
          fullScreen: window.isFullScreen(),
          // While maximized or full screen the normal bounds are what un-maximizing returns to.
          bounds: roundBounds(window.getNormalBounds()),
        };
        later();
      };
      for (const event of [
        'resize',
        'move',
        'maximize',
        'unmaximize',
        'enter-full-screen',
        'leave-full-screen',
      ] as const)
        window.on(event, capture);
      window.on('close', () => {
        capture();
        void save();
      });
      window.webContents.on('did-navigate-in-page', (_event, url) => {
        const area = areaFromUrl(url);
        if (area && area !== state.lastArea) {
          state = { ...state, lastArea: area };
          later();
        }
      });
    },
  };
}
export type WindowStateStore = ReturnType<typeof createWindowStateStore>;

function roundBounds(bounds: Rectangle): Rectangle {
  return {
    x: Math.round(bounds.x),
    y: Math.round(bounds.y),
    width: Math.max(1, Math.round(bounds.width)),
    height: Math.max(1, Math.round(bounds.height)),
  };
}
