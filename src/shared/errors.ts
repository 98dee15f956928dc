import { z } from 'zod';

/**
 * Every failure that crosses a boundary (bridge, HTTP client, storage) is one of these kinds, so the UI
 * can act on the kind and show the message as it is. Messages are for people and never carry a secret or
 * a stack trace.
 */
export const errorKinds = [
  'validation',
  'http',
  'rate_limited',
  'network',
  'timeout',
  'cancelled',
  'unexpected_response',
  'not_found',
  'conflict',
  'keychain_unavailable',
  'forbidden_sender',
  'unknown_channel',
  'offline',
  /** The data directory refused a read or write (disk full, read-only, permission): the message says which. */
  'storage',
  'internal',
] as const;

export const ErrorKind = z.enum(errorKinds);
export type ErrorKind = z.infer<typeof ErrorKind>;

/**
 * What a failed write did on the service. `not_sent`: the request never reached it, or it was not processed
 * (429, 408), so sending again is safe. `refused`: the service answered that it did not do it (any other
 * 4xx, with or without an errorCode): definite, nothing changed. `unknown`: it may have been done (a lost
 * answer, a reset or timeout after sending, a 5xx): check before sending again.
 */
export const WriteOutcome = z.enum(['not_sent', 'refused', 'unknown']);
export type WriteOutcome = z.infer<typeof WriteOutcome>;

export const AppError = z.object({
  kind: ErrorKind,
  message: z.string(),
  errorCode: z.string().optional(),
  status: z.number().int().optional(),
  retryable: z.boolean().optional(),
  /** For writes: see WriteOutcome. */
  outcome: WriteOutcome.optional(),
  details: z.unknown().optional(),
});
export type AppError = z.infer<typeof AppError>;

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(error: AppError): Result<T> {
  return { ok: false, error };
}

/** An error a service throws on purpose; the bridge turns it into its AppError value unchanged. */
export class AppFailure extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
    this.name = 'AppFailure';
  }
}

export function appFailure(kind: ErrorKind, message: string, extra: Partial<AppError> = {}): AppFailure {
  return new AppFailure({ ...extra, kind, message });
}

/** Flattens a zod error into field-level issues a form can place next to its inputs. */
export function validationError(error: z.ZodError, prefix = 'Invalid input'): AppError {
  const issues = error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  const message = first ? `${prefix}: ${first.path ? `${first.path}: ` : ''}${first.message}` : prefix;
  return { kind: 'validation', message: message.slice(0, 500), details: { issues } };
}
