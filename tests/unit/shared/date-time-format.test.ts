import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeZoned,
  formatDay,
  formatExportTime,
  formatRelative,
  formatTime,
  setDisplayLocale,
  toDateTime,
} from '../../../src/shared/format/date-time';

const instant = '2026-11-24T07:15:09.000Z';

describe('the one date and time formatter', () => {
  afterEach(() => setDisplayLocale(undefined));

  it('writes date and time in the given locale and zone', () => {
    expect(formatDateTime(instant, { zone: 'Asia/Kolkata', locale: 'en-GB' })).toBe('24 Nov 2026, 12:45');
    expect(formatDateTime(instant, { zone: 'America/New_York', locale: 'en-US' })).toBe(
      'Nov 24, 2026, 02:15 AM',
    );
    expect(formatDate(instant, { zone: 'UTC', locale: 'en-GB' })).toBe('24 Nov 2026');
    expect(formatTime(instant, { zone: 'UTC', locale: 'en-GB' })).toBe('07:15');
    expect(formatTime(instant, { zone: 'UTC', locale: 'en-GB', seconds: true })).toBe('07:15:09');
  });

  it('accepts milliseconds and Dates as well as ISO strings', () => {
    const options = { zone: 'UTC', locale: 'en-GB' };
    const text = formatDateTime(instant, options);
    expect(formatDateTime(Date.parse(instant), options)).toBe(text);
    expect(formatDateTime(new Date(instant), options)).toBe(text);
  });

  it('names the zone where it matters', () => {
    expect(formatDateTimeZoned(instant, { zone: 'Asia/Kolkata', locale: 'en-GB' })).toBe(
      '24 Nov 2026, 12:45 IST',
    );
    expect(formatDateTimeZoned(instant, { zone: 'UTC', locale: 'en-GB' })).toBe('24 Nov 2026, 07:15 UTC');
    expect(formatDateTimeZoned(instant, { zone: 'Asia/Kathmandu', locale: 'en-GB' })).toMatch(
      /13:00 (UTC\+05:45|GMT\+5:45|NPT)$/,
    );
  });

  it('stamps exports with the readable time and the exact instant', () => {
    expect(formatExportTime(instant, { zone: 'UTC', locale: 'en-GB' })).toBe(
      '24 Nov 2026, 07:15 UTC (2026-11-24T07:15:09.000Z)',
    );
  });

  it('keeps a calendar day on its day whatever the zone', () => {
    expect(formatDay('2026-03-01', { locale: 'en-GB' })).toBe('1 Mar 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });

  it('writes recency relative to now', () => {
    const now = Date.parse(instant);
    expect(formatRelative(now - 10_000, now)).toBe('just now');
    expect(formatRelative(now - 3 * 60_000, now, { locale: 'en' })).toBe('3 minutes ago');
    expect(formatRelative(now + 2 * 3_600_000, now, { locale: 'en' })).toBe('in 2 hours');
  });

  it('shows a fallback, never a half-read value, for missing or unreadable input', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime(null, { fallback: 'never' })).toBe('never');
    expect(formatDateTime('yesterday-ish')).toBe('—');
    expect(toDateTime('')).toBeNull();
  });

  it('uses the display locale the app pins when a call names none', () => {
    setDisplayLocale('de-DE');
    expect(formatDate(instant, { zone: 'UTC' })).toBe('24. Nov. 2026');
  });
});
