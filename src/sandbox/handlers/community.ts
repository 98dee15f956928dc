import {
  CreateChannelBody,
  CreateChannelGroupBody,
  ListChannelsQuery,
} from '../../shared/contract/community';
import type { Handler } from '../context';
import { badRequest } from '../errors';
import type { ChannelRecord } from '../fixture-schema';
import { channelGroupJson, channelJson } from '../serializers/community';
import { parseOr400 } from './common';

export const listChannels: Handler = (ctx, core) => {
  if (!ctx.creator.features.community) throw badRequest('Community feature is not enabled');
  const q = parseOr400(ListChannelsQuery, ctx.query);
  const data = core.state.data.channels
    .filter((c) => c.creator === ctx.creator._id && (q.includeArchived || !c.isArchived))
    .map(channelJson);
  return { body: { data } };
};

export const createChannel: Handler = (ctx, core) => {
  if (!ctx.creator.features.community) throw badRequest('Community feature is not enabled');
  const body = parseOr400(CreateChannelBody, ctx.body);
  const own = (list: { _id: string; creator: string }[], ids: string[]) =>
    ids.every((id) => list.some((r) => r._id === id && r.creator === ctx.creator._id));
  if (body.group && !own(core.state.data.channelGroups, [body.group]))
    throw badRequest('Invalid request: unknown group');
  if (!own(core.state.data.mangoes, body.mangoArr ?? []))
    throw badRequest('Invalid request: unknown Mango in mangoArr');
  if (!own(core.state.data.badges, body.badgeArr ?? []))
    throw badRequest('Invalid request: unknown badge in badgeArr');
  const record: ChannelRecord = {
    _id: core.state.newId(),
    creator: ctx.creator._id,
    name: body.name,
    description: body.description ?? '',
    group: body.group ?? null,
    isHidden: body.isHidden ?? false,
    isArchived: false,
    mangoArr: body.mangoArr ?? [],
    badgeArr: body.badgeArr ?? [],
    communityProfilePicture: '',
    createdAt: core.clock.nowIso(),
  };
  core.state.insert('channels', record);
  core.recordEffect('channel.created', { channelId: record._id });
  return { body: channelJson(record) };
};

/** The new group goes after every existing group of the creator; its position cannot be chosen. */
export const createChannelGroup: Handler = (ctx, core) => {
  if (!ctx.creator.features.community) throw badRequest('Community feature is not enabled');
  const body = parseOr400(CreateChannelGroupBody, ctx.body);
  const ranks = core.state.data.channelGroups.filter((g) => g.creator === ctx.creator._id).map((g) => g.rank);
  const now = core.clock.nowIso();
  const group = {
    _id: core.state.newId(),
    creator: ctx.creator._id,
    name: body.name,
    hideFromNonChannelMember: body.hideFromNonChannelMember ?? false,
    rank: ranks.length ? Math.max(...ranks) + 1 : 1,
    createdAt: now,
    updatedAt: now,
  };
  core.state.insert('channelGroups', group);
  return { body: channelGroupJson(group) };
};
