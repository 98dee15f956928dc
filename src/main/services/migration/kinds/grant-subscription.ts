import { SubscriptionTarget } from '../../../../shared/contract/subscriptions';
import { grantSubscriptionKind } from '../../../../shared/domain/migration/kind-grant-subscription';
import { sender } from './kind';
import { decideFromSubscription, subscriptionJob } from './subscription';

/**
 * grant-subscription rows: in place when the person already holds an active subscription to the Mango. The
 * service's 404 (no such subscription) and 409 (already active) are failed rows with their cause.
 */
export const grantSubscriptionJob = subscriptionJob(
  grantSubscriptionKind,
  async (client, body, signal) =>
    decideFromSubscription(
      await sender(client, 'grantSubscription')(SubscriptionTarget.parse(body), { signal }),
    ),
  true,
  'whether the subscription was activated',
);
