import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi } from '@shared/bridge';
import type { ActivityEntry, ActivityFilter } from '@shared/channels/activity';
import type { AppError } from '@shared/errors';
import type { Profile } from '@shared/profile';

export interface ActivityState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  entries: ActivityEntry[];
  profiles: Profile[];
  filter: ActivityFilter;
  error: AppError | null;
  exporting: boolean;
  load: () => Promise<void>;
  setFilter: (change: Partial<ActivityFilter>) => void;
  /** The CSV of the current filter, or the error that prevented it. */
  exportCsv: () => Promise<{ fileName: string; csv: string } | AppError>;
}

export type ActivityStore = StoreApi<ActivityState>;

const DEFAULT_LIMIT = 500;

/** The Activity screen's state: the recorded calls under the current filter, newest first. */
export function createActivityStore(api: BridgeApi): ActivityStore {
  let sequence = 0;
  return createStore<ActivityState>((set, get) => ({
    status: 'idle',
    entries: [],
    profiles: [],
    filter: { limit: DEFAULT_LIMIT },
    error: null,
    exporting: false,

    async load() {
      const mine = ++sequence;
      set({ status: get().entries.length ? 'ready' : 'loading' });
      const [entries, profiles] = await Promise.all([api.activity.list(get().filter), api.profiles.list()]);
      // A slower, older answer must not overwrite a newer one.
      if (mine !== sequence) return;
      if (!entries.ok) return set({ status: 'error', error: entries.error });
      set({
        status: 'ready',
        error: null,
        entries: entries.value.entries,
        profiles: profiles.ok ? profiles.value.profiles : get().profiles,
      });
    },

    setFilter(change) {
      const next: ActivityFilter = { ...get().filter, ...change };
      for (const key of Object.keys(next) as (keyof ActivityFilter)[]) {
        if (next[key] === undefined || next[key] === '' || next[key] === false) delete next[key];
      }
      set({ filter: next });
      void get().load();
    },

    async exportCsv() {
      set({ exporting: true });
      const { limit: _limit, ...filter } = get().filter;
      const result = await api.activity.exportCsv(filter);
      set({ exporting: false });
      return result.ok ? result.value : result.error;
    },
  }));
}
