import type { hostChannels } from '../../../shared/channels/host';
import type { Handlers } from '../../bridge/dispatcher';
import type { ServiceDeps } from '../deps';
import { appConfig, updateAppConfig } from './app-config';

/** The white-label host's app configurations (issue 21). */
export function hostHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof hostChannels> {
  return {
    'host.appConfig': async (input, { signal }) =>
      appConfig(await deps.clients.forId(input.profileId), input, signal ? { signal } : {}),
    'host.updateAppConfig': async (input, { signal }) =>
      updateAppConfig(await deps.clients.forId(input.profileId), input, signal ? { signal } : {}),
  };
}
