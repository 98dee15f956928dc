import { DateTime } from 'luxon';
import { AppFailure } from '@shared/errors';
import { missingSecretMessage, type ProfileSecretName } from '@shared/messages';
import { secretCharacterProblem, type Profile } from '@shared/profile';

/** Which credentials and extra headers an operation needs (spec: Authentication). */
export type OperationFamily = 'bearer' | 'workshop' | 'integration';

export interface Secrets {
  accessToken?: string;
  apiKey?: string;
}

export interface HeaderContext {
  profile: Pick<Profile, 'whitelabelHost'>;
  secrets: Secrets;
  /** Workshop family only: the IANA zone the call is about and the instant concerned. */
  timeZone?: string;
  instant?: Date;
}

const USER_AGENT = 'CreatorConsole/0.1 (+undici)';

/**
 * Minutes east of UTC for `zone` at `instant`, as `x-timezone-offset` wants it (India 330, New York -300 in
 * winter and -240 in summer). Note `Date#getTimezoneOffset()` has the opposite sign and the machine's zone,
 * which is why we never use it.
 */
export function timezoneOffsetMinutes(zone: string, instant: Date): number {
  const local = DateTime.fromJSDate(instant, { zone });
  if (!local.isValid) {
    throw new AppFailure({
      kind: 'validation',
      message: `Unknown time zone "${zone.slice(0, 64)}". Use an IANA name such as Asia/Kolkata.`,
    });
  }
  return local.offset;
}

/**
 * The instant a schedule is about: the local start date and time in its zone. Falls back to `fallback` when
 * the fields are missing or do not form a real local time, so the header is still the zone's current offset.
 */
export function scheduleInstant(
  startDate: string | undefined,
  fromTime: string | undefined,
  zone: string,
  fallback: Date,
): Date {
  if (!startDate) return fallback;
  const local = DateTime.fromISO(`${startDate}T${fromTime ?? '00:00'}`, { zone });
  return local.isValid ? local.toJSDate() : fallback;
}

function missingSecret(what: ProfileSecretName): AppFailure {
  return new AppFailure({
    kind: 'validation',
    message: missingSecretMessage(what),
    retryable: false,
    outcome: 'not_sent',
    // Screens and the activity log name the missing credential from here, not from the words.
    details: { missingSecret: true, secret: what },
  });
}

/**
 * A stored secret that cannot go in a header (saved by an older version that only refused whitespace): refused
 * here, before undici sees it, with the same words as the profile screen. Nothing is sent.
 */
function checkSecret(value: string, what: 'access token' | 'API key'): string {
  const problem = secretCharacterProblem(value, `The stored ${what}`);
  if (problem) {
    throw new AppFailure({
      kind: 'validation',
      message: `${problem.replace(/\.$/, '')} on the profile screen. Nothing was sent.`,
      retryable: false,
      outcome: 'not_sent',
    });
  }
  return value;
}

/** Builds the exact header set for a family. Throws a `validation` failure when a credential is missing. */
export function buildHeaders(family: OperationFamily, context: HeaderContext): Record<string, string> {
  if (family === 'integration') {
    // Integration calls carry only the API key: never the bearer token or the white-label host.
    const apiKey = context.secrets.apiKey;
    if (!apiKey) throw missingSecret('API key');
    return {
      accept: 'application/json',
      'user-agent': USER_AGENT,
      'x-api-key': checkSecret(apiKey, 'API key'),
      'content-type': 'application/json',
    };
  }
  const token = context.secrets.accessToken;
  if (!token) throw missingSecret('access token');
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-agent': USER_AGENT,
    authorization: `Bearer ${checkSecret(token, 'access token')}`,
    'x-whitelabel-host': context.profile.whitelabelHost,
  };
  if (family === 'workshop') {
    const zone = context.timeZone ?? 'Asia/Kolkata';
    headers['x-timezone-offset'] = String(timezoneOffsetMinutes(zone, context.instant ?? new Date()));
  }
  return headers;
}

/** Header names whose values are secrets; the activity log and error details never carry them. */
export const secretHeaderNames = new Set(['authorization', 'x-api-key', 'cookie', 'set-cookie']);
