import type { ChannelOutput } from '@shared/bridge';
import { onEvent, type EventRule } from '../../data/events';
import { deliveriesKey, withDelivery } from './delivery-cache';

/** What main's events do to this area's cached reads (see `src/renderer/src/data/events.ts`). */
export const webhooksEventRules: readonly EventRule[] = [
  // The built-in receiver answered a request: add it to the deliveries on screen (or on the next visit).
  onEvent('webhooks.delivery', {
    apply: (client, delivery) =>
      client.setQueryData<ChannelOutput<'webhooks.deliveries'>>(
        deliveriesKey,
        (list) => list && withDelivery(list, delivery),
      ),
  }),
];
