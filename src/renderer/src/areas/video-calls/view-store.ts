import { create } from 'zustand';
import type { ChannelInput } from '@shared/bridge';
import { addDays, dateInZone, detectMachineZone, weekStart } from '@shared/areas/video-calls/domain';
import { readAgendaMode, writeAgendaMode } from './view-prefs';

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
  /** Service clock minus the machine's, so countdowns follow the sandbox's virtual clock. */
  clockOffset: number;
  /** When (machine time) the service time behind `clockOffset` was received; a later answer wins. */
  clockAt: number;
  operatorZone: string;
  mode: 'list' | 'week';
  /** The profile whose stored view (list or week) the screen opened with; the choice is kept for it. */
  profileId: string | null;
  query: AgendaQuery;
  /** Whether the person moved the range; until then it follows the service's "today". */
  rangeChosen: boolean;
}

/**
 * The video-calls screen's view state: the agenda's filters, list or week, and the clock offset. Which
 * sub-view is open (a call, a series, the create form) is the address, not this store: see `route-view.ts`.
 */
export interface VideoCallsView extends ViewData {
  /** The service's "now" (machine clock plus the offset); the same function for the store's lifetime. */
  now: () => number;
  /** Follows the service clock from an answer's `now`, received at `receivedAt` (machine time). */
  syncClock: (serviceNow: string, receivedAt: number) => void;
  setQuery: (patch: Partial<AgendaQuery>) => void;
  /** Switches list or week; the choice is stored for the profile the screen is open on. */
  setMode: (mode: 'list' | 'week') => void;
  /** Opens the screen for a profile: the view it was last left in (list or week). */
  openFor: (profileId: string) => void;
  /** Today's defaults again: the screen was closed (the old per-screen state). */
  reset: (machineZone?: string) => void;
}

/** The week (Monday to Sunday) holding `now` in `zone`. */
export function weekRange(now: number, zone: string): { startDate: string; endDate: string } {
  const startDate = weekStart(now, zone);
  return { startDate, endDate: addDays(startDate, 6) };
}

/** The default range around `now`: its week in the grid, the next 14 days in the list. */
function defaultRange(now: number, zone: string, mode: 'list' | 'week') {
  if (mode === 'week') return weekRange(now, zone);
  const today = dateInZone(now, zone);
  return { startDate: today, endDate: addDays(today, 13) };
}

function initialView(machineZone: string): ViewData {
  return {
    clockOffset: 0,
    clockAt: 0,
    operatorZone: machineZone,
    mode: 'list',
    profileId: null,
    rangeChosen: false,
    query: {
      ...defaultRange(Date.now(), machineZone, 'list'),
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

export const useVideoCallsView = create<VideoCallsView>()((set, get) => ({
  ...initialView(detectMachineZone()),
  now: () => Date.now() + get().clockOffset,

  syncClock: (serviceNow, receivedAt) => {
    const service = Date.parse(serviceNow);
    if (!Number.isFinite(service) || receivedAt < get().clockAt) return;
    const { rangeChosen, query, mode } = get();
    // The range opened by default holds the service's today (the sandbox's virtual clock), not the machine's.
    const range = rangeChosen ? {} : defaultRange(service, query.displayZone, mode);
    set({ clockOffset: service - receivedAt, clockAt: receivedAt, query: { ...query, ...range } });
  },

  setQuery: (patch) => {
    const resetsPage = Object.keys(patch).some((k) => k !== 'page');
    const movesRange = patch.startDate !== undefined || patch.endDate !== undefined;
    set({
      rangeChosen: get().rangeChosen || movesRange,
      query: { ...get().query, ...patch, ...(resetsPage && patch.page === undefined ? { page: 1 } : {}) },
    });
  },

  setMode: (mode) => {
    const { query, rangeChosen, now, profileId } = get();
    if (profileId) writeAgendaMode(profileId, mode);
    if (mode === 'week') {
      // A week fits in one page of up to 100 calls: the grid needs the whole week at once.
      const anchor = rangeChosen ? Date.parse(`${query.startDate}T12:00:00Z`) : now();
      set({ mode, query: { ...query, ...weekRange(anchor, query.displayZone), page: 1, limit: 100 } });
    } else {
      set({ mode, query: { ...query, page: 1, limit: 20 } });
    }
  },

  openFor: (profileId) => {
    if (get().profileId === profileId) return;
    set({ profileId });
    const stored = readAgendaMode(profileId);
    if (stored !== get().mode) get().setMode(stored);
  },

  reset: (machineZone = detectMachineZone()) => set(initialView(machineZone)),
}));
