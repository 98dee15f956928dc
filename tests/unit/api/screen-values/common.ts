/**
 * What each operation's screen needs from a documented success body, asserted against the parsed value
 * (`out`) and, where it helps, the documented body itself. One file per operation group in this folder;
 * docs-corpus-responses.test.ts joins them and fails for a documented operation that has none.
 */
export type ScreenValues = Record<string, (out: unknown, body: unknown) => void>;

type Json = Record<string, unknown>;
export const obj = (value: unknown): Json => value as Json;
export const first = (value: unknown): Json => (value as unknown[])[0] as Json;
