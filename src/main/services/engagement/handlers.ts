import type { engagementChannels } from '../../../shared/channels/engagement';
import type { Handlers } from '../../bridge/dispatcher';
import type { ServiceDeps } from '../deps';

export function engagementHandlers(_deps: ServiceDeps): Pick<Handlers, keyof typeof engagementChannels> {
  return {};
}
