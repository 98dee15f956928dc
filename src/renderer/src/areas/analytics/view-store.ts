import { create } from 'zustand';
import type { ActivityQuery, ActivityQueryDraft } from '@shared/areas/analytics/channels';
import {
  presetRange,
  rangeDays,
  rangePresets,
  suggestGrouping,
  type DayRange,
  type Grouping,
  type IstDate,
  type RangePreset,
  type SeriesKey,
} from '@shared/areas/analytics/domain';
import { defaultChartPrefs, readChartPrefs, writeChartPrefs, type ChartPrefs } from './chart-prefs';

export type ChartKind = 'line' | 'bar';

/** The query form's values: the preset beside the days and channels (none chosen: the service default). */
export type QueryDraft = ActivityQueryDraft & { preset: RangePreset };

/**
 * The Community analytics screen's view state (the answers themselves are queries, see `queries.ts`).
 * It outlives the screen, so coming back finds the form and chart options as they were left; the chart
 * options (Compare among them) are also stored per profile (`chart-prefs.ts`), so a reload or a restart
 * reopens them, and each profile opens with its own.
 */
export interface AnalyticsViewState {
  /** The profile whose last chart the form was opened on; another profile's screen opens its own. */
  openedFor: string | null;
  /** The form as the user left it, an unfinished or refused range included; null until opened. */
  draft: QueryDraft | null;
  /** Whether `draft` passed the form's check (a refused range is never sent, not even by Refresh). */
  draftValid: boolean;
  /** What is charted: the last draft that passed the form's check. */
  query: ActivityQuery | null;
  chartKind: ChartKind;
  visible: SeriesKey[];
  grouping: Grouping | 'auto';
  compare: boolean;
  /** Opens the form for a profile (its last chart, or the default range) with its stored chart options. */
  open: (profileId: string, draft: QueryDraft, valid: boolean) => void;
  /** The form changed: a draft that passed its check becomes what is charted. */
  edit: (draft: QueryDraft, valid: boolean) => void;
  setChartKind: (kind: ChartKind) => void;
  setVisible: (keys: SeriesKey[]) => void;
  setGrouping: (grouping: Grouping | 'auto') => void;
  setCompare: (compare: boolean) => void;
}

/** The request a checked draft stands for: no channels chosen means none sent (the service default). */
export function queryOf(draft: QueryDraft): ActivityQuery | null {
  if (!draft.from || !draft.to) return null;
  return {
    from: draft.from,
    to: draft.to,
    ...(draft.channels.length > 0 ? { channels: draft.channels } : {}),
  };
}

/**
 * The form a profile's screen opens with: its last charted range and channels, the preset named when the
 * range is still exactly that preset today; with no stored chart, the last 30 IST days of every channel.
 */
export function draftFor(today: IstDate, last?: ActivityQuery): QueryDraft {
  if (!last) return { preset: 'last30', ...presetRange('last30', today), channels: [] };
  const preset =
    rangePresets.find((p) => {
      if (p.id === 'custom') return false;
      const days = presetRange(p.id, today);
      return days.from === last.from && days.to === last.to;
    })?.id ?? 'custom';
  return { preset, from: last.from, to: last.to, channels: last.channels ?? [] };
}

/** The days a draft names so far. */
export function rangeOf(draft: QueryDraft | null): Partial<DayRange> {
  return { ...(draft?.from ? { from: draft.from } : {}), ...(draft?.to ? { to: draft.to } : {}) };
}

/** The grouping a chart uses: the user's, or one that keeps a long range readable. */
export function effectiveGrouping(state: {
  grouping: Grouping | 'auto';
  range: Partial<DayRange>;
}): Grouping {
  if (state.grouping !== 'auto') return state.grouping;
  const { from, to } = state.range;
  return from && to && from <= to ? suggestGrouping(rangeDays({ from, to })) : 'day';
}

const initialView = {
  openedFor: null,
  draft: null,
  draftValid: true,
  query: null,
  ...defaultChartPrefs,
} satisfies Partial<AnalyticsViewState>;

const prefsOf = (s: ChartPrefs): ChartPrefs => ({
  chartKind: s.chartKind,
  visible: s.visible,
  grouping: s.grouping,
  compare: s.compare,
});

export const useAnalyticsView = create<AnalyticsViewState>()((set, get) => {
  /** A chart option changed: shown at once, and stored for the profile the screen is open on. */
  const choose = (patch: Partial<ChartPrefs>) => {
    set(patch);
    const { openedFor } = get();
    if (openedFor !== null) writeChartPrefs(openedFor, prefsOf(get()));
  };
  return {
    ...initialView,
    open: (openedFor, draft, valid) =>
      set({
        openedFor,
        draft,
        draftValid: valid,
        query: valid ? queryOf(draft) : null,
        ...readChartPrefs(openedFor),
      }),
    edit: (draft, valid) => {
      const query = valid ? queryOf(draft) : null;
      set(query ? { draft, draftValid: true, query } : { draft, draftValid: false });
    },
    setChartKind: (chartKind) => choose({ chartKind }),
    setVisible: (visible) => choose({ visible }),
    setGrouping: (grouping) => choose({ grouping }),
    setCompare: (compare) => choose({ compare }),
  };
});

/** Back to the state of a fresh start (tests). */
export function resetAnalyticsView(): void {
  useAnalyticsView.setState(initialView);
}
