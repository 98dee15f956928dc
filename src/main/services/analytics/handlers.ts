import type { analyticsChannels } from '../../../shared/channels/analytics';
import type { Handlers } from '../../bridge/dispatcher';
import type { ServiceDeps } from '../deps';

export function analyticsHandlers(_deps: ServiceDeps): Pick<Handlers, keyof typeof analyticsChannels> {
  return {};
}
