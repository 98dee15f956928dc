import { appFailure } from '../../../shared/errors';
import type { PointsQuota } from '../../../shared/areas/gamification/channels';
import { COLLECTIVE_POINTS_LIMIT } from '../../platform/api/rate-limit';

/**
 * Collective points may be called 10 times a minute (spec: Limits). The API client would quietly wait for
 * a free slot; a person clicking "Load" should instead be told at once when the next call is allowed. So
 * main keeps the times of the last calls per service origin (the client's limiter is keyed the same way)
 * and refuses a call that would have to wait.
 */
export function createPointsQuota(now: () => Date, limit = COLLECTIVE_POINTS_LIMIT) {
  const calls = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now().getTime() - limit.windowMs;
    const kept = (calls.get(key) ?? []).filter((t) => t > cutoff);
    calls.set(key, kept);
    return kept;
  }

  function describe(key: string): PointsQuota {
    const times = recent(key);
    const full = times.length >= limit.max;
    const oldest = times[times.length - limit.max];
    return {
      limit: limit.max,
      windowMs: limit.windowMs,
      used: times.length,
      nextAllowedAt: full && oldest !== undefined ? new Date(oldest + limit.windowMs).toISOString() : null,
      lastCalls: times.map((t) => new Date(t).toISOString()),
    };
  }

  return {
    describe,
    /** Claims a slot for a call now, or throws `rate_limited` saying when the next call is allowed. */
    claim(key: string): void {
      const quota = describe(key);
      if (quota.nextAllowedAt) {
        const waitS = Math.max(1, Math.ceil((Date.parse(quota.nextAllowedAt) - now().getTime()) / 1000));
        throw appFailure(
          'rate_limited',
          `Collective points allows ${limit.max} calls a minute. The next call is allowed in ${waitS} s.`,
          { retryable: true, outcome: 'not_sent', details: { quota } },
        );
      }
      recent(key).push(now().getTime());
    },
  };
}
export type PointsQuotaTracker = ReturnType<typeof createPointsQuota>;
