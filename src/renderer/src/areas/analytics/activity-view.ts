import type { ActivityResult, AnalyticsChannel } from '@shared/areas/analytics/channels';
import {
  bucketIsPartial,
  groupPoints,
  istToday,
  partialDays,
  partialLabel,
  totals,
  zeroFill,
  type Bucket,
  type Counts,
  type DailyPoint,
  type DayRange,
  type Grouping,
  type IstDate,
  previousPeriod,
} from '@shared/areas/analytics/domain';

/** Everything the chart, the totals and the exports show, derived once from the answers. */
export interface ActivityView {
  range: DayRange;
  days: number;
  points: DailyPoint[];
  buckets: Bucket[];
  totals: Counts;
  grouping: Grouping;
  previous?: { range: DayRange; points: DailyPoint[]; totals: Counts };
  /** Rows the service sent for days outside the range, or with no date: shown, never silently dropped. */
  ignoredRows: number;
  /** Days whose counts are not final (today so far, or not over when fetched), and what to call them. */
  partial: { days: IstDate[]; label: string } | null;
}

export function buildActivityView(
  result: ActivityResult,
  previous: ActivityResult | null,
  grouping: Grouping,
  now: Date,
): ActivityView {
  const range = { from: result.from, to: result.to };
  const partial = partialDays(range, result.fetchedAt, now);
  const filled = zeroFill(result.rows, range);
  const before = previous ? zeroFill(previous.rows, { from: previous.from, to: previous.to }) : null;
  const aligned = before && before.points.length === filled.points.length ? before : null;
  return {
    range,
    days: filled.points.length,
    points: filled.points,
    buckets: groupPoints(filled.points, grouping, aligned?.points).map((bucket) =>
      bucketIsPartial(bucket, partial) ? { ...bucket, partial: true } : bucket,
    ),
    totals: totals(filled.points),
    grouping,
    ...(aligned && previous
      ? {
          previous: {
            range: { from: previous.from, to: previous.to },
            points: aligned.points,
            totals: totals(aligned.points),
          },
        }
      : {}),
    ignoredRows: filled.outside + filled.undated,
    partial: partial.length > 0 ? { days: partial, label: partialLabel(partial, istToday(now)) } : null,
  };
}

/** "All non-archived channels (service default)" or the chosen channels' names, for titles and exports. */
export function channelsLabel(
  ids: readonly string[] | undefined,
  channels: readonly AnalyticsChannel[],
): string {
  if (!ids || ids.length === 0) return 'All non-archived channels (service default)';
  const byId = new Map(channels.map((c) => [c.id, c.name]));
  return ids.map((id) => byId.get(id) ?? `unknown channel ${id}`).join(', ');
}

/** Whether `previous` is the comparison period of `result`: the days just before it, same channels. */
export function isPreviousOf(previous: ActivityResult, result: ActivityResult): boolean {
  const expected = previousPeriod({ from: result.from, to: result.to });
  const same = (a: readonly string[] = [], b: readonly string[] = []) =>
    a.length === b.length && a.every((id, i) => id === b[i]);
  return (
    previous.from === expected.from && previous.to === expected.to && same(previous.channels, result.channels)
  );
}
