import type { videoCallChannels } from '../../../shared/channels/video-calls';
import type { Handlers } from '../../bridge/dispatcher';
import type { ServiceDeps } from '../deps';

export function videoCallHandlers(_deps: ServiceDeps): Pick<Handlers, keyof typeof videoCallChannels> {
  return {};
}
