import type { ServerResponse } from 'node:http';
import { createApiClient, type ApiClient } from '../../src/main/platform/api/client';
import { createVirtualClock } from '../../src/main/platform/api/clock';
import { ObjectId } from '@shared/contract/common';
import { operations, pathParams, type OperationName } from '@shared/contract/operations';
import { AppFailure, type AppError } from '@shared/errors';
import { startServer, type SeenRequest, type TestServer } from '../integration/api/helpers';
import { docsOperations, type DocsOperation, type DocsRequest } from './service-docs';

/**
 * Replays the documented examples (tests/fixtures/service-docs) through the console's real client: a
 * loopback server answers what the docs show, the client sends and parses as it does against a live host.
 */

export const TOKEN = 'tok-DOCS-5d1c0e7a93b4';
export const API_KEY = 'key-DOCS-81f2a6c4e07d';
export const WHITELABEL_HOST = 'learn.example.com';

/** Corpus entries of console operations that exist in the operation table. */
export function coveredEntries(): Array<DocsOperation & { consoleOperation: OperationName }> {
  return docsOperations().filter(
    (op): op is DocsOperation & { consoleOperation: OperationName } =>
      op.consoleOperation !== null && op.consoleOperation in operations,
  );
}

/** Console operations the corpus documents, sorted. */
export function coveredOperations(): OperationName[] {
  return [...new Set(coveredEntries().map((op) => op.consoleOperation))].sort();
}

export interface Scripted {
  status: number;
  /** `undefined` answers with no body. */
  body?: unknown;
}

/** One loopback server per test file; each test scripts the next answer. */
export interface ReplayServer {
  server: TestServer;
  answer(next: Scripted | ((request: SeenRequest) => Scripted)): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, scripted: Scripted): void {
  if (scripted.body === undefined) {
    res.writeHead(scripted.status);
    res.end();
    return;
  }
  res.writeHead(scripted.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(scripted.body));
}

export async function startReplayServer(): Promise<ReplayServer> {
  let next: Scripted | ((request: SeenRequest) => Scripted) = { status: 200, body: {} };
  const server = await startServer((request, res) => {
    send(res, typeof next === 'function' ? next(request) : next);
  });
  return {
    server,
    answer(scripted) {
      next = scripted;
      server.requests.length = 0;
    },
    close: () => server.close(),
  };
}

/**
 * A client on the replay server with the production defaults that matter here (transport, wrapper unwrap,
 * error mapping, schemas); a virtual clock so backoffs and rate-limit pauses take no real time, no client-side
 * host limit, and 429s handed back at once so the test sees the mapped error.
 */
export function replayClient(baseUrl: string): ApiClient {
  return createApiClient({
    profile: { id: 'docs-replay', baseUrl, whitelabelHost: WHITELABEL_HOST },
    getSecrets: async () => ({ accessToken: TOKEN, apiKey: API_KEY }),
    clock: createVirtualClock({ auto: true, random: () => 0.5 }),
    hostLimit: false,
    retryPolicy: { maxRateLimitRetries: 0 },
  });
}

/** A stand-in id for a path parameter the docs print as a placeholder (`{courseId}`). */
export const PLACEHOLDER_ID = '61e97c146cf2b4d8c68f3a40';

/** The documented path params, with placeholders such as `{courseId}` replaced by a real-looking id. */
export function docsParams(op: DocsOperation, request: DocsRequest | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of pathParams(operations[op.consoleOperation as OperationName].path)) {
    const value = request?.pathParams?.[name];
    out[name] = typeof value === 'string' && ObjectId.safeParse(value).success ? value : PLACEHOLDER_ID;
  }
  return out;
}

/** What `client.invoke` takes for a documented request (query values as the docs give them). */
export function invokeRequest(
  op: DocsOperation,
  request: DocsRequest | undefined,
): { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown } {
  const descriptor = operations[op.consoleOperation as OperationName];
  const params = docsParams(op, request);
  return {
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...('query' in descriptor ? { query: request?.query ?? {} } : {}),
    ...('body' in descriptor ? { body: request?.body ?? undefined } : {}),
  };
}

/** Calls an operation by name through the client's one entry point; resolves to its value or its AppError. */
export async function call(
  client: ApiClient,
  name: OperationName,
  request: ReturnType<typeof invokeRequest>,
): Promise<{ ok: true; value: unknown } | { ok: false; error: AppError }> {
  const invoke = client.invoke as (name: OperationName, request: unknown) => Promise<unknown>;
  try {
    return { ok: true, value: await invoke(name, request) };
  } catch (caught) {
    if (caught instanceof AppFailure) return { ok: false, error: caught.error };
    throw caught;
  }
}
