import { createElement, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { BridgeApi } from '../../../../src/shared/bridge';
import type { ActivityResult } from '../../../../src/shared/channels/analytics';
import type { ProfileList } from '../../../../src/shared/channels/profiles';
import type { AppError } from '../../../../src/shared/errors';
import { ApiContext } from '../../../../src/renderer/src/api-context';

// React's act() runs under Testing Library here: say so, so React does not warn on every update.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const NOW = new Date('2025-01-15T06:30:00Z');
export const now = () => NOW;

type Stored = { from: string; to: string; channels?: string[] };
type Listener = (payload: unknown) => void;

/**
 * A bridge with the profiles and analytics channels. `activity` answers from the request (or with the
 * error `fail` gives for it); `hold` keeps answers back until `release`; `calls` records every request and
 * whether its signal was aborted.
 */
export function fakeAnalyticsBridge(cachedByProfile: Record<string, Stored[]> = {}) {
  const calls: Array<{ input: Record<string, unknown>; signal?: AbortSignal }> = [];
  const pending: Array<() => void> = [];
  const listeners = new Map<string, Set<Listener>>();
  let active = 'p1';
  let hold = false;
  let fail: (input: Record<string, unknown>) => AppError | null = () => null;
  let fetchedAt = NOW.toISOString();
  const list = (): ProfileList =>
    ({
      activeProfileId: active,
      profiles: ['p1', 'p2'].map((id) => ({ id, name: id, kind: 'sandbox' })),
    }) as unknown as ProfileList;
  const ok = (value: unknown) => ({ ok: true, value });

  const api = {
    on: (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    profiles: { list: async () => ok(list()) },
    analytics: {
      channels: async () => ok({ channels: [] }),
      cached: async () =>
        ok({
          entries: (cachedByProfile[active] ?? []).map((c) => ({ ...c, fetchedAt, rowCount: 0 })),
        }),
      activity: async (input: Record<string, unknown>, options?: { signal?: AbortSignal }) => {
        calls.push({ input, ...(options?.signal ? { signal: options.signal } : {}) });
        if (hold) await new Promise<void>((resolve) => pending.push(resolve));
        const error = fail(input);
        if (error) return { ok: false, error };
        const value: ActivityResult = {
          from: input.from as string,
          to: input.to as string,
          ...(input.channels ? { channels: input.channels as string[] } : {}),
          startDate: 's',
          endDate: 'e',
          rows: [],
          fetchedAt,
          source: input.mode === 'refresh' ? 'service' : 'cache',
        };
        return ok(value);
      },
    },
  } as unknown as BridgeApi;

  return {
    api,
    calls,
    /** The inputs sent to `analytics.activity`, in order. */
    inputs: () => calls.map((c) => c.input),
    hold: (on: boolean) => {
      hold = on;
    },
    failWith: (rule: typeof fail) => {
      fail = rule;
    },
    setFetchedAt: (at: string) => {
      fetchedAt = at;
    },
    /** Switches the active profile the way main announces it. */
    activate: (id: string) => {
      active = id;
      listeners.get('profiles.changed')?.forEach((l) => l(list()));
    },
    /** Answers the held requests newest first, so an older answer arrives last. */
    releaseNewestFirst: async () => {
      for (const resolve of pending.splice(0).reverse()) {
        resolve();
        await new Promise((done) => setTimeout(done, 5));
      }
    },
  };
}

export function wrapper(api: BridgeApi, client: QueryClient) {
  return ({ children }: { children: ReactNode }) =>
    createElement(
      ApiContext.Provider,
      { value: api },
      createElement(QueryClientProvider, { client }, children),
    );
}
