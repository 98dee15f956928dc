import type { Mango } from '../../../contract/mangoes';
import { effectiveChanges, type Changes } from './draft';
import { cloneJson, isPlainObject, setAt, type JsonObject } from './json';

/**
 * The PATCH body of a draft: only the paths whose value differs from `base`, nested leaves as nested
 * partial objects (`{access: {seatLimit: 40}}`), null for a clear. `_id` and unknown paths are never in
 * it (rule 1), and no unchanged path is either, so an untouched field can never overwrite a colleague's
 * newer value.
 */
export function buildPatchBody(base: Mango, changes: Changes): JsonObject {
  let body: JsonObject = {};
  for (const [path, value] of Object.entries(effectiveChanges(base, changes))) {
    body = setAt(body, path, cloneJson(value));
  }
  return body;
}

/**
 * The service's merge (spec rule 2 and 3): an omitted field or nested leaf keeps its stored value, an
 * object merges leaf by leaf (a null stored object starts empty), null and false and 0 replace, and an
 * array replaces the stored array whole.
 */
export function mergeMangoPatch<T extends Record<string, unknown>>(
  stored: T,
  patch: Record<string, unknown>,
): T {
  const next: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (isPlainObject(value)) {
      const current = next[key];
      next[key] = mergeMangoPatch(isPlainObject(current) ? current : {}, value);
    } else {
      next[key] = Array.isArray(value) ? [...(value as unknown[])] : value;
    }
  }
  return next as T;
}
