/**
 * Error answers in the service's documented dialect (tests/fixtures/service-docs, conventions/errors.json and
 * the 4xx bodies of every reference page). The sandbox keeps its own copy on purpose: it stands in for a
 * service we do not own and must not answer from the client's schemas.
 */

/** The errorCodes the sandbox sends (the spec's error table, public-contracts.md, and the docs pages). */
export const SANDBOX_ERROR_CODES = [
  'WORKSHOP_INVALID_SCHEDULE',
  'REMOTE_MEDIA_TOO_MANY_ITEMS',
  'WORKSHOP_MANGO_FORBIDDEN',
  'CHANNEL_POST_ACCESS_FORBIDDEN',
  'MANGO_NOT_FOUND',
  'WORKSHOP_NOT_FOUND',
  'COURSE_NOT_FOUND',
  'CHANNEL_POST_CHANNEL_NOT_FOUND',
  'WORKSHOP_OVERLAP',
  'IMPACTED_COUPONS_FOUND',
  'MANGO_TITLE_RESERVED',
  'COURSE_DRM_NOT_ALLOWED',
  'WORKSHOP_NOT_EDITABLE',
  'WORKSHOP_SCHEDULE_LOCKED',
  // Subscription writes (subscription/*.json).
  'INVALID_AMOUNT',
  'SUBSCRIPTION_NOT_EXTERNAL',
  'MANGO_CREATOR_MISMATCH',
  'ORDER_NOT_SUPPORTED',
  'COURSE_USER_NOT_CREATOR',
  'MODULE_NOT_FOUND',
  'CHAPTER_NOT_FOUND',
  'CHAPTER_USER_ASSET_NOT_FOUND',
  'POST_USER_ASSET_NOT_FOUND',
] as const;
export type SandboxErrorCode = (typeof SANDBOX_ERROR_CODES)[number];

export type SandboxErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 429 | 500;

/** `type` and `statusMessage` per status. */
const STATUS_TEXTS: Record<SandboxErrorStatus, { type: string; statusMessage: string }> = {
  400: { type: 'Bad Request', statusMessage: 'BAD_REQUEST' },
  401: { type: 'Unauthorized', statusMessage: 'UNAUTHORIZED' },
  403: { type: 'Forbidden', statusMessage: 'FORBIDDEN' },
  404: { type: 'Not Found', statusMessage: 'NOT_FOUND' },
  405: { type: 'Method Not Allowed', statusMessage: 'METHOD_NOT_ALLOWED' },
  409: { type: 'Conflict', statusMessage: 'CONFLICT' },
  429: { type: 'Too Many Requests', statusMessage: 'TOO_MANY_REQUESTS' },
  500: { type: 'InternalServerError', statusMessage: 'INTERNAL_SERVER_ERROR' },
};

/** Seconds the spec advises waiting after a 429 (spec: Limits); sent only in the spec's 429 form. */
export const RETRY_AFTER_SECONDS = 10;

/**
 * How a 429 looks. `documented`: the body the docs' rate-limiting page shows, `{statusCode: 429, message,
 * success: false}`, and no Retry-After header. `spec`: the spec's error envelope with `Retry-After: 10`.
 */
export type RateLimitStyle = 'documented' | 'spec';

/** A refusal a handler throws; the server turns it into the documented error body. */
export class SandboxHttpError extends Error {
  constructor(
    readonly status: SandboxErrorStatus,
    message: string,
    readonly errorCode?: SandboxErrorCode,
  ) {
    super(message);
    this.name = 'SandboxHttpError';
  }
}

/**
 * Two documented forms. Generic errors, as on every reference page: `{code, type, statusMessage, message,
 * success: false}`, with the 400 `type` spelled "Bad request". Errors with an errorCode (the newer endpoints,
 * e.g. MANGO_NOT_FOUND, MANGO_TITLE_RESERVED, COURSE_NOT_FOUND): the same plus `errorCode` and `result`
 * (the message again), with "Bad Request".
 */
export function errorBody(status: SandboxErrorStatus, message: string, errorCode?: string) {
  const texts = STATUS_TEXTS[status];
  if (!errorCode) {
    return {
      code: status,
      type: status === 400 ? 'Bad request' : texts.type,
      statusMessage: texts.statusMessage,
      message,
      success: false,
    };
  }
  return {
    code: status,
    type: texts.type,
    statusMessage: texts.statusMessage,
    errorCode,
    message,
    result: message,
    success: false,
  };
}

/** The 429 answer (body and headers) in the chosen style. */
export function rateLimitedAnswer(style: RateLimitStyle): {
  body: unknown;
  headers: Record<string, string>;
} {
  if (style === 'documented') {
    return {
      body: { statusCode: 429, message: 'Too many requests, please try again later', success: false },
      headers: {},
    };
  }
  const message = `Too many requests, please retry after ${RETRY_AFTER_SECONDS} seconds`;
  const texts = STATUS_TEXTS[429];
  return {
    body: { code: 429, ...texts, message, result: message, success: false },
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  };
}

export const badRequest = (message = 'Invalid request', errorCode?: SandboxErrorCode) =>
  new SandboxHttpError(400, message, errorCode);
export const unauthorized = () => new SandboxHttpError(401, 'Invalid token');
export const forbidden = (message: string, errorCode: SandboxErrorCode) =>
  new SandboxHttpError(403, message, errorCode);
export const notFound = (message: string, errorCode: SandboxErrorCode) =>
  new SandboxHttpError(404, message, errorCode);
export const conflict = (message: string, errorCode: SandboxErrorCode) =>
  new SandboxHttpError(409, message, errorCode);
export const tooManyRequests = () => new SandboxHttpError(429, 'Too many requests');
export const internalError = (message = 'Internal server error') => new SandboxHttpError(500, message);

export const notWhitelabel = () =>
  forbidden('This operation is only available for white-label hosts', 'WORKSHOP_MANGO_FORBIDDEN');
