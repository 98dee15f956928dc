import { DateTime } from 'luxon';
import type { AppError } from '@shared/errors';
import { outcomeOfAnswer } from './answer-outcome';

export interface HttpErrorContext {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** A human label of the operation, e.g. "Update video call". */
  operationLabel?: string;
  /** True for operations whose contract is our assumption (public-contracts.md part B). */
  assumedRoute?: boolean;
  /** The zone the call is about, to show clash times the way the person entered them. */
  timeZone?: string;
  /** Host name for messages. */
  host?: string;
}

interface ParsedErrorBody {
  errorCode?: string;
  message?: string;
  details?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads both envelopes (spec `code`, docs `statusCode`) and anything else JSON-shaped; never throws. */
export function parseErrorBody(text: string): ParsedErrorBody {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(json)) return {};
  const errorCode = typeof json['errorCode'] === 'string' ? json['errorCode'] : undefined;
  const rawMessage =
    typeof json['message'] === 'string'
      ? json['message']
      : typeof json['result'] === 'string'
        ? json['result']
        : typeof json['error'] === 'string'
          ? json['error']
          : undefined;
  const details = json['details'] ?? json['overlapList'] ?? json['conflict'] ?? json['data'];
  return { errorCode, message: rawMessage?.slice(0, 500), details };
}

/** "IST", "EST", "EDT", "BST": the short name people know, else luxon's GMT+h:mm form. */
export function zoneLabel(time: DateTime): string {
  for (const locale of ['en-US', 'en-IN', 'en-GB']) {
    const name = time.setLocale(locale).offsetNameShort;
    if (name && !/^GMT[+-]/.test(name) && !/^UTC[+-]/.test(name)) return name;
  }
  return time.setLocale('en-US').offsetNameShort ?? time.toFormat('ZZ');
}

interface Clash {
  title?: string;
  fromTime?: string;
  toTime?: string;
}

function findClash(details: unknown): Clash | undefined {
  const candidates: unknown[] = Array.isArray(details) ? details : [details];
  for (const candidate of candidates) {
    if (!isRecord(candidate)) continue;
    const existing = isRecord(candidate['existingCall']) ? candidate['existingCall'] : candidate;
    const title = typeof existing['title'] === 'string' ? existing['title'] : undefined;
    const fromTime = typeof existing['fromTime'] === 'string' ? existing['fromTime'] : undefined;
    const toTime = typeof existing['toTime'] === 'string' ? existing['toTime'] : undefined;
    if (title || fromTime) return { title, fromTime, toTime };
    if (Array.isArray(candidate['overlapList'])) return findClash(candidate['overlapList']);
  }
  return undefined;
}

/** "The video call overlaps 'Morning Standup' (10:00 to 11:00 IST)" when the clash is known. */
export function overlapMessage(details: unknown, timeZone = 'Asia/Kolkata'): string | undefined {
  const clash = findClash(details);
  if (!clash) return undefined;
  const name = clash.title ? `'${clash.title}'` : 'another video call';
  if (!clash.fromTime) return `The video call overlaps ${name}.`;
  const from = DateTime.fromISO(clash.fromTime, { zone: timeZone });
  const to = clash.toTime ? DateTime.fromISO(clash.toTime, { zone: timeZone }) : undefined;
  if (!from.isValid) return `The video call overlaps ${name}.`;
  const range = to?.isValid ? `${from.toFormat('HH:mm')} to ${to.toFormat('HH:mm')}` : from.toFormat('HH:mm');
  return `The video call overlaps ${name} (${range} ${zoneLabel(from)}).`;
}

/** One plain sentence per errorCode of the spec, public-contracts.md and the docs pages. */
export const codeMessages: Readonly<Record<string, string>> = {
  WORKSHOP_INVALID_SCHEDULE:
    'The video call schedule cannot be used: check the duration (30 to 300 minutes), that the start is in the future, the end date and the repeat days.',
  REMOTE_MEDIA_TOO_MANY_ITEMS: 'Too many remote media items in one change: send at most 10 at a time.',
  WORKSHOP_MANGO_FORBIDDEN:
    'Not allowed: this account is not a white-label host, or a Mango in the request does not exist or belongs to another creator.',
  CHANNEL_POST_ACCESS_FORBIDDEN:
    'This member cannot see the channel: they have no active subscription or badge that grants access, or the channel is hidden.',
  MANGO_NOT_FOUND: 'The Mango was not found: it may have been deleted or belong to another creator.',
  WORKSHOP_NOT_FOUND: 'The video call was not found: it may have been deleted or belong to another creator.',
  COURSE_NOT_FOUND: 'The course was not found: it may have been deleted or belong to another creator.',
  CHANNEL_POST_CHANNEL_NOT_FOUND:
    'The channel was not found: it may be archived, or Community is not active for this creator.',
  WORKSHOP_OVERLAP: 'The video call overlaps another video call of this creator. Pick another time.',
  IMPACTED_COUPONS_FOUND:
    'Active coupons would exceed the new price of this Mango. Change or end those coupons first, or keep a higher price.',
  MANGO_TITLE_RESERVED: 'That Mango title is reserved. Choose another title.',
  COURSE_DRM_NOT_ALLOWED:
    'DRM is not enabled on this creator’s account, so it cannot be turned on for the course. Leave DRM off, or have DRM enabled for the account first.',
  WORKSHOP_NOT_EDITABLE: 'This video call can no longer be edited.',
  WORKSHOP_SCHEDULE_LOCKED:
    'The schedule of this video call is locked because a meeting link was already issued. Other fields can still be changed.',
  COURSE_USER_NOT_CREATOR:
    'This account has not completed creator onboarding, so it cannot create courses yet. Finish onboarding on the dashboard first.',
  MODULE_NOT_FOUND: 'The module was not found: it may have been deleted or belong to another creator.',
  CHAPTER_NOT_FOUND:
    'The chapter was not found: it may have been deleted already or belong to another creator.',
  CHAPTER_USER_ASSET_NOT_FOUND:
    'The chapter content must be a file already uploaded to TagMango (a TagMango CDN address). Upload the file first, then use its address.',
  // Subscription writes (subscription/*.json). "External" is how a subscription was made: through the API's
  // create-subscription ("Add a subscription", after a payment on the business's own gateway). Ones added by
  // migrate-user or the dashboard's "Add customer", and ones bought through the service's checkout, are not.
  INVALID_AMOUNT:
    'The amount must be more than zero for a paid Mango (and never negative). Type the amount the person paid.',
  SUBSCRIPTION_NOT_EXTERNAL:
    'The service revokes only subscriptions made through its API with “Add a subscription”. This one was made another way (a migration, “Add customer” on the dashboard, or the service’s own checkout), so it was not revoked.',
  ORDER_NOT_SUPPORTED:
    'The service refunds only orders made through its API with “Add a subscription”. This subscription’s order was made another way (the service’s own checkout, or it has none: a migration or a dashboard grant), so nothing was refunded. Refund a checkout payment from the service’s dashboard.',
  MANGO_CREATOR_MISMATCH:
    'That Mango belongs to another creator, so this profile cannot act on it. Pick one of this profile’s Mangoes.',
  POST_USER_ASSET_NOT_FOUND:
    'The image or video must be a file already uploaded to TagMango (a TagMango CDN address) of that type. Upload it first, then use its address.',
};

function statusMessage(status: number, serviceMessage: string | undefined, what: string): string {
  switch (status) {
    case 400:
      return serviceMessage && serviceMessage !== 'Invalid request'
        ? `The service refused ${what}: ${serviceMessage}`
        : `The service refused ${what} as invalid. If it uses Community, check that Community is enabled.`;
    case 401:
      return 'The access token was refused. Enter a new token on the profile screen.';
    case 403:
      return `Not allowed: the service refused ${what} for this account.`;
    case 404:
      return `Not found: ${what} refers to something that does not exist or belongs to another creator.`;
    case 408:
      return `The service timed out waiting for ${what} and did not process it. Send it again.`;
    case 409:
      return `The service refused ${what} because it conflicts with the current state.${serviceMessage ? ` ${serviceMessage}` : ''}`;
    default:
      if (status >= 500) {
        return `The service had an internal error (${status}) on ${what}.${serviceMessage ? ` It said: ${serviceMessage}` : ''}`;
      }
      return `The service answered ${status} to ${what}.${serviceMessage ? ` It said: ${serviceMessage}` : ''}`;
  }
}

/**
 * Turns an HTTP error answer into one typed error with a sentence a person can act on. 429 is handled by
 * the rate limiter before it gets here, but is mapped too so an exhausted retry still reads well.
 */
export function mapHttpError(context: HttpErrorContext): AppError {
  const { status } = context;
  const body = parseErrorBody(context.text);
  const what = context.operationLabel ? `“${context.operationLabel}”` : 'the request';
  const outcome = outcomeOfAnswer(status);
  if (status === 429) {
    return {
      kind: 'rate_limited',
      status,
      message: 'The service is limiting requests. Wait a few seconds and try again.',
      retryable: true,
      outcome,
      // The documented 429 body is `{statusCode: 429, message, success: false}`; keep its words.
      ...(body.message ? { details: { serviceMessage: body.message } } : {}),
    };
  }
  if ((status === 404 || status === 405) && context.assumedRoute && !body.errorCode) {
    return {
      kind: 'http',
      status,
      errorCode: 'NOT_AVAILABLE_ON_HOST',
      message: `${context.operationLabel ?? 'This operation'} is not available on this host.`,
      retryable: false,
      outcome,
    };
  }
  let message: string | undefined;
  if (body.errorCode === 'WORKSHOP_OVERLAP') message = overlapMessage(body.details, context.timeZone);
  if (!message && body.errorCode === 'WORKSHOP_NOT_EDITABLE' && body.message) {
    // The assumed contract puts notEditableReason in the message: it already explains which rule applies.
    message = `This video call can no longer be edited: ${body.message}`;
  }
  message ??= body.errorCode ? codeMessages[body.errorCode] : undefined;
  message ??= statusMessage(status, body.message, what);
  return {
    kind: 'http',
    status,
    ...(body.errorCode ? { errorCode: body.errorCode } : {}),
    message,
    // 408: the service gave up waiting for the request and did not process it, so sending again is safe.
    retryable: status >= 500 || status === 408,
    outcome,
    ...overlapOrServiceDetails(body),
  };
}

/**
 * The overlap list for WORKSHOP_OVERLAP (absent: the client asks check-availability to name the clash);
 * otherwise the service's own words (which schedule rule, which field) for screens that place the error.
 */
function overlapOrServiceDetails(body: ReturnType<typeof parseErrorBody>): { details?: unknown } {
  if (body.errorCode === 'WORKSHOP_OVERLAP')
    return body.details !== undefined ? { details: body.details } : {};
  return body.message ? { details: { serviceMessage: body.message } } : {};
}
