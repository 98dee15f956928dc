import { useEffect, useEffectEvent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { BridgeApi, ChannelName, EventName, EventPayload } from '@shared/bridge';
import { useApi } from './api-context';

/**
 * What one main-process event does to the cache: refetch the reads it makes stale (`invalidates`, every
 * scope and input of those channels), and/or write its payload straight into cached answers (`apply`).
 * Each feature lists its rules in `areas/<area>/event-rules.ts`; `app/event-rules.ts` joins them and
 * the shell installs them once, so a screen that is not open still comes back to fresh data.
 */
export interface EventRule {
  event: EventName;
  invalidates?: readonly ChannelName[];
  apply?: (client: QueryClient, payload: unknown) => void;
}

/** A typed rule: `onEvent('videoCalls.changed', { invalidates: ['videoCalls.agenda'] })`. */
export function onEvent<E extends EventName>(
  event: E,
  rule: {
    invalidates?: readonly ChannelName[];
    apply?: (client: QueryClient, payload: EventPayload<E>) => void;
  },
): EventRule {
  return { event, ...rule } as EventRule;
}

/** Subscribes every rule; answers the function that removes them all. */
export function installEventRules(
  api: BridgeApi,
  client: QueryClient,
  rules: readonly EventRule[],
): () => void {
  const offs = rules.map((rule) =>
    api.on(rule.event, (payload) => {
      rule.apply?.(client, payload);
      for (const channel of rule.invalidates ?? []) void client.invalidateQueries({ queryKey: [channel] });
    }),
  );
  return () => offs.forEach((off) => off());
}

/**
 * A screen's own reaction to an event that is not cache state (a toast, a progress line being drawn).
 * The latest handler is always called; the subscription lasts as long as the component.
 */
export function useBridgeEvent<E extends EventName>(
  event: E,
  handler: (payload: EventPayload<E>) => void,
): void {
  const api = useApi();
  const onPayload = useEffectEvent(handler);
  useEffect(() => api.on(event, (payload) => onPayload(payload)), [api, event]);
}
