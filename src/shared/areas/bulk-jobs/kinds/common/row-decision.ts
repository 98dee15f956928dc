import type { MigrateUserEnvelope } from '../../../../contract/integration';
import { AppFailure, type AppError } from '../../../../errors';
import { composeMessage, CONTEXTS } from '../../../../messages';
import type { JournalEntry, RowOutcome } from '../../domain/journal';

/** What to do with a row after one request, decided from the answer or the client's typed error. */
export type RowDecision =
  | { kind: 'succeeded'; outcome: RowOutcome }
  | { kind: 'failed'; reason: string; code?: string; serverError: boolean }
  /**
   * Not processed by the service (429, or never sent): queue again. `halt`: nothing can be sent until the
   * person acts (the keychain is locked, a secret is missing): the job pauses at once with this reason.
   */
  | { kind: 'requeue'; reason: string; rateLimited: boolean; retryAfterMs?: number; halt?: string }
  /** May have reached the service with no answer recorded: never re-sent automatically. */
  | { kind: 'uncertain'; reason: string };

export function decideFromAnswer(envelope: MigrateUserEnvelope): RowDecision {
  const result = envelope.result;
  const status = result.status?.trim();
  const outcome: RowOutcome = {
    ...(result.orderId ? { orderId: result.orderId } : {}),
    ...(result.subscriptionId ? { subscriptionId: result.subscriptionId } : {}),
    ...(result.userId ? { userId: result.userId } : {}),
    ...(status ? { status } : {}),
  };
  if (!status || status.toLowerCase() === 'success') return { kind: 'succeeded', outcome };
  return {
    kind: 'failed',
    reason: result.errorMessage?.trim() || `The service answered with status "${status}" instead of success.`,
    serverError: false,
  };
}

/** The client's refusal to send without the profile's token or API key (api/headers.ts). */
export function isMissingSecret(error: AppError): boolean {
  const details = error.details as { missingSecret?: unknown } | undefined;
  return error.outcome === 'not_sent' && details?.missingSecret === true;
}

function retryAfter(error: AppError): number | undefined {
  const details = error.details as { retryAfterMs?: unknown } | undefined;
  return typeof details?.retryAfterMs === 'number' ? details.retryAfterMs : undefined;
}

/**
 * Error classes (security-and-reliability.md): 429 and unsent requests go back in the queue; an answer
 * from the service (400, the documented migrate-user 500 with its message) is a failure with its reason;
 * a reset, a timeout after sending, a gateway 5xx or an answer we cannot read leaves the outcome unknown.
 */
export function decideFromError(caught: unknown, what = 'whether the customer was added'): RowDecision {
  const error: AppError =
    caught instanceof AppFailure
      ? caught.error
      : { kind: 'internal', message: 'The request failed unexpectedly.', outcome: 'unknown' };
  if (error.kind === 'rate_limited') {
    const ms = retryAfter(error);
    return {
      kind: 'requeue',
      reason: 'The service asked to slow down (429); queued again.',
      rateLimited: true,
      ...(ms !== undefined ? { retryAfterMs: ms } : {}),
    };
  }
  if (error.kind === 'keychain_unavailable' || isMissingSecret(error)) {
    // Read before anything leaves: the request was never sent, and the next rows would meet the same.
    return {
      kind: 'requeue',
      reason: composeMessage({ context: CONTEXTS.notSent, cause: error.message }),
      rateLimited: false,
      halt: composeMessage({
        context: CONTEXTS.pausedBeforeSending,
        cause: error.message,
        advice: ['Nothing was sent for the rows still queued; resume when it is fixed.'],
      }),
    };
  }
  if (error.kind === 'validation') return { kind: 'failed', reason: error.message, serverError: false };
  if (error.outcome === 'not_sent') {
    return {
      kind: 'requeue',
      reason: composeMessage({ context: CONTEXTS.notSent, cause: error.message }),
      rateLimited: false,
    };
  }
  if (error.kind === 'http' && error.status !== undefined) {
    if (error.status === 500 || (error.status >= 400 && error.status < 500)) {
      return {
        kind: 'failed',
        reason: error.message,
        ...(error.errorCode ? { code: error.errorCode } : {}),
        serverError: error.status >= 500,
      };
    }
    return {
      kind: 'uncertain',
      reason: `${error.message} A gateway error does not say ${what}.`,
    };
  }
  return { kind: 'uncertain', reason: error.message };
}

/** The journal line that records a decision about row `r`. */
export function entryFor(decision: RowDecision, r: number, at: string): JournalEntry {
  switch (decision.kind) {
    case 'succeeded':
      return { t: 'succeeded', r, at, res: decision.outcome };
    case 'failed':
      return { t: 'failed', r, at, err: decision.reason, ...(decision.code ? { code: decision.code } : {}) };
    case 'uncertain':
      return { t: 'uncertain', r, at, err: decision.reason };
    case 'requeue':
      return { t: 'pending', r, at, why: decision.reason };
  }
}

/** Whether a decision continues a run of failures (which pauses the job), ends it, or leaves it be. */
export function streakEffect(decision: RowDecision): 'grow' | 'reset' {
  if (decision.kind === 'succeeded') return 'reset';
  if (decision.kind === 'failed') return decision.serverError ? 'grow' : 'reset';
  if (decision.kind === 'requeue') return decision.rateLimited ? 'reset' : 'grow';
  return 'grow';
}
