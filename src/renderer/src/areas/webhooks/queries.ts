import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelInput, ChannelOutput } from '@shared/bridge';
import type { WebhookEventName } from '@shared/contract/webhook-events';
import { useApi } from '../../data/api-context';
import { appErrorOf, invokeOrThrow } from '../../data/bridge';
import {
  APP_SCOPE,
  bridgeKey,
  useActiveProfileId,
  useBridgeMutation,
  useBridgeQuery,
} from '../../data/query';
import { useProfileInput } from '../../data/targets-and-names';
import { webhooksViews } from './view-store';
import { receiverEvents } from './webhook-event-options';

export { deliveriesKey, KEEP_DELIVERIES, withDelivery } from './delivery-cache';

const receiverStatusKey = bridgeKey('webhooks.receiverStatus', APP_SCOPE, {});

/** What this console subscribed for the active profile (the service keeps no list to read). */
export function useSubscriptions() {
  return useBridgeQuery('webhooks.list', useProfileInput());
}

export function useReceiverStatus() {
  return useBridgeQuery('webhooks.receiverStatus', {}, { scope: 'app' });
}

/** The built-in receiver's deliveries; new ones arrive by event (see `event-rules.ts`). */
export function useDeliveries() {
  return useBridgeQuery('webhooks.deliveries', {}, { scope: 'app' });
}

export function useClearDeliveries() {
  return useBridgeMutation('webhooks.clearDeliveries', { invalidates: ['webhooks.deliveries'] });
}

/** Subscribes a receiver URL to one event for the active profile; the local list is read again after. */
export function useSubscribe() {
  const profile = useProfileInput();
  const mutation = useBridgeMutation('webhooks.subscribe', { invalidates: ['webhooks.list'] });
  const subscribe = (
    input: Omit<ChannelInput<'webhooks.subscribe'>, 'profileId'>,
    options?: Parameters<typeof mutation.mutate>[1],
  ) => mutation.mutate({ ...profile, ...input }, options);
  return Object.assign(mutation, { subscribe });
}

type ReceiverAction = { kind: 'start' } | { kind: 'stop' } | { kind: 'fire'; event: WebhookEventName };

/**
 * The built-in receiver's actions, one at a time: `busy` says which runs ('receiver' for start and stop,
 * the event's name for a fire) and `error` is the last one's failure until the next action or `dismiss`.
 */
export function useReceiverActions() {
  const api = useApi();
  const client = useQueryClient();
  const profileId = useActiveProfileId();
  const profile = useProfileInput();

  // Starts the loopback receiver and subscribes its address to every current (not deprecated) event not yet
  // subscribed; the first refusal stops the round.
  const startBuiltIn = async () => {
    const started = await invokeOrThrow(api, 'webhooks.receiverStart', {});
    client.setQueryData(receiverStatusKey, started);
    const listKey = bridgeKey('webhooks.list', profileId ?? 'none', profile);
    const subscribed = client.getQueryData<ChannelOutput<'webhooks.list'>>(listKey)?.subscriptions ?? [];
    try {
      for (const event of receiverEvents) {
        const hookUrl = started.urls[event];
        if (!hookUrl || subscribed.some((s) => s.hookUrl === hookUrl && s.event === event)) continue;
        await invokeOrThrow(api, 'webhooks.subscribe', { ...profile, hookUrl, event });
      }
    } finally {
      await client.invalidateQueries({ queryKey: ['webhooks.list'] });
    }
  };

  const fire = async (event: WebhookEventName) => {
    try {
      const fired = await invokeOrThrow(api, 'webhooks.fire', { ...profile, event });
      webhooksViews.update(profileId, () => ({ lastFire: fired }));
    } finally {
      // The receiver counts what it received: read its status again, answered or not.
      await client.invalidateQueries({ queryKey: ['webhooks.receiverStatus'] });
    }
  };

  const mutation = useMutation<void, Error, ReceiverAction>({
    mutationKey: ['webhooks.receiver'],
    mutationFn: async (action) => {
      if (action.kind === 'start') return startBuiltIn();
      if (action.kind === 'fire') return fire(action.event);
      client.setQueryData(receiverStatusKey, await invokeOrThrow(api, 'webhooks.receiverStop', {}));
    },
  });
  const action = mutation.isPending ? mutation.variables : undefined;
  return {
    busy: action ? (action.kind === 'fire' ? action.event : 'receiver') : null,
    error: appErrorOf(mutation.error),
    dismiss: mutation.reset,
    start: () => mutation.mutate({ kind: 'start' }),
    stop: () => mutation.mutate({ kind: 'stop' }),
    fire: (event: WebhookEventName) => mutation.mutate({ kind: 'fire', event }),
  };
}
