import type { ActivityEntry } from '@shared/areas/activity/channels';
import { ADD_SECRET_IN_PROFILES, saysAlready } from '@shared/messages';

const statusText: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'Done',
  400: 'Refused: bad request',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  422: 'Refused',
  429: 'Too many requests',
  500: 'Service error',
  502: 'Service unreachable',
  503: 'Service unavailable',
  504: 'Service timed out',
};

const kindText: Readonly<Record<string, string>> = {
  network: 'No answer',
  timeout: 'Timed out',
  cancelled: 'Cancelled',
  validation: 'Not sent: invalid input',
  unexpected_response: 'Unexpected answer',
  rate_limited: 'Too many requests',
  offline: 'Offline',
  internal: 'Failed in the console',
};

export interface CallStatus {
  /** "404 Not found", "No answer": the whole status, never cut. */
  label: string;
  color: string;
  /** What a person should know beyond the status (expected, not sent, outcome unknown). */
  note?: string;
}

/** An HTTP status in words ("404 Not found"); a class name for statuses without their own words. */
export function httpStatusLabel(status: number): string {
  const words =
    statusText[status] ??
    (status >= 500 ? 'Service error' : status >= 400 ? 'Refused' : status >= 300 ? 'Redirected' : 'OK');
  return `${status} ${words}`;
}

export const EXPECTED_NOT_FOUND =
  'Expected: not found means not yet a customer. The migration check asked whether this person is already a customer; they are not, so their row is sent as new.';

/** How a recorded call went, in words and a colour, with what it means for the person's data. */
export function callStatus(entry: ActivityEntry): CallStatus {
  if (entry.missingSecret) {
    // Not an input to fix on some screen: the profile lacks a credential, and Profiles is where it goes.
    return { label: `Not sent: no ${entry.missingSecret}`, color: 'red', note: ADD_SECRET_IN_PROFILES };
  }
  const note =
    entry.expected === 'not-found'
      ? 'Expected: not yet a customer'
      : entry.outcome === 'not_sent'
        ? 'Not sent: nothing reached the service'
        : entry.outcome === 'unknown'
          ? 'Outcome unknown: check before sending again'
          : undefined;
  // "Not sent: invalid input" needs no second "Not sent".
  const withNote = (label: string, color: string): CallStatus =>
    note && !saysAlready(label, note.split(':')[0]!) ? { label, color, note } : { label, color };
  if (entry.status === undefined) {
    const label = entry.errorKind ? (kindText[entry.errorKind] ?? 'Failed') : 'No status';
    return withNote(label, entry.errorKind ? 'red' : 'gray');
  }
  const label = httpStatusLabel(entry.status);
  if (entry.expected) return withNote(label, 'gray');
  if (entry.status === 429) return withNote(label, 'orange');
  if (entry.status >= 500) return withNote(label, 'red');
  if (entry.status >= 400) return withNote(label, 'yellow');
  return withNote(label, 'teal');
}

/**
 * The recorded message as the call's detail shows it under its status: a "Not sent: " the status already
 * says is not said again ("Not sent: no access token", then "This profile has no access token. …").
 */
export function detailMessage(
  entry: ActivityEntry,
  status: CallStatus = callStatus(entry),
): string | undefined {
  const message = entry.message;
  if (!message || !/^Not sent\b/.test(status.label) || !message.startsWith('Not sent: ')) return message;
  const rest = message.slice('Not sent: '.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** "1 attempt", "3 attempts (2 retries)". */
export function attemptsText(attempts: number): string {
  if (attempts <= 1) return attempts === 1 ? '1 attempt' : 'Not sent';
  const retries = attempts - 1;
  return `${attempts} attempts (${retries} ${retries === 1 ? 'retry' : 'retries'})`;
}

/** The request as recorded: method, path and the already-redacted query. */
export function requestLine(entry: ActivityEntry): string {
  const query = entry.query ? `?${new URLSearchParams(entry.query).toString()}` : '';
  return `${entry.method} ${entry.path}${query}`;
}
