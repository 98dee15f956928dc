import { weekdays, type Weekday } from '../../../contract/video-calls';
import { formatDay } from '../../../format';
import { formatOffset, parseLocalDate, resolveLocal } from './local-time';
import {
  MAX_DURATION,
  MAX_OCCURRENCES,
  MIN_DURATION,
  ruleField,
  ruleMessages,
  type ScheduleProblem,
  type ScheduleRule,
} from './rules';

export type Frequency = 'once' | 'daily' | 'weekly';

/** A schedule as the form holds it: local values only; UTC is derived, never typed. */
export interface ScheduleDraft {
  startDate: string;
  fromTime: string;
  timezoneName: string;
  duration: number;
  frequency: Frequency;
  endDate?: string | undefined;
  repeatingDays?: readonly Weekday[] | undefined;
}

export interface Occurrence {
  /** 1-based position in the series. */
  index: number;
  /** Local date and time in the event zone, as the service stores them. */
  startDate: string;
  fromTime24h: string;
  start: number;
  end: number;
  offset: string;
  /** The local time is skipped by a DST jump that day. */
  nonexistent: boolean;
  /** The local time happens twice that day (clocks fall back). */
  ambiguous: boolean;
}

export interface Expansion {
  occurrences: Occurrence[];
  problems: ScheduleProblem[];
}

export interface ExpandOptions {
  /** The service's "now" (ms), for the past-start rule; omit to skip that rule. */
  now?: number;
  /** The creator's webinar feature expiry when known. */
  featureExpiresAt?: number;
}

function problem(rule: ScheduleRule, message = ruleMessages[rule]): ScheduleProblem {
  return { rule, field: ruleField[rule], message };
}

/** The calendar days from start to end inclusive, as YYYY-MM-DD, without touching any zone. */
function* days(start: string, end: string): Generator<{ iso: string; weekday: Weekday }> {
  const from = parseLocalDate(start);
  const to = parseLocalDate(end);
  if (!from || !to) return;
  let cursor = Date.UTC(from.year, from.month - 1, from.day);
  const last = Date.UTC(to.year, to.month - 1, to.day);
  for (let n = 0; cursor <= last && n <= MAX_OCCURRENCES * 7; n += 1) {
    const d = new Date(cursor);
    // getUTCDay: 0 = Sunday, the order of the contract's weekday names.
    yield { iso: d.toISOString().slice(0, 10), weekday: weekdays[d.getUTCDay()] ?? 'sunday' };
    cursor += 86_400_000;
  }
}

/**
 * The exact occurrences a schedule creates, and every rule it breaks, in the order the service checks
 * them. Each occurrence keeps its wall-clock time in the event zone across DST changes; a local time a
 * DST jump skips is flagged (the console refuses to send it rather than let the service shift it).
 */
export function expandSchedule(draft: ScheduleDraft, options: ExpandOptions = {}): Expansion {
  const problems: ScheduleProblem[] = [];
  const first = resolveLocal(draft.startDate, draft.fromTime, draft.timezoneName);
  if (!first.ok) {
    const rule =
      first.problem === 'zone' ? 'invalid_zone' : first.problem === 'date' ? 'invalid_date' : 'invalid_time';
    return { occurrences: [], problems: [problem(rule)] };
  }
  if (!Number.isInteger(draft.duration) || draft.duration < MIN_DURATION || draft.duration > MAX_DURATION) {
    problems.push(problem('duration'));
  }
  const duration = Number.isFinite(draft.duration) ? draft.duration : 0;

  const dates: string[] = [];
  if (draft.frequency === 'once') {
    dates.push(draft.startDate);
  } else if (
    // The end date and the weekdays are separate fields: a form missing both says so for both at once.
    !draft.endDate ||
    !parseLocalDate(draft.endDate) ||
    (draft.frequency === 'weekly' && !draft.repeatingDays?.length)
  ) {
    if (!draft.endDate) problems.push(problem('missing_end_date'));
    else if (!parseLocalDate(draft.endDate))
      problems.push(problem('end_before_start', 'Enter the end date as YYYY-MM-DD.'));
    if (draft.frequency === 'weekly' && !draft.repeatingDays?.length)
      problems.push(problem('missing_weekdays'));
  } else if (draft.endDate < draft.startDate) {
    problems.push(problem('end_before_start'));
  } else {
    const chosen = new Set(draft.repeatingDays ?? []);
    for (const day of days(draft.startDate, draft.endDate)) {
      if (draft.frequency === 'daily' || chosen.has(day.weekday)) dates.push(day.iso);
      if (dates.length > MAX_OCCURRENCES) break;
    }
    if (dates.length === 0) problems.push(problem('no_occurrences'));
    if (dates.length > MAX_OCCURRENCES) {
      problems.push(problem('too_many'));
      dates.length = MAX_OCCURRENCES;
    }
  }

  const occurrences: Occurrence[] = [];
  for (const date of dates) {
    const local = date === draft.startDate ? first : resolveLocal(date, draft.fromTime, draft.timezoneName);
    if (!local.ok) continue;
    occurrences.push({
      index: occurrences.length + 1,
      startDate: date,
      fromTime24h: draft.fromTime,
      start: local.instant,
      end: local.instant + duration * 60_000,
      offset: formatOffset(local.offsetMinutes),
      nonexistent: local.nonexistent,
      ambiguous: local.ambiguous,
    });
  }
  const skipped = occurrences.filter((o) => o.nonexistent);
  if (skipped.length > 0) {
    const list = skipped
      .slice(0, 3)
      .map((o) => formatDay(o.startDate))
      .join(', ');
    const more = skipped.length > 3 ? ` and ${skipped.length - 3} more` : '';
    problems.push(
      problem(
        'nonexistent_time',
        `${draft.fromTime} does not exist in ${draft.timezoneName} on ${list}${more}: the clocks jump forward an hour for daylight saving. Pick another start time.`,
      ),
    );
  }
  const firstStart = occurrences[0]?.start;
  if (options.now !== undefined && firstStart !== undefined && firstStart <= options.now) {
    problems.push(problem('past_start'));
  }
  const lastEnd = occurrences[occurrences.length - 1]?.end;
  if (options.featureExpiresAt !== undefined && lastEnd !== undefined && lastEnd > options.featureExpiresAt) {
    problems.push(problem('beyond_feature_expiry'));
  }
  return { occurrences, problems };
}
