import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi, ChannelOutput } from '@shared/bridge';
import type { CertificateRecord } from '@shared/contract/certificates';
import type { AppError } from '@shared/errors';
import type { Status } from './gamification-store';

export interface CertificatesState {
  profileId: string | null;
  start: { status: Status; data: ChannelOutput<'certificates.start'> | null; error: AppError | null };
  list: {
    status: Status;
    data: CertificateRecord[];
    error: AppError | null;
    /** The filter the list answers, so the screen says whose certificates these are. */
    shownFor: { userId: string; certificateId?: string; mangoes: string[] } | null;
  };
  setProfile: (profileId: string | null) => void;
  startGeneration: (certificateId: string, fanId: string) => Promise<boolean>;
  loadList: (userId: string, certificateId: string, mangoes: string[]) => Promise<void>;
}

export type CertificatesStore = StoreApi<CertificatesState>;

const idle = {
  start: { status: 'idle' as const, data: null, error: null },
  list: { status: 'idle' as const, data: [], error: null, shownFor: null },
};

export function createCertificatesStore(api: BridgeApi): CertificatesStore {
  return createStore<CertificatesState>()((set, get) => ({
    profileId: null,
    ...idle,
    setProfile: (profileId) => {
      if (profileId !== get().profileId) set({ profileId, ...idle });
    },
    startGeneration: async (certificateId, fanId) => {
      set({ start: { status: 'loading', data: null, error: null } });
      const result = await api.certificates.start({
        profileId: get().profileId ?? undefined,
        certificateId,
        fanId,
      });
      set({
        start: result.ok
          ? { status: 'ready', data: result.value, error: null }
          : { status: 'error', data: null, error: result.error },
      });
      return result.ok;
    },
    loadList: async (userId, certificateId, mangoes) => {
      set((s) => ({ list: { ...s.list, status: 'loading', error: null } }));
      const result = await api.certificates.list({
        profileId: get().profileId ?? undefined,
        userId,
        ...(certificateId ? { certificateId } : {}),
        ...(mangoes.length ? { mangoes } : {}),
      });
      set((s) => ({
        list: result.ok
          ? {
              status: 'ready',
              data: result.value.records,
              error: null,
              shownFor: { userId, ...(certificateId ? { certificateId } : {}), mangoes },
            }
          : { ...s.list, status: 'error', error: result.error },
      }));
    },
  }));
}
