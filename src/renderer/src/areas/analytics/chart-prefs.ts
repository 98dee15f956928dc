import { z } from 'zod';
import { seriesKeys } from '@shared/areas/analytics/domain';

/**
 * The chart choices a profile's analytics screen reopens with (lines or bars, series, grouping, Compare),
 * kept in the renderer's localStorage, which lasts across screen switches, reloads and restarts of the
 * console. Only these four choices are stored: no counts, names or anything secret. The range and the
 * channels reopen from main's stored last chart (`analytics.cached`).
 *
 * Reads are checked with zod, one profile at a time: a damaged or older entry falls back to the defaults
 * for that profile only, and never breaks the screen.
 */
export const ChartPrefs = z.object({
  chartKind: z.enum(['line', 'bar']),
  visible: z.array(z.enum(seriesKeys)).max(seriesKeys.length),
  grouping: z.enum(['auto', 'day', 'week', 'month']),
  compare: z.boolean(),
});
export type ChartPrefs = z.infer<typeof ChartPrefs>;

export const defaultChartPrefs: ChartPrefs = {
  chartKind: 'line',
  visible: ['posts', 'comments', 'likes'],
  grouping: 'auto',
  compare: false,
};

export const CHART_PREFS_KEY = 'creator-console:analytics-chart:v1';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (a locked-down profile): the choices last as long as the window
  }
}

function readAll(): Record<string, unknown> {
  const raw = storage()?.getItem(CHART_PREFS_KEY);
  if (!raw) return {};
  try {
    const parsed = z.record(z.string(), z.unknown()).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The profile's stored choices, or the defaults when none (or none readable) are stored. */
export function readChartPrefs(profileId: string): ChartPrefs {
  const parsed = ChartPrefs.safeParse(readAll()[profileId]);
  return parsed.success ? parsed.data : defaultChartPrefs;
}

/** Stores the profile's choices beside the other profiles'. A full or refused storage keeps them in memory. */
export function writeChartPrefs(profileId: string, prefs: ChartPrefs): void {
  try {
    storage()?.setItem(CHART_PREFS_KEY, JSON.stringify({ ...readAll(), [profileId]: prefs }));
  } catch {
    // Quota or refusal: the screen keeps the choice until it closes; nothing else depends on it.
  }
}
