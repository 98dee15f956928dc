import { FixedOffsetZone } from 'luxon';

/**
 * The service groups days at India Standard Time boundaries whatever the caller's zone (spec: Analytics).
 * India has kept +05:30 without daylight saving since 1945, so a fixed zone is exact and does not depend
 * on the machine's time-zone database.
 */
export const IST = FixedOffsetZone.instance(330);
export const IST_LABEL = 'IST (UTC+05:30)';

/**
 * The zone's offset in milliseconds, read from the zone itself. Day arithmetic on a fixed-offset zone is
 * exact with plain UTC milliseconds, and it has to be fast: the chart labels and fills hundreds of days
 * per render, where building a luxon DateTime per day cost a few hundred milliseconds on a cold page.
 */
const OFFSET_MS = IST.offset(0) * 60_000;
const DAY_MS = 86_400_000;

/** An IST calendar day, `YYYY-MM-DD`. */
export type IstDate = string;

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** UTC midnight of the calendar date (the date's own number line), or NaN when it is not a real date. */
function dateMs(date: string): number {
  const match = DATE_SHAPE.exec(date);
  if (!match) return Number.NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : Number.NaN;
}

function parseDay(date: IstDate): number {
  const ms = dateMs(date);
  if (Number.isNaN(ms)) throw new RangeError(`Not a calendar date: "${date}" (use YYYY-MM-DD)`);
  return ms;
}

const toDate = (ms: number): IstDate => new Date(ms).toISOString().slice(0, 10);

export function isIstDate(value: string): boolean {
  return !Number.isNaN(dateMs(value));
}

/** The IST day an instant falls on: 18:29:59Z is still the same UTC date, 18:30:00Z is the next day. */
export function istDateOf(instant: string | number | Date): IstDate {
  const ms =
    typeof instant === 'string'
      ? INSTANT_SHAPE.test(instant)
        ? Date.parse(instant)
        : Number.NaN
      : instant instanceof Date
        ? instant.getTime()
        : instant;
  if (!Number.isFinite(ms)) throw new RangeError(`Not an ISO date-time: "${String(instant)}"`);
  return toDate(ms + OFFSET_MS);
}

/** The UTC instant an IST day starts (its 00:00 IST), e.g. 2025-01-15 -> 2025-01-14T18:30:00.000Z. */
export function istDayStartUtc(date: IstDate): string {
  return new Date(parseDay(date) - OFFSET_MS).toISOString();
}

/** The last millisecond of an IST day in UTC (23:59:59.999 IST): the inclusive end bound of a range. */
export function istDayEndUtc(date: IstDate): string {
  return new Date(parseDay(date) + DAY_MS - 1 - OFFSET_MS).toISOString();
}

export function addDays(date: IstDate, days: number): IstDate {
  return toDate(parseDay(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (0 when equal, negative when `to` is earlier). */
export function daysBetween(from: IstDate, to: IstDate): number {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}

/** Every IST day from `from` to `to`, both included. */
export function dayList(from: IstDate, to: IstDate): IstDate[] {
  const start = parseDay(from);
  const count = Math.round((parseDay(to) - start) / DAY_MS) + 1;
  const out: IstDate[] = [];
  for (let i = 0; i < count; i += 1) out.push(toDate(start + i * DAY_MS));
  return out;
}

/** Monday of the ISO week an IST day belongs to. */
export function weekStart(date: IstDate): IstDate {
  const ms = parseDay(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return toDate(ms - weekday * DAY_MS);
}

/** First day of the calendar month an IST day belongs to. */
export function monthStart(date: IstDate): IstDate {
  parseDay(date);
  return `${date.slice(0, 7)}-01`;
}
