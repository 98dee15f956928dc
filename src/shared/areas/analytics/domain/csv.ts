import { toCsv, type CsvCell } from '../../../csv';
import { formatDay, formatExportTime } from '../../../format/date-time';
import { IST_LABEL, type IstDate } from './ist';
import { rangeDays, type DayRange } from './range';
import { seriesKeys, type DailyPoint, type SeriesKey } from './series';

export const seriesLabels: Record<SeriesKey, string> = {
  posts: 'Posts',
  comments: 'Comments',
  likes: 'Likes',
};

export interface ActivityCsvInput {
  range: DayRange;
  points: readonly DailyPoint[];
  /** The series plotted; the CSV holds exactly these columns, in the chart's order. */
  series: readonly SeriesKey[];
  /** The previous period, aligned day by day with `points`, when the chart shows the comparison. */
  previous?: { range: DayRange; points: readonly DailyPoint[] };
  /** "All non-archived channels (service default)" or the chosen channels' names. */
  channelsLabel: string;
  fetchedAt?: string;
  /** Days whose counts are not final (today so far, or a day that had not ended when fetched). */
  partial?: { days: readonly IstDate[]; label: string };
}

/**
 * The chart's numbers as a spreadsheet opens them: the header row first, then one row per IST day (its
 * date, the UTC instant the IST day starts, whether the day is complete, then the plotted counts as
 * numbers). The notes (the range, the channels, the zone, any day whose counts are not final) are lines for
 * people, saved beside the CSV as its notes file when asked for. The date columns stay ISO for programs.
 * Quoting, the BOM and formula escaping come from `toCsv`.
 */
export function activityCsv(input: ActivityCsvInput): { csv: string; notes: string[] } {
  const series = seriesKeys.filter((key) => input.series.includes(key));
  if (series.length === 0) throw new RangeError('Choose at least one series to export.');
  const previous = input.previous;
  if (previous && previous.points.length !== input.points.length)
    throw new RangeError('The previous period must have as many days as the range.');
  const fields = [
    'Date (IST)',
    'IST day starts (UTC)',
    'Complete day',
    ...series.map((key) => seriesLabels[key]),
    ...(previous
      ? ['Previous period date (IST)', ...series.map((key) => `Previous ${seriesLabels[key].toLowerCase()}`)]
      : []),
  ];
  const partial = new Set(input.partial?.days ?? []);
  const rows = input.points.map((point, index): CsvCell[] => {
    const before = previous?.points[index];
    return [
      point.date,
      point.startUtc,
      partial.has(point.date) ? `no: ${input.partial?.label.toLowerCase() ?? 'not final'}` : 'yes',
      ...series.map((key) => point[key]),
      ...(before ? [before.date, ...series.map((key) => before[key])] : []),
    ];
  });
  const notes = [
    'Community activity per day',
    `Range: ${formatDay(input.range.from)} to ${formatDay(input.range.to)} (${rangeDays(input.range)} days, both included)`,
    `Channels: ${input.channelsLabel}`,
    `Zone: days are ${IST_LABEL} calendar days, as the service groups them`,
    ...(previous
      ? [`Compared with: ${formatDay(previous.range.from)} to ${formatDay(previous.range.to)}`]
      : []),
    ...(input.fetchedAt ? [`Fetched: ${formatExportTime(input.fetchedAt)}`] : []),
    ...(input.partial && input.partial.days.length > 0
      ? [
          `Not final: ${input.partial.days.map((day) => formatDay(day)).join(', ')} (${input.partial.label.toLowerCase()}; its counts will still grow)`,
        ]
      : []),
  ];
  return { csv: toCsv(fields, rows), notes };
}

/** A file name that sorts by range: `community-activity_2025-01-01_2025-03-31.csv`. */
export function exportFileName(range: DayRange, extension: 'csv' | 'png' | 'svg'): string {
  return `community-activity_${range.from}_${range.to}.${extension}`;
}
