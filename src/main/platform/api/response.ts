import { z } from 'zod';
import { AppFailure, type AppError } from '@shared/errors';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys of the status wrappers the docs describe: `{message, success, result, code, statusMessage}`,
 * the older `{message, success, data}` and the integration `{code: 0, type: 'OK', message, result}`. */
const WRAPPER_KEYS = new Set(['code', 'type', 'statusMessage', 'message', 'success', 'result', 'data']);

/** A status marker that no payload of the service carries at its top level. */
function hasStatusMarker(value: Record<string, unknown>): boolean {
  return typeof value['success'] === 'boolean' || typeof value['statusMessage'] === 'string';
}

/**
 * The payload of a success wrapper, or undefined when `value` is no wrapper. `{result}` counts with any
 * marker (`success`, `statusMessage` or a numeric `code`); `{data}` only next to `success` or
 * `statusMessage` and nothing else, because `{total, data}` is the ordinary list answer.
 */
function wrappedPayload(value: unknown): { key: 'result' | 'data'; payload: unknown } | undefined {
  if (!isRecord(value)) return undefined;
  if ('result' in value && (hasStatusMarker(value) || typeof value['code'] === 'number')) {
    return { key: 'result', payload: value['result'] };
  }
  if ('data' in value && hasStatusMarker(value) && Object.keys(value).every((k) => WRAPPER_KEYS.has(k))) {
    return { key: 'data', payload: value['data'] };
  }
  return undefined;
}

/** A status wrapper with nothing in it: `{message, success: true}` and the like, no payload key at all. */
function isBareStatus(value: unknown): value is Record<string, unknown> {
  return (
    isRecord(value) &&
    hasStatusMarker(value) &&
    !('result' in value) &&
    !('data' in value) &&
    Object.keys(value).every((k) => WRAPPER_KEYS.has(k))
  );
}

/** The top-level keys an operation's answer schema names (through pipes, refinements and unions). */
function declaredKeys(schema: z.ZodType): Set<string> {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodPipe) {
    return new Set([...declaredKeys(schema.in as z.ZodType), ...declaredKeys(schema.out as z.ZodType)]);
  }
  if (schema instanceof z.ZodUnion) {
    return new Set((schema.options as z.ZodType[]).flatMap((option) => [...declaredKeys(option)]));
  }
  return new Set();
}

/** Schemas that describe the envelope themselves (migrate-user, certificate upload) see it whole. */
function declaresAny(schema: z.ZodType, keys: readonly string[]): boolean {
  const declared = declaredKeys(schema);
  return keys.some((key) => declared.has(key));
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? 'text' : `a ${typeof value}`;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** An `unexpected_response` error naming the first wrong field, e.g. `posts.3.totalLikes`. */
export function unexpectedShape(error: z.ZodError, root: unknown, operationLabel?: string): AppError {
  // A field that is there with the wrong type says more than one that is missing: name it first.
  const ordered = [...error.issues].sort(
    (a, b) => Number(valueAt(root, a.path) === undefined) - Number(valueAt(root, b.path) === undefined),
  );
  const issues = ordered.slice(0, 10).map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
  const first = ordered[0];
  const path = first ? first.path.map(String).join('.') || '(root)' : '(root)';
  const got = first ? describe(valueAt(root, first.path)) : 'something else';
  const what = operationLabel ? ` to “${operationLabel}”` : '';
  return {
    kind: 'unexpected_response',
    message: `The service's answer${what} was not in the expected shape: field ${path} is ${got} (${first?.message ?? 'invalid'}).`,
    retryable: false,
    details: { issues },
  };
}

/**
 * Parses a success body. Unknown fields pass through (the contract's objects are loose); a known field of the
 * wrong type is an error, never a silently wrong value. The bare payload, the `{result}` wrapper and the
 * older `{data}` wrapper are accepted; a wrapper or status with no payload the schema accepts is an
 * `unexpected_response`, never an empty record.
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  text: string,
  operationLabel?: string,
): z.output<T> {
  let json: unknown;
  if (!/\S/.test(text)) {
    json = undefined;
  } else {
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppFailure({
        kind: 'unexpected_response',
        message: `The service's answer${operationLabel ? ` to “${operationLabel}”` : ''} was not JSON. Check that the base URL points at the service and not at a web page.`,
        retryable: false,
      });
    }
  }
  const wrapped = wrappedPayload(json);
  if (wrapped) {
    // A schema that names the wrapper's payload key (`{total, data}` lists, the migrate-user envelope) reads
    // the body whole first; any other reads the payload. The whole body is only a fallback for schemas that
    // read status keys themselves (the certificate acknowledgement `{message, success}`), so a wrapper is
    // never taken for an empty record of a schema that names none of its keys.
    const statusKeys = Object.keys(json as object).filter((k) => WRAPPER_KEYS.has(k) && k !== wrapped.key);
    const bareFirst = declaresAny(schema, [wrapped.key]);
    const bareAllowed = bareFirst || declaresAny(schema, statusKeys);
    if (bareFirst) {
      const bare = schema.safeParse(json);
      if (bare.success) return bare.data;
    }
    const inner = schema.safeParse(wrapped.payload);
    if (inner.success) return inner.data;
    if (bareAllowed && !bareFirst) {
      const bare = schema.safeParse(json);
      if (bare.success) return bare.data;
    }
    throw new AppFailure(unexpectedShape(inner.error, wrapped.payload, operationLabel));
  }
  if (isBareStatus(json) && !declaresAny(schema, ['success', 'message'])) {
    const what = operationLabel ? ` to “${operationLabel}”` : '';
    throw new AppFailure({
      kind: 'unexpected_response',
      message: `The service's answer${what} held only a status${typeof json['message'] === 'string' ? ` (“${json['message'].slice(0, 200)}”)` : ''} and none of the data the console needs.`,
      retryable: false,
      details: { keys: Object.keys(json) },
    });
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new AppFailure(unexpectedShape(parsed.error, json, operationLabel));
}
