import { onEvent, type EventRule } from '../../data/events';
import { applyJob } from './jobs-cache';

/**
 * What main's events do to this area's cached reads (see `src/renderer/src/data/events.ts`): a running
 * job's summary (about 4 a second, and on every change of status) is written into the cached job list,
 * so the progress bar, the counts and the history move live without a read.
 */
export const bulkJobsEventRules: readonly EventRule[] = [
  onEvent('bulkJobs.progress', { apply: applyJob }),
  onEvent('bulkJobs.jobChanged', { apply: applyJob }),
];
