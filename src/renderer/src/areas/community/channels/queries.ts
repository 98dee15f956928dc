import {
  useBridgeMutation,
  useBridgeQuery,
  type BridgeMutationResult,
  type BridgeQueryResult,
} from '../../../data/query';
import type { AccessOptions, ChannelOverview } from '@shared/areas/community/channels';

/** Channels with the groups this console knows; the last list stays on screen while a new one loads. */
export function useChannelOverview(includeArchived: boolean): BridgeQueryResult<ChannelOverview> {
  return useBridgeQuery('community.channels', { includeArchived }, { keepPrevious: true });
}

/** The Mangoes and badges a channel can grant access through. */
export function useAccessOptions(): BridgeQueryResult<AccessOptions> {
  return useBridgeQuery('community.accessOptions', {});
}

/** A new group; every cached channel list is read again once it exists. */
export function useCreateGroup(): BridgeMutationResult<'community.createGroup'> {
  return useBridgeMutation('community.createGroup', { invalidates: ['community.channels'] });
}

/** A new channel; every cached channel list (this screen's and the posts screen's) is read again. */
export function useCreateChannel(): BridgeMutationResult<'community.createChannel'> {
  return useBridgeMutation('community.createChannel', { invalidates: ['community.channels'] });
}
