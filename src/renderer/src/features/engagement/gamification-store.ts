import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi, ChannelInput, ChannelOutput } from '@shared/bridge';
import type { PointsQuota, PointsResult } from '@shared/channels/engagement';
import type { Badge } from '@shared/contract/gamification';
import type { AppError, Result } from '@shared/errors';

export type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface PointsFilter {
  mangoes: string[];
  users: string[];
  types: string[];
}

export interface GamificationState {
  profileId: string | null;
  badges: { status: Status; data: Badge[]; error: AppError | null };
  points: { status: Status; data: PointsResult | null; error: AppError | null };
  quota: PointsQuota | null;
  filter: PointsFilter;
  sort: { by: string; descending: boolean };
  setProfile: (profileId: string | null) => void;
  setFilter: (patch: Partial<PointsFilter>) => void;
  setSort: (by: string) => void;
  loadBadges: () => Promise<void>;
  createBadge: (
    input: Omit<ChannelInput<'gamification.createBadge'>, 'profileId'>,
  ) => Promise<Result<ChannelOutput<'gamification.createBadge'>>>;
  loadQuota: () => Promise<void>;
  loadPoints: () => Promise<void>;
  exportPoints: () => Promise<Result<ChannelOutput<'gamification.pointsExportCsv'>>>;
}

export type GamificationStore = StoreApi<GamificationState>;

const emptyFilter: PointsFilter = { mangoes: [], users: [], types: [] };

/** Badges and collective points of the active profile. Holds results only, never a secret. */
export function createGamificationStore(api: BridgeApi): GamificationStore {
  return createStore<GamificationState>()((set, get) => {
    const scope = () => {
      const id = get().profileId;
      return id ? { profileId: id } : {};
    };
    return {
      profileId: null,
      badges: { status: 'idle', data: [], error: null },
      points: { status: 'idle', data: null, error: null },
      quota: null,
      filter: emptyFilter,
      sort: { by: 'totalScore', descending: true },

      setProfile: (profileId) => {
        if (profileId === get().profileId) return;
        set({
          profileId,
          badges: { status: 'idle', data: [], error: null },
          points: { status: 'idle', data: null, error: null },
          quota: null,
          filter: emptyFilter,
        });
      },
      setFilter: (patch) => set((s) => ({ filter: { ...s.filter, ...patch } })),
      setSort: (by) =>
        set((s) => ({
          sort: { by, descending: s.sort.by === by ? !s.sort.descending : by !== 'userId' },
        })),

      loadBadges: async () => {
        set((s) => ({ badges: { ...s.badges, status: 'loading', error: null } }));
        const result = await api.gamification.badges(scope());
        set({
          badges: result.ok
            ? { status: 'ready', data: result.value.badges, error: null }
            : { status: 'error', data: get().badges.data, error: result.error },
        });
      },

      createBadge: async (input) => {
        const result = await api.gamification.createBadge({ ...scope(), ...input });
        if (result.ok) set((s) => ({ badges: { ...s.badges, data: [...s.badges.data, result.value] } }));
        return result;
      },

      loadQuota: async () => {
        const result = await api.gamification.pointsQuota(scope());
        if (result.ok) set({ quota: result.value });
      },

      loadPoints: async () => {
        const { filter } = get();
        set((s) => ({ points: { ...s.points, status: 'loading', error: null } }));
        const result = await api.gamification.points({
          ...scope(),
          ...(filter.mangoes.length ? { mangoes: filter.mangoes } : {}),
          ...(filter.users.length ? { users: filter.users } : {}),
          ...(filter.types.length ? { types: filter.types } : {}),
        });
        if (result.ok) {
          set({ points: { status: 'ready', data: result.value, error: null }, quota: result.value.quota });
        } else {
          set((s) => ({ points: { status: 'error', data: s.points.data, error: result.error } }));
          await get().loadQuota();
        }
      },

      exportPoints: () =>
        api.gamification.pointsExportCsv({
          ...scope(),
          sortBy: get().sort.by,
          descending: get().sort.descending,
        }),
    };
  });
}
