import type { webhookChannels } from '../../../shared/areas/webhooks/channels';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { createSandboxFire } from './sandbox-fire';
import { listTargets } from './targets';
import { createWebhookReceiver } from './webhook-receiver';
import { createWebhookSubscriptions } from './webhook-subscriptions';

/** Webhook subscriptions, the built-in receiver and its deliveries, and the sandbox's fire button. */
export function webhookHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof webhookChannels> {
  const receiver = createWebhookReceiver({
    now: deps.now,
    onDelivery: (delivery) => deps.emit('webhooks.delivery', delivery),
  });
  deps.onClose(async () => {
    await receiver.stop();
  });
  const subscriptions = createWebhookSubscriptions(deps, () => receiver.status().url);
  const fire = createSandboxFire(deps);
  return {
    'webhooks.list': (input) => subscriptions.list(input),
    // Runs to its end once begun: its local record is the only one the person has (the service lists none).
    'webhooks.subscribe': (input) => subscriptions.subscribe(input),
    'webhooks.targets': (input, { signal }) => listTargets(deps, input, signal),
    'webhooks.receiverStart': () => receiver.start(),
    'webhooks.receiverStop': () => receiver.stop(),
    'webhooks.receiverStatus': () => receiver.status(),
    'webhooks.deliveries': () => ({ deliveries: receiver.deliveries() }),
    'webhooks.clearDeliveries': () => ({ cleared: receiver.clear() }),
    'webhooks.fire': (input) => fire(input),
  };
}
