import type { CallOptions, Invoke, OperationOutput, OperationQuery } from '../types';

/** Users and subscriptions: token verification, look-up, a user's subscriptions. */
export function userOperations(invoke: Invoke) {
  return {
    /** Exchanges a logged-in user's refresh token (from the dashboard redirect) for the user. */
    verifyToken: (
      query: OperationQuery<'verifyToken'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'verifyToken'>> => invoke('verifyToken', { query }, options),
    lookupUser: (
      query: OperationQuery<'lookupUser'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'lookupUser'>> => invoke('lookupUser', { query }, options),
    /** A user's basic information (name, email) by id. */
    getUser: (userId: string, options?: CallOptions): Promise<OperationOutput<'getUser'>> =>
      invoke('getUser', { params: { userId } }, options),
    listUserSubscriptions: (
      userId: string,
      query?: OperationQuery<'listUserSubscriptions'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'listUserSubscriptions'>> =>
      invoke('listUserSubscriptions', { params: { userId }, query }, options),
  };
}

/** Community analytics. */
export function analyticsOperations(invoke: Invoke) {
  return {
    communityActivity: (
      query: OperationQuery<'communityActivity'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'communityActivity'>> => invoke('communityActivity', { query }, options),
  };
}
