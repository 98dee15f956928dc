import type { CallOptions, Invoke, OperationBody, OperationOutput, OperationQuery } from '../types';

/** Badges and points. Collective points is limited client-side to 10 calls a minute per host. */
export function gamificationOperations(invoke: Invoke) {
  return {
    listBadges: (options?: CallOptions): Promise<OperationOutput<'listBadges'>> =>
      invoke('listBadges', {}, options),
    createBadge: (
      body: OperationBody<'createBadge'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createBadge'>> => invoke('createBadge', { body }, options),
    /** Deprecated by the service. */
    collectivePoints: (
      query?: OperationQuery<'collectivePoints'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'collectivePoints'>> => invoke('collectivePoints', { query }, options),
    updateBadge: (
      badgeId: string,
      body: OperationBody<'updateBadge'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'updateBadge'>> =>
      invoke('updateBadge', { params: { badgeId }, body }, options),
    /** Adds badges to the person; the service never takes one away here. */
    assignBadges: (
      userId: string,
      body: OperationBody<'assignBadges'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'assignBadges'>> =>
      invoke('assignBadges', { params: { userId }, body }, options),
    /** A negative score takes points away. Not idempotent: the service offers no key, so never re-sent. */
    assignPoints: (
      body: OperationBody<'assignPoints'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'assignPoints'>> => invoke('assignPoints', { body }, options),
    pointsLedger: (
      userId: string,
      query?: OperationQuery<'pointsLedger'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'pointsLedger'>> =>
      invoke('pointsLedger', { params: { userId }, query }, options),
    /** v1 per person; the replacement the docs offer for the deprecated v2 collective points. */
    userCollectivePoints: (
      userId: string,
      query?: OperationQuery<'userCollectivePoints'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'userCollectivePoints'>> =>
      invoke('userCollectivePoints', { params: { userId }, query }, options),
  };
}
