import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi, ChannelInput } from '@shared/bridge';
import type { AccessOptions, ChannelOverview } from '@shared/channels/community';
import type { Channel, ChannelGroup } from '@shared/contract/community';
import type { AppError, Result } from '@shared/errors';

export interface ChannelsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: ChannelOverview | null;
  error: AppError | null;
  includeArchived: boolean;
  access: AccessOptions | null;
  accessError: AppError | null;
  load: () => Promise<void>;
  setIncludeArchived: (value: boolean) => void;
  loadAccess: () => Promise<void>;
  createGroup: (input: ChannelInput<'community.createGroup'>) => Promise<Result<ChannelGroup>>;
  createChannel: (input: ChannelInput<'community.createChannel'>) => Promise<Result<Channel>>;
}
export type ChannelsStore = StoreApi<ChannelsState>;

export function createChannelsStore(api: BridgeApi): ChannelsStore {
  return createStore<ChannelsState>()((set, get) => ({
    status: 'idle',
    data: null,
    error: null,
    includeArchived: false,
    access: null,
    accessError: null,

    load: async () => {
      set({ status: get().data ? 'ready' : 'loading', error: null });
      const result = await api.community.channels({ includeArchived: get().includeArchived });
      if (result.ok) set({ status: 'ready', data: result.value });
      else set({ status: 'error', error: result.error });
    },

    setIncludeArchived: (includeArchived) => {
      set({ includeArchived });
      void get().load();
    },

    loadAccess: async () => {
      if (get().access) return;
      const result = await api.community.accessOptions({});
      if (result.ok) set({ access: result.value, accessError: null });
      else set({ accessError: result.error });
    },

    createGroup: async (input) => {
      const result = await api.community.createGroup(input);
      if (result.ok) await get().load();
      return result;
    },

    createChannel: async (input) => {
      const result = await api.community.createChannel(input);
      if (result.ok) await get().load();
      return result;
    },
  }));
}
