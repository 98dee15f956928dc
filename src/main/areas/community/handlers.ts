import type { communityChannels } from '../../../shared/areas/community/channels';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { accessOptions, channelOverview, createChannel, createGroup } from './channels';
import { exportPosts, listPostPage } from './posts';
import { scopeFor, type CommunityRegistry } from './registry';

/**
 * Community posts, channels and groups. The local registry (groups made here) is shared with courses, given by
 * compose so that its file has one writer.
 */
export function communityHandlers(
  deps: ServiceDeps,
  registry: CommunityRegistry,
): Pick<Handlers, keyof typeof communityChannels> {
  const scope = (input: { profileId?: string }, signal?: AbortSignal) =>
    scopeFor(deps, registry, input.profileId, signal);

  return {
    'community.channels': async (input, { signal }) => channelOverview(await scope(input, signal), input),
    'community.posts': async (input, { signal }) => listPostPage(await scope(input, signal), input),
    'community.exportPostsCsv': async (input, { signal }) => exportPosts(await scope(input, signal), input),
    'community.accessOptions': async (input, { signal }) => accessOptions(await scope(input, signal)),
    'community.createGroup': async (input, { signal }) => createGroup(await scope(input, signal), input),
    'community.createChannel': async (input, { signal }) => createChannel(await scope(input, signal), input),
  };
}
