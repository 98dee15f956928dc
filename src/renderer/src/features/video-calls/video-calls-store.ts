import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi } from '@shared/bridge';
import type { Agenda } from '@shared/channels/video-calls';
import type { VideoCall, VideoCallSeries } from '@shared/contract/video-calls';
import { addDays, dateInZone, detectMachineZone, weekStart } from '@shared/domain/schedule';
import type { AppError } from '@shared/errors';

export type View =
  | { kind: 'agenda' }
  | { kind: 'create' }
  | { kind: 'detail'; id: string; timeZone?: string | undefined }
  | { kind: 'series'; groupId: string; timeZone?: string | undefined };

export interface AgendaQuery {
  startDate: string;
  endDate: string;
  displayZone: string;
  mangoes: string[];
  page: number;
  limit: number;
}

type Loadable<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; data: T | null; error: AppError | null };

export interface VideoCallsState {
  view: View;
  /** Service clock minus the machine's, so countdowns follow the sandbox's virtual clock. */
  clockOffset: number;
  clockSource: 'sandbox' | 'machine';
  operatorZone: string;
  mode: 'list' | 'week';
  query: AgendaQuery;
  agenda: Loadable<Agenda>;
  mangoOptions: Loadable<{ id: string; title: string }[]>;
  detail: Loadable<VideoCall> & { id: string | null };
  series: Loadable<VideoCallSeries> & { groupId: string | null };
  now: () => number;
  open: (view: View) => void;
  syncClock: () => Promise<void>;
  loadMangoes: () => Promise<void>;
  loadAgenda: () => Promise<void>;
  setQuery: (patch: Partial<AgendaQuery>) => void;
  setMode: (mode: 'list' | 'week') => void;
  loadDetail: (id: string, timeZone?: string) => Promise<void>;
  applyDetail: (call: VideoCall) => void;
  loadSeries: (groupId: string, timeZone?: string) => Promise<void>;
}

export type VideoCallsStore = StoreApi<VideoCallsState>;

const idle = { status: 'idle' as const, data: null, error: null };

/** The week (Monday to Sunday) holding `now` in `zone`. */
export function weekRange(now: number, zone: string): { startDate: string; endDate: string } {
  const startDate = weekStart(now, zone);
  return { startDate, endDate: addDays(startDate, 6) };
}

/**
 * The video-calls feature's state, made from the bridge so tests can pass a fake. Every load keeps a
 * sequence number and drops answers that a newer load has overtaken, so a slow page never overwrites a
 * newer one.
 */
export function createVideoCallsStore(api: BridgeApi, machineZone = detectMachineZone()): VideoCallsStore {
  const seq = { agenda: 0, detail: 0, series: 0 };
  return createStore<VideoCallsState>()((set, get) => {
    const offsetFrom = (nowIso: string) => {
      const service = Date.parse(nowIso);
      if (Number.isFinite(service)) set({ clockOffset: service - Date.now() });
    };
    const today = dateInZone(Date.now(), machineZone);
    return {
      view: { kind: 'agenda' },
      clockOffset: 0,
      clockSource: 'machine',
      operatorZone: machineZone,
      mode: 'list',
      query: {
        startDate: today,
        endDate: addDays(today, 13),
        displayZone: machineZone,
        mangoes: [],
        page: 1,
        limit: 20,
      },
      agenda: idle,
      mangoOptions: idle,
      detail: { ...idle, id: null },
      series: { ...idle, groupId: null },
      now: () => Date.now() + get().clockOffset,

      open: (view) => set({ view }),

      syncClock: async () => {
        const result = await api.videoCalls.serviceClock({});
        if (!result.ok) return;
        offsetFrom(result.value.now);
        set({ clockSource: result.value.source });
      },

      loadMangoes: async () => {
        if (get().mangoOptions.status === 'loading') return;
        set({ mangoOptions: { ...get().mangoOptions, status: 'loading', error: null } });
        const result = await api.videoCalls.mangoOptions({});
        set({
          mangoOptions: result.ok
            ? { status: 'ready', data: result.value.mangoes, error: null }
            : { status: 'error', data: get().mangoOptions.data, error: result.error },
        });
      },

      loadAgenda: async () => {
        const mine = ++seq.agenda;
        const { query } = get();
        set({ agenda: { ...get().agenda, status: 'loading', error: null } });
        const result = await api.videoCalls.list({
          startDate: query.startDate,
          endDate: query.endDate,
          displayZone: query.displayZone,
          page: query.page,
          limit: query.limit,
          ...(query.mangoes.length ? { mangoes: query.mangoes } : {}),
        });
        if (mine !== seq.agenda) return;
        set({
          agenda: result.ok
            ? { status: 'ready', data: result.value, error: null }
            : { status: 'error', data: get().agenda.data, error: result.error },
        });
      },

      setQuery: (patch) => {
        const resetsPage = Object.keys(patch).some((k) => k !== 'page');
        set({
          query: { ...get().query, ...patch, ...(resetsPage && patch.page === undefined ? { page: 1 } : {}) },
        });
        void get().loadAgenda();
      },

      setMode: (mode) => {
        const { query } = get();
        if (mode === 'week') {
          // A week fits in one page of up to 100 calls: the grid needs the whole week at once.
          const range = weekRange(Date.parse(`${query.startDate}T12:00:00Z`), query.displayZone);
          set({ mode, query: { ...query, ...range, page: 1, limit: 100 } });
        } else {
          set({ mode, query: { ...query, page: 1, limit: 20 } });
        }
        void get().loadAgenda();
      },

      loadDetail: async (id, timeZone) => {
        const mine = ++seq.detail;
        const sameCall = get().detail.id === id;
        set({ detail: { id, status: 'loading', data: sameCall ? get().detail.data : null, error: null } });
        const result = await api.videoCalls.get({ id, ...(timeZone ? { timeZone } : {}) });
        if (mine !== seq.detail) return;
        if (result.ok) {
          offsetFrom(result.value.now);
          set({ detail: { id, status: 'ready', data: result.value.call, error: null } });
        } else {
          set({ detail: { id, status: 'error', data: get().detail.data, error: result.error } });
        }
      },

      applyDetail: (call) => set({ detail: { ...get().detail, status: 'ready', data: call, error: null } }),

      loadSeries: async (groupId, timeZone) => {
        const mine = ++seq.series;
        set({
          series: {
            groupId,
            status: 'loading',
            data: get().series.groupId === groupId ? get().series.data : null,
            error: null,
          },
        });
        const result = await api.videoCalls.series({ groupId, ...(timeZone ? { timeZone } : {}) });
        if (mine !== seq.series) return;
        if (result.ok) {
          offsetFrom(result.value.now);
          set({ series: { groupId, status: 'ready', data: result.value.series, error: null } });
        } else {
          set({ series: { groupId, status: 'error', data: get().series.data, error: result.error } });
        }
      },
    };
  });
}
