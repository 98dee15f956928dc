import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { BridgeApi, ChannelName, ChannelOutput } from '../../../../src/shared/bridge';
import type { AppError } from '../../../../src/shared/errors';
import { ApiContext } from '../../../../src/renderer/src/api-context';
import { installEventRules } from '../../../../src/renderer/src/data/events';
import { APP_SCOPE, bridgeKey, createQueryClient } from '../../../../src/renderer/src/data/query';
import { engagementEventRules } from '../../../../src/renderer/src/features/engagement/event-rules';

/** A handler's way to make main refuse: `return refusal({ kind: 'conflict' })`. */
export class Refusal {
  constructor(readonly error: AppError) {}
}
export const refusal = (error: Partial<AppError>) =>
  new Refusal({ kind: 'http', message: 'refused', ...error } as AppError);

type Handler<C extends ChannelName> = (
  input: Record<string, unknown>,
) => ChannelOutput<C> | Refusal | Promise<ChannelOutput<C> | Refusal>;
export type Handlers = { [C in ChannelName]?: Handler<C> };

const listOf = (profile: { id: string; kind: string }) =>
  ({
    activeProfileId: profile.id,
    profiles: [{ ...profile, name: profile.id }],
  }) as unknown as ChannelOutput<'profiles.list'>;

/**
 * A bridge with only the channels a test gives (plus the profile list: one active profile, `p1`, a sandbox
 * unless told), recording each call; `emit` plays an event from main.
 */
export function fakeBridge(handlers: Handlers, profile = { id: 'p1', kind: 'sandbox' }) {
  const calls: { channel: string; input: Record<string, unknown> }[] = [];
  const listeners: { event: string; listener: (payload: unknown) => void }[] = [];
  let profiles = listOf(profile);
  const table: Record<string, Handler<ChannelName>> = {
    'profiles.list': () => profiles as never,
    ...(handlers as Record<string, Handler<ChannelName>>),
  };
  const api: Record<string, unknown> = {
    on: (event: string, listener: (payload: unknown) => void) => {
      const entry = { event, listener };
      listeners.push(entry);
      return () => listeners.splice(listeners.indexOf(entry), 1);
    },
  };
  for (const [channel, handler] of Object.entries(table)) {
    const [area, verb] = channel.split('.') as [string, string];
    const methods = (api[area] ??= {}) as Record<string, unknown>;
    methods[verb] = async (input: Record<string, unknown> = {}) => {
      if (channel !== 'profiles.list') calls.push({ channel, input });
      const answer = await handler(input);
      return answer instanceof Refusal ? { ok: false, error: answer.error } : { ok: true, value: answer };
    };
  }
  return {
    api: api as unknown as BridgeApi,
    get profiles() {
      return profiles;
    },
    /** Main makes another profile the active one (the test tells the cache, as the shell's rule would). */
    switchTo: (next: { id: string; kind: string }) => (profiles = listOf(next)),
    calls,
    /** The inputs of every call to one channel, in order. */
    callsTo: (channel: ChannelName) => calls.filter((c) => c.channel === channel).map((c) => c.input),
    emit: (event: string, payload: unknown) =>
      listeners.filter((l) => l.event === event).forEach((l) => l.listener(payload)),
  };
}

/**
 * Renders a hook inside the bridge and a query client with the engagement event rules installed and the
 * profile list already read (as the shell has it before any screen shows).
 */
export function renderWithBridge<T>(
  hook: () => T,
  bridge: ReturnType<typeof fakeBridge>,
  client: QueryClient = createQueryClient(),
) {
  client.setQueryData(bridgeKey('profiles.list', APP_SCOPE, {}), bridge.profiles);
  const off = installEventRules(bridge.api, client, engagementEventRules);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      ApiContext.Provider,
      { value: bridge.api },
      createElement(QueryClientProvider, { client }, children),
    );
  return { ...renderHook(hook, { wrapper }), client, off };
}

/** A promise the test resolves when it wants: answers arriving in another order than asked. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
