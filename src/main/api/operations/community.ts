import type { CallOptions, Invoke, OperationBody, OperationOutput, OperationQuery } from '../types';

/** Community: channels (assumed contract), channel posts, channel groups. */
export function communityOperations(invoke: Invoke) {
  return {
    listChannels: (
      query?: OperationQuery<'listChannels'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'listChannels'>> => invoke('listChannels', { query }, options),
    createChannel: (
      body: OperationBody<'createChannel'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createChannel'>> => invoke('createChannel', { body }, options),
    listChannelPosts: (
      channelId: string,
      query?: OperationQuery<'listChannelPosts'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'listChannelPosts'>> =>
      invoke('listChannelPosts', { params: { channelId }, query }, options),
    createChannelGroup: (
      body: OperationBody<'createChannelGroup'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'createChannelGroup'>> => invoke('createChannelGroup', { body }, options),
  };
}
