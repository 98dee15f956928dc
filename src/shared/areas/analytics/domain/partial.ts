import { dayList, istDayEndUtc, istDateOf, type IstDate } from './ist';
import type { DayRange } from './range';
import type { Bucket } from './series';

/**
 * The days of a range whose counts are not final: every day that had not ended (in IST, the zone the
 * service counts in) when the answer was fetched. For a fresh answer that is today so far; for a stored
 * answer it is the day it was fetched on, if the range reaches it. Today is always one while it lasts.
 */
export function partialDays(range: DayRange, fetchedAt: string, now: Date): IstDate[] {
  const fetched = Date.parse(fetchedAt);
  const today = istDateOf(now);
  const unfinished = (day: IstDate) => !Number.isNaN(fetched) && Date.parse(istDayEndUtc(day)) >= fetched;
  return dayList(range.from, range.to).filter((day) => day === today || unfinished(day));
}

/** Whether a bucket (a day, week or month of the chart) holds a day whose counts are not final. */
export function bucketIsPartial(bucket: Pick<Bucket, 'from' | 'to'>, partial: readonly IstDate[]): boolean {
  return partial.some((day) => day >= bucket.from && day <= bucket.to);
}

/** What a partial day is called on screen and in exports: "Today so far", or why an older day is short. */
export function partialLabel(partial: readonly IstDate[], today: IstDate): string {
  return partial.includes(today) ? 'Today so far' : 'Incomplete: fetched before the day ended';
}
