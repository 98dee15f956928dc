import { SubscriptionTarget } from '../../../../shared/contract/subscriptions';
import { revokeSubscriptionKind } from '../../../../shared/domain/migration/kind-revoke-subscription';
import { sender } from './kind';
import { decideFromSubscription, subscriptionJob } from './subscription';

/**
 * revoke-subscription rows: in place when the person holds no active subscription to the Mango. The
 * service's 400 SUBSCRIPTION_NOT_EXTERNAL and 403 MANGO_CREATOR_MISMATCH fail the row with their code.
 */
export const revokeSubscriptionJob = subscriptionJob(
  revokeSubscriptionKind,
  async (client, body, signal) =>
    decideFromSubscription(
      await sender(client, 'revokeSubscription')(SubscriptionTarget.parse(body), { signal }),
    ),
  false,
  'whether the subscription was halted',
);
