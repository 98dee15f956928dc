import {
  AuthenticatedUser,
  SubscriptionList,
  UserLookupQuery,
  UserSubscriptionsQuery,
  VerifyTokenQuery,
} from '../users';
import { op, V1 } from './define';

/**
 * Rows of `operations`: the signed-in user and a person's reads (the docs' authentication/ and account/
 * groups).
 */
export const userRows = {
  verifyToken: op({
    name: 'verifyToken',
    method: 'GET',
    path: `${V1}/auth/v2/verify-token`,
    family: 'bearer',
    query: VerifyTokenQuery,
    response: AuthenticatedUser,
  }),
  lookupUser: op({
    name: 'lookupUser',
    method: 'GET',
    path: `${V1}/users/lookup`,
    family: 'bearer',
    query: UserLookupQuery,
    response: AuthenticatedUser,
  }),
  /** account/getUserById.json: a user's basic information (score and rank as plain numbers there). */
  getUser: op({
    name: 'getUser',
    method: 'GET',
    path: `${V1}/users/:userId`,
    family: 'bearer',
    response: AuthenticatedUser,
  }),
  listUserSubscriptions: op({
    name: 'listUserSubscriptions',
    method: 'GET',
    path: `${V1}/subscriptions/:userId`,
    family: 'bearer',
    query: UserSubscriptionsQuery,
    response: SubscriptionList,
  }),
} as const;
