import type { ActivityFilter } from '@shared/channels/activity';
import type { Profile } from '@shared/profile';
import { useBridgeMutation, useBridgeQuery } from '../../data/query';

/** The newest calls the screen shows unless told otherwise; the export has no limit. */
export const DEFAULT_LIMIT = 500;
export const initialFilter: ActivityFilter = { limit: DEFAULT_LIMIT };
const NO_PROFILES: Profile[] = [];

/** The filter after a change: a cleared field (empty, unset, switched off) leaves the filter. */
export function withChange(filter: ActivityFilter, change: Partial<ActivityFilter>): ActivityFilter {
  const next: ActivityFilter = { ...filter, ...change };
  for (const key of Object.keys(next) as (keyof ActivityFilter)[]) {
    if (next[key] === undefined || next[key] === '' || next[key] === false) delete next[key];
  }
  return next;
}

/**
 * The recorded calls under a filter, newest first. The activity log is the console's own data (every
 * profile's calls, filtered by profile), so it is not keyed to the active profile. The last answer stays
 * on screen while a new filter loads; `activity.recorded` refreshes it (see `event-rules.ts`).
 */
export function useActivity(filter: ActivityFilter) {
  return useBridgeQuery('activity.list', filter, { scope: 'app', keepPrevious: true });
}

/** Every profile, for names in the table and the profile filter (the shell keeps the list fresh). */
export function useProfiles(): Profile[] {
  return useBridgeQuery('profiles.list', {}, { scope: 'app' }).data?.profiles ?? NO_PROFILES;
}

/** The CSV of a filter (every matching call, not only the newest `limit`). */
export function useExportActivity() {
  return useBridgeMutation('activity.exportCsv');
}
