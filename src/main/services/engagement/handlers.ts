import type { certificateChannels } from '../../../shared/channels/certificates';
import type { feedChannels } from '../../../shared/channels/feed';
import type { gamificationChannels } from '../../../shared/channels/gamification';
import type { webhookChannels } from '../../../shared/channels/webhooks';
import type { Handlers } from '../../bridge/dispatcher';
import type { ServiceDeps } from '../deps';
import { createCertificateService } from './certificates';
import { createFeedService } from './feed';
import { createFeedPoster } from './feed-create';
import { createGamificationService } from './gamification';
import { createPersonGamificationService } from './gamification-person';
import { createSandboxFire } from './sandbox-fire';
import { listTargets } from './targets';
import { createWebhookReceiver } from './webhook-receiver';
import { createWebhookSubscriptions } from './webhook-subscriptions';

/** Badges and points, certificates, feed, webhooks (with the built-in receiver) and the user token check. */
export function engagementHandlers(
  deps: ServiceDeps,
): Pick<
  Handlers,
  | keyof typeof gamificationChannels
  | keyof typeof certificateChannels
  | keyof typeof feedChannels
  | keyof typeof webhookChannels
> {
  const gamification = createGamificationService(deps);
  const personGamification = createPersonGamificationService(deps);
  const certificates = createCertificateService(deps);
  const feed = createFeedService(deps);
  const createFeedPost = createFeedPoster(deps);
  const receiver = createWebhookReceiver({
    now: deps.now,
    onDelivery: (delivery) => deps.emit('webhooks.delivery', delivery),
  });
  deps.onClose(async () => {
    await receiver.stop();
  });
  const subscriptions = createWebhookSubscriptions(deps, () => receiver.status().url);
  const fire = createSandboxFire(deps);

  // Every call to the service takes the caller's signal (a closed screen cancels its read), but two writes
  // run to their end once begun: a feed post, whose one attempt is shared by every repeat of its draft,
  // and a webhook subscription, whose local record is the only one the person has (the service lists none).
  return {
    'gamification.badges': (input, { signal }) => gamification.badges(input, signal),
    'gamification.createBadge': (input, { signal }) => gamification.createBadge(input, signal),
    'gamification.points': (input, { signal }) => gamification.points(input, signal),
    'gamification.pointsQuota': (input) => gamification.quota(input),
    'gamification.pointsExportCsv': (input) => gamification.exportCsv(input),
    'gamification.updateBadge': (input, { signal }) => personGamification.updateBadge(input, signal),
    'gamification.assignBadges': (input, { signal }) => personGamification.assignBadges(input, signal),
    'gamification.assignPoints': (input, { signal }) => personGamification.assignPoints(input, signal),
    'gamification.ledger': (input, { signal }) => personGamification.ledger(input, signal),
    'gamification.userPoints': (input, { signal }) => personGamification.userPoints(input, signal),
    'certificates.start': (input, { signal }) => certificates.start(input, signal),
    'certificates.templates': (input, { signal }) => certificates.templates(input, signal),
    'certificates.list': (input, { signal }) => certificates.list(input, signal),
    'feed.posts': (input, { signal }) => feed.posts(input, signal),
    'feed.exportCsv': (input, { signal }) => feed.exportCsv(input, signal),
    'feed.createPost': (input) => createFeedPost(input),
    'webhooks.list': (input) => subscriptions.list(input),
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
