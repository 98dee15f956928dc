import type { migrationChannels } from '../../../shared/channels/migration';
import type { Handlers } from '../../bridge/dispatcher';
import type { ServiceDeps } from '../deps';

export function migrationHandlers(_deps: ServiceDeps): Pick<Handlers, keyof typeof migrationChannels> {
  return {};
}
