import { z } from 'zod';
import { AppFailure, type AppError } from '@shared/errors';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{code, statusMessage, message, success, result}`: the wrapper some documentation pages describe. */
function looksWrapped(value: unknown): value is Record<string, unknown> & { result: unknown } {
  if (!isRecord(value) || !('result' in value)) return false;
  return (
    value['success'] === true ||
    typeof value['statusMessage'] === 'string' ||
    typeof value['code'] === 'number'
  );
}

/** Schemas that describe the envelope themselves (migrate-user) must see it whole. */
function declaresResult(schema: z.ZodType): boolean {
  return schema instanceof z.ZodObject && 'result' in schema.shape;
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
  const issues = error.issues.slice(0, 10).map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
  const first = error.issues[0];
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
 * wrong type is an error, never a silently wrong value. Both the bare object and the `{result}` wrapper are
 * accepted.
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
  if (looksWrapped(json) && !declaresResult(schema)) {
    const inner = schema.safeParse(json.result);
    if (inner.success) return inner.data;
    // A loose schema would accept the wrapper itself as the payload; only when `result` holds no object at all
    // can the body be a bare payload that happens to have a `result` field.
    if (typeof json.result !== 'object' || json.result === null) {
      const bare = schema.safeParse(json);
      if (bare.success) return bare.data;
    }
    throw new AppFailure(unexpectedShape(inner.error, json.result, operationLabel));
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new AppFailure(unexpectedShape(parsed.error, json, operationLabel));
}
