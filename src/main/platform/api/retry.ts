import type { AppError } from '@shared/errors';
import type { HttpMethod } from './transport';

export interface RetryPolicy {
  /** Retries after the first attempt for network errors, timeouts and 5xx (GET) or unsent writes. */
  maxRetries: number;
  /** Retries of a request refused with 429. */
  maxRateLimitRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxRetries: 3,
  maxRateLimitRetries: 3,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
};

/** Methods whose repetition cannot repeat a side effect. The service has no idempotency key for writes. */
export function isSafeMethod(method: HttpMethod): boolean {
  return method === 'GET';
}

/**
 * Methods that may be sent again after an unknown outcome: a read, and a DELETE (deleting twice leaves the
 * same state; the second answer is a 404, which the invoker reads as done). A POST create never is.
 */
export function isIdempotentMethod(method: HttpMethod): boolean {
  return method === 'GET' || method === 'DELETE';
}

export type RetryDecision = { retry: false } | { retry: true; reason: 'rate_limited' | 'transient' };

/**
 * Whether a failed attempt may be sent again. A write is only re-sent when it certainly did not reach the
 * server (connection refused, DNS, connect timeout) or was refused with 429 before being acted on; anything
 * after sending (reset, timeout, 5xx) leaves its outcome unknown and is handed back to the caller.
 */
export function decideRetry(
  method: HttpMethod,
  error: AppError,
  counts: { transient: number; rateLimited: number },
  policy: RetryPolicy,
): RetryDecision {
  if (error.kind === 'cancelled' || error.kind === 'validation') return { retry: false };
  if (error.kind === 'rate_limited') {
    return counts.rateLimited < policy.maxRateLimitRetries
      ? { retry: true, reason: 'rate_limited' }
      : { retry: false };
  }
  if (counts.transient >= policy.maxRetries) return { retry: false };
  const transient =
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'http' && error.status !== undefined && (error.status >= 500 || error.status === 408));
  if (!transient) return { retry: false };
  if (isIdempotentMethod(method)) return { retry: true, reason: 'transient' };
  return error.outcome === 'not_sent' ? { retry: true, reason: 'transient' } : { retry: false };
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries from many
 * callers spread out without ever retrying at once.
 */
export function backoffDelay(retryIndex: number, random: () => number, policy: RetryPolicy): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retryIndex);
  return Math.round(step / 2 + random() * (step / 2));
}
