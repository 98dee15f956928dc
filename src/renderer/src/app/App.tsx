import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { BridgeApi } from '@shared/bridge';
import { ApiContext } from '../data/api-context';
import { eventRules } from './event-rules';
import { installEventRules } from '../data/events';
import { createQueryClient } from '../data/query';
import { Shell } from './shell/Shell';

/**
 * The app: the bridge and the one query client for every screen, and main's events wired to the cache
 * once (every area's rules and the shell's own), so a closed screen still reopens on fresh data.
 */
export function App({ api }: { api: BridgeApi }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => installEventRules(api, queryClient, eventRules), [api, queryClient]);

  return (
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={queryClient}>
        <Shell />
      </QueryClientProvider>
    </ApiContext.Provider>
  );
}
