import {
  errorStatusTexts,
  RATE_LIMIT_RETRY_SECONDS,
  type ErrorEnvelope,
  type ErrorStatus,
  type ServiceErrorCode,
} from '../../shared/contract/errors';

/** A refusal a handler throws; the server turns it into the spec's error envelope. */
export class SandboxHttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errorCode?: ServiceErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SandboxHttpError';
  }
}

export function errorEnvelope(status: ErrorStatus, message: string, errorCode?: string): ErrorEnvelope {
  const texts = errorStatusTexts[status];
  return {
    code: status,
    type: texts.type,
    statusMessage: texts.statusMessage,
    ...(errorCode ? { errorCode } : {}),
    message,
    result: message,
    success: false,
  };
}

export const badRequest = (message = 'Invalid request', errorCode?: ServiceErrorCode) =>
  new SandboxHttpError(400, message, errorCode);
export const unauthorized = () => new SandboxHttpError(401, 'Invalid token');
export const forbidden = (message: string, errorCode: ServiceErrorCode) =>
  new SandboxHttpError(403, message, errorCode);
export const notFound = (message: string, errorCode: ServiceErrorCode) =>
  new SandboxHttpError(404, message, errorCode);
export const conflict = (message: string, errorCode: ServiceErrorCode) =>
  new SandboxHttpError(409, message, errorCode);
export const tooManyRequests = () =>
  new SandboxHttpError(
    429,
    `Too many requests, please retry after ${RATE_LIMIT_RETRY_SECONDS} seconds`,
    undefined,
    {
      'retry-after': String(RATE_LIMIT_RETRY_SECONDS),
    },
  );
export const internalError = (message = 'Internal server error') => new SandboxHttpError(500, message);

export const notWhitelabel = () =>
  forbidden('This operation is only available for white-label hosts', 'WORKSHOP_MANGO_FORBIDDEN');
