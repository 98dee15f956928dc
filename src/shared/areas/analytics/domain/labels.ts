import { formatDay, toDateTime } from '../../../format/date-time';
import type { IstDate } from './ist';

/**
 * How analytics writes its IST calendar days, through the console's one formatter (`@shared/format`) and
 * its locale. A calendar day has no zone: it is read at local midnight and written in the local zone, so
 * it stays the same day whatever the machine's zone.
 */
function dayIn(date: IstDate, format: Intl.DateTimeFormatOptions): string {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(date) ? toDateTime(date) : null;
  if (!value) throw new RangeError(`Not a calendar date: "${date}" (use YYYY-MM-DD)`);
  return value.toLocaleString(format);
}

/** "14 Jan" on an axis, or "14 Jan 2025" with the year (the formatter's day). */
export function formatDayShort(date: IstDate, withYear = false): string {
  return withYear ? formatDay(date) : dayIn(date, { day: 'numeric', month: 'short' });
}

/** "Tue, 14 Jan 2025" (the locale decides the punctuation). */
export function formatDayLong(date: IstDate): string {
  return dayIn(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/** "Jan 2025". */
export function formatMonth(date: IstDate): string {
  return dayIn(date, { month: 'short', year: 'numeric' });
}
