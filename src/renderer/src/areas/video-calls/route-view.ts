import { useCallback, useMemo } from 'react';
import { useAreaPath, type RouteSegments } from '../../data/route';

/** The sub-views of Video calls; each has its own address under `#/video-calls`. */
export type View =
  | { kind: 'agenda' }
  | { kind: 'create' }
  | { kind: 'detail'; id: string; timeZone?: string | undefined }
  | { kind: 'series'; groupId: string; timeZone?: string | undefined };

/**
 * `#/video-calls` is the agenda, `/new` the create form, `/call/<id>[/<zone>]` one call and
 * `/series/<groupId>[/<zone>]` a recurring series (the zone is the one the call is read in). Anything else
 * shows the agenda.
 */
export function viewOf(path: RouteSegments): View {
  const [kind, id, zone] = path;
  const timeZone = zone ? { timeZone: zone } : {};
  if (kind === 'new') return { kind: 'create' };
  if (kind === 'call' && id) return { kind: 'detail', id, ...timeZone };
  if (kind === 'series' && id) return { kind: 'series', groupId: id, ...timeZone };
  return { kind: 'agenda' };
}

export function pathOf(view: View): string[] {
  const zone = 'timeZone' in view && view.timeZone ? [view.timeZone] : [];
  if (view.kind === 'create') return ['new'];
  if (view.kind === 'detail') return ['call', view.id, ...zone];
  if (view.kind === 'series') return ['series', view.groupId, ...zone];
  return [];
}

/** The open sub-view (from the address) and `open(view)`, which pushes its address (Back returns). */
export function useView(): [View, (view: View, options?: { replace?: boolean }) => void] {
  const [path, go] = useAreaPath('video-calls');
  const view = useMemo(() => viewOf(path), [path]);
  const open = useCallback((next: View, options?: { replace?: boolean }) => go(pathOf(next), options), [go]);
  return [view, open];
}

/** Only the `open` of `useView`, for components that move elsewhere. */
export function useOpenView(): (view: View, options?: { replace?: boolean }) => void {
  return useView()[1];
}
