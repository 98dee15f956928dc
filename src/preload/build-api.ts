import { channelNames, eventNames, splitChannel, type BridgeApi, type EventName } from '../shared/bridge';
import type { Result } from '../shared/errors';

export type Invoke = (channel: string, input: unknown) => Promise<Result<unknown>>;
export type Subscribe = (event: EventName, listener: (payload: unknown) => void) => () => void;

/**
 * Builds `window.api` from the channel table: one frozen object per area, one method per channel, and
 * `on(event, listener)` returning an unsubscribe. Both preloads (Electron IPC, web fetch/SSE) use it, so
 * the renderer sees the same surface in both hosts.
 */
export function buildApi(invoke: Invoke, subscribe: Subscribe): BridgeApi {
  const areas: Record<string, Record<string, (input?: unknown) => Promise<Result<unknown>>>> = {};
  for (const name of channelNames) {
    const [area, verb] = splitChannel(name);
    const group = (areas[area] ??= {});
    group[verb] = (input?: unknown) => invoke(name, input ?? {});
  }
  const knownEvents = new Set<string>(eventNames);
  const on = (event: EventName, listener: (payload: unknown) => void): (() => void) => {
    if (!knownEvents.has(event)) throw new Error(`Unknown event "${String(event)}"`);
    return subscribe(event, listener);
  };
  const api: Record<string, unknown> = { on };
  for (const [area, methods] of Object.entries(areas)) api[area] = Object.freeze(methods);
  return Object.freeze(api) as unknown as BridgeApi;
}
