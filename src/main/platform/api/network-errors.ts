import { AppFailure, type AppError } from '@shared/errors';
import { ADVICE } from '@shared/messages';

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  const cause = (error as { cause?: unknown }).cause;
  return cause && cause !== error ? errorCode(cause) : undefined;
}

/** Said of a write whose request may have reached the server; `wordedForRead` replaces it for reads. */
export const MAY_HAVE_BEEN_PROCESSED = ADVICE.mayHaveBeenProcessed;
const SAFE_TO_RETRY = 'Nothing was changed by this read; it is safe to retry.';

/** The transport does not know the method: a failed GET changed nothing, so its message says so. */
export function wordedForRead(error: AppError): AppError {
  if (error.outcome === 'refused') {
    // A refused read changed nothing either; "refused" is said of writes only.
    const { outcome: _refused, ...rest } = error;
    return rest;
  }
  if (!error.message.includes(MAY_HAVE_BEEN_PROCESSED)) return error;
  // "Outcome unknown" is about a change that may have happened: a read has none, so the screens must not
  // warn that it "may have reached the service".
  const { outcome: _outcome, ...rest } = error;
  return { ...rest, message: error.message.replace(MAY_HAVE_BEEN_PROCESSED, SAFE_TO_RETRY) };
}

export const NOT_SENT_NETWORK = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

/** undici or Node refused the request while building it: nothing reached the socket. */
export const REFUSED_BEFORE_SENDING = new Set([
  'UND_ERR_INVALID_ARG',
  'UND_ERR_NOT_SUPPORTED',
  'ERR_INVALID_CHAR',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_INVALID_ARG_TYPE',
  'ERR_INVALID_ARG_VALUE',
]);

/**
 * Classifies a failure of the socket layer. What matters for writes is whether the request may have reached
 * the server: a refused or unresolved connection never did; a reset or a timeout after sending might have.
 */
export function classifyTransportError(
  error: unknown,
  signal: AbortSignal | undefined,
  host: string,
): AppError {
  if (error instanceof AppFailure) return error.error;
  const code = errorCode(error);
  const name = error instanceof Error ? error.name : '';
  if (signal?.aborted || name === 'AbortError' || code === 'UND_ERR_ABORTED' || code === 'UND_ERR_ABORT') {
    return { kind: 'cancelled', message: 'The request was cancelled.', retryable: false, outcome: 'unknown' };
  }
  if (code && REFUSED_BEFORE_SENDING.has(code)) {
    return {
      kind: 'validation',
      message: `The request to ${host} could not be built (an invalid header or argument), so nothing was sent. If a token or key was pasted recently, paste it again.`,
      retryable: false,
      outcome: 'not_sent',
      details: { code },
    };
  }
  if (code && NOT_SENT_NETWORK.has(code)) {
    const message =
      code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? `The host ${host} could not be found. ${ADVICE.checkAddress}`
        : `Could not connect to ${host}. ${ADVICE.checkAddress}`;
    return { kind: 'network', message, retryable: true, outcome: 'not_sent', details: { code } };
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT') {
    return {
      kind: 'timeout',
      message: `Connecting to ${host} took too long. The host may be unreachable.`,
      retryable: true,
      outcome: 'not_sent',
      details: { code },
    };
  }
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return {
      kind: 'timeout',
      message: `The service at ${host} did not answer in time. ${MAY_HAVE_BEEN_PROCESSED}`,
      retryable: true,
      outcome: 'unknown',
      details: { code },
    };
  }
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') {
    return {
      kind: 'unexpected_response',
      message: 'The service sent a response that is too large.',
      outcome: 'unknown',
    };
  }
  // Resets, closed sockets, broken pipes, parser errors: the request was (or may have been) on the wire.
  return {
    kind: 'network',
    message: `The connection to ${host} was lost before the answer arrived. ${MAY_HAVE_BEEN_PROCESSED}`,
    retryable: true,
    outcome: 'unknown',
    details: code ? { code } : undefined,
  };
}
