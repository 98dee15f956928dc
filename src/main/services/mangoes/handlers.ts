import type { mangoChannels } from '../../../shared/channels/mangoes';
import type { Handlers } from '../../bridge/dispatcher';
import type { ServiceDeps } from '../deps';

export function mangoHandlers(_deps: ServiceDeps): Pick<Handlers, keyof typeof mangoChannels> {
  return {};
}
