import type { CallOptions, Invoke, OperationOutput, OperationQuery } from '../types';

/** The creator's feed. */
export function feedOperations(invoke: Invoke) {
  return {
    listFeedPosts: (
      query?: OperationQuery<'listFeedPosts'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'listFeedPosts'>> => invoke('listFeedPosts', { query }, options),
  };
}
