import type { StoreApi } from 'zustand/vanilla';
import type { BridgeApi } from '@shared/bridge';
import { useApi } from '../../api-context';

const stores = new WeakMap<BridgeApi, Map<unknown, unknown>>();

/**
 * One store per screen and bridge, made on first use by the screen's factory and kept while the app runs,
 * so leaving a screen and coming back keeps its filters and results (and spends no rate-limited call).
 */
export function useFeatureStore<S>(factory: (api: BridgeApi) => StoreApi<S>): StoreApi<S> {
  const api = useApi();
  let byFactory = stores.get(api);
  if (!byFactory) {
    byFactory = new Map();
    stores.set(api, byFactory);
  }
  let store = byFactory.get(factory) as StoreApi<S> | undefined;
  if (!store) {
    store = factory(api);
    byFactory.set(factory, store);
  }
  return store;
}
