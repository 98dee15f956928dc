import type { CallOptions, Invoke, OperationBody, OperationOutput, OperationQuery } from '../types';

/** The creator's feed. */
export function feedOperations(invoke: Invoke) {
  return {
    listFeedPosts: (
      query?: OperationQuery<'listFeedPosts'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'listFeedPosts'>> => invoke('listFeedPosts', { query }, options),
    /** A POST: sent once, never retried after it may have reached the service. */
    createFeedPost: (
      body: OperationBody<'createFeedPost'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createFeedPost'>> => invoke('createFeedPost', { body }, options),
  };
}
