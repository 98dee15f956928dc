/**
 * Counting over a sorted list of send times (milliseconds), for the rate governor. Windows are half open,
 * (from, to], like a rolling limit counting the last `windowMs` up to now.
 */

/** Index of the first stamp greater than `t` (binary search). */
function firstAfter(stamps: readonly number[], t: number): number {
  let lo = 0;
  let hi = stamps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((stamps[mid] ?? 0) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Stamps in (from, to]. */
export function countIn(stamps: readonly number[], from: number, to: number): number {
  return Math.max(0, firstAfter(stamps, to) - firstAfter(stamps, from));
}

/** The most stamps any `windowMs` window ending at or before `endAt` held (measured at each stamp). */
export function peakCount(stamps: readonly number[], windowMs: number, endAt: number): number {
  let peak = 0;
  let start = 0;
  const end = firstAfter(stamps, endAt);
  for (let i = 0; i < end; i += 1) {
    const t = stamps[i] ?? 0;
    while ((stamps[start] ?? 0) <= t - windowMs) start += 1;
    peak = Math.max(peak, i - start + 1);
  }
  return peak;
}

/** Milliseconds until fewer than `budget` stamps are in the window ending now (0 when already so). */
export function windowWait(stamps: readonly number[], windowMs: number, budget: number, now: number): number {
  const from = firstAfter(stamps, now - windowMs);
  const inWindow = firstAfter(stamps, now) - from;
  if (inWindow < budget) return 0;
  // The oldest (inWindow - budget + 1) stamps must leave the window first.
  const leaving = stamps[from + inWindow - budget] ?? now;
  return Math.max(1, leaving + windowMs - now);
}
