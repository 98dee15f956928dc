import { activityCsv, exportFileName, type SeriesKey } from '@shared/areas/analytics/domain';
import { useExportNotes } from '../../components/ExportNotesChoice';
import { saveCsvExport } from '../../components/save-file';
import type { ActivityView } from './activity-view';
import { mark } from './marks';

/**
 * Saves the plotted series as CSV (header first, one row per IST day) and, when "Include notes" is ticked,
 * its notes file; marks its start and end for the benchmark.
 */
export function exportCsv(
  view: ActivityView,
  visible: readonly SeriesKey[],
  channels: string,
  fetchedAt: string,
) {
  mark('analytics:csv:start');
  const { csv, notes } = activityCsv({
    range: view.range,
    points: view.points,
    series: visible,
    ...(view.previous ? { previous: { range: view.previous.range, points: view.previous.points } } : {}),
    channelsLabel: channels,
    fetchedAt,
    ...(view.partial ? { partial: view.partial } : {}),
  });
  saveCsvExport(exportFileName(view.range, 'csv'), csv, notes, useExportNotes.getState().include);
  mark('analytics:csv:done');
}
