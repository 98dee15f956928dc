/**
 * Plain JSON values and path helpers for Mango drafts. A path is a dotted field path such as
 * `access.seatLimit`; `undefined` at a path means "not there", `null` means "cleared".
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values; `undefined` and `null` are different (omitted is not cleared). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    const otherKeys = Object.keys(b).filter((k) => b[k] !== undefined);
    if (keys.length !== otherKeys.length) return false;
    return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && jsonEqual(a[key], b[key]));
  }
  return false;
}

export function splitPath(path: string): string[] {
  return path.split('.');
}

/** The value at a dotted path, or undefined when any step is missing (or null before the last step). */
export function getAt(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of splitPath(path)) {
    if (!isPlainObject(current)) return undefined;
    current = Object.prototype.hasOwnProperty.call(current, key) ? current[key] : undefined;
  }
  return current;
}

/**
 * A copy of `target` with `value` at `path`; objects on the way are copied, and a missing or null
 * container is replaced by a new object (setting `pricing.strikeThrough.inr` on a cleared strike-through
 * starts a new one).
 */
export function setAt<T>(target: T, path: string, value: unknown): T {
  const keys = splitPath(path);
  const root: Record<string, unknown> = isPlainObject(target) ? { ...target } : {};
  let cursor = root;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      cursor[key] = value;
      return;
    }
    const next = cursor[key];
    const copy: Record<string, unknown> = isPlainObject(next) ? { ...next } : {};
    cursor[key] = copy;
    cursor = copy;
  });
  return root as T;
}

/** A deep copy through JSON, dropping `undefined` members. */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
