import { createContext, useContext } from 'react';
import type { BridgeApi } from '@shared/bridge';

/** The bridge for every screen; tests and screenshots can provide a fake. */
export const ApiContext = createContext<BridgeApi | null>(null);

export function useApi(): BridgeApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs <ApiContext.Provider> (set up in App.tsx)');
  return api;
}
