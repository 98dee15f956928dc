import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  channelNames,
  type BridgeApi,
  type CallOptions,
  type ChannelName,
  type ChannelOutput,
} from '../../../src/shared/bridge';
import type { AppError, Result } from '../../../src/shared/errors';
import { ApiContext } from '../../../src/renderer/src/data/api-context';
import { createQueryClient } from '../../../src/renderer/src/data/query';

// The one fake bridge for the renderer's hook tests. Unmounting after each test, and telling React its act()
// runs here, is tests/helpers/renderer-setup.ts's: this module loads once per worker, not once per file.

/** A handler's way to make main refuse: `return failure({ kind: 'conflict', message })`. */
export class Failure {
  constructor(readonly error: AppError) {}
}
export const failure = (error: Partial<AppError>): Failure =>
  new Failure({ kind: 'http', message: 'refused', ...error } as AppError);

/** A handler's answer that leaves the call open until the test settles it with `call.answer(...)`. */
export const wait: unique symbol = Symbol('wait');

/** One call the fake received; `answer` settles it (a value, or a `Failure`) when its handler waited. */
export interface Call {
  channel: string;
  input: Record<string, unknown>;
  signal: AbortSignal | undefined;
  answer: (answer: unknown) => void;
}

/**
 * What a channel does: answer a value (or a promise of one), a `Failure`, or `wait`. It gets the input
 * and the call (whose `signal` is the caller's).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test types the inputs it reads
export type Handler = (input: any, call: Call) => unknown;
export type Handlers = { [C in ChannelName]?: Handler };

/** A profile of the fake's profile list (`profiles.list`); the first is active unless told. */
export interface FakeProfile {
  id: string;
  name?: string;
  kind?: string;
}

export interface FakeOptions {
  profiles?: FakeProfile[];
  active?: string;
}

const known = new Set<string>(channelNames);
const settle = (answer: unknown): Result<unknown> =>
  answer instanceof Failure ? { ok: false, error: answer.error } : { ok: true, value: answer };

/**
 * A bridge whose channels (by table name: `'profiles.list'`) answer from `handlers`; a channel without a
 * handler fails as `unknown_channel`, and a name not in the bridge table throws. `profiles.list` answers
 * the fake's own profile list unless a handler takes it. `calls` records every call, in order; `emit`
 * plays an event from main to the `api.on` listeners.
 */
export function fakeBridge(handlers: Handlers = {}, options: FakeOptions = {}) {
  for (const channel of Object.keys(handlers)) {
    if (!known.has(channel)) throw new Error(`fakeBridge: no channel ${channel} in the bridge table`);
  }
  const calls: Call[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let profiles: FakeProfile[] = options.profiles ?? [{ id: 'p1' }];
  let active = options.active ?? profiles[0]?.id ?? 'p1';
  const profileList = () =>
    ({
      activeProfileId: active,
      profiles: profiles.map((p) => ({ name: p.id, kind: 'sandbox', ...p })),
    }) as unknown as ChannelOutput<'profiles.list'>;
  const table: Record<string, Handler | undefined> = { 'profiles.list': profileList, ...handlers };

  const call = (channel: string, input: unknown, callOptions?: CallOptions) =>
    new Promise<Result<unknown>>((resolve) => {
      const entry: Call = {
        channel,
        input: input as Record<string, unknown>,
        signal: callOptions?.signal,
        answer: (answer) => resolve(settle(answer)),
      };
      calls.push(entry);
      const handler = table[channel];
      if (!handler) {
        resolve({ ok: false, error: { kind: 'unknown_channel', message: `no ${channel}` } as AppError });
        return;
      }
      const answer = handler(input, entry);
      if (answer !== wait) void Promise.resolve(answer).then(entry.answer);
    });
  const on = (event: string, listener: (payload: unknown) => void) => {
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set.add(listener));
    return () => void set.delete(listener);
  };
  const api = new Proxy({} as Record<string, unknown>, {
    get: (_, area: string) =>
      area === 'on'
        ? on
        : new Proxy(
            {},
            {
              get: (__, verb: string | symbol) => {
                if (typeof verb !== 'string') return undefined;
                const channel = `${area}.${verb}`;
                if (!known.has(channel))
                  throw new Error(`fakeBridge: no channel ${channel} in the bridge table`);
                return (input: unknown, callOptions?: CallOptions) => call(channel, input, callOptions);
              },
            },
          ),
  }) as unknown as BridgeApi;

  const emit = (event: string, payload: unknown = {}) => listeners.get(event)?.forEach((l) => l(payload));
  const of = (channel: ChannelName) => calls.filter((c) => c.channel === channel);
  return {
    api,
    calls,
    /** The calls to one channel, in order. */
    of,
    /** The inputs of every call to one channel, in order. */
    callsTo: (channel: ChannelName) => of(channel).map((c) => c.input),
    /** How many times one channel was called. */
    count: (channel: ChannelName) => of(channel).length,
    emit,
    /** What `profiles.list` answers now. */
    profileList,
    /** Main's profile list changes (silently: emit `profiles.changed` or use `activate` to announce it). */
    setProfiles: (next: FakeProfile[], nextActive = next[0]?.id ?? active) => {
      profiles = next;
      active = nextActive;
    },
    /** Main makes another profile active and announces it with `profiles.changed`. */
    activate: (id: string) => {
      active = id;
      emit('profiles.changed', profileList());
    },
  };
}

export type FakeBridge = ReturnType<typeof fakeBridge>;

/** The providers a hook needs: the bridge and a query client (a fresh one unless given). */
export function wrapper(api: BridgeApi, client: QueryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) =>
    createElement(
      ApiContext.Provider,
      { value: api },
      createElement(QueryClientProvider, { client }, children),
    );
}

/** Renders a hook inside the bridge and a query client of its own (or the one given). */
export function renderWithBridge<T>(
  api: BridgeApi,
  hook: () => T,
  client: QueryClient = createQueryClient(),
) {
  return { ...renderHook(hook, { wrapper: wrapper(api, client) }), client };
}

/** A promise the test settles when it wants: answers arriving in another order than asked. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A handler whose answers the test gives one by one, in any order: `answers[i].resolve(value)`. */
export function queued() {
  const answers: ReturnType<typeof deferred<unknown>>[] = [];
  const handler = () => {
    const answer = deferred<unknown>();
    answers.push(answer);
    return answer.promise;
  };
  return { answers, handler };
}
