import { expect } from 'vitest';
import type { z } from 'zod';
import { errorStatusTexts, type ErrorStatus } from '../../../src/shared/contract/errors';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';

export const HOST = 'learn.asha-academy.test';
export const TOKEN = 'demo-access-token';
export const API_KEY = 'demo-api-key';

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

export type Family = 'bearer' | 'workshop' | 'integration' | 'none';

/** Starts a sandbox on a free loopback port with the demo fixture (or the given one). */
export async function startSandbox(fixture?: unknown): Promise<Sandbox> {
  return createSandbox({ port: 0, ...(fixture ? { fixture } : {}) });
}

export async function call(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: { body?: unknown; family?: Family; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const family =
    options.family ??
    (path.includes('/workshops/') ? 'workshop' : path.startsWith('/integration') ? 'integration' : 'bearer');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (family === 'bearer' || family === 'workshop') {
    headers.authorization = `Bearer ${TOKEN}`;
    headers['x-whitelabel-host'] = HOST;
  }
  if (family === 'workshop') headers['x-timezone-offset'] = '330';
  if (family === 'integration') headers['x-api-key'] = API_KEY;
  Object.assign(headers, options.headers);
  for (const [k, v] of Object.entries(headers)) if (v === '') delete headers[k];
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Every answer the tests read goes through the shared contract schema. */
export function parsed<S extends z.ZodType>(schema: S, reply: Reply, status = 200): z.output<S> {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  return schema.parse(reply.body);
}

/**
 * Asserts the whole error body in the docs' dialect (tests/fixtures/service-docs): generic errors are
 * `{code, type, statusMessage, message, success: false}` (400 typed "Bad request"); errors with an errorCode
 * add `errorCode` and `result` (= message), typed "Bad Request" for a 400.
 */
export function expectError(
  reply: Reply,
  status: ErrorStatus,
  errorCode?: string,
  message?: string | RegExp,
): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  const body = reply.body as Record<string, unknown>;
  const texts = errorStatusTexts[status];
  expect(Object.keys(body).sort()).toEqual(
    [
      'code',
      'type',
      'statusMessage',
      'message',
      'success',
      ...(errorCode ? ['errorCode', 'result'] : []),
    ].sort(),
  );
  expect(body.code).toBe(status);
  expect(body.type).toBe(status === 400 && !errorCode ? 'Bad request' : texts.type);
  expect(body.statusMessage).toBe(texts.statusMessage);
  expect(body.errorCode).toBe(errorCode);
  expect(body.success).toBe(false);
  if (errorCode) expect(body.result).toBe(body.message);
  expect(typeof body.message).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message as RegExp);
}

/**
 * A 429 in the chosen style: `documented` is the docs' `{statusCode: 429, message, success: false}` with no
 * Retry-After (conventions/errors.json); `spec` is the spec's envelope with `Retry-After: 10`.
 */
export function expectRateLimited(reply: Reply, style: 'documented' | 'spec' = 'documented'): void {
  if (style === 'documented') {
    expect(reply.status, JSON.stringify(reply.body)).toBe(429);
    expect(reply.body).toEqual({
      statusCode: 429,
      message: 'Too many requests, please try again later',
      success: false,
    });
    expect(reply.headers.get('retry-after')).toBeNull();
    return;
  }
  expect(reply.status, JSON.stringify(reply.body)).toBe(429);
  expect(reply.body).toEqual({
    code: 429,
    type: 'Too Many Requests',
    statusMessage: 'TOO_MANY_REQUESTS',
    message: 'Too many requests, please retry after 10 seconds',
    result: 'Too many requests, please retry after 10 seconds',
    success: false,
  });
  expect(reply.headers.get('retry-after')).toBe('10');
}

export async function control(
  sandbox: Sandbox,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply> {
  return call(sandbox, method, `/__sandbox/${path}`, {
    family: 'none',
    ...(body !== undefined ? { body } : {}),
  });
}
