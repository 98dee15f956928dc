import type { Fixture } from './fixture-schema';

/** The JSON text of each collection not read yet, on a fixture made by `lazyFixture`. */
const UNREAD = Symbol('collections not read yet');

type Lazy = Record<string | typeof UNREAD, unknown>;

/**
 * A fixture of its own whose collections are parsed from their JSON text when first read or written. The
 * demo data is 4 MB, three quarters of it community posts; a sandbox that never touches the posts (a bulk
 * job's, a customer lookup's) no longer parses them, and a kept sandbox writes an unread collection back as
 * the text it came from (`fixtureJson`). Reading a collection turns it into a plain property: from then
 * on the object is what `JSON.parse` of the whole text would have given, key order included.
 */
export function lazyFixture(parts: ReadonlyArray<readonly [key: string, json: string]>): Fixture {
  const data: Lazy = {} as Lazy;
  const unread = new Map<string, string>();
  const settle = (key: string, value: unknown): void => {
    unread.delete(key);
    Object.defineProperty(data, key, { value, writable: true, enumerable: true, configurable: true });
  };
  for (const [key, json] of parts) {
    unread.set(key, json);
    Object.defineProperty(data, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value: unknown = JSON.parse(json);
        settle(key, value);
        return value;
      },
      set(value: unknown) {
        settle(key, value);
      },
    });
  }
  Object.defineProperty(data, UNREAD, { value: unread });
  return data as unknown as Fixture;
}

/**
 * The fixture as `JSON.stringify` writes it, without parsing what was never read: an unread collection of a
 * `lazyFixture` is copied from its text. Any other fixture is stringified as it is.
 */
export function fixtureJson(data: Fixture): string {
  const unread = (data as unknown as Lazy)[UNREAD] as Map<string, string> | undefined;
  if (!unread || unread.size === 0) return JSON.stringify(data);
  const members: string[] = [];
  for (const key of Object.keys(data)) {
    const json = unread.get(key) ?? JSON.stringify((data as unknown as Record<string, unknown>)[key]);
    // JSON.stringify leaves out a member whose value it cannot write (undefined, a function).
    if (json !== undefined) members.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${members.join(',')}}`;
}
