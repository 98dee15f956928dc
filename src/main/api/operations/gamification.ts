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
  };
}
