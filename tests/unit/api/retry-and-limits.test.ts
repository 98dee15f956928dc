import { describe, expect, it } from 'vitest';
import { createVirtualClock } from '../../../src/main/platform/api/clock';
import { createRateLimiter, parseRetryAfter } from '../../../src/main/platform/api/rate-limit';
import { backoffDelay, decideRetry, defaultRetryPolicy } from '../../../src/main/platform/api/retry';
import type { AppError } from '@shared/errors';

const zero = { transient: 0, rateLimited: 0 };

describe('retry decisions', () => {
  const reset: AppError = { kind: 'network', message: 'x', outcome: 'unknown' };
  const refused: AppError = { kind: 'network', message: 'x', outcome: 'not_sent' };
  const server: AppError = { kind: 'http', status: 500, message: 'x', outcome: 'unknown' };
  const limited: AppError = { kind: 'rate_limited', status: 429, message: 'x', outcome: 'not_sent' };

  it('retries GETs on network errors, timeouts and 5xx', () => {
    for (const error of [reset, refused, server, { ...reset, kind: 'timeout' as const }]) {
      expect(decideRetry('GET', error, zero, defaultRetryPolicy).retry).toBe(true);
    }
  });

  it('never retries a write that may have reached the server', () => {
    for (const method of ['POST', 'PATCH'] as const) {
      expect(decideRetry(method, reset, zero, defaultRetryPolicy).retry).toBe(false);
      expect(decideRetry(method, server, zero, defaultRetryPolicy).retry).toBe(false);
      expect(decideRetry(method, refused, zero, defaultRetryPolicy).retry).toBe(true);
      expect(decideRetry(method, limited, zero, defaultRetryPolicy).retry).toBe(true);
    }
  });

  it('resends a DELETE like a read (deleting twice leaves the same state), never a POST create', () => {
    for (const error of [reset, server, refused]) {
      expect(decideRetry('DELETE', error, zero, defaultRetryPolicy).retry).toBe(true);
    }
    expect(decideRetry('POST', reset, zero, defaultRetryPolicy).retry).toBe(false);
    expect(decideRetry('DELETE', server, { transient: 3, rateLimited: 0 }, defaultRetryPolicy).retry).toBe(
      false,
    );
  });

  it('stops after the bounded number of attempts and never retries 4xx', () => {
    expect(decideRetry('GET', server, { transient: 3, rateLimited: 0 }, defaultRetryPolicy).retry).toBe(
      false,
    );
    expect(decideRetry('GET', limited, { transient: 0, rateLimited: 3 }, defaultRetryPolicy).retry).toBe(
      false,
    );
    expect(
      decideRetry('GET', { kind: 'http', status: 404, message: 'x' }, zero, defaultRetryPolicy).retry,
    ).toBe(false);
  });

  it('spreads backoff delays with jitter and grows them exponentially', () => {
    const delays = Array.from({ length: 200 }, () => backoffDelay(2, Math.random, defaultRetryPolicy));
    const min = Math.min(...delays);
    const max = Math.max(...delays);
    expect(min).toBeGreaterThanOrEqual(600);
    expect(max).toBeLessThanOrEqual(1200);
    expect(max - min).toBeGreaterThan(300);
    expect(new Set(delays).size).toBeGreaterThan(50);
    expect(backoffDelay(10, () => 1, defaultRetryPolicy)).toBe(defaultRetryPolicy.maxDelayMs);
  });
});

describe('rate limiting', () => {
  it('parses Retry-After in seconds and as a date', () => {
    expect(parseRetryAfter('7', 0)).toBe(7000);
    expect(parseRetryAfter(new Date(30_000).toUTCString(), 0)).toBe(30_000);
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
    expect(parseRetryAfter(undefined, 0)).toBeUndefined();
  });

  it('keeps a host under 120 requests per 10 seconds', async () => {
    const clock = createVirtualClock({ auto: true });
    const limiter = createRateLimiter({ clock });
    const start = clock.now();
    const stamps: number[] = [];
    for (let i = 0; i < 360; i += 1) {
      await limiter.acquire('http://h', 'listFeedPosts');
      stamps.push(clock.now() - start);
    }
    for (let i = 120; i < stamps.length; i += 1) {
      expect((stamps[i] ?? 0) - (stamps[i - 120] ?? 0)).toBeGreaterThanOrEqual(10_000);
    }
    expect(stamps[119]).toBe(0);
  });

  it('keeps collective points at 10 per minute without slowing other operations', async () => {
    const clock = createVirtualClock({ auto: true });
    const limiter = createRateLimiter({
      clock,
      operationLimits: { collectivePoints: { max: 10, windowMs: 60_000 } },
    });
    for (let i = 0; i < 10; i += 1) await limiter.acquire('http://h', 'collectivePoints');
    expect(clock.slept).toBe(0);
    await limiter.acquire('http://h', 'collectivePoints');
    expect(clock.slept).toBeGreaterThanOrEqual(60_000);
  });

  it('pauses the whole host after a 429, with jitter, and the pause can be cancelled', async () => {
    const clock = createVirtualClock();
    const limiter = createRateLimiter({ clock, jitterMs: 1000 });
    expect(limiter.pause('http://h', 10_000)).toBe(10_500);
    const controller = new AbortController();
    const waiting = limiter.acquire('http://h', 'getMango', controller.signal);
    let other = false;
    const unrelated = limiter.acquire('http://other', 'getMango').then(() => (other = true));
    await unrelated;
    expect(other).toBe(true);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    const later = limiter.acquire('http://h', 'getMango');
    await clock.advance(10_499);
    expect(limiter.pausedFor('http://h')).toBe(1);
    await clock.advance(1);
    await later;
  });

  it('takes a slot at once on the fast path, and nothing when it must refuse', () => {
    const clock = createVirtualClock();
    const limiter = createRateLimiter({
      clock,
      hostLimit: { max: 3, windowMs: 1_000 },
      operationLimits: { collectivePoints: { max: 1, windowMs: 60_000 } },
    });
    expect(limiter.tryAcquire('http://h', 'collectivePoints')).toBe(true);
    // The operation's window is full: refused, and the host's slot was not taken either.
    expect(limiter.tryAcquire('http://h', 'collectivePoints')).toBe(false);
    expect(limiter.tryAcquire('http://h', 'getMango')).toBe(true);
    expect(limiter.tryAcquire('http://h', 'getMango')).toBe(true);
    expect(limiter.tryAcquire('http://h', 'getMango')).toBe(false);
    expect(limiter.tryAcquire('http://other', 'getMango')).toBe(true);
    limiter.pause('http://other', 5_000);
    expect(limiter.tryAcquire('http://other', 'getMango')).toBe(false);
  });

  it('the fast path and the waiting path share one window', async () => {
    const clock = createVirtualClock();
    const limiter = createRateLimiter({ clock, hostLimit: { max: 2, windowMs: 1_000 } });
    expect(limiter.tryAcquire('http://h', 'getMango')).toBe(true);
    await limiter.acquire('http://h', 'getMango');
    let third = false;
    const waiting = limiter.acquire('http://h', 'getMango').then(() => (third = true));
    await clock.advance(999);
    expect(third).toBe(false);
    await clock.advance(1);
    await waiting;
    expect(third).toBe(true);
    // Both t=0 departures left the window at t=1000; the waiter took one slot, the fast path the other.
    expect(limiter.tryAcquire('http://h', 'getMango')).toBe(true);
    expect(limiter.tryAcquire('http://h', 'getMango')).toBe(false);
  });
});
