import { DateTime, IANAZone } from 'luxon';
import { offsetAt } from './zone-offsets';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock date and time in a zone, resolved to one instant. */
export type LocalResolution =
  | {
      ok: true;
      /** The instant (ms since epoch) the service will store for this local time. */
      instant: number;
      /** The local time does not exist that day (clocks jump over it); `instant` is where luxon would move it. */
      nonexistent: boolean;
      /** The local time happens twice that day (clocks fall back); `instant` is the first of the two. */
      ambiguous: boolean;
      /** Offset of the zone at `instant`, minutes east of UTC. */
      offsetMinutes: number;
    }
  | { ok: false; problem: 'zone' | 'date' | 'time' };

const validity = new Map<string, boolean>();

/** Cached: luxon builds an Intl formatter per check, which would dominate a 365-day expansion. */
export function isValidZone(zone: string): boolean {
  let valid = validity.get(zone);
  if (valid === undefined) {
    valid = IANAZone.isValidZone(zone);
    if (validity.size < 1000) validity.set(zone, valid);
  }
  return valid;
}

export function parseLocalDate(date: string): { year: number; month: number; day: number } | undefined {
  const m = DATE.exec(date);
  if (!m) return undefined;
  const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const probe = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const real = probe.getUTCMonth() === parts.month - 1 && probe.getUTCDate() === parts.day;
  return real && parts.year >= 1900 ? parts : undefined;
}

export function parseLocalTime(time: string): { hour: number; minute: number } | undefined {
  const m = TIME.exec(time);
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : undefined;
}

/**
 * Local date + 24-hour time + IANA zone -> UTC instant, through the zone's real rules. Every offset the zone
 * has around the moment is tried: no valid one means the local time was skipped by a DST
 * jump, two valid ones mean it happens twice. Works for 30-minute shifts (Lord Howe) and +13:45 (Chatham).
 */
export function resolveLocal(date: string, time: string, zoneName: string): LocalResolution {
  if (!isValidZone(zoneName)) return { ok: false, problem: 'zone' };
  const d = parseLocalDate(date);
  if (!d) return { ok: false, problem: 'date' };
  const t = parseLocalTime(time);
  if (!t) return { ok: false, problem: 'time' };
  const wall = Date.UTC(d.year, d.month - 1, d.day, t.hour, t.minute);
  const offsets = new Set<number>();
  // Candidate instants lie in [wall - 14 h, wall + 12 h] (offsets run from -12:00 to +14:00); a zone changes
  // offset at most once in such a window, so its two ends (and the middle) give every candidate offset.
  for (const probe of [-14, 0, 12]) offsets.add(offsetAt(zoneName, wall + probe * 3_600_000));
  const instants = [...offsets]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => offsetAt(zoneName, instant) * 60_000 === wall - instant)
    .sort((a, b) => a - b);
  const first = instants[0];
  if (first !== undefined) {
    return {
      ok: true,
      instant: first,
      nonexistent: false,
      ambiguous: instants.length > 1,
      offsetMinutes: offsetAt(zoneName, first),
    };
  }
  // Skipped by a jump forward: the service (luxon on its side too) moves it forward by the jump.
  const shifted = DateTime.fromObject({ ...d, ...t }, { zone: zoneName });
  return {
    ok: true,
    instant: shifted.toMillis(),
    nonexistent: true,
    ambiguous: false,
    offsetMinutes: shifted.offset,
  };
}

/** `+05:30`, `-04:00`, `+13:45`. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const h = String(Math.floor(abs / 60)).padStart(2, '0');
  const m = String(abs % 60).padStart(2, '0');
  return `${sign}${h}:${m}`;
}

/** Minutes east of UTC for a zone at an instant (what x-timezone-offset carries). */
export function zoneOffsetAt(zoneName: string, instant: number): number {
  return offsetAt(zoneName, instant);
}
