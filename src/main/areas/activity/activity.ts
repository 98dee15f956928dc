import type { Handlers } from '../../platform/handlers';
import { activityToCsv } from '../../platform/activity-log/activity-entries';
import type { ActivityLog } from '../../platform/activity-log/activity-log';

/** The activity screen: the log's entries through a filter, and the same as CSV. */
export function activityHandlers(
  log: Pick<ActivityLog, 'read'>,
): Pick<Handlers, 'activity.list' | 'activity.exportCsv'> {
  return {
    'activity.list': async (filter) => ({ entries: await log.read(filter) }),
    'activity.exportCsv': async (filter) => {
      const entries = await log.read({ ...filter, limit: filter.limit ?? 5000 });
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      return {
        fileName: `creator-console-activity-${stamp}.csv`,
        csv: activityToCsv(entries),
        rows: entries.length,
      };
    },
  };
}
