import { onEvent, type EventRule } from '../../data/events';
import { APP_SCOPE, bridgeKey } from '../../data/query';

/**
 * What main's events do to this area's cached reads (see `src/renderer/src/data/events.ts`). The list
 * itself is written into the cache by the shell's rule; a changed list may mean changed secrets (a new
 * address clears them, a new profile has its own), so every profile's flags are asked again. A sandbox
 * reset deletes the data every cached read of the Sandbox profile describes: all of them are read again.
 */
export const profilesEventRules: readonly EventRule[] = [
  onEvent('profiles.changed', { invalidates: ['profiles.secretStatus'] }),
  onEvent('profiles.sandboxChanged', {
    apply: (client, { reason, ...status }) => {
      client.setQueryData(bridgeKey('profiles.sandboxStatus', APP_SCOPE, {}), status);
      if (reason === 'reset') void client.invalidateQueries();
    },
  }),
];
