import { create } from 'zustand';
import type { ChannelInput } from '@shared/bridge';
import { addDays, dateInZone, detectMachineZone, weekStart } from '@shared/domain/schedule';

export type View =
  | { kind: 'agenda' }
  | { kind: 'create' }
  | { kind: 'detail'; id: string; timeZone?: string | undefined }
  | { kind: 'series'; groupId: string; timeZone?: string | undefined };

/** The agenda's filters as the screen holds them; `agendaInput` turns them into the list call. */
export interface AgendaQuery {
  startDate: string;
  endDate: string;
  displayZone: string;
  mangoes: string[];
  page: number;
  limit: number;
}

interface ViewData {
  view: View;
  /** Service clock minus the machine's, so countdowns follow the sandbox's virtual clock. */
  clockOffset: number;
  /** When (machine time) the service time behind `clockOffset` was received; a later answer wins. */
  clockAt: number;
  operatorZone: string;
  mode: 'list' | 'week';
  query: AgendaQuery;
}

export interface VideoCallsView extends ViewData {
  /** The service's "now" (machine clock plus the offset); the same function for the store's lifetime. */
  now: () => number;
  open: (view: View) => void;
  /** Follows the service clock from an answer's `now`, received at `receivedAt` (machine time). */
  syncClock: (serviceNow: string, receivedAt: number) => void;
  setQuery: (patch: Partial<AgendaQuery>) => void;
  setMode: (mode: 'list' | 'week') => void;
  /** Back to the agenda with today's defaults: the screen was closed (the old per-screen state). */
  reset: (machineZone?: string) => void;
}

/** The week (Monday to Sunday) holding `now` in `zone`. */
export function weekRange(now: number, zone: string): { startDate: string; endDate: string } {
  const startDate = weekStart(now, zone);
  return { startDate, endDate: addDays(startDate, 6) };
}

function initialView(machineZone: string): ViewData {
  const today = dateInZone(Date.now(), machineZone);
  return {
    view: { kind: 'agenda' },
    clockOffset: 0,
    clockAt: 0,
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
  };
}

/** The list call for the agenda's filters (the Mango filter only when one is picked). */
export function agendaInput(query: AgendaQuery): ChannelInput<'videoCalls.list'> {
  const { mangoes, ...rest } = query;
  return { ...rest, ...(mangoes.length ? { mangoes } : {}) };
}

/** The video-calls screen's view state: which sub-view is open, the agenda's filters and the clock offset. */
export const useVideoCallsView = create<VideoCallsView>()((set, get) => ({
  ...initialView(detectMachineZone()),
  now: () => Date.now() + get().clockOffset,

  open: (view) => set({ view }),

  syncClock: (serviceNow, receivedAt) => {
    const service = Date.parse(serviceNow);
    if (!Number.isFinite(service) || receivedAt < get().clockAt) return;
    set({ clockOffset: service - receivedAt, clockAt: receivedAt });
  },

  setQuery: (patch) => {
    const resetsPage = Object.keys(patch).some((k) => k !== 'page');
    set({
      query: { ...get().query, ...patch, ...(resetsPage && patch.page === undefined ? { page: 1 } : {}) },
    });
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
  },

  reset: (machineZone = detectMachineZone()) => set(initialView(machineZone)),
}));
