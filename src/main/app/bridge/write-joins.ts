import type { Result } from '../../../shared/errors';
import type { CallRegistry } from './call-registry';

/**
 * One write at a time per (channel, input): a second call with the same channel and the same input while
 * the first is pending does not run the handler again; it waits for the first and gets its answer. This is
 * what a double click, a key held down or a resent bridge call expects: one effect on the service, and
 * every caller told how it went. Joining (rather than refusing) means no caller ever sees a "busy" error
 * for a write that is in fact going through.
 *
 * Cancelling: the shared run is aborted only when every caller has cancelled. A caller without a call id
 * cannot cancel, so a run it joined is never aborted.
 */
export function createWriteJoins(calls: CallRegistry | undefined) {
  interface Pending {
    answer: Promise<Result<unknown>>;
    controller: AbortController;
    /** Callers that have not cancelled (a caller without a call id counts for good). */
    live: number;
  }
  const pending = new Map<string, Pending>();

  function join(entry: Pending, callId: string | undefined): void {
    entry.live += 1;
    if (!callId || !calls) return;
    calls.begin(callId).addEventListener('abort', () => {
      entry.live -= 1;
      if (entry.live === 0) entry.controller.abort();
    });
  }

  return {
    /**
     * Runs `run` once for a key while it is pending; identical calls meanwhile get the same answer.
     * `run` receives the signal of the shared run.
     */
    async run(
      key: string,
      callId: string | undefined,
      run: (signal: AbortSignal) => Promise<Result<unknown>>,
    ): Promise<Result<unknown>> {
      let entry = pending.get(key);
      if (!entry) {
        const controller = new AbortController();
        const created: Pending = {
          answer: Promise.resolve({ ok: true, value: undefined }),
          controller,
          live: 0,
        };
        created.answer = run(controller.signal).finally(() => {
          if (pending.get(key) === created) pending.delete(key);
        });
        pending.set(key, created);
        entry = created;
      }
      join(entry, callId);
      try {
        return await entry.answer;
      } finally {
        if (callId) calls?.end(callId);
      }
    },
    /** How many distinct writes are pending (tests). */
    get size(): number {
      return pending.size;
    },
  };
}
export type WriteJoins = ReturnType<typeof createWriteJoins>;

/**
 * The input as a key: object keys sorted at every level, so `{a, b}` and `{b, a}` are the same call.
 * Parsed inputs are plain JSON data (a Date is keyed by its `toJSON`); anything else (a Map, a class
 * instance) has no faithful key and answers `undefined`: such a call runs on its own, never joined.
 */
export function canonicalInput(value: unknown): string | undefined {
  try {
    return JSON.stringify(sortKeys(value));
  } catch {
    return undefined;
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toJSON();
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw new TypeError('not plain data');
  // No prototype: a `__proto__` key in the input stays a plain key here.
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value).sort()) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) out[key] = sortKeys(item);
  }
  return out;
}
