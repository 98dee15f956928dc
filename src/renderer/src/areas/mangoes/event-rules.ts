import { onEvent, type EventRule } from '../../data/events';

/** What main's events do to this area's cached reads (see `src/renderer/src/data/events.ts`). */
export const mangoesEventRules: readonly EventRule[] = [
  // Saved, deleted, or moved on by an apply (one event per step): the list, open drafts and history.
  onEvent('mangoes.draftsChanged', {
    invalidates: ['mangoes.drafts', 'mangoes.getDraft', 'mangoes.draftHistory'],
  }),
  // The cached list was replaced by a refresh (from this screen or another window).
  onEvent('mangoes.cacheUpdated', { invalidates: ['mangoes.list'] }),
];
