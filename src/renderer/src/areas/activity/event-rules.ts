import type { QueryClient } from '@tanstack/react-query';
import { onEvent, type EventRule } from '../../data/events';

/** Calls come in bursts: the list is read again once they pause this long. */
export const ACTIVITY_REFRESH_MS = 400;
const timers = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

/** What main's events do to this area's cached reads (see `src/renderer/src/data/events.ts`). */
export const activityEventRules: readonly EventRule[] = [
  onEvent('activity.recorded', {
    apply: (client) => {
      clearTimeout(timers.get(client));
      timers.set(
        client,
        setTimeout(() => {
          timers.delete(client);
          void client.invalidateQueries({ queryKey: ['activity.list'] });
        }, ACTIVITY_REFRESH_MS),
      );
    },
  }),
];
