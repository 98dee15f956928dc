import type { FieldProblem } from '../../../shared/areas/mangoes/domain/draft';
import { mangoFields } from '../../../shared/areas/mangoes/domain/fields';
import type { AppError } from '../../../shared/errors';

/**
 * Whether a failed PATCH may have changed the Mango. A 4xx answer is a refusal made before any change
 * (rule 7); a lost connection after sending, a timeout, a 5xx or an unreadable 2xx leave it unknown.
 */
export function isAmbiguous(error: AppError): boolean {
  if (error.outcome === 'not_sent') return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'cancelled') return true;
  if (error.kind === 'unexpected_response') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}

/** Offline-like failures: the cached copy is the best answer for reads. */
export function isUnreachable(error: AppError): boolean {
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'offline' ||
    error.kind === 'rate_limited'
  );
}

export function isMangoGone(error: AppError): boolean {
  return error.errorCode === 'MANGO_NOT_FOUND' || (error.kind === 'http' && error.status === 404);
}

/** Puts a service refusal on the field it concerns, so the editor can show it there. */
export function problemsFor(error: AppError, sentPaths: readonly string[]): FieldProblem[] {
  const base = { message: error.message, ...(error.errorCode ? { errorCode: error.errorCode } : {}) };
  switch (error.errorCode) {
    case 'IMPACTED_COUPONS_FOUND':
      return [{ ...base, path: 'price', rule: 7 }];
    case 'REMOTE_MEDIA_TOO_MANY_ITEMS':
      return [{ ...base, path: 'coverContents' }];
    case 'MANGO_NOT_FOUND':
      return [{ ...base, path: '' }];
  }
  const issues = (error.details as { issues?: { path?: unknown; message?: unknown }[] } | undefined)?.issues;
  if (error.kind === 'validation' && Array.isArray(issues)) {
    return issues.map((issue) => ({
      path: typeof issue.path === 'string' ? issue.path : '',
      message: typeof issue.message === 'string' ? issue.message : error.message,
    }));
  }
  if (/seat limit/i.test(error.message)) return [{ ...base, path: 'access.seatLimit', rule: 7 }];
  // "Invalid request: access.startsAt cannot be changed": the longest field path the message names.
  const named = [...mangoFields]
    .sort((a, b) => b.path.length - a.path.length)
    .find((field) => sentPaths.includes(field.path) && error.message.includes(field.path));
  if (named)
    return [{ ...base, path: named.path, ...(/cannot be changed/i.test(error.message) ? { rule: 6 } : {}) }];
  return [{ ...base, path: '' }];
}
