import { dayList, istDateOf, istDayStartUtc, monthStart, weekStart, type IstDate } from './ist';
import type { DayRange } from './range';

export const seriesKeys = ['posts', 'comments', 'likes'] as const;
export type SeriesKey = (typeof seriesKeys)[number];
export type Counts = Record<SeriesKey, number>;

/** One IST day of the chart: its date, the UTC instant it starts, and its counts (zero when no row came). */
export interface DailyPoint extends Counts {
  date: IstDate;
  startUtc: string;
}

/** A service row as it may arrive: every field optional (the spec marks response fields optional). */
export interface ActivityRowLike {
  date?: string;
  totalPost?: number;
  totalComment?: number;
  totalLike?: number;
}

export interface FilledSeries {
  points: DailyPoint[];
  /** Rows whose day falls outside the range (ignored, but counted so the screen can say so). */
  outside: number;
  /** Rows with no usable date (ignored, counted). */
  undated: number;
}

const count = (value: number | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * Every day of the range, in order, with zero where the service sent no row. A row's day is the IST day
 * of its instant, so an IST-midnight instant (18:30Z the day before) and a plain UTC-midnight label name
 * the same day. Counts are additive, so two rows for one day are summed.
 */
export function zeroFill(rows: readonly ActivityRowLike[], range: DayRange): FilledSeries {
  const days = dayList(range.from, range.to);
  const byDay = new Map<IstDate, DailyPoint>(
    days.map((date) => [date, { date, startUtc: istDayStartUtc(date), posts: 0, comments: 0, likes: 0 }]),
  );
  let outside = 0;
  let undated = 0;
  for (const row of rows) {
    let day: IstDate;
    try {
      if (!row.date) throw new RangeError('no date');
      day = istDateOf(row.date);
    } catch {
      undated += 1;
      continue;
    }
    const point = byDay.get(day);
    if (!point) {
      outside += 1;
      continue;
    }
    point.posts += count(row.totalPost);
    point.comments += count(row.totalComment);
    point.likes += count(row.totalLike);
  }
  return { points: days.map((date) => byDay.get(date) as DailyPoint), outside, undated };
}

export function totals(points: readonly Counts[]): Counts {
  const sum: Counts = { posts: 0, comments: 0, likes: 0 };
  for (const point of points) for (const key of seriesKeys) sum[key] += point[key];
  return sum;
}

/** Change from `previous` to `current` in percent; `null` when the previous period had none to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / previous) * 100;
}

export type Grouping = 'day' | 'week' | 'month';

/** One bar or point of the chart: the days it covers within the range, and the matching previous days. */
export interface Bucket extends Counts {
  from: IstDate;
  to: IstDate;
  days: number;
  previous?: Counts & { from: IstDate; to: IstDate };
  /** It holds a day whose counts are not final (today so far): drawn dashed and shaded, and said so. */
  partial?: boolean;
}

/** Daily up to about three months, weekly up to about a year, monthly beyond. */
export function suggestGrouping(days: number): Grouping {
  if (days <= 92) return 'day';
  if (days <= 400) return 'week';
  return 'month';
}

const bucketKey = (date: IstDate, grouping: Grouping): IstDate =>
  grouping === 'day' ? date : grouping === 'week' ? weekStart(date) : monthStart(date);

/**
 * Groups days into ISO weeks (Monday first) or calendar months, cut at the range's edges, so a bucket
 * never claims days outside the range. `previous` is the previous period, aligned day by day: its i-th
 * day is compared with the range's i-th day and lands in that day's bucket.
 */
export function groupPoints(
  points: readonly DailyPoint[],
  grouping: Grouping,
  previous?: readonly DailyPoint[],
): Bucket[] {
  if (previous && previous.length !== points.length)
    throw new RangeError(
      `The previous period has ${previous.length} days, the range ${points.length}: they must match.`,
    );
  const buckets: Bucket[] = [];
  let current: Bucket | undefined;
  let currentKey = '';
  points.forEach((point, index) => {
    const key = bucketKey(point.date, grouping);
    if (!current || key !== currentKey) {
      current = { from: point.date, to: point.date, days: 0, posts: 0, comments: 0, likes: 0 };
      if (previous) {
        const first = previous[index] as DailyPoint;
        current.previous = { from: first.date, to: first.date, posts: 0, comments: 0, likes: 0 };
      }
      currentKey = key;
      buckets.push(current);
    }
    current.to = point.date;
    current.days += 1;
    for (const k of seriesKeys) current[k] += point[k];
    const before = previous?.[index];
    if (before && current.previous) {
      current.previous.to = before.date;
      for (const k of seriesKeys) current.previous[k] += before[k];
    }
  });
  return buckets;
}
