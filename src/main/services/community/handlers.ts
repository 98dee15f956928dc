import type { communityChannels } from '../../../shared/channels/community';
import type { Handlers } from '../../bridge/dispatcher';
import type { ServiceDeps } from '../deps';

export function communityHandlers(_deps: ServiceDeps): Pick<Handlers, keyof typeof communityChannels> {
  return {};
}
