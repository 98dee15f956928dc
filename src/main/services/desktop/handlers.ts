import type { desktopChannels } from '../../../shared/channels/desktop';
import type { Handlers } from '../../bridge/dispatcher';
import type { ServiceDeps } from '../deps';

export function desktopHandlers(_deps: ServiceDeps): Pick<Handlers, keyof typeof desktopChannels> {
  return {};
}
