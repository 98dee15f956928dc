import type { BridgeApi, CallOptions, EventName } from '../shared/bridge';
import { splitChannel, type BridgeNames } from '../shared/bridge-names';
import type { Result } from '../shared/errors';

export type Invoke = (channel: string, input: unknown, callId?: string) => Promise<Result<unknown>>;
export type Subscribe = (event: EventName, listener: (payload: unknown) => void) => () => void;

/**
 * Builds `window.api` from the names main gave (the channel table's, bridge-names.ts): one frozen object per
 * area, one method per channel, and `on(event, listener)` returning an unsubscribe. Both preloads (Electron
 * IPC, web fetch/SSE) use it, so the renderer sees the same surface in both hosts.
 */
let counter = 0;
function newCallId(): string {
  counter += 1;
  return `c${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function buildApi(invoke: Invoke, subscribe: Subscribe, names: BridgeNames): BridgeApi {
  const areas: Record<
    string,
    Record<string, (input?: unknown, options?: CallOptions) => Promise<Result<unknown>>>
  > = {};
  for (const name of names.channels) {
    const [area, verb] = splitChannel(name);
    const group = (areas[area] ??= {});
    group[verb] = (input?: unknown, options?: CallOptions) => call(name, input ?? {}, options?.signal);
  }

  /** A call with a signal gets an id; aborting the signal asks main to cancel that call. */
  async function call(name: string, input: unknown, signal?: AbortSignal): Promise<Result<unknown>> {
    if (!signal) return invoke(name, input);
    if (signal.aborted)
      return { ok: false, error: { kind: 'cancelled', message: 'Cancelled before it started' } };
    const callId = newCallId();
    const onAbort = () => void invoke('app.cancel', { callId });
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await invoke(name, input, callId);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }
  const knownEvents = new Set<string>(names.events);
  const on = (event: EventName, listener: (payload: unknown) => void): (() => void) => {
    if (!knownEvents.has(event)) throw new Error(`Unknown event "${String(event)}"`);
    return subscribe(event, listener);
  };
  const api: Record<string, unknown> = { on };
  for (const [area, methods] of Object.entries(areas)) api[area] = Object.freeze(methods);
  return Object.freeze(api) as unknown as BridgeApi;
}
