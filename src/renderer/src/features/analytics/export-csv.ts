import { activityCsv, exportFileName, type SeriesKey } from '@shared/domain/analytics';
import { exportStampLine } from '@shared/export-stamp';
import { getExportStamp, saveFile } from '../../components/save-file';
import type { ActivityView } from './activity-view';
import { mark } from './marks';

/** Saves the plotted series as CSV (one row per IST day); marks its start and end for the benchmark. */
export function exportCsv(
  view: ActivityView,
  visible: readonly SeriesKey[],
  channels: string,
  fetchedAt: string,
) {
  mark('analytics:csv:start');
  const stamp = getExportStamp();
  const csv = activityCsv({
    range: view.range,
    points: view.points,
    series: visible,
    ...(view.previous ? { previous: { range: view.previous.range, points: view.previous.points } } : {}),
    channelsLabel: channels,
    ...(stamp ? { profileLine: exportStampLine(stamp) } : {}),
    fetchedAt,
    ...(view.partial ? { partial: view.partial } : {}),
  });
  saveFile(exportFileName(view.range, 'csv'), csv, 'text/csv;charset=utf-8');
  mark('analytics:csv:done');
}
