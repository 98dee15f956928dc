import type { ChannelOutput } from '@shared/bridge';
import type { WebhookDelivery } from '@shared/areas/webhooks/channels';
import { APP_SCOPE, bridgeKey } from '../../data/query';

// Kept apart from queries.ts: the shell installs the event rules at start, and this is all they need
// (queries.ts reaches the webhook event table and its schemas, which belong in the screen's own chunk).

type Deliveries = ChannelOutput<'webhooks.deliveries'>;

/** The receiver and its deliveries belong to this computer, not to a profile. */
export const deliveriesKey = bridgeKey('webhooks.deliveries', APP_SCOPE, {});

/** How many deliveries the list keeps, like the receiver in main. */
export const KEEP_DELIVERIES = 200;

/** A delivery main announced, added to the list once (the newest last), keeping the last 200. */
export function withDelivery(list: Deliveries, delivery: WebhookDelivery): Deliveries {
  if (list.deliveries.some((d) => d.id === delivery.id)) return list;
  return { deliveries: [...list.deliveries, delivery].slice(-KEEP_DELIVERIES) };
}
