import type { WriteOutcome } from '@shared/errors';

/**
 * What an HTTP error answer proves about the request: the ONE rule (security-and-reliability.md, "Error
 * classes"). 408 and 429 were not processed (safe to send again). Every other 4xx is the service's
 * decision not to do it, with or without an errorCode: definite, nothing changed. A 5xx is unknown: the
 * work may have been done before the failure, and no documented 500 says otherwise (migrate-user's one
 * documented failure says only "Something went wrong"). Lost answers, resets and timeouts never get here:
 * the transport classifies them (network-errors.ts), as unknown.
 */
export function outcomeOfAnswer(status: number): WriteOutcome {
  if (status === 408 || status === 429) return 'not_sent';
  if (status >= 400 && status < 500) return 'refused';
  return 'unknown';
}
