/** A half-open time interval [start, end) in ms since epoch. */
export interface Interval {
  start: number;
  end: number;
}

/**
 * True when two calls share some moment. Intervals are half-open, so a call ending at 10:00 and another
 * starting at 10:00 touch but do not overlap (the service books them back to back).
 */
export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Every pair (i, j) of `news` x `existing` that overlaps; both lists sorted by start make it linear-ish. */
export function overlappingPairs<A extends Interval, B extends Interval>(
  news: readonly A[],
  existing: readonly B[],
): { newCall: A; existingCall: B }[] {
  const out: { newCall: A; existingCall: B }[] = [];
  for (const n of news)
    for (const e of existing) if (intervalsOverlap(n, e)) out.push({ newCall: n, existingCall: e });
  return out;
}
