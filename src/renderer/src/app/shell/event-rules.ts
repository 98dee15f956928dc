import type { StorageNotice } from '@shared/channels/app';
import { onEvent, type EventRule } from '../../data/events';
import { connectivityKey, storageNoticesKey, withNotice } from './queries';

/**
 * The shell's own event rules (the profile list's is in `src/event-rules.ts`): main pushes each
 * profile's connectivity and every storage problem, and both go straight into the cache.
 */
export const shellEventRules: readonly EventRule[] = [
  onEvent('app.connectivityChanged', {
    apply: (client, state) => client.setQueryData(connectivityKey(state.profileId), state),
  }),
  onEvent('app.storageNotice', {
    apply: (client, notice) =>
      client.setQueryData(storageNoticesKey, (list: { notices: StorageNotice[] } | undefined) =>
        withNotice(list, notice),
      ),
  }),
];
