import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { BridgeApi, CallOptions } from '../../../../src/shared/bridge';
import type { AppError, Result } from '../../../../src/shared/errors';
import { ApiContext } from '../../../../src/renderer/src/api-context';
import { createQueryClient } from '../../../../src/renderer/src/data/query';

/** One call the fake bridge received; `answer` settles it when its handler left it waiting. */
export interface Call {
  channel: string;
  input: Record<string, unknown>;
  signal: AbortSignal | undefined;
  answer: (result: Result<unknown>) => void;
}

/** What a handler answers: a result now, or `'wait'` to leave the call open until the test answers it. */
export type Handler = (input: Record<string, unknown>, call: Call) => Result<unknown> | 'wait';

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: Partial<AppError> & { message: string }): Result<never> => ({
  ok: false,
  error: { kind: 'http', ...error } as AppError,
});

/**
 * A bridge for hook tests: `handlers` answer by channel name (`'community.posts'`), profile p1 is active,
 * and `calls` records every call except the profile list, in order.
 */
export function fakeBridge(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const profiles = ok({ activeProfileId: 'p1', profiles: [{ id: 'p1', name: 'p1', kind: 'sandbox' }] });
  const area = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, verb: string) => (input: Record<string, unknown>, options?: CallOptions) => {
          const channel = `${name}.${verb}`;
          if (channel === 'profiles.list') return Promise.resolve(profiles);
          return new Promise<Result<unknown>>((resolve) => {
            const call: Call = { channel, input, signal: options?.signal, answer: resolve };
            calls.push(call);
            const handler = handlers[channel];
            const answer = handler
              ? handler(input, call)
              : fail({ kind: 'unknown_channel', message: `no ${channel}` } as never);
            if (answer !== 'wait') resolve(answer);
          });
        },
      },
    );
  const api = new Proxy({}, { get: (_, name: string) => area(name) }) as unknown as BridgeApi;
  const of = (channel: string) => calls.filter((c) => c.channel === channel);
  return { api, calls, of };
}

/** Renders a hook inside the bridge and a query client of its own (or the one given). */
export function renderWithBridge<T>(
  api: BridgeApi,
  hook: () => T,
  client: QueryClient = createQueryClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      ApiContext.Provider,
      { value: api },
      createElement(QueryClientProvider, { client }, children),
    );
  return { ...renderHook(hook, { wrapper }), client };
}
