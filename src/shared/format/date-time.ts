import { DateTime, type DateTimeFormatOptions } from 'luxon';

/**
 * The console's one way to write a date or a time. Every screen and every export formats instants through
 * these functions, in the user's locale and zone (the machine's, unless a screen names another zone), so
 * "24 Nov 2026, 07:15" reads the same on the agenda, in Activity and in an export's notes file.
 *
 * - `formatDateTime`: date and time ("24 Nov 2026, 07:15"; the locale decides order and 12/24-hour clock).
 * - `formatDate`: a day ("24 Nov 2026"); `formatDay` for a YYYY-MM-DD calendar day, which has no zone.
 * - `formatTime`: a time of day ("07:15").
 * - `formatDateTimeZoned`: date and time with the zone named ("24 Nov 2026, 07:15 IST"), where the
 *   reader may be in another zone than the event (scheduling, exports, audit trails).
 * - `formatRelative`: "3 minutes ago", "in 2 hours", for recency (last sync, last call).
 * - `formatExportTime`: the stamp written into exported files: the zoned form plus the ISO instant, so a
 *   person reads it and a program can parse it.
 *
 * Inputs: an ISO string, epoch milliseconds or a Date. A missing or unreadable input gives `fallback`
 * ("—" unless given); an unreadable string is never shown half-parsed.
 */
export type Instant = string | number | Date | null | undefined;

export interface FormatOptions {
  /** An IANA zone ("Asia/Kolkata"); the machine's when absent. */
  zone?: string | undefined;
  /** A BCP 47 locale; the machine's when absent. */
  locale?: string | undefined;
  /** What to show for a missing or unreadable input. */
  fallback?: string;
}

const DATE_TIME: DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const DATE: DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const TIME_SECONDS: DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };

let defaultLocale: string | undefined;

/** Sets the locale every formatter uses when a call names none (tests pin it; the app leaves the machine's). */
export function setDisplayLocale(locale: string | undefined): void {
  defaultLocale = locale;
}

/** The luxon DateTime for an input, in the requested zone and locale; null when there is no valid instant. */
export function toDateTime(input: Instant, options: FormatOptions = {}): DateTime | null {
  if (input === null || input === undefined || input === '') return null;
  let value: DateTime;
  if (typeof input === 'number') value = DateTime.fromMillis(input);
  else if (input instanceof Date) value = DateTime.fromJSDate(input);
  else value = DateTime.fromISO(input, { setZone: false });
  if (!value.isValid) return null;
  if (options.zone) value = value.setZone(options.zone);
  const locale = options.locale ?? defaultLocale;
  return locale ? value.setLocale(locale) : value;
}

function render(input: Instant, format: DateTimeFormatOptions, options: FormatOptions): string {
  const value = toDateTime(input, options);
  return value ? value.toLocaleString(format) : (options.fallback ?? '—');
}

/** "24 Nov 2026, 07:15" (locale order and clock). */
export function formatDateTime(input: Instant, options: FormatOptions = {}): string {
  return render(input, DATE_TIME, options);
}

/** "24 Nov 2026". */
export function formatDate(input: Instant, options: FormatOptions = {}): string {
  return render(input, DATE, options);
}

/** "07:15", or "07:15:09" with `seconds`. */
export function formatTime(input: Instant, options: FormatOptions & { seconds?: boolean } = {}): string {
  return render(input, options.seconds ? TIME_SECONDS : TIME, options);
}

/** A calendar day written YYYY-MM-DD ("2026-11-24" -> "24 Nov 2026"), with no zone shift. */
export function formatDay(day: string, options: Omit<FormatOptions, 'zone'> = {}): string {
  const value = DateTime.fromISO(day, { zone: 'utc' });
  if (!value.isValid || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return options.fallback ?? day;
  const locale = options.locale ?? defaultLocale;
  return (locale ? value.setLocale(locale) : value).toLocaleString(DATE);
}

/** The zone's short name where people know one ("IST", "CET"), else its offset ("UTC+05:45"). */
export function zoneName(value: DateTime): string {
  const short = value.offsetNameShort;
  if (short && !/^(GMT|UTC)[+-]/.test(short)) return short;
  for (const locale of ['en-US', 'en-IN', 'en-GB', 'en-AU']) {
    const name = value.setLocale(locale).offsetNameShort;
    if (name && !/^(GMT|UTC)[+-]/.test(name)) return name;
  }
  return value.offset === 0 ? 'UTC' : `UTC${value.toFormat('ZZ')}`;
}

/** "24 Nov 2026, 07:15 IST": the zone named, for times a reader in another zone must not misread. */
export function formatDateTimeZoned(input: Instant, options: FormatOptions = {}): string {
  const value = toDateTime(input, options);
  return value ? `${value.toLocaleString(DATE_TIME)} ${zoneName(value)}` : (options.fallback ?? '—');
}

/** "3 minutes ago", "in 2 hours"; "just now" within 45 seconds. `now` is epoch milliseconds. */
export function formatRelative(
  input: Instant,
  now: number = Date.now(),
  options: FormatOptions = {},
): string {
  const value = toDateTime(input, options);
  if (!value) return options.fallback ?? '—';
  if (Math.abs(value.toMillis() - now) < 45_000) return 'just now';
  return value.toRelative({ base: DateTime.fromMillis(now) }) ?? formatDateTime(input, options);
}

/** "24 Nov 2026, 07:15 UTC (2026-11-24T07:15:00.000Z)": the stamp written into exported files. */
export function formatExportTime(input: Instant, options: FormatOptions = {}): string {
  const value = toDateTime(input, options);
  if (!value) return options.fallback ?? '—';
  return `${formatDateTimeZoned(input, options)} (${value.toUTC().toISO()})`;
}
