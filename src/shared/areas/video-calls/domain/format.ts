import { DateTime, Interval } from 'luxon';
import { formatDateTimeZoned, formatDay, formatTime, toDateTime, zoneName } from '../../../format';
import { offsetAt } from './zone-offsets';

/**
 * Scheduling's ways to write an instant, all built on `@shared/format` (the console's one formatter, in the
 * user's locale): the scheduling screens only add the weekday (a weekly call is planned by weekday) and
 * the zone's name, since the event and the reader are often in different zones.
 */

const abbreviations = new Map<string, string>();

/**
 * "IST", "EDT", "BST" where the zone has a short name people know, else "UTC+13:45" (`zoneName`). Cached
 * per zone and offset: the lookup goes through Intl in several locales, too slow to repeat for every row
 * on a keystroke.
 */
export function zoneAbbreviation(instant: number, zone: string): string {
  const key = `${zone}|${offsetAt(zone, instant)}`;
  const known = abbreviations.get(key);
  if (known) return known;
  const found = zoneName(DateTime.fromMillis(instant, { zone }));
  if (abbreviations.size > 2_000) abbreviations.clear();
  abbreviations.set(key, found);
  return found;
}

function weekday(instant: number, zone: string, length: 'short' | 'long' = 'short'): string {
  return toDateTime(instant, { zone })?.toLocaleString({ weekday: length }) ?? '';
}

/** "Mon, 9 Mar 2026, 18:30 IST": one instant as a person in `zone` reads it. */
export function formatInZone(instant: number, zone: string): string {
  if (!Number.isFinite(instant)) return '—';
  return `${weekday(instant, zone)}, ${formatDateTimeZoned(instant, { zone })}`;
}

/** The occurrence list's columns: the same words as `formatInZone` (one way to write a date). */
export const formatCompact = formatInZone;

/** "18:30" in the user's locale (12- or 24-hour clock as the locale has it). */
export function timeInZone(instant: number, zone: string): string {
  return formatTime(instant, { zone });
}

/** "YYYY-MM-DD" of an instant in a zone: a calendar key for grouping and queries, not display. */
export function dateInZone(instant: number, zone: string): string {
  return DateTime.fromMillis(instant, { zone }).toFormat('yyyy-MM-dd');
}

/** "Monday, 9 Mar 2026" for a YYYY-MM-DD day heading (a calendar day: no zone shift). */
export function formatDayHeading(date: string): string {
  const day = toDateTime(`${date}T12:00:00Z`, { zone: 'utc' });
  return day ? `${day.toLocaleString({ weekday: 'long' })}, ${formatDay(date)}` : date;
}

/** "Mon 16" for a narrow day column (a calendar day: no zone shift). */
export function formatDayShort(date: string): string {
  return (
    toDateTime(`${date}T12:00:00Z`, { zone: 'utc' })?.toLocaleString({ weekday: 'short', day: 'numeric' }) ??
    date
  );
}

/** "18:30–19:30 IST" in one zone (the zone named once, after the end). */
export function formatRange(start: number, end: number, zone: string): string {
  return `${timeInZone(start, zone)}–${timeInZone(end, zone)} ${zoneAbbreviation(start, zone)}`;
}

/**
 * A call's start and end in one line: "Mon, 24 Nov 2026, 10:00–11:00 IST", or both dates when it crosses
 * midnight in `zone` ("Mon, 24 Nov 2026, 23:30 IST – Tue, 25 Nov 2026, 00:30 IST").
 */
export function formatSpan(start: number, end: number, zone: string): string {
  if (!Number.isFinite(start) || !Number.isFinite(end)) return '—';
  if (dateInZone(start, zone) !== dateInZone(end, zone)) {
    return `${formatInZone(start, zone)} – ${formatInZone(end, zone)}`;
  }
  return `${weekday(start, zone)}, ${formatDay(dateInZone(start, zone))}, ${formatRange(start, end, zone)}`;
}

/** "16–22 Nov 2026" (or "28 Dec 2026 – 3 Jan 2027") for the Monday-to-Sunday week starting `monday`. */
export function formatWeekLabel(monday: string): string {
  const first = toDateTime(`${monday}T12:00:00Z`, { zone: 'utc' });
  if (!first) return monday;
  return Interval.fromDateTimes(first, first.plus({ days: 6 })).toLocaleString({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** "in 2 h 5 min", "in 40 s": for lock and join-link countdowns. */
export function formatDuration(ms: number): string {
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  if (totalSeconds < 60) return `${totalSeconds} s`;
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** Monday 00:00 (in `zone`) of the week holding `instant`, as YYYY-MM-DD. */
export function weekStart(instant: number, zone: string): string {
  return DateTime.fromMillis(instant, { zone }).startOf('week').toFormat('yyyy-MM-dd');
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toFormat('yyyy-MM-dd');
}
