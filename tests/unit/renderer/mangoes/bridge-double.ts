import { createElement, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { BridgeApi } from '../../../../src/shared/bridge';
import { ApiContext } from '../../../../src/renderer/src/api-context';
import { createQueryClient } from '../../../../src/renderer/src/data/query';

type Handler = (input: unknown) => unknown;

/**
 * A bridge double for the Mangoes hooks: each channel answers from `handlers` (an `Error` becomes a
 * failed Result), `calls` lists what was asked, and `emit` plays one of main's events.
 */
export function bridgeDouble(handlers: Record<string, Handler>) {
  const calls: { channel: string; input: unknown }[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const areas: Record<string, Record<string, unknown>> = {};
  const table: Record<string, Handler> = {
    'profiles.list': () => ({ activeProfileId: 'p1', profiles: [{ id: 'p1', name: 'One' }] }),
    ...handlers,
  };
  for (const [channel, handler] of Object.entries(table)) {
    const [area = '', verb = ''] = channel.split('.');
    areas[area] = {
      ...areas[area],
      [verb]: async (input: unknown) => {
        calls.push({ channel, input });
        const value = await handler(input);
        if (value instanceof Error) return { ok: false, error: { kind: 'network', message: value.message } };
        return { ok: true, value };
      },
    };
  }
  const on = (event: string, listener: (payload: unknown) => void) => {
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set.add(listener));
    return () => void set.delete(listener);
  };
  const api = { ...areas, on } as unknown as BridgeApi;
  return {
    api,
    calls,
    /** How many times `channel` was called. */
    count: (channel: string) => calls.filter((c) => c.channel === channel).length,
    emit: (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload)),
  };
}

/** The providers a screen has: the bridge and one query client. */
export function providers(api: BridgeApi, client: QueryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) =>
    createElement(
      ApiContext.Provider,
      { value: api },
      createElement(QueryClientProvider, { client }, children),
    );
}

/** A promise and the function that settles it, for answers that arrive in a chosen order. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
