import { revokeSubscriptionKind } from './rules';
import { subscriptionJob } from '../common/subscription-send';

/**
 * revoke-subscription rows: in place when the person holds no active subscription to the Mango. The
 * service's 400 SUBSCRIPTION_NOT_EXTERNAL and 403 MANGO_CREATOR_MISMATCH fail the row with their code.
 */
export const revokeSubscriptionJob = subscriptionJob(
  revokeSubscriptionKind,
  'revokeSubscription',
  false,
  'whether the subscription was halted',
);
