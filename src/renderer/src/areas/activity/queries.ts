import type { ActivityEntry, ActivityFilter } from '@shared/areas/activity/channels';
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

/** The key a call's detail address uses: its id, or its time for lines recorded before calls had ids. */
export function callKey(entry: ActivityEntry): string {
  return entry.id ?? entry.time;
}

/**
 * One call for its detail view: from the list on screen when it is there, else read from the log by id
 * (an address opened after a reload, or a call the current filter hides).
 */
export function useActivityCall(key: string | undefined, listed: readonly ActivityEntry[]) {
  const fromList = key === undefined ? undefined : listed.find((entry) => callKey(entry) === key);
  const read = useBridgeQuery(
    'activity.list',
    { id: key ?? '', limit: 1 },
    { scope: 'app', enabled: key !== undefined && fromList === undefined },
  );
  return {
    entry: fromList ?? read.data?.entries[0],
    isLoading: fromList === undefined && read.isFetching,
    appError: fromList ? null : read.appError,
  };
}

/** Every profile, for names in the table and the profile filter (the shell keeps the list fresh). */
export function useProfiles(): Profile[] {
  return useBridgeQuery('profiles.list', {}, { scope: 'app' }).data?.profiles ?? NO_PROFILES;
}

/** The CSV of a filter (every matching call, not only the newest `limit`). */
export function useExportActivity() {
  return useBridgeMutation('activity.exportCsv');
}
