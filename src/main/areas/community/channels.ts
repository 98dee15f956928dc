import type { z } from 'zod';
import type {
  AccessOptions,
  ChannelOverview,
  communityChannels,
} from '../../../shared/areas/community/channels';
import type { Channel, ChannelGroup } from '../../../shared/contract/community';
import type { Handlers } from '../../platform/handlers';
import type { CommunityScope, ScopeOf } from './registry';

type CreateGroupInput = z.output<(typeof communityChannels)['community.createGroup']['input']>;
type CreateChannelInput = z.output<(typeof communityChannels)['community.createChannel']['input']>;

const PICKER_PAGE = 100;
/** Enough for any real catalogue; a picker with more entries would be unusable anyway. */
const PICKER_MAX = 2_000;

export async function channelOverview(
  { client, registry, profileId, options }: CommunityScope,
  { includeArchived }: { includeArchived?: boolean },
): Promise<ChannelOverview> {
  const [list, groups] = await Promise.all([
    client.listChannels({ query: includeArchived ? { includeArchived: true } : {} }, options),
    registry.groups(profileId),
  ]);
  return { channels: list.data, groups };
}

/** Mangoes and badges for the channel access pickers, every page of each. */
export async function accessOptions({ client, options }: CommunityScope): Promise<AccessOptions> {
  const mangoes: AccessOptions['mangoes'] = [];
  for (let page = 1; mangoes.length < PICKER_MAX; page += 1) {
    const answer = await client.listMangoes({ query: { limit: PICKER_PAGE, page } }, options);
    for (const mango of answer.data) {
      if (mango._id) mangoes.push({ _id: mango._id, title: mango.title ?? mango._id });
    }
    if (answer.data.length < PICKER_PAGE || mangoes.length >= (answer.total ?? 0)) break;
  }
  const badgeList = await client.listBadges({}, options);
  const badges = badgeList.data.flatMap((badge) =>
    badge._id ? [{ _id: badge._id, name: badge.name ?? badge._id }] : [],
  );
  return { mangoes, badges };
}

/**
 * Creates a group (appended after every existing group: the service does not let us choose a position)
 * and remembers its name, because no operation lists groups afterwards.
 */
export async function createGroup(
  { client, registry, profileId, options, now }: CommunityScope,
  input: CreateGroupInput,
): Promise<ChannelGroup> {
  const group = await client.createChannelGroup(
    {
      body: {
        name: input.name,
        ...(input.hideFromNonChannelMember !== undefined
          ? { hideFromNonChannelMember: input.hideFromNonChannelMember }
          : {}),
      },
    },
    options,
  );
  if (group._id) {
    await registry.rememberGroup(profileId, {
      _id: group._id,
      name: group.name ?? input.name,
      ...(group.rank !== undefined ? { rank: group.rank } : {}),
      createdAt: group.createdAt ?? now.toISOString(),
    });
  }
  return group;
}

export async function createChannel(
  { client, options }: CommunityScope,
  input: CreateChannelInput,
): Promise<Channel> {
  const mangoArr = [...new Set(input.mangoArr ?? [])];
  const badgeArr = [...new Set(input.badgeArr ?? [])];
  return client.createChannel(
    {
      body: {
        name: input.name,
        ...(input.description ? { description: input.description } : {}),
        ...(input.group ? { group: input.group } : {}),
        ...(input.isHidden !== undefined ? { isHidden: input.isHidden } : {}),
        ...(mangoArr.length ? { mangoArr } : {}),
        ...(badgeArr.length ? { badgeArr } : {}),
      },
    },
    options,
  );
}

/** Community channels and groups: the overview, access options, and creating a group or a channel. */
export function communityChannelHandlers(
  scope: ScopeOf,
): Pick<
  Handlers,
  'community.channels' | 'community.accessOptions' | 'community.createGroup' | 'community.createChannel'
> {
  return {
    'community.channels': async (input, { signal }) => channelOverview(await scope(input, signal), input),
    'community.accessOptions': async (input, { signal }) => accessOptions(await scope(input, signal)),
    'community.createGroup': async (input, { signal }) => createGroup(await scope(input, signal), input),
    'community.createChannel': async (input, { signal }) => createChannel(await scope(input, signal), input),
  };
}
