import type { EventRule } from '../../data/events';

/** What main's events do to this area's cached reads (see `src/renderer/src/data/events.ts`). */
export const analyticsEventRules: readonly EventRule[] = [];
