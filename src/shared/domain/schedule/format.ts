import { DateTime } from 'luxon';
import { offsetAt } from './zone-offsets';

const abbreviations = new Map<string, string>();

/**
 * "IST", "EDT", "BST" where the zone has a short name people know, else "UTC+13:45". Cached per zone and
 * offset: the lookup goes through Intl in several locales, too slow to repeat for every row on a keystroke.
 */
export function zoneAbbreviation(instant: number, zone: string): string {
  const key = `${zone}|${offsetAt(zone, instant)}`;
  const known = abbreviations.get(key);
  if (known) return known;
  const time = DateTime.fromMillis(instant, { zone });
  let found = `UTC${time.toFormat('ZZ')}`;
  for (const locale of ['en-US', 'en-IN', 'en-GB', 'en-AU']) {
    const name = time.setLocale(locale).offsetNameShort;
    if (name && !/^(GMT|UTC)[+-]/.test(name)) {
      found = name;
      break;
    }
  }
  if (abbreviations.size > 2_000) abbreviations.clear();
  abbreviations.set(key, found);
  return found;
}

/** "Mon 9 Mar 2026, 18:30 IST": one instant as a person in `zone` reads it (24-hour clock). */
export function formatInZone(instant: number, zone: string): string {
  return `${DateTime.fromMillis(instant, { zone }).setLocale('en-GB').toFormat('ccc d LLL yyyy, HH:mm')} ${zoneAbbreviation(instant, zone)}`;
}

/** "Tue 24 Nov 26, 02:30 EST": the occurrence list's narrow columns. */
export function formatCompact(instant: number, zone: string): string {
  return `${DateTime.fromMillis(instant, { zone }).setLocale('en-GB').toFormat('ccc d LLL yy, HH:mm')} ${zoneAbbreviation(instant, zone)}`;
}

/** "18:30". */
export function timeInZone(instant: number, zone: string): string {
  return DateTime.fromMillis(instant, { zone }).toFormat('HH:mm');
}

/** "YYYY-MM-DD" of an instant in a zone. */
export function dateInZone(instant: number, zone: string): string {
  return DateTime.fromMillis(instant, { zone }).toFormat('yyyy-MM-dd');
}

/** "Monday 9 March 2026" for a YYYY-MM-DD day heading. */
export function formatDayHeading(date: string): string {
  const day = DateTime.fromISO(date, { zone: 'utc' });
  return day.isValid ? day.setLocale('en-GB').toFormat('cccc d LLLL yyyy') : date;
}

/** "18:30 to 19:30 IST" in one zone. */
export function formatRange(start: number, end: number, zone: string): string {
  return `${timeInZone(start, zone)} to ${timeInZone(end, zone)} ${zoneAbbreviation(start, zone)}`;
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
