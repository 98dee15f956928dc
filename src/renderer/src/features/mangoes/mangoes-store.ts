import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi } from '@shared/bridge';
import type { ApplyResult, DraftSummary, HistoryEntry, MangoCacheView } from '@shared/channels/mangoes';
import type { AppError } from '@shared/errors';

type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface MangoesState {
  /** The cached list: shown at once, with or without network. */
  listStatus: Status;
  list: MangoCacheView | null;
  listError: AppError | null;
  refreshing: boolean;
  /** Why the last refresh failed (the cached list is still shown). */
  refreshError: AppError | null;
  draftsStatus: Status;
  drafts: DraftSummary[] | null;
  draftsError: AppError | null;
  history: HistoryEntry[] | null;
  historyError: AppError | null;
  applying: boolean;
  lastResults: ApplyResult[] | null;
  applyError: AppError | null;
  loadList: () => Promise<void>;
  refresh: () => Promise<void>;
  loadDrafts: () => Promise<void>;
  loadHistory: () => Promise<void>;
  apply: (draftIds: string[]) => Promise<void>;
  remove: (draftId: string) => Promise<AppError | null>;
  dismissResults: () => void;
}

export type MangoesStore = StoreApi<MangoesState>;

/**
 * The Mangoes and Drafts screens' state, made from the bridge so tests can pass a fake. Main owns the
 * cache and the drafts; `drafts.changed` and `mangoes.cacheUpdated` tell this store to reload.
 */
export function createMangoesStore(api: BridgeApi): MangoesStore {
  return createStore<MangoesState>()((set, get) => ({
    listStatus: 'idle',
    list: null,
    listError: null,
    refreshing: false,
    refreshError: null,
    draftsStatus: 'idle',
    drafts: null,
    draftsError: null,
    history: null,
    historyError: null,
    applying: false,
    lastResults: null,
    applyError: null,

    loadList: async () => {
      set({ listStatus: get().list ? 'ready' : 'loading', listError: null });
      const result = await api.mangoes.list({});
      if (result.ok) set({ listStatus: 'ready', list: result.value });
      else set({ listStatus: 'error', listError: result.error });
    },

    refresh: async () => {
      set({ refreshing: true, refreshError: null });
      const result = await api.mangoes.refresh({});
      if (result.ok) set({ refreshing: false, list: result.value, listStatus: 'ready' });
      else set({ refreshing: false, refreshError: result.error });
    },

    loadDrafts: async () => {
      set({ draftsStatus: get().drafts ? 'ready' : 'loading', draftsError: null });
      const result = await api.drafts.list({});
      if (result.ok) set({ draftsStatus: 'ready', drafts: result.value.drafts });
      else set({ draftsStatus: 'error', draftsError: result.error });
    },

    loadHistory: async () => {
      const result = await api.drafts.history({ limit: 500 });
      if (result.ok) set({ history: result.value.entries, historyError: null });
      else set({ historyError: result.error });
    },

    apply: async (draftIds) => {
      set({ applying: true, applyError: null, lastResults: null });
      const result = await api.drafts.apply({ draftIds });
      if (result.ok) set({ applying: false, lastResults: result.value.results });
      else set({ applying: false, applyError: result.error });
      await Promise.all([get().loadDrafts(), get().loadHistory()]);
    },

    remove: async (draftId) => {
      const result = await api.drafts.delete({ draftId });
      await get().loadDrafts();
      return result.ok ? null : result.error;
    },

    dismissResults: () => set({ lastResults: null, applyError: null }),
  }));
}
