import { grantSubscriptionKind } from './rules';
import { subscriptionJob } from '../common/subscription-send';

/**
 * grant-subscription rows: in place when the person already holds an active subscription to the Mango. The
 * service's 404 (no such subscription) and 409 (already active) are failed rows with their cause.
 */
export const grantSubscriptionJob = subscriptionJob(
  grantSubscriptionKind,
  'grantSubscription',
  true,
  'whether the subscription was activated',
);
