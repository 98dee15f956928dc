import type { Availability } from '@shared/areas/video-calls/channels';
import { formatDayHeading, type Expansion, type Occurrence } from '@shared/areas/video-calls/domain';
import type { LiveCheck } from './use-live-checks';

export interface Readiness {
  /** The occurrences the service will create (a time the clocks skip is not one of them). */
  count: number;
  /** Each skipped occurrence in plain words ("Sun, 8 Mar 2026: 02:30 does not exist in …"). */
  skipped: string[];
  /** Why nothing can be created yet, in plain words; null when nothing stands in the way. */
  blocked: string | null;
  /**
   * The only obstacles are fields to correct: Create stays pressable and, pressed, marks every field that
   * needs attention at once (title and Mangoes included), instead of one message at a time.
   */
  fieldsToFix: boolean;
}

/** "Sunday, 8 Mar 2026: 02:30 does not happen that day in America/New_York, because…" */
function skippedSentence(o: Occurrence, zone: string): string {
  return `${formatDayHeading(o.startDate)}: ${o.fromTime24h} does not happen that day in ${zone}, because the clocks jump forward an hour for daylight saving.`;
}

/**
 * What the Create button says and whether it works, for the schedule as typed: the count of calls it
 * will create, the occurrences a DST jump skips, and the reason it is off. Never a button that does
 * nothing: when it cannot create, `blocked` says why.
 */
export function createReadiness(
  expansion: Expansion,
  availability: LiveCheck<Availability>,
  zone: string,
): Readiness {
  const skippedOnes = expansion.occurrences.filter((o) => o.nonexistent);
  const count = expansion.occurrences.length - skippedOnes.length;
  const skipped = skippedOnes.map((o) => skippedSentence(o, zone));
  const clashes = availability.value?.clashes.length ?? 0;
  let blocked: string | null = null;
  let fieldsToFix = false;
  if (skippedOnes.length > 0) {
    blocked = `Nothing is created while ${skippedOnes.length === 1 ? 'one occurrence falls' : `${skippedOnes.length} occurrences fall`} on a time the clocks skip: the service would move ${skippedOnes.length === 1 ? 'it' : 'them'} to another hour without telling anyone. Pick another start time, or end the series before that day.`;
  } else if (expansion.problems.length > 0) {
    const n = expansion.problems.length;
    blocked = `Fix the schedule first: ${n === 1 ? (expansion.problems[0]?.message ?? 'it is not complete.') : `${n} fields need attention (marked in red).`}`;
    fieldsToFix = true;
  } else if (clashes > 0 && !availability.pending) {
    blocked =
      'Nothing is created while an occurrence clashes with another call: use the suggested free slot or move the call.';
  }
  return { count, skipped, blocked, fieldsToFix };
}
