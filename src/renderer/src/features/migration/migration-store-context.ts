import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { MigrationState, MigrationStore } from './migration-store';

export const MigrationStoreContext = createContext<MigrationStore | null>(null);

/** Reads the bulk migration store the screen provides; a selector keeps re-renders narrow. */
export function useMigration<T>(selector: (state: MigrationState) => T): T {
  const store = useContext(MigrationStoreContext);
  if (!store) throw new Error('useMigration needs a MigrationStoreContext provider around it.');
  return useStore(store, selector);
}

export function useMigrationStore(): MigrationStore {
  const store = useContext(MigrationStoreContext);
  if (!store) throw new Error('useMigrationStore needs a MigrationStoreContext provider around it.');
  return store;
}
