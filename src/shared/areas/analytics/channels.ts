import { z } from 'zod';
import { LocalDate, ObjectId } from '../../contract/common';
import type { IstDate } from './domain/ist';
import { rangeProblem } from './domain/range';
import { AppError } from '../../errors';
import { ProfileScoped } from '../../channels/common';

/** A channel as the analytics picker shows it. */
export const AnalyticsChannel = z.object({
  id: ObjectId,
  name: z.string(),
  isArchived: z.boolean(),
  isHidden: z.boolean(),
});
export type AnalyticsChannel = z.infer<typeof AnalyticsChannel>;

/** The channels a chart is of, as ids (at most 500 in one request). */
const ChannelIds = z.array(ObjectId).max(500);

/**
 * What a chart is of: whole IST days `from`..`to` (both included) and the channels. `channels` omitted
 * means what the service means by omitting it: every non-archived channel.
 */
export const ActivityQuery = z.object({
  from: LocalDate,
  to: LocalDate,
  channels: ChannelIds.min(1, 'Choose at least one channel, or none for all').optional(),
});
export type ActivityQuery = z.infer<typeof ActivityQuery>;

/**
 * The analytics query form as the user fills it: either end of the range may still be empty, and no
 * channel chosen means the service default. The range is checked exactly as main checks a request
 * (`rangeProblem`, on `today` in IST), so the form shows main's own words, written once; the issue is
 * on the path `range`.
 */
export function activityQueryForm(today: IstDate) {
  return z
    .object({ from: z.string().nullable(), to: z.string().nullable(), channels: ChannelIds })
    .superRefine(({ from, to }, context) => {
      const problem = rangeProblem({ ...(from ? { from } : {}), ...(to ? { to } : {}) }, today);
      if (problem) context.addIssue({ code: 'custom', path: ['range'], message: problem });
    });
}
export type ActivityQueryDraft = z.infer<ReturnType<typeof activityQueryForm>>;

/** One row as the service sent it (only the fields the spec names), kept so the cache is the answer itself. */
export const ActivityRow = z.object({
  date: z.string().optional(),
  totalPost: z.number().optional(),
  totalComment: z.number().optional(),
  totalLike: z.number().optional(),
});
export type ActivityRow = z.infer<typeof ActivityRow>;

export const ActivityResult = ActivityQuery.extend({
  /** The inclusive UTC bounds that were sent. */
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(ActivityRow),
  fetchedAt: z.string(),
  /** `cache` when the answer is the stored one (opened offline, or a refresh that failed). */
  source: z.enum(['service', 'cache']),
  /** Why a refresh fell back to the stored answer. */
  refreshError: AppError.optional(),
});
export type ActivityResult = z.infer<typeof ActivityResult>;

export const CachedActivity = ActivityQuery.extend({ fetchedAt: z.string(), rowCount: z.number().int() });
export type CachedActivity = z.infer<typeof CachedActivity>;

export const analyticsChannels = {
  /** Every channel of the creator, archived ones included and marked, for the picker. */
  'analytics.channels': {
    reads: true,
    input: ProfileScoped.strict(),
    output: z.object({ channels: z.array(AnalyticsChannel) }),
  },
  /**
   * Community activity per day. `cache-first` answers from the stored result of the same range and
   * channels when there is one (the chart opens offline); `refresh` asks the service and, when the
   * service cannot be reached, falls back to the stored result with `refreshError` set.
   */
  'analytics.activity': {
    reads: true,
    input: ProfileScoped.extend({
      ...ActivityQuery.shape,
      mode: z.enum(['cache-first', 'refresh']).default('cache-first'),
      /** The previous period drawn for comparison: stored, but not what the screen reopens with. */
      comparison: z.boolean().optional(),
    }).strict(),
    output: ActivityResult,
  },
  /** The stored results, last charted first, so the screen can reopen the last chart without the network. */
  'analytics.cached': {
    reads: true,
    input: ProfileScoped.strict(),
    output: z.object({ entries: z.array(CachedActivity) }),
  },
} as const;

export const analyticsEvents = {} as const;
