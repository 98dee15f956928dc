import type { QueryClient } from '@tanstack/react-query';
import { installEventRules } from '../../../src/renderer/src/data/events';
import { APP_SCOPE, bridgeKey, createQueryClient } from '../../../src/renderer/src/data/query';
import { webhooksEventRules } from '../../../src/renderer/src/areas/webhooks/event-rules';
import { renderWithBridge, type FakeBridge } from './fake-bridge';

/**
 * Renders an area's hook with the webhooks event rules installed and the profile list already read
 * (as the shell has it before any screen shows).
 */
export function renderAreaHook<T>(
  hook: () => T,
  bridge: FakeBridge,
  client: QueryClient = createQueryClient(),
) {
  client.setQueryData(bridgeKey('profiles.list', APP_SCOPE, {}), bridge.profileList());
  const off = installEventRules(bridge.api, client, webhooksEventRules);
  return { ...renderWithBridge(bridge.api, hook, client), off };
}
