import type { Pool } from 'undici';
import { AppFailure } from '@shared/errors';
import { classifyTransportError, REFUSED_BEFORE_SENDING } from './network-errors';
import { MAX_BODY_BYTES, readBody } from './transport-body';
import { checkHeaders, flattenHeaders } from './transport-headers';
import { isRedirect, MAX_REDIRECTS, redirectFailure } from './transport-redirects';
import { buildTarget, targetOf, type QueryValue, type Target } from './transport-target';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

import type { Timeouts } from '@shared/contract/operation-types';

export type { Timeouts };

export const defaultTimeouts: Required<Timeouts> = { connectMs: 5_000, headersMs: 15_000, bodyMs: 30_000 };

export interface TransportRequest {
  method: HttpMethod;
  /** Base URL of the profile, possibly with a path prefix; `path` is appended to it. */
  baseUrl: string;
  path: string;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Serialized as JSON when present. */
  body?: unknown;
  timeouts?: Timeouts;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The URL that finally answered (after same-origin redirects). */
  url: string;
}

export interface Transport {
  request(request: TransportRequest): Promise<TransportResponse>;
  /** Closes the pools; bounded by `graceMs` (default CLOSE_GRACE_MS), then the pools are destroyed. */
  close(graceMs?: number): Promise<void>;
}

/** How long close() lets in-flight requests finish before it destroys the pools. */
export const CLOSE_GRACE_MS = 2_000;
const PRECISE_BELOW_MS = 3_000;

// undici is loaded with the first request, not at start-up: it is a tenth of a second of the console's
// launch, and a console may open without calling the service at all.
let undiciPool: typeof Pool | undefined;
async function loadUndici(): Promise<void> {
  undiciPool ??= (await import('undici')).Pool;
}

/**
 * One keep-alive pool per origin (and connect timeout, which undici fixes per pool). Redirects are never
 * followed by undici: we follow them here only within the same origin, so a bearer token or API key can
 * never be carried to another host.
 */
export function createTransport(options: { defaults?: Timeouts; connections?: number } = {}): Transport {
  const defaults = { ...defaultTimeouts, ...options.defaults };
  const pools = new Map<string, Pool>();

  function poolFor(origin: string, connectMs: number): Pool | Promise<Pool> {
    const key = `${origin}|${connectMs}`;
    const pool = pools.get(key);
    if (pool) return pool;
    if (!undiciPool) return loadUndici().then(() => poolFor(origin, connectMs));
    const created = new undiciPool(origin, {
      connections: options.connections ?? 16,
      connect: { timeout: connectMs },
      // Below Node's default server keep-alive (5 s) so we rarely reuse a socket the server is closing,
      // which would turn a write into an "unknown outcome" for no reason.
      keepAliveTimeout: 4_000,
      keepAliveMaxTimeout: 60_000,
      pipelining: 1,
    });
    pools.set(key, created);
    return created;
  }

  function retire(origin: string, connectMs: number): void {
    const key = `${origin}|${connectMs}`;
    const pool = pools.get(key);
    if (!pool) return;
    pools.delete(key);
    void closeBounded([pool], CLOSE_GRACE_MS);
  }

  async function once(
    target: Target,
    method: HttpMethod,
    request: TransportRequest,
    timeouts: Required<Timeouts>,
    payload: string | undefined,
  ): Promise<{ status: number; headers: Record<string, string>; text: string }> {
    const pooled = poolFor(target.origin, timeouts.connectMs);
    const pool = pooled instanceof Promise ? await pooled : pooled;
    // undici's headers/body timers tick at about one-second resolution: fine for the defaults (5/15/30 s) but
    // not for a short per-call timeout. Below PRECISE_BELOW_MS we run exact timers of our own (undici's stay
    // on, a little later, as a backstop); one controller then carries our timers and the caller's signal.
    const precise = Math.min(timeouts.headersMs, timeouts.bodyMs) < PRECISE_BELOW_MS;
    const controller = precise ? new AbortController() : undefined;
    let timedOut: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number, code: string): void => {
      if (!controller) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = code;
        controller.abort(Object.assign(new Error(code), { code }));
      }, ms);
    };
    const onAbort = (): void => controller?.abort(request.signal?.reason);
    if (controller) request.signal?.addEventListener('abort', onAbort, { once: true });
    const slack = precise ? 1_000 : 0;
    let dispatched = false;
    try {
      arm(timeouts.headersMs, 'UND_ERR_HEADERS_TIMEOUT');
      const pending = pool.request({
        method,
        path: target.pathAndQuery,
        headers:
          payload === undefined
            ? request.headers
            : { ...request.headers, 'content-type': 'application/json' },
        body: payload,
        signal: controller?.signal ?? request.signal,
        headersTimeout: timeouts.headersMs + slack,
        bodyTimeout: timeouts.bodyMs + slack,
      });
      dispatched = true;
      const response = await pending;
      arm(timeouts.bodyMs, 'UND_ERR_BODY_TIMEOUT');
      const headers = flattenHeaders(response.headers);
      if (isRedirect(response.statusCode)) {
        await response.body.dump();
        return { status: response.statusCode, headers, text: '' };
      }
      if (Number(headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
        await response.body.dump();
        throw new AppFailure({
          kind: 'unexpected_response',
          message: 'The service sent a response that is too large.',
        });
      }
      const text = await readBody(response.body, () => arm(timeouts.bodyMs, 'UND_ERR_BODY_TIMEOUT'));
      return { status: response.statusCode, headers, text };
    } catch (error) {
      // Refused by undici before sending (checkHeaders should make this unreachable): that connection of the
      // pool is now marked busy forever (see checkHeaders), so the pool is retired and the next call gets a
      // fresh one; requests already in flight on the old pool finish, then it closes.
      if (dispatched && REFUSED_BEFORE_SENDING.has(errorCodeOf(error) ?? ''))
        retire(target.origin, timeouts.connectMs);
      if (timedOut && !request.signal?.aborted) throw Object.assign(new Error(timedOut), { code: timedOut });
      throw error;
    } finally {
      clearTimeout(timer);
      if (controller) request.signal?.removeEventListener('abort', onAbort);
    }
  }

  async function request(request: TransportRequest): Promise<TransportResponse> {
    const timeouts = { ...defaults, ...request.timeouts };
    let target = buildTarget(request.baseUrl, request.path, request.query);
    const origin = target.origin;
    const method = request.method;
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    checkHeaders(request.headers);
    if (request.signal?.aborted) {
      throw new AppFailure({ kind: 'cancelled', message: 'The request was cancelled.', outcome: 'not_sent' });
    }
    for (let hop = 0; ; hop += 1) {
      let answer: { status: number; headers: Record<string, string>; text: string };
      try {
        answer = await once(target, method, request, timeouts, payload);
      } catch (error) {
        const appError = classifyTransportError(error, request.signal, new URL(target.origin).host);
        // After a same-origin redirect the original request certainly reached the server.
        if (hop > 0 && appError.outcome === 'not_sent') appError.outcome = 'unknown';
        throw new AppFailure(appError);
      }
      const url = target.origin + target.pathAndQuery;
      if (!isRedirect(answer.status)) return { ...answer, url };
      const location = answer.headers['location'];
      if (!location) return { ...answer, url };
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw redirectFailure(answer.status, 'to an address that is not valid');
      }
      if (next.origin !== origin) {
        throw redirectFailure(answer.status, `to another host (${next.host})`, next.origin);
      }
      if (hop + 1 > MAX_REDIRECTS) throw redirectFailure(answer.status, 'too many times');
      // A write is only re-sent on 307/308, which promise to keep method and body; turning it into a GET
      // (what browsers do on 301/302/303) would silently drop the write.
      if (method !== 'GET' && answer.status !== 307 && answer.status !== 308) {
        throw redirectFailure(answer.status, 'in a way that would change the request');
      }
      target = targetOf(next);
    }
  }

  return {
    request,
    /** Bounded: in-flight requests get CLOSE_GRACE_MS to finish, then the pools are destroyed. */
    async close(graceMs = CLOSE_GRACE_MS) {
      const all = [...pools.values()];
      pools.clear();
      await closeBounded(all, graceMs);
    },
  };
}

function errorCodeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Closes pools gracefully, but a stalled server (or a connection undici holds busy) cannot keep the console
 * from quitting: after `graceMs` whatever is left is destroyed, failing its requests.
 */
async function closeBounded(pools: readonly Pool[], graceMs: number): Promise<void> {
  if (pools.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const graceful = Promise.allSettled(pools.map((pool) => pool.close())).then(() => true);
  const deadline = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), graceMs);
    timer.unref();
  });
  const closed = await Promise.race([graceful, deadline]);
  clearTimeout(timer);
  if (!closed) await Promise.allSettled(pools.map((pool) => pool.destroy()));
}
