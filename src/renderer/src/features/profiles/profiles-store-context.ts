import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { ProfilesState, ProfilesStore } from './profiles-store';

export const ProfilesStoreContext = createContext<ProfilesStore | null>(null);

/** Reads the Profiles store the app shell provides; a selector keeps re-renders narrow. */
export function useProfiles<T>(selector: (state: ProfilesState) => T): T {
  const store = useContext(ProfilesStoreContext);
  if (!store) throw new Error('useProfiles needs a ProfilesStoreContext provider around it.');
  return useStore(store, selector);
}
