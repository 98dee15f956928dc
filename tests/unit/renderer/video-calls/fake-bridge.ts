import { createElement, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { BridgeApi } from '../../../../src/shared/bridge';
import { ApiContext } from '../../../../src/renderer/src/api-context';
import { createQueryClient } from '../../../../src/renderer/src/data/query';

type Handler = (input: unknown) => unknown;
type Listener = (payload: unknown) => void;

/**
 * A fake bridge for hook tests: `handlers` answer channels by name (`'videoCalls.list'`), a thrown or
 * returned Error becomes a failed Result, and `calls` records every call; `emit` plays a main event.
 * `profiles.list` answers one active profile unless a handler says otherwise.
 */
export function fakeBridge(handlers: Record<string, Handler> = {}) {
  const calls: { channel: string; input: unknown }[] = [];
  const listeners = new Map<string, Set<Listener>>();
  const all: Record<string, Handler> = {
    'profiles.list': () => ({
      activeProfileId: 'p1',
      profiles: [{ id: 'p1', name: 'Sandbox', kind: 'sandbox' }],
    }),
    ...handlers,
  };
  const api = new Proxy({} as Record<string, unknown>, {
    get(_, area: string) {
      if (area === 'on') {
        return (event: string, listener: Listener) => {
          const set = listeners.get(event) ?? new Set();
          set.add(listener);
          listeners.set(event, set);
          return () => set.delete(listener);
        };
      }
      return new Proxy(
        {},
        {
          get: (__, verb: string) => async (input: unknown) => {
            const channel = `${area}.${verb}`;
            calls.push({ channel, input });
            const handler = all[channel];
            if (!handler) return { ok: false, error: { kind: 'unknown_channel', message: channel } };
            try {
              const value = await handler(input);
              if (value instanceof Error) throw value;
              return { ok: true, value };
            } catch (error) {
              const { message, details } = error as Error & { details?: unknown };
              return { ok: false, error: { kind: 'validation', message, details } };
            }
          },
        },
      );
    },
  }) as unknown as BridgeApi;
  return {
    api,
    calls,
    callsTo: (channel: string) => calls.filter((c) => c.channel === channel).map((c) => c.input),
    emit: (event: string, payload: unknown = {}) => listeners.get(event)?.forEach((l) => l(payload)),
  };
}

/** The providers a feature's hooks need: the bridge and a query client. */
export function providers(api: BridgeApi, client: QueryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) =>
    createElement(
      ApiContext.Provider,
      { value: api },
      createElement(QueryClientProvider, { client }, children),
    );
}

/** A promise settled from outside: for answers that arrive out of order. */
export function deferred<T = unknown>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
