import { DateTime, IANAZone } from 'luxon';
import { weekdays, type Weekday } from '../shared/contract/video-calls';

export interface ScheduleInput {
  startDate: string;
  fromTime: string;
  timezoneName: string;
  duration: number;
  callType?: 'onetime' | 'recurring' | undefined;
  frequency?: 'daily' | 'weekly' | undefined;
  endDate?: string | undefined;
  repeatingDays?: Weekday[] | undefined;
}

export interface Slot {
  fromTime: string;
  toTime: string;
  startDate: string;
  fromTime24h: string;
}

export type ScheduleResult = { ok: true; slots: Slot[] } | { ok: false; reason: string };

const MAX_OCCURRENCES = 400;

/**
 * Expands a schedule into UTC slots and applies every cause of WORKSHOP_INVALID_SCHEDULE: duration outside
 * 30..300, an unknown zone, a start in the past, endDate before startDate, missing endDate/repeatingDays for
 * recurrence, no occurrences, or a schedule ending after the creator's webinar feature expiry.
 */
export function expandSchedule(
  input: ScheduleInput,
  now: number,
  webinarExpiresAt: string | null,
): ScheduleResult {
  if (input.duration < 30 || input.duration > 300)
    return { ok: false, reason: 'Duration must be 30 to 300 minutes' };
  if (!IANAZone.isValidZone(input.timezoneName)) return { ok: false, reason: 'Unknown time zone' };
  const first = localStart(input.startDate, input.fromTime, input.timezoneName);
  if (!first.isValid) return { ok: false, reason: 'Start date or time is not a real local time' };

  const dates: DateTime[] = [];
  if ((input.callType ?? 'onetime') === 'onetime') {
    dates.push(first);
  } else {
    const frequency = input.frequency ?? (input.repeatingDays?.length ? 'weekly' : 'daily');
    if (!input.endDate) return { ok: false, reason: 'A recurring call needs endDate' };
    if (frequency === 'weekly' && !input.repeatingDays?.length) {
      return { ok: false, reason: 'A weekly recurring call needs repeatingDays' };
    }
    const last = DateTime.fromISO(input.endDate, { zone: input.timezoneName }).endOf('day');
    if (!last.isValid || last < first.startOf('day'))
      return { ok: false, reason: 'endDate is before startDate' };
    const days = new Set(input.repeatingDays ?? []);
    for (let day = first; day <= last && dates.length <= MAX_OCCURRENCES; day = day.plus({ days: 1 })) {
      const name = weekdays[day.weekday % 7];
      if (frequency === 'daily' || (name !== undefined && days.has(name))) {
        dates.push(localStart(day.toFormat('yyyy-MM-dd'), input.fromTime, input.timezoneName));
      }
    }
    if (dates.length === 0) return { ok: false, reason: 'The recurrence has no occurrences' };
    if (dates.length > MAX_OCCURRENCES) return { ok: false, reason: 'Too many occurrences' };
  }
  if ((dates[0]?.toMillis() ?? 0) <= now) return { ok: false, reason: 'The call cannot start in the past' };

  const slots = dates.map((start) => ({
    fromTime: start.toUTC().toISO() ?? '',
    toTime: start.plus({ minutes: input.duration }).toUTC().toISO() ?? '',
    startDate: start.toFormat('yyyy-MM-dd'),
    fromTime24h: start.toFormat('HH:mm'),
  }));
  const lastEnd = slots[slots.length - 1]?.toTime;
  if (webinarExpiresAt && lastEnd && Date.parse(lastEnd) > Date.parse(webinarExpiresAt)) {
    return { ok: false, reason: 'The schedule ends after your webinar feature expires' };
  }
  return { ok: true, slots };
}

function localStart(date: string, time: string, zone: string): DateTime {
  return DateTime.fromISO(`${date}T${time}`, { zone });
}

export function overlaps(
  a: { fromTime: string; toTime: string },
  b: { fromTime: string; toTime: string },
): boolean {
  return Date.parse(a.fromTime) < Date.parse(b.toTime) && Date.parse(b.fromTime) < Date.parse(a.toTime);
}

/** `+HH:MM` for the zone at that instant (display only). */
export function offsetLabel(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).toFormat('ZZ');
}
