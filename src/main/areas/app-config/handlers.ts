import type { appConfigChannels } from '../../../shared/areas/app-config/channels';
import type { Handlers } from '../../platform/handlers';
import { createKeyedQueue } from '../../platform/storage/atomic-file';
import type { ServiceDeps } from '../deps';
import { appConfig, updateAppConfig } from './app-config';

/** The white-label host's app configurations (issue 21). */
export function appConfigHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof appConfigChannels> {
  // Saves of one profile run one at a time: each re-reads and checks the list after the one before it
  // wrote, so of two saves from the same list the second sees a conflict instead of undoing the first.
  const saves = createKeyedQueue();
  const profileKey = async (profileId: string | undefined) => profileId ?? (await deps.profiles.active()).id;
  return {
    'appConfig.get': async (input, { signal }) =>
      appConfig(await deps.clients.forId(input.profileId), input, signal ? { signal } : {}),
    'appConfig.update': async (input, { signal }) =>
      saves(await profileKey(input.profileId), async () =>
        updateAppConfig(await deps.clients.forId(input.profileId), input, signal ? { signal } : {}),
      ),
  };
}
