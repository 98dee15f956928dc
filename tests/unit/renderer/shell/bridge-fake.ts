import { createElement, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { BridgeApi, CallOptions } from '../../../../src/shared/bridge';
import type { AppError } from '../../../../src/shared/errors';
import { ApiContext } from '../../../../src/renderer/src/api-context';
import { createQueryClient } from '../../../../src/renderer/src/data/query';

/** What a fake channel answers to be a failure (`{ ok: false, error }`) rather than a value. */
export class Refusal {
  constructor(readonly error: AppError) {}
}

export function refuse(kind: AppError['kind'], message: string, extra: Partial<AppError> = {}): Refusal {
  return new Refusal({ kind, message, ...extra } as AppError);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test types the inputs it reads
export type Handler = (input: any, options?: CallOptions) => unknown;

/**
 * A fake bridge for hook tests: channels by table name (`'profiles.list'`), `calls` records each call,
 * `emit` plays a main-process event, `count` says how often a channel was called.
 */
export function fakeBridge(handlers: Record<string, Handler>) {
  const calls: { channel: string; input: unknown }[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const area = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, verb: string) => async (input: unknown, options?: CallOptions) => {
          const channel = `${name}.${verb}`;
          calls.push({ channel, input });
          const handler = handlers[channel];
          if (!handler) return { ok: false, error: { kind: 'internal', message: `no ${channel}` } };
          const value = await handler(input, options);
          return value instanceof Refusal ? { ok: false, error: value.error } : { ok: true, value };
        },
      },
    );
  const api = new Proxy({} as Record<string, unknown>, {
    get: (_, name: string) =>
      name === 'on'
        ? (event: string, listener: (payload: unknown) => void) => {
            const set = listeners.get(event) ?? new Set();
            set.add(listener);
            listeners.set(event, set);
            return () => set.delete(listener);
          }
        : area(name),
  }) as unknown as BridgeApi;
  return {
    api,
    calls,
    handlers,
    emit: (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload)),
    count: (channel: string) => calls.filter((c) => c.channel === channel).length,
    inputs: (channel: string) => calls.filter((c) => c.channel === channel).map((c) => c.input),
  };
}

/** The providers a hook needs: the bridge and a query client. */
export function providers(api: BridgeApi, client: QueryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) =>
    createElement(
      ApiContext.Provider,
      { value: api },
      createElement(QueryClientProvider, { client }, children),
    );
}

/** A promise settled from outside, to play answers in any order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
