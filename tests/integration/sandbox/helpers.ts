import { expect } from 'vitest';
import type { z } from 'zod';
import { ErrorEnvelope, errorStatusTexts, type ErrorStatus } from '../../../src/shared/contract/errors';
import { createSandbox, type Sandbox } from '../../../src/main/sandbox/server';

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

/** Asserts the whole error envelope: code, type, statusMessage, errorCode (or its absence), message = result. */
export function expectError(
  reply: Reply,
  status: ErrorStatus,
  errorCode?: string,
  message?: string | RegExp,
): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  const body = ErrorEnvelope.parse(reply.body);
  const texts = errorStatusTexts[status];
  expect(Object.keys(body).sort()).toEqual(
    [
      'code',
      'type',
      'statusMessage',
      'message',
      'result',
      'success',
      ...(errorCode ? ['errorCode'] : []),
    ].sort(),
  );
  expect(body.code).toBe(status);
  expect(body.type).toBe(texts.type);
  expect(body.statusMessage).toBe(texts.statusMessage);
  expect(body.errorCode).toBe(errorCode);
  expect(body.success).toBe(false);
  expect(body.result).toBe(body.message);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
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
