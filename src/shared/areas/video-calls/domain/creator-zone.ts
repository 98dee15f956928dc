/**
 * The zone a new call of this creator most likely belongs in: the zone most of their calls use, and among
 * zones used equally often, the zone of their latest call. Null when no call names a zone. A new call
 * defaults to it (the machine's zone says where the operator sits, not where the creator's audience is).
 */
export function creatorZone(calls: readonly { timezoneName?: string | undefined; fromTime: string }[]): {
  zone: string;
  count: number;
  of: number;
} | null {
  const counts = new Map<string, { count: number; latest: number }>();
  let of = 0;
  for (const call of calls) {
    const zone = call.timezoneName?.trim();
    if (!zone) continue;
    of += 1;
    const at = Date.parse(call.fromTime);
    const seen = counts.get(zone) ?? { count: 0, latest: -Infinity };
    counts.set(zone, {
      count: seen.count + 1,
      latest: Math.max(seen.latest, Number.isFinite(at) ? at : -Infinity),
    });
  }
  let best: { zone: string; count: number; latest: number } | null = null;
  for (const [zone, seen] of counts) {
    if (!best || seen.count > best.count || (seen.count === best.count && seen.latest > best.latest))
      best = { zone, ...seen };
  }
  return best ? { zone: best.zone, count: best.count, of } : null;
}
