import { formatDay } from '../../../format/date-time';
import {
  addDays,
  daysBetween,
  istDateOf,
  istDayEndUtc,
  istDayStartUtc,
  isIstDate,
  monthStart,
  type IstDate,
} from './ist';

/**
 * The longest range the console asks for. The spec shows no limit, but it has no all-time mode either;
 * about 2.7 years of daily points is already more than a chart can show one by one, and it keeps the
 * previous-period comparison (twice the span) a bounded request.
 */
export const MAX_RANGE_DAYS = 1000;

/** A range of whole IST days, both ends included. */
export interface DayRange {
  from: IstDate;
  to: IstDate;
}

export const rangePresets = [
  { id: 'last7', label: 'Last 7 days' },
  { id: 'last30', label: 'Last 30 days' },
  { id: 'last90', label: 'Last 90 days' },
  { id: 'thisMonth', label: 'This month' },
  { id: 'lastMonth', label: 'Last month' },
  { id: 'thisYear', label: 'This year' },
  { id: 'custom', label: 'Custom' },
] as const;
export type RangePreset = (typeof rangePresets)[number]['id'];

/** The days of a preset, ending today (IST) for the rolling ones. `custom` has no days of its own. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: IstDate): DayRange {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const end = addDays(monthStart(today), -1);
      return { from: monthStart(end), to: end };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** Today's IST date at an instant (the machine's own zone plays no part). */
export function istToday(now: Date): IstDate {
  return istDateOf(now);
}

export function rangeDays(range: DayRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/**
 * Why the service cannot serve a range, in words that say what to change; `null` when it can. Days after
 * today are refused because they would chart as zeros that are not real.
 */
export function rangeProblem(range: Partial<DayRange>, today: IstDate): string | null {
  const { from, to } = range;
  if (!from || !to)
    return 'Choose both a first and a last day: the service has no all-time mode, so every request needs both.';
  if (!isIstDate(from)) return `The first day "${from}" is not a calendar date (use YYYY-MM-DD).`;
  if (!isIstDate(to)) return `The last day "${to}" is not a calendar date (use YYYY-MM-DD).`;
  if (to < from)
    return `The last day (${formatDay(to)}) is before the first day (${formatDay(from)}): swap them.`;
  if (to > today)
    return `The range ends on ${formatDay(to)}, after today (${formatDay(today)} in IST): end it today or earlier, future days have no activity.`;
  const days = rangeDays({ from, to });
  if (days > MAX_RANGE_DAYS)
    return `The range is ${days} days long: choose at most ${MAX_RANGE_DAYS} days (about 2.7 years) and group by week or month.`;
  return null;
}

/** The request bounds: UTC instants, both inclusive, from 00:00 IST of the first day to 23:59:59.999 IST of the last. */
export function rangeBounds(range: DayRange): { startDate: string; endDate: string } {
  return { startDate: istDayStartUtc(range.from), endDate: istDayEndUtc(range.to) };
}

/** The same number of days immediately before the range: the comparison period. */
export function previousPeriod(range: DayRange): DayRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/**
 * The IST days a pair of instants touches. A range that starts or ends mid-IST-day still includes that
 * whole day's label (the service reports the day), and says the day was only partly covered.
 */
export function rangeFromInstants(
  startIso: string,
  endIso: string,
): DayRange & { partialStart: boolean; partialEnd: boolean } {
  const from = istDateOf(startIso);
  const to = istDateOf(endIso);
  return {
    from,
    to,
    partialStart: Date.parse(startIso) !== Date.parse(istDayStartUtc(from)),
    partialEnd: Date.parse(endIso) !== Date.parse(istDayEndUtc(to)),
  };
}
