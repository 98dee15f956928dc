import { onEvent, type EventRule } from '../../data/events';

/**
 * What main's events do to this area's cached reads (see `src/renderer/src/data/events.ts`). The list
 * itself is written into the cache by the shell's rule; a changed list may mean changed secrets (a new
 * address clears them, a new profile has its own), so every profile's flags are asked again.
 */
export const profilesEventRules: readonly EventRule[] = [
  onEvent('profiles.changed', { invalidates: ['secrets.status'] }),
];
