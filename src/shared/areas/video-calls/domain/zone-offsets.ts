import { IANAZone } from 'luxon';

const WEEK = 7 * 86_400_000;
const MINUTE = 60_000;

interface WeekEntry {
  before: number;
  /** The first minute with `after` as its offset, when the offset changes inside this week. */
  at?: number;
  after: number;
}

const timelines = new Map<string, Map<number, WeekEntry>>();
const boundaries = new Map<string, Map<number, number>>();

/**
 * Offset of a zone at an instant, minutes east of UTC. A direct lookup goes through Intl and costs tens of
 * microseconds; a year of daily occurrences needs thousands, which would make the form lag while typing.
 * So offsets are cached per zone per week: a week whose two ends agree has one offset; one whose ends differ
 * has its change found to the minute by bisection. Real zones change offset at most once a week.
 */
export function offsetAt(zoneName: string, instant: number): number {
  const week = Math.floor(instant / WEEK);
  let weeks = timelines.get(zoneName);
  if (!weeks) {
    weeks = new Map();
    timelines.set(zoneName, weeks);
  }
  let entry = weeks.get(week);
  if (!entry) {
    entry = weekEntry(zoneName, week);
    if (weeks.size > 5_000) weeks.clear();
    weeks.set(week, entry);
  }
  return entry.at !== undefined && instant >= entry.at ? entry.after : entry.before;
}

function boundaryOffset(zone: IANAZone, zoneName: string, instant: number): number {
  let known = boundaries.get(zoneName);
  if (!known) {
    known = new Map();
    boundaries.set(zoneName, known);
  }
  let offset = known.get(instant);
  if (offset === undefined) {
    offset = zone.offset(instant);
    if (known.size > 5_000) known.clear();
    known.set(instant, offset);
  }
  return offset;
}

function weekEntry(zoneName: string, week: number): WeekEntry {
  const zone = IANAZone.create(zoneName);
  const start = week * WEEK;
  const before = boundaryOffset(zone, zoneName, start);
  const after = boundaryOffset(zone, zoneName, start + WEEK);
  if (before === after) return { before, after };
  // Bisect on whole minutes: zone.offset(lo) === before, zone.offset(hi) === after.
  let lo = start;
  let hi = start + WEEK;
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (zone.offset(mid) === before) lo = mid;
    else hi = mid;
  }
  return { before, at: hi, after };
}
