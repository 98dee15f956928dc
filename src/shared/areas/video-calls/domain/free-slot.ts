import { DateTime } from 'luxon';
import type { ClashLike } from './clash-text';
import { expandSchedule, type ScheduleDraft } from './recurrence';

/** Suggested starts land on a 5-minute mark. */
const STEP_MS = 5 * 60_000;

/**
 * The start that moves every clashing occurrence past the call it clashes with: the largest "existing
 * end minus new start" over the clashes, added to the first occurrence and rounded up to 5 minutes, as
 * the local date and time in the schedule's zone. Null when the schedule does not expand or when a
 * recurring series would have to move to another day (that changes its weekdays: not the same series).
 */
export function startPastClashes(
  draft: ScheduleDraft,
  clashes: readonly ClashLike[],
): { startDate: string; fromTime: string } | null {
  const first = expandSchedule(draft).occurrences[0];
  if (!first || clashes.length === 0) return null;
  let shift = 0;
  for (const clash of clashes) {
    const needed = Date.parse(clash.existingCall.toTime) - Date.parse(clash.newCall.fromTime);
    if (Number.isFinite(needed)) shift = Math.max(shift, needed);
  }
  if (shift <= 0) return null;
  const start = Math.ceil((first.start + shift) / STEP_MS) * STEP_MS;
  const local = DateTime.fromMillis(start, { zone: draft.timezoneName });
  const startDate = local.toFormat('yyyy-MM-dd');
  if (draft.frequency !== 'once' && startDate !== draft.startDate) return null;
  return { startDate, fromTime: local.toFormat('HH:mm') };
}

export interface FreeSlotFound {
  startDate: string;
  fromTime: string;
  fromTimeUtc: string;
  toTimeUtc: string;
}

/**
 * The next free slot for a clashing schedule: jump past the clashing calls, ask `check` (the service's
 * overlap check) about the new start, and repeat from its clashes, up to `tries` times. Same duration,
 * same repetition; a start the console itself would refuse (a DST gap, the past) ends the search.
 */
export async function findFreeSlot<D extends ScheduleDraft>(
  draft: D,
  clashes: readonly ClashLike[],
  check: (candidate: D) => Promise<readonly ClashLike[]>,
  options: { now?: number; tries?: number } = {},
): Promise<FreeSlotFound | null> {
  let current = draft;
  let found = clashes;
  for (let i = 0; i < (options.tries ?? 6); i += 1) {
    const next = startPastClashes(current, found);
    if (!next) return null;
    current = { ...current, ...next };
    const expansion = expandSchedule(current, options.now === undefined ? {} : { now: options.now });
    const first = expansion.occurrences[0];
    if (expansion.problems.length > 0 || !first) return null;
    found = await check(current);
    if (found.length === 0) {
      return {
        ...next,
        fromTimeUtc: new Date(first.start).toISOString(),
        toTimeUtc: new Date(first.end).toISOString(),
      };
    }
  }
  return null;
}
