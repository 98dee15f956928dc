import type { AppConfigView } from '@shared/areas/app-config/channels';
import type { HostAppKey } from '@shared/contract/host';
import {
  useBridgeMutation,
  useBridgeQuery,
  type BridgeMutationResult,
  type BridgeQueryResult,
} from '../../data/query';

/** One app's configuration as the service holds it now. */
export function useAppConfig(app: HostAppKey): BridgeQueryResult<AppConfigView> {
  return useBridgeQuery('appConfig.get', { app });
}

/** The creator's Mangoes, to pick from. */
export function useMangoChoices() {
  return useBridgeQuery('community.accessOptions', {}, { select: (o) => o.mangoes });
}

/** Saves a new list; the configuration is read again after (main also answers what it read). */
export function useUpdateAppConfig(): BridgeMutationResult<'appConfig.update'> {
  return useBridgeMutation('appConfig.update', {
    invalidates: ['appConfig.get'],
    invalidateOnFailure: true,
  });
}
