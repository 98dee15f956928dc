import { z } from 'zod';
import { WriteOutcome } from '../../errors';

/** One HTTP call as the Activity screen shows it. Never a header, a body or a secret. */
export const ActivityEntry = z.object({
  /** Given by the log when the line is written (lines from older versions have none). */
  id: z.string().max(64).optional(),
  time: z.string(),
  profileId: z.string(),
  operation: z.string(),
  method: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.string()).optional(),
  status: z.number().int().optional(),
  errorKind: z.string().optional(),
  errorCode: z.string().optional(),
  outcome: WriteOutcome.optional(),
  /** Not sent because the profile has no such credential: the screen names it instead of "invalid input". */
  missingSecret: z.enum(['access token', 'API key']).optional(),
  durationMs: z.number(),
  attempts: z.number().int(),
  /** The failure in words, as the screen that made the call showed it (credentials already scrubbed). */
  message: z.string().max(1000).optional(),
  /**
   * The caller said this answer was expected: a 404 from a lookup that asks "is this person already a
   * customer?" means "not yet", not a failure. Recorded only when that answer came.
   */
  expected: z.enum(['not-found']).optional(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityFilter = z
  .object({
    /** One call, for its detail view. */
    id: z.string().max(64).optional(),
    profileId: z.string().max(64).optional(),
    operation: z.string().max(100).optional(),
    status: z.number().int().min(100).max(599).optional(),
    errorsOnly: z.boolean().optional(),
    /** With `errorsOnly`: keep the expected answers (lookups' "not found") too; they are left out otherwise. */
    includeExpected: z.boolean().optional(),
    limit: z.number().int().min(1).max(5000).optional(),
  })
  .strict();
export type ActivityFilter = z.infer<typeof ActivityFilter>;

export const activityChannels = {
  'activity.list': {
    reads: true,
    input: ActivityFilter,
    output: z.object({ entries: z.array(ActivityEntry) }),
  },
  /** The CSV text (UTF-8 with BOM, formula cells escaped) and a file name; the screen saves it. */
  'activity.exportCsv': {
    reads: true,
    input: ActivityFilter,
    output: z.object({ fileName: z.string(), csv: z.string(), rows: z.number().int() }),
  },
} as const;

export const activityEvents = {
  /** A call was recorded; the Activity screen refreshes when it is open. */
  'activity.recorded': ActivityEntry,
} as const;
