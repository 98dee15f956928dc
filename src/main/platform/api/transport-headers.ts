import { AppFailure } from '@shared/errors';

/** RFC 9110 token (a header name) and field value as undici checks them, so undici never refuses one. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const BAD_HEADER_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

/**
 * Refuses, before undici sees them, headers undici would reject. undici 7 reports such a request through the
 * handler's onError but its Client.dispatch() then returns false, which the Pool reads as "this connection is
 * busy, wait for drain": no request is queued, so drain never comes and the connection is lost for good.
 * Each refused request cost one connection of the origin's pool until every call to the host hung.
 */
export function checkHeaders(headers: Record<string, string> | undefined): void {
  if (!headers) return;
  for (const name in headers) {
    const value = headers[name];
    const bad = !HEADER_NAME.test(name)
      ? `the header name "${name.slice(0, 40).replace(/[^\x20-\x7e]/g, '?')}" is not valid`
      : typeof value !== 'string' || BAD_HEADER_VALUE.test(value)
        ? `the ${name} header has a character that cannot be sent`
        : undefined;
    if (bad) {
      throw new AppFailure({
        kind: 'validation',
        message: `The request could not be sent: ${bad}. Nothing was sent.`,
        retryable: false,
        outcome: 'not_sent',
      });
    }
  }
}

/** undici's response headers as one lower-case name to one string (repeated values comma-joined). */
export function flattenHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
