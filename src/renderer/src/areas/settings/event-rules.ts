import { onEvent, type EventRule } from '../../data/events';
import { applyUpdateStatus } from './queries';

/** What main's events do to this area's cached reads (see `src/renderer/src/data/events.ts`). */
export const settingsEventRules: readonly EventRule[] = [
  // The updater reports each step (checking, downloading, downloaded, error) into the cached settings.
  onEvent('settings.updateStatus', { apply: applyUpdateStatus }),
];
