import { expect } from 'vitest';
import { operations, type OperationName } from '@shared/contract/operations';
import type { AppError } from '@shared/errors';
import {
  call,
  coveredEntries,
  invokeRequest,
  replayClient,
  type ReplayServer,
} from '../../helpers/docs-replay';
import type { DocsOperation, DocsResponse } from '../../helpers/service-docs';
import { obj } from './screen-values/common';

/*
 * How docs-corpus-responses.test.ts and docs-corpus-conventions.test.ts replay a documented answer through the
 * client, and what a documented error must map to.
 */

/**
 * A documented lookup request sends no query at all, which the console refuses (email or phone is a real
 * service rule, stated on the same page); responses are replayed with a request the console does send.
 */
const requestFor: Partial<Record<OperationName, { query?: Record<string, unknown>; body?: unknown }>> = {
  lookupUser: { query: { email: 'john.doe@example.com' } },
  // The subscription pages' curl examples send {} (grant, revoke) or only the action (refund); the console
  // always names the subscription.
  grantSubscription: { body: { subscriptionId: '66a1390268a76f2f5c9f39a3' } },
  revokeSubscription: { body: { subscriptionId: '66a1390268a76f2f5c9f39a3' } },
  refundSubscription: { body: { action: 'initiate', subscriptionId: '66a1390268a76f2f5c9f39a3' } },
  // The webhook pages print placeholders ("<your webhook url>"): a real subscription stands in.
  subscribeWebhook: { body: { hookUrl: 'https://hooks.example.com/tagmango', event: 'course.completed' } },
  subscribeWebhookLegacy: {
    body: { hookUrl: 'https://hooks.example.com/tagmango', event: 'course.completed' },
  },
  // The docs' curl sends only mangoId, against the page's own rule (userId or userEmail is required).
  revokeUser: { body: { mangoId: '66d0493aa0d85045eefbea89', userEmail: 'john@example.com' } },
};

function requestOf(op: DocsOperation) {
  const request = invokeRequest(op, op.requests[0]);
  const override = requestFor[op.consoleOperation as OperationName];
  return override ? { ...request, ...override } : request;
}

export const isSuccess = (r: DocsResponse) => r.status !== null && r.status >= 200 && r.status < 300;
export const isError = (r: DocsResponse) => r.status !== null && r.status >= 400;

/** Documented statuses that are replayed; a status the docs do not state (an "Empty" third body) is not. */
export function replayed(op: DocsOperation): DocsResponse[] {
  return op.responses.filter((r) => isSuccess(r) || isError(r));
}

/** The corpus entries of console operations (each with its documented requests and answers). */
export const entries = coveredEntries();

/** The client's result for `op` when the service answers `status` with `body`. */
export async function replayAnswer(replay: ReplayServer, op: DocsOperation, status: number, body: unknown) {
  replay.answer({ status, body });
  const client = replayClient(replay.server.url);
  try {
    return await call(client, op.consoleOperation as OperationName, requestOf(op));
  } finally {
    await client.close();
  }
}

/** The error a documented error body must map to: kind and status, errorCode, and the service's words. */
export function expectMapped(error: AppError, status: number, body: unknown, name: OperationName): void {
  if (status === 429) {
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryable: true, outcome: 'not_sent' });
    // No Retry-After is documented: the pause is the advised 10 s (plus at most 1 s of jitter).
    const retryAfterMs = obj(error.details)['retryAfterMs'] as number;
    expect(retryAfterMs).toBeGreaterThanOrEqual(10_000);
    expect(retryAfterMs).toBeLessThanOrEqual(11_000);
  } else {
    // The docs advise retrying 5xx; a write whose outcome is unknown is never offered as "retry" (the person
    // checks first), so only reads are retryable.
    const read = operations[name].method === 'GET';
    expect(error).toMatchObject({ kind: 'http', status, retryable: status >= 500 && read });
  }
  const documented = obj(body);
  if (typeof documented['errorCode'] === 'string') expect(error.errorCode).toBe(documented['errorCode']);
  else expect(error.errorCode).toBeUndefined();
  expect(error.message.length).toBeGreaterThan(10);
  if (typeof documented['message'] === 'string' && !documented['errorCode']) {
    // The service's own sentence reaches the error: in the message or as details.serviceMessage.
    const said = [error.message, obj(error.details ?? {})['serviceMessage']];
    expect(said).toContainEqual(expect.stringContaining(documented['message']));
  }
}
