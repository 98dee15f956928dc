import {
  CreateOrFindUserBody,
  CreateOrFindUserResponse,
  CreateSubscriptionBody,
  GrantSubscriptionBody,
  RefundSubscriptionBody,
  RevokeSubscriptionBody,
  SubscriptionWriteAnswer,
} from '../subscriptions';
import { op, V1 } from './define';

/**
 * Rows of `operations`: writes that add a person or change their access (account/createOrFindUser,
 * subscription/).
 */
export const subscriptionRows = {
  /** account/createOrFindUser.json: creates the person on the host or returns the one with that email/phone. */
  createOrFindUser: op({
    name: 'createOrFindUser',
    method: 'POST',
    path: `${V1}/users`,
    family: 'bearer',
    body: CreateOrFindUserBody,
    response: CreateOrFindUserResponse,
  }),
  /** subscription/createSubscription.json: after an external payment; transactionId makes it retry-safe. */
  createSubscription: op({
    name: 'createSubscription',
    method: 'POST',
    path: `${V1}/subscriptions`,
    family: 'bearer',
    body: CreateSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
  /** subscription/grantSubscriptionAccess.json: (re)activates without payment; 404 unknown, 409 already active. */
  grantSubscription: op({
    name: 'grantSubscription',
    method: 'POST',
    path: `${V1}/subscriptions/grant`,
    family: 'bearer',
    body: GrantSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
  /** subscription/revokeSubscriptionAccess.json: external subscriptions only; the status becomes 'halted'. */
  revokeSubscription: op({
    name: 'revokeSubscription',
    method: 'POST',
    path: `${V1}/subscriptions/revoke`,
    family: 'bearer',
    body: RevokeSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
  /** subscription/refundSubscription.json: 'initiate' halts the subscription, 'complete' after the gateway refund. */
  refundSubscription: op({
    name: 'refundSubscription',
    method: 'POST',
    path: `${V1}/subscriptions/refund`,
    family: 'bearer',
    body: RefundSubscriptionBody,
    response: SubscriptionWriteAnswer,
  }),
} as const;
