import type { ChannelGroupRecord, ChannelRecord } from '../fixture-schema';

/**
 * Channels and channel groups. The docs show no example for these operations: the shapes are the console's
 * assumed contract (public-contracts.md B, List/Create Channel) and the spec's Channel group.
 */
export function channelJson(c: ChannelRecord) {
  return {
    _id: c._id,
    name: c.name,
    description: c.description,
    group: c.group,
    isHidden: c.isHidden,
    isArchived: c.isArchived,
    mangoArr: c.mangoArr,
    badgeArr: c.badgeArr,
    createdAt: c.createdAt,
  };
}

export function channelGroupJson(g: ChannelGroupRecord) {
  return {
    _id: g._id,
    name: g.name,
    hideFromNonChannelMember: g.hideFromNonChannelMember,
    rank: g.rank,
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
  };
}
