import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { confirmLeave, unsavedWork } from './unsaved-changes';

/**
 * The console's address: `#/<area>/<sub>/<view>...`. Every place a person can go (an area, a call's
 * detail, a Mango's draft) has its own address, so the browser's and the window's Back and Forward work,
 * a reload keeps the place, and a link can point at it.
 *
 * - `useRoute()` reads the whole address as segments (`['video-calls', 'call', 'abc']`).
 * - `useAreaPath(area)` reads the segments after the area (`['call', 'abc']`) and gives `go(path)`, which
 *   pushes a history entry (or replaces the current one with `{ replace: true }`, for corrections that
 *   should not be a step of their own).
 * - `navigate(segments)` for code outside React.
 * Segments are URI-encoded in the address and decoded here, so an id or a zone name with "/" survives.
 *
 * While an editor holds unsaved input (`unsaved-changes.ts`), a move to another address asks first: a
 * `navigate` waits for the answer, and Back, Forward or a typed address are taken back (each history
 * entry carries its place in the history, so the step is known) and taken again only on Leave. A
 * `replace` is a correction the code makes itself and is not asked about.
 */
export type RouteSegments = readonly string[];

function parse(hash: string): string[] {
  return hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part.length > 0)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
}

export function routeHash(segments: RouteSegments): string {
  return `#/${segments.map((part) => encodeURIComponent(part)).join('/')}`;
}

let current: string[] = typeof window === 'undefined' ? [] : parse(window.location.hash);
let currentHash = typeof window === 'undefined' ? '' : window.location.hash;
const listeners = new Set<() => void>();

/** Where each history entry sits, kept in its state, so a Back or Forward can be undone by the same step. */
type Indexed = { consoleIndex?: number } | null;
const indexOf = (state: unknown): number | undefined =>
  typeof (state as Indexed)?.consoleIndex === 'number'
    ? (state as { consoleIndex: number }).consoleIndex
    : undefined;
const withIndex = (index: number): object => ({
  ...((window.history.state as object | null) ?? {}),
  consoleIndex: index,
});
let currentIndex = 0;
/** A step the person confirmed (Leave): the next change of address to this hash is taken without asking. */
let allowedHash: string | null = null;

if (typeof window !== 'undefined') {
  const index = indexOf(window.history.state);
  if (index === undefined) window.history.replaceState(withIndex(0), '');
  else currentIndex = index;
}

function accept(): void {
  currentHash = window.location.hash;
  current = parse(currentHash);
  const index = indexOf(window.history.state);
  // An entry made outside `navigate` (a link, a typed address) is new: it follows the one before.
  if (index === undefined) {
    currentIndex += 1;
    window.history.replaceState(withIndex(currentIndex), '');
  } else currentIndex = index;
  for (const listener of listeners) listener();
}

function sync(): void {
  if (window.location.hash === currentHash) return;
  if (allowedHash === window.location.hash || unsavedWork().length === 0) {
    allowedHash = null;
    accept();
    return;
  }
  // Unsaved input: step back to where the person was, then ask; on Leave take the step again.
  const target = window.location.hash;
  const index = indexOf(window.history.state);
  const step = index === undefined ? 1 : index - currentIndex;
  if (step !== 0) window.history.go(-step);
  else window.history.replaceState(window.history.state, '', currentHash);
  void confirmLeave().then((leave) => {
    if (!leave) return;
    allowedHash = target;
    if (step !== 0) window.history.go(step);
    else {
      window.history.replaceState(window.history.state, '', target);
      sync();
    }
  });
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('hashchange', sync);
  listeners.add(listener);
  sync();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('hashchange', sync);
  };
}

const snapshot = (): string[] => current;

/**
 * Goes to an address. Pushes a history entry unless `replace`; does nothing when already there. While
 * input is unsaved a push asks first and happens only on Leave (a `replace` is not asked about).
 */
export function navigate(segments: RouteSegments, options: { replace?: boolean } = {}): void {
  const hash = routeHash(segments);
  if (hash === window.location.hash) return;
  if (options.replace) {
    window.history.replaceState(window.history.state, '', hash);
    allowedHash = hash;
    sync();
    return;
  }
  const go = () => {
    if (hash === window.location.hash) return;
    window.history.pushState(withIndex(currentIndex + 1), '', hash);
    allowedHash = hash;
    sync();
  };
  if (unsavedWork().length === 0) go();
  else void confirmLeave().then((leave) => leave && go());
}

/** The whole address as decoded segments; re-renders when it changes (links, Back, Forward). */
export function useRoute(): RouteSegments {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The part of the address inside one area, and a way to move within it. `path` is empty on the area's
 * main view; it is also empty while another area is open.
 */
export function useAreaPath(
  area: string,
): [RouteSegments, (path: RouteSegments, options?: { replace?: boolean }) => void] {
  const route = useRoute();
  const path = useMemo(() => (route[0] === area && route.length > 1 ? route.slice(1) : EMPTY), [route, area]);
  const go = useCallback(
    (next: RouteSegments, options?: { replace?: boolean }) => navigate([area, ...next], options),
    [area],
  );
  return [path, go];
}

const EMPTY: RouteSegments = Object.freeze([]);
