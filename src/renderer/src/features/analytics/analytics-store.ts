import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi } from '@shared/bridge';
import type { ActivityResult, AnalyticsChannel } from '@shared/channels/analytics';
import {
  istToday,
  presetRange,
  rangePresets,
  previousPeriod,
  rangeDays,
  rangeProblem,
  suggestGrouping,
  type DayRange,
  type Grouping,
  type RangePreset,
  type SeriesKey,
} from '@shared/domain/analytics';
import type { AppError } from '@shared/errors';

export type ChartKind = 'line' | 'bar';

export interface AnalyticsState {
  channels: AnalyticsChannel[];
  channelsError: AppError | null;
  preset: RangePreset;
  range: Partial<DayRange>;
  /** Chosen channel ids; empty means the service default (every non-archived channel). */
  selected: string[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  result: ActivityResult | null;
  previous: ActivityResult | null;
  previousError: AppError | null;
  error: AppError | null;
  chartKind: ChartKind;
  visible: SeriesKey[];
  grouping: Grouping | 'auto';
  compare: boolean;
  init: () => Promise<void>;
  setPreset: (preset: RangePreset) => void;
  setRange: (range: Partial<DayRange>) => void;
  setSelected: (ids: string[]) => void;
  load: (mode: 'cache-first' | 'refresh') => Promise<void>;
  /** Stops the request under way (main aborts the HTTP call); the screen keeps what it showed. */
  cancel: () => void;
  setChartKind: (kind: ChartKind) => void;
  setVisible: (keys: SeriesKey[]) => void;
  setGrouping: (grouping: Grouping | 'auto') => void;
  setCompare: (compare: boolean) => void;
}
export type AnalyticsStore = StoreApi<AnalyticsState>;

/** The grouping a chart uses: the user's, or one that keeps a long range readable. */
export function effectiveGrouping(state: Pick<AnalyticsState, 'grouping' | 'range'>): Grouping {
  if (state.grouping !== 'auto') return state.grouping;
  const { from, to } = state.range;
  return from && to && from <= to ? suggestGrouping(rangeDays({ from, to })) : 'day';
}

/** Marks for the benchmark and for anyone profiling the screen in dev tools. */
function mark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

/**
 * The Community analytics screen's state. Every change of range or channels loads cache-first (a stored
 * result opens at once, offline too); only `load('refresh')` asks the service again.
 */
export function createAnalyticsStore(api: BridgeApi, now: () => Date = () => new Date()): AnalyticsStore {
  let ticket = 0;
  let controller: AbortController | null = null;
  return createStore<AnalyticsState>()((set, get) => ({
    channels: [],
    channelsError: null,
    preset: 'last30',
    range: presetRange('last30', istToday(now())),
    selected: [],
    status: 'idle',
    result: null,
    previous: null,
    previousError: null,
    error: null,
    chartKind: 'line',
    visible: ['posts', 'comments', 'likes'],
    grouping: 'auto',
    compare: false,

    init: async () => {
      const [channels, cached] = await Promise.all([api.analytics.channels({}), api.analytics.cached({})]);
      if (channels.ok) set({ channels: channels.value.channels, channelsError: null });
      else set({ channelsError: channels.error });
      // Reopen the last charted range from the store, so the screen shows something without the network.
      const newest = cached.ok ? cached.value.entries[0] : undefined;
      if (newest && get().status === 'idle') {
        const today = istToday(now());
        // Name the preset when the stored range is still exactly that preset today.
        const preset =
          rangePresets.find((p) => {
            if (p.id === 'custom') return false;
            const days = presetRange(p.id, today);
            return days.from === newest.from && days.to === newest.to;
          })?.id ?? 'custom';
        set({ preset, range: { from: newest.from, to: newest.to }, selected: newest.channels ?? [] });
      }
      await get().load('cache-first');
    },

    setPreset: (preset) => {
      if (preset === 'custom') {
        set({ preset });
        return;
      }
      set({ preset, range: presetRange(preset, istToday(now())) });
      void get().load('cache-first');
    },
    setRange: (range) => {
      set({ preset: 'custom', range });
      if (range.from && range.to) void get().load('cache-first');
    },
    setSelected: (selected) => {
      set({ selected });
      void get().load('cache-first');
    },

    load: async (mode) => {
      const { range, selected, compare } = get();
      if (rangeProblem(range, istToday(now())) || !range.from || !range.to) return;
      const mine = ++ticket;
      // A newer request supersedes the one under way: cancel it in main too, not only here.
      controller?.abort();
      const own = new AbortController();
      controller = own;
      const query = {
        from: range.from,
        to: range.to,
        ...(selected.length > 0 ? { channels: selected } : {}),
        mode,
      };
      set({ status: 'loading', error: null });
      const before = compare ? previousPeriod({ from: range.from, to: range.to }) : null;
      const [result, previous] = await Promise.all([
        api.analytics.activity(query, { signal: own.signal }),
        before
          ? api.analytics.activity({ ...query, ...before, comparison: true }, { signal: own.signal })
          : Promise.resolve(null),
      ]);
      if (mine !== ticket) return; // a newer request (or a cancel) owns the screen
      controller = null;
      mark('analytics:response');
      if (!result.ok) {
        set({ status: 'error', error: result.error, result: null, previous: null, previousError: null });
        return;
      }
      set({
        status: 'ready',
        result: result.value,
        previous: previous?.ok ? previous.value : null,
        previousError: previous && !previous.ok ? previous.error : null,
      });
    },

    cancel: () => {
      ticket += 1;
      controller?.abort();
      controller = null;
      set({ status: get().result ? 'ready' : 'idle' });
    },

    setChartKind: (chartKind) => set({ chartKind }),
    setVisible: (visible) => set({ visible }),
    setGrouping: (grouping) => set({ grouping }),
    setCompare: (compare) => {
      set({ compare, previous: null, previousError: null });
      if (compare) void get().load('cache-first');
    },
  }));
}
