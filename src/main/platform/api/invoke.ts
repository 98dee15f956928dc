import { z } from 'zod';
import { AppFailure, validationError, type AppError } from '@shared/errors';
import { ObjectId } from '@shared/contract/common';
import { missingSecretOf } from '@shared/messages';
import { buildPath, operations, pathParams, type OperationName } from '@shared/contract/operations';
import type { Profile } from '@shared/profile';
import type { Clock } from './clock';
import { mapHttpError } from './errors';
import { wordedForRead } from './network-errors';
import { buildHeaders, type Secrets } from './headers';
import { DEFAULT_RETRY_AFTER_MS, parseRetryAfter, type RateLimiter } from './rate-limit';
import { parseBody } from './response';
import { createScrubberCache, scrubAnswer, scrubSecrets } from './secret-scrub';
import { backoffDelay, decideRetry, type RetryPolicy } from './retry';
import type { Transport, TransportResponse } from './transport';
import type { QueryValue } from './transport-target';
import type {
  CallOptions,
  CallOutcomes,
  CallRecorder,
  Invoke,
  InvokeContext,
  OperationOutput,
  OperationRequest,
  ServiceTimeObserver,
} from './types';

export interface InvokerDeps {
  profile: Pick<Profile, 'id' | 'baseUrl' | 'whitelabelHost'>;
  getSecrets: () => Promise<Secrets>;
  transport: Transport;
  limiter: RateLimiter;
  clock: Clock;
  retryPolicy: RetryPolicy;
  defaultTimeZone: string;
  activityLog?: CallRecorder;
  connectivity?: CallOutcomes;
  serviceTime?: ServiceTimeObserver;
}

const labels = new Map<string, string>();

/** "createVideoCall" -> "Create video call", for messages (computed once per operation). */
export function operationLabel(name: string): string {
  let label = labels.get(name);
  if (label === undefined) {
    const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
    label = words.charAt(0).toUpperCase() + words.slice(1);
    labels.set(name, label);
  }
  return label;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toQuery(value: unknown): Record<string, QueryValue> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, QueryValue> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item instanceof Date) out[key] = item.toISOString();
    else if (Array.isArray(item)) out[key] = item.map((part) => String(part));
    else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
      out[key] = item;
  }
  return out;
}

/** The query as the activity log keeps it: strings only (secret keys are redacted by the log). */
function queryForLog(query: Record<string, QueryValue> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function validateInput<N extends OperationName>(
  name: N,
  request: OperationRequest<N>,
): {
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
} {
  const descriptor = operations[name];
  const params: Record<string, string> = {};
  const given = (request.params ?? {}) as Record<string, unknown>;
  for (const param of pathParams(descriptor.path)) {
    const value = given[param];
    if (typeof value !== 'string' || !ObjectId.safeParse(value).success) {
      throw new AppFailure({
        kind: 'validation',
        message: `${param} must be a 24-character hexadecimal id.`,
        outcome: 'not_sent',
        details: { issues: [{ path: param, message: 'Not a 24-character hexadecimal id' }] },
      });
    }
    params[param] = value;
  }
  const parse = (schema: z.ZodType | undefined, value: unknown, what: string): unknown => {
    if (!schema) return undefined;
    const parsed = schema.safeParse(value ?? (what === 'query' ? {} : undefined));
    if (!parsed.success) {
      throw new AppFailure({ ...validationError(parsed.error, `Invalid ${what}`), outcome: 'not_sent' });
    }
    return parsed.data;
  };
  const query = 'query' in descriptor ? toQuery(parse(descriptor.query, request.query, 'query')) : undefined;
  const body = 'body' in descriptor ? parse(descriptor.body, request.body, 'request') : undefined;
  return { path: buildPath(descriptor.path, params), query, body };
}

/**
 * The one place a call goes through: validate, build headers, wait for the limiter, send, map the answer,
 * retry when that is safe, parse, and record the call in the activity log.
 */
export function createInvoker(deps: InvokerDeps): Invoke {
  const host = new URL(deps.profile.baseUrl).origin;
  const scrubberFor = createScrubberCache();

  async function invoke<N extends OperationName>(
    name: N,
    request: OperationRequest<N>,
    options: CallOptions = {},
    context: InvokeContext = {},
  ): Promise<OperationOutput<N>> {
    const descriptor = operations[name];
    const label = operationLabel(name);
    const started = deps.clock.now();
    let attempts = 0;
    let lastStatus: number | undefined;
    let logPath: string = descriptor.path;
    let query: Record<string, QueryValue> | undefined;
    let secrets: Secrets = {};
    const counts = { transient: 0, rateLimited: 0 };
    let deleteMayHaveLanded = false;
    const timeZone = context.timeZone ?? options.timeZone ?? deps.defaultTimeZone;

    /** Queues the activity-log line; the call does not wait for the disk. */
    const record = (error?: AppError): void => {
      if (!deps.activityLog) return;
      const logQuery = queryForLog(query);
      void deps.activityLog.record({
        time: new Date(started).toISOString(),
        profileId: deps.profile.id,
        operation: name,
        method: descriptor.method,
        path: logPath,
        ...(logQuery ? { query: logQuery } : {}),
        ...(lastStatus !== undefined ? { status: lastStatus } : {}),
        ...(error ? { errorKind: error.kind } : {}),
        ...(error?.errorCode ? { errorCode: error.errorCode } : {}),
        ...(error?.outcome ? { outcome: error.outcome } : {}),
        ...(error && missingSecretOf(error) ? { missingSecret: missingSecretOf(error) } : {}),
        ...(error ? { message: error.message.slice(0, 1000) } : {}),
        ...(options.expected === 'not-found' && lastStatus === 404 ? { expected: 'not-found' as const } : {}),
        durationMs: Math.max(0, deps.clock.now() - started),
        attempts,
      });
    };

    type Attempt = { failed: false; value: OperationOutput<N> } | { failed: true; error: AppError };
    let input: ReturnType<typeof validateInput> | undefined;
    let headers: Record<string, string> = {};

    /** One request on the wire: its parsed value, or the error it maps to (and connectivity updated). */
    const attempt = async (): Promise<Attempt> => {
      if (!input) throw new Error('attempt before validation');
      let response: TransportResponse;
      const sentAt = deps.clock.now();
      try {
        response = await deps.transport.request({
          method: descriptor.method,
          baseUrl: deps.profile.baseUrl,
          path: input.path,
          query: input.query,
          headers,
          body: input.body,
          timeouts: options.timeouts,
          signal: options.signal,
        });
      } catch (caught) {
        const error: AppError =
          caught instanceof AppFailure ? caught.error : { kind: 'network', message: `${label} failed.` };
        if (error.kind === 'http' && error.status) lastStatus = error.status;
        if (error.kind === 'network' || error.kind === 'timeout') {
          const worded = descriptor.method === 'GET' ? wordedForRead(error) : error;
          deps.connectivity?.reportFailure(deps.profile.id, worded.message, {
            operation: name,
            kind: error.kind,
            sent: error.outcome !== 'not_sent',
          });
        }
        return { failed: true, error };
      }
      // Every answer is scrubbed of the profile's own secrets here, before anything reads it (success and error
      // bodies, headers), so what is parsed, journalled, exported, logged or shown is clean by construction.
      response = scrubAnswer(response, scrubberFor(secrets));
      lastStatus = response.status;
      deps.connectivity?.reportAnswer(deps.profile.id, name, response.status);
      const serverDate = Date.parse(response.headers['date'] ?? '');
      if (Number.isFinite(serverDate))
        deps.serviceTime?.observe(deps.profile.id, { serverDate, sentAt, receivedAt: deps.clock.now() });
      if (response.status >= 200 && response.status < 300) {
        return {
          failed: false,
          value: parseBody(descriptor.response, response.text, label) as OperationOutput<N>,
        };
      }
      const error = mapHttpError({
        status: response.status,
        headers: response.headers,
        text: response.text,
        operationLabel: label,
        assumedRoute: 'assumed' in descriptor && descriptor.assumed === true,
        timeZone,
      });
      if (response.status === 429) {
        const advised =
          parseRetryAfter(response.headers['retry-after'], deps.clock.now()) ?? DEFAULT_RETRY_AFTER_MS;
        // No Retry-After is documented: the default is the spec's advised 10 seconds.
        const retryAfterMs = deps.limiter.pause(host, advised);
        error.details = isRecord(error.details) ? { ...error.details, retryAfterMs } : { retryAfterMs };
      }
      return { failed: true, error };
    };

    try {
      input = validateInput(name, request);
      logPath = input.path;
      query = input.query;
      secrets = await deps.getSecrets().catch((error: unknown) => {
        // The keychain answered nothing (locked, no session bus): the request never left.
        if (error instanceof AppFailure) throw new AppFailure({ ...error.error, outcome: 'not_sent' });
        throw error;
      });
      headers = buildHeaders(descriptor.family, {
        profile: deps.profile,
        secrets,
        timeZone,
        instant:
          descriptor.family === 'workshop' ? (context.instant ?? new Date(deps.clock.now())) : undefined,
      });
      for (;;) {
        try {
          if (!deps.limiter.tryAcquire(host, name)) await deps.limiter.acquire(host, name, options.signal);
        } catch {
          throw new AppFailure({
            kind: 'cancelled',
            message: 'The request was cancelled.',
            outcome: 'not_sent',
          });
        }
        attempts += 1;
        const result = await attempt();
        if (!result.failed) {
          record();
          return result.value;
        }
        // A DELETE resent after an attempt whose outcome was unknown finds nothing left: that attempt did it.
        if (descriptor.method === 'DELETE' && deleteMayHaveLanded && result.error.status === 404) {
          record();
          return parseBody(descriptor.response, '', label) as OperationOutput<N>;
        }
        if (result.error.outcome === 'unknown' || (result.error.status ?? 0) >= 500)
          deleteMayHaveLanded = true;
        const decision = decideRetry(descriptor.method, result.error, counts, deps.retryPolicy);
        if (!decision.retry) throw new AppFailure(result.error);
        if (decision.reason === 'rate_limited') {
          counts.rateLimited += 1;
        } else {
          const delay = backoffDelay(counts.transient, () => deps.clock.random(), deps.retryPolicy);
          counts.transient += 1;
          try {
            await deps.clock.sleep(delay, options.signal);
          } catch {
            throw new AppFailure({
              kind: 'cancelled',
              message: 'The request was cancelled.',
              outcome: result.error.outcome,
            });
          }
        }
      }
    } catch (caught) {
      let error: AppError =
        caught instanceof AppFailure
          ? caught.error
          : { kind: 'internal', message: `${label} failed unexpectedly.` };
      // A write whose outcome is unknown must not be offered as "retry": the person checks first.
      if (descriptor.method !== 'GET' && error.outcome === 'unknown') error = { ...error, retryable: false };
      // A read changes nothing, so "may or may not have been processed" is only ever said of a write.
      if (descriptor.method === 'GET') error = wordedForRead(error);
      error = scrubSecrets(error, scrubberFor(secrets));
      record(error);
      throw new AppFailure(error);
    }
  }

  return invoke as Invoke;
}
