import { onEvent, type EventRule } from '../../data/events';

/**
 * What main's events do to Home's cards: a job that starts, pauses or ends, a draft saved or applied, a
 * profile added or removed. Main answers these from its files and its one-minute cache of each service, so
 * a new answer costs no service read unless the drafts changed.
 */
export const homeEventRules: readonly EventRule[] = [
  onEvent('bulkJobs.jobChanged', { invalidates: ['home.overview'] }),
  onEvent('mangoes.draftsChanged', { invalidates: ['home.overview'] }),
  onEvent('profiles.changed', { invalidates: ['home.overview'] }),
];
