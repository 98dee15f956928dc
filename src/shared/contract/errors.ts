import { z } from 'zod';

/** The errorCodes the spec's error table names, plus the ones public-contracts.md assumes or documents. */
export const serviceErrorCodes = [
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
  // public-contracts.md
  'MANGO_TITLE_RESERVED',
  'COURSE_DRM_NOT_ALLOWED',
  'WORKSHOP_NOT_EDITABLE',
  'WORKSHOP_SCHEDULE_LOCKED',
] as const;
export const ServiceErrorCode = z.enum(serviceErrorCodes);
export type ServiceErrorCode = z.infer<typeof ServiceErrorCode>;

/** `type` and `statusMessage` per HTTP status, as in the spec's error table. */
export const errorStatusTexts = {
  400: { type: 'Bad Request', statusMessage: 'BAD_REQUEST' },
  401: { type: 'Unauthorized', statusMessage: 'UNAUTHORIZED' },
  403: { type: 'Forbidden', statusMessage: 'FORBIDDEN' },
  404: { type: 'Not Found', statusMessage: 'NOT_FOUND' },
  409: { type: 'Conflict', statusMessage: 'CONFLICT' },
  429: { type: 'Too Many Requests', statusMessage: 'TOO_MANY_REQUESTS' },
  500: { type: 'InternalServerError', statusMessage: 'INTERNAL_SERVER_ERROR' },
} as const;
export type ErrorStatus = keyof typeof errorStatusTexts;

/** Seconds the service advises waiting after a 429 (spec: Limits). */
export const RATE_LIMIT_RETRY_SECONDS = 10;

/**
 * The common error envelope: `code` equals the HTTP status, `result` repeats `message`, `errorCode` only for
 * some errors.
 */
export const ErrorEnvelope = z.looseObject({
  code: z.number().int(),
  type: z.string(),
  statusMessage: z.string(),
  errorCode: z.string().optional(),
  message: z.string(),
  result: z.string().nullable().optional(),
  success: z.literal(false),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** The 429 body the public docs show: key `statusCode`, not `code`. */
export const RateLimitStatusCodeBody = z.looseObject({
  statusCode: z.literal(429),
  message: z.string(),
  success: z.literal(false),
});
export type RateLimitStatusCodeBody = z.infer<typeof RateLimitStatusCodeBody>;

/** migrate-user failure: `{code: 500, type, message, result: null}` (spec: Errors, last row). */
export const MigrateUserFailure = z.looseObject({
  code: z.literal(500),
  type: z.string(),
  message: z.string(),
  result: z.null(),
});
export type MigrateUserFailure = z.infer<typeof MigrateUserFailure>;

/** Any error body the service may answer with; the client narrows on the keys present. */
export const AnyErrorBody = z.union([ErrorEnvelope, RateLimitStatusCodeBody, MigrateUserFailure]);
export type AnyErrorBody = z.infer<typeof AnyErrorBody>;
