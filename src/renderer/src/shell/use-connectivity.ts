import { useEffect, useState } from 'react';
import type { BridgeApi } from '@shared/bridge';
import type { Connectivity } from '@shared/channels/app';

/** The active profile's connectivity: asked once when the profile changes, then pushed by main. */
export function useConnectivity(api: BridgeApi, profileId: string | null): Connectivity | null {
  const [state, setState] = useState<Connectivity | null>(null);
  useEffect(() => {
    if (!profileId) return;
    let live = true;
    const unsubscribe = api.on('connectivity', (payload) => {
      if (live && payload.profileId === profileId) setState(payload);
    });
    void api.connectivity.get({ profileId }).then((result) => {
      if (live && result.ok)
        setState((current) => (current?.since && !result.value.since ? current : result.value));
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [api, profileId]);
  return profileId && state?.profileId === profileId ? state : null;
}
