import {
  Channel,
  ChannelGroup,
  ChannelList,
  ChannelPostList,
  ChannelPostListQuery,
  CreateChannelBody,
  CreateChannelGroupBody,
  ListChannelsQuery,
} from '../community';
import { op, V1 } from './define';

/** Rows of `operations`: community channels, channel groups and their posts. */
export const communityRows = {
  listChannels: op({
    name: 'listChannels',
    method: 'GET',
    path: `${V1}/community/channels`,
    family: 'bearer',
    query: ListChannelsQuery,
    response: ChannelList,
    assumed: true,
  }),
  createChannel: op({
    name: 'createChannel',
    method: 'POST',
    path: `${V1}/community/channels`,
    family: 'bearer',
    body: CreateChannelBody,
    response: Channel,
    assumed: true,
  }),
  listChannelPosts: op({
    name: 'listChannelPosts',
    method: 'GET',
    path: `${V1}/community/channels/:channelId/posts`,
    family: 'bearer',
    query: ChannelPostListQuery,
    response: ChannelPostList,
  }),
  createChannelGroup: op({
    name: 'createChannelGroup',
    method: 'POST',
    path: `${V1}/community/channel-groups`,
    family: 'bearer',
    body: CreateChannelGroupBody,
    response: ChannelGroup,
  }),
} as const;
