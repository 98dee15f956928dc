import { z } from 'zod';
import { seriesKeys } from '@shared/areas/analytics/domain';
import { profilePrefs } from '../../data/profile-prefs';

/**
 * The chart choices a profile's analytics screen reopens with (lines or bars, series, grouping, Compare),
 * kept per profile in the renderer's localStorage (`data/profile-prefs.ts`), which lasts across screen
 * switches, reloads and restarts of the console. Only these four choices are stored: no counts, names or anything secret. The range and the
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

const chartPrefs = profilePrefs<ChartPrefs>(CHART_PREFS_KEY, ChartPrefs, defaultChartPrefs);

/** The profile's stored choices, or the defaults when none (or none readable) are stored. */
export function readChartPrefs(profileId: string): ChartPrefs {
  return chartPrefs.read(profileId);
}

/** Stores the profile's choices beside the other profiles'. A full or refused storage is not an error. */
export function writeChartPrefs(profileId: string, prefs: ChartPrefs): void {
  chartPrefs.write(profileId, prefs);
}
