import { useCallback, useMemo, useSyncExternalStore } from 'react';

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

function sync(): void {
  if (window.location.hash === currentHash) return;
  currentHash = window.location.hash;
  current = parse(currentHash);
  for (const listener of listeners) listener();
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

/** Goes to an address. Pushes a history entry unless `replace`; does nothing when already there. */
export function navigate(segments: RouteSegments, options: { replace?: boolean } = {}): void {
  const hash = routeHash(segments);
  if (hash === window.location.hash) return;
  if (options.replace) window.history.replaceState(window.history.state, '', hash);
  else window.history.pushState(window.history.state, '', hash);
  sync();
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
