import type { engagementChannels } from '../../../shared/channels/engagement';
import type { Handlers } from '../../bridge/dispatcher';
import type { ServiceDeps } from '../deps';
import { createCertificateService } from './certificates';
import { createFeedService } from './feed';
import { createFeedPoster } from './feed-create';
import { createGamificationService } from './gamification';
import { createPersonGamificationService } from './gamification-person';
import { createSandboxFire } from './sandbox-fire';
import { listTargets } from './targets';
import { verifyUserToken } from './token-check';
import { userName } from './users';
import { createWebhookReceiver } from './webhook-receiver';
import { createWebhookSubscriptions } from './webhook-subscriptions';

/** Badges and points, certificates, feed, webhooks (with the built-in receiver) and the user token check. */
export function engagementHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof engagementChannels> {
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

  return {
    'gamification.badges': (input) => gamification.badges(input),
    'gamification.createBadge': (input) => gamification.createBadge(input),
    'gamification.points': (input) => gamification.points(input),
    'gamification.pointsQuota': (input) => gamification.quota(input),
    'gamification.pointsExportCsv': (input) => gamification.exportCsv(input),
    'gamification.updateBadge': (input) => personGamification.updateBadge(input),
    'gamification.assignBadges': (input) => personGamification.assignBadges(input),
    'gamification.assignPoints': (input) => personGamification.assignPoints(input),
    'gamification.ledger': (input) => personGamification.ledger(input),
    'gamification.userPoints': (input) => personGamification.userPoints(input),
    'certificates.start': (input) => certificates.start(input),
    'certificates.templates': (input) => certificates.templates(input),
    'certificates.list': (input) => certificates.list(input),
    'feed.posts': (input) => feed.posts(input),
    'feed.exportCsv': (input) => feed.exportCsv(input),
    'feed.createPost': (input) => createFeedPost(input),
    'webhooks.list': (input) => subscriptions.list(input),
    'webhooks.subscribe': (input) => subscriptions.subscribe(input),
    'webhooks.targets': (input) => listTargets(deps, input),
    'webhooks.receiverStart': () => receiver.start(),
    'webhooks.receiverStop': () => receiver.stop(),
    'webhooks.receiverStatus': () => receiver.status(),
    'webhooks.deliveries': () => ({ deliveries: receiver.deliveries() }),
    'webhooks.clearDeliveries': () => ({ cleared: receiver.clear() }),
    'webhooks.fire': (input) => fire(input),
    'users.get': (input) => userName(deps, input),
    'users.verifyToken': (input) => verifyUserToken(deps, input),
  };
}
