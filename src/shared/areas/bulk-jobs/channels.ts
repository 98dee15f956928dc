import { z } from 'zod';
import { ObjectId } from '../../contract/common';
import { ColumnMapping } from './domain/fields';
import { JobKindName } from './kinds';
import { JobStatus, RowState } from './domain/journal';
import { AppError } from '../../errors';
import { ProfileScoped } from '../../channels/common';

/**
 * The renderer reads a picked file in chunks (the web host has no file paths) and sends them in order; main
 * parses them as they arrive. A chunk is at most 1 MiB of text, far under the web host's 20 MiB body limit,
 * so a file of any size crosses the bridge without being held whole in one message.
 */
export const MAX_IMPORT_CHUNK = 1024 * 1024;

export const ImportId = z.string().regex(/^imp-[a-z0-9-]{6,40}$/, 'Not an import id');
export const JobId = z.string().regex(/^job-[a-z0-9-]{6,40}$/, 'Not a job id');
/** Requests a job sends at a time (the job view checks a typed value against it before changing it). */
export const Concurrency = z.number().int().min(1).max(16);
const RowNumbers = z.array(z.number().int().min(0)).max(200_000);

export const ImportProgress = z.object({
  importId: ImportId,
  fileName: z.string(),
  /** The kind the file was opened for (absent: migrate). */
  kind: JobKindName.optional(),
  bytes: z.number(),
  rows: z.number().int(),
  done: z.boolean(),
  headers: z.array(z.string()),
  delimiter: z.string().optional(),
  /** Filled when done: the saved mapping for these headers, else matched by header names. */
  mapping: ColumnMapping.optional(),
  /**
   * Filled when done: the "one Mango for every row" chosen for the last file of this kind with these
   * columns, when that Mango still exists on the service.
   */
  mangoIdForAll: ObjectId.optional(),
  /** Why a remembered "one Mango for every row" was not applied (its Mango is gone, or could not be checked). */
  mangoForAllNotice: z.string().optional(),
  /**
   * This import is the undo of a job (built from its journal, not picked): its columns are fixed, and the
   * notice says what it does and cannot do.
   */
  undo: z.object({ jobId: z.string(), notice: z.string(), undoable: z.number().int() }).optional(),
});
export type ImportProgress = z.infer<typeof ImportProgress>;

/** What the import preview can be filtered by. */
export const PreviewFilter = z.enum([
  'all',
  'valid',
  'invalid',
  'notes',
  'already_subscribed',
  'sent_before',
]);
export type PreviewFilter = z.infer<typeof PreviewFilter>;

/** A job's rows by state, or all of them. */
export const JobRowFilter = z.union([RowState, z.literal('all')]);
export type JobRowFilter = z.infer<typeof JobRowFilter>;

export const RowIssueView = z.object({
  /** A field of the job's kind, or 'row'. */
  field: z.string(),
  message: z.string(),
});

export const ValidationSummary = z.object({
  importId: ImportId,
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
  withNotes: z.number().int(),
  byField: z.record(z.string(), z.number()),
  /** Required fields with no column and no Mango chosen for all rows. */
  unmapped: z.array(z.string()),
  /** Whether Mango ids were checked against the profile's list (false: it could not be loaded). */
  mangoesChecked: z.boolean(),
  mangoesMessage: z.string().optional(),
  /** Why badge names could not be matched (the badge list could not be loaded). */
  badgesMessage: z.string().optional(),
  dryRun: z.object({ checked: z.boolean(), counts: z.record(z.string(), z.number()) }),
  /**
   * What earlier jobs of this profile did with these rows: `migrated` rows were enrolled already,
   * `inProgress` ones sit in a job that has not settled them. Both are skipped unless asked otherwise.
   */
  history: z.object({
    migrated: z.number().int(),
    inProgress: z.number().int(),
    /** Rows an earlier job found already done on the service (its dry run, or its check before sending). */
    found: z.number().int(),
    /** The same file (byte for byte) was the source of this earlier job. */
    sameFile: z.object({ jobId: z.string(), fileName: z.string(), createdAt: z.string() }).optional(),
    /** Jobs that could not be read: what they sent is not known to this check. */
    unreadableJobs: z.array(z.string()),
  }),
});
export type ValidationSummary = z.infer<typeof ValidationSummary>;

export const dryRunVerdicts = ['new', 'already_subscribed', 'cannot_check', 'mango_unavailable'] as const;
export const DryRunVerdict = z.enum(dryRunVerdicts);
export type DryRunVerdict = z.infer<typeof DryRunVerdict>;

export const PreviewRow = z.object({
  index: z.number().int(),
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  valid: z.boolean(),
  errors: z.array(RowIssueView),
  notes: z.array(z.string()),
  /** The service's names of the ids in `values` (a Mango's title, a badge's name), by lower-case id. */
  names: z.record(z.string(), z.string()).optional(),
  verdict: DryRunVerdict.optional(),
  verdictNote: z.string().optional(),
  /** An earlier job of the profile already migrated this customer to this Mango, or holds the row. */
  history: z.object({ kind: z.enum(['migrated', 'found', 'in_progress']), note: z.string() }).optional(),
});
export type PreviewRow = z.infer<typeof PreviewRow>;

export const StateCountsView = z.object(
  Object.fromEntries(RowState.options.map((s) => [s, z.number().int()])) as Record<RowState, z.ZodNumber>,
);

export const JobSummary = z.object({
  id: JobId,
  /** What each row does (jobs written before kinds are migrations). */
  kind: JobKindName,
  profileId: z.string(),
  profileName: z.string(),
  profileKind: z.enum(['live', 'sandbox']),
  fileName: z.string(),
  createdAt: z.string(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  /** `interrupted`: was running, but no runner holds it (another console has it, or it was damaged). */
  status: z.union([JobStatus, z.literal('new'), z.literal('interrupted')]),
  statusReason: z.string().optional(),
  total: z.number().int(),
  counts: StateCountsView,
  /**
   * The file's invalid rows, kept with the job and written in its results export (never sent); null for a
   * job made before they were kept (its results hold the sent and skipped rows only).
   */
  invalidRows: z.number().int().nullable(),
  mangoes: z.array(z.object({ id: z.string(), title: z.string().optional(), rows: z.number().int() })),
  concurrency: z.number().int(),
  /** Requests per minute over the last half minute; null when idle. */
  ratePerMinute: z.number().nullable(),
  /** Current adaptive cap after a 429 (requests per minute); null when not limited. */
  rateCapPerMinute: z.number().nullable(),
  /** The whole job is waiting out a 429 pause until this instant. */
  pausedUntil: z.string().optional(),
  elapsedMs: z.number(),
  etaMs: z.number().nullable(),
  /**
   * Grows with every journal entry: answers and events can arrive out of order (an action's answer after
   * the events it caused), so the screen keeps the summary with the higher version.
   */
  version: z.number().int().min(0),
  /** Made on sandbox data that "Reset sandbox data" has deleted: history only, never resumed or counted. */
  earlierSandboxData: z.boolean().optional(),
  /** This job is the undo of that job. */
  undoes: z.string().optional(),
  /** The job that undoes this one. */
  undoneBy: z.string().optional(),
});
export type JobSummary = z.infer<typeof JobSummary>;

export const JobRowView = z.object({
  index: z.number().int(),
  line: z.number().int(),
  /** What tells the row apart, by field of the kind's row columns (job-kinds.ts `rowColumns`). */
  values: z.record(z.string(), z.string()),
  mangoId: z.string(),
  state: RowState,
  attempts: z.number().int(),
  error: z.string().optional(),
  note: z.string().optional(),
  orderId: z.string().optional(),
  subscriptionId: z.string().optional(),
  userId: z.string().optional(),
  /** The service's own word for a done row, when it gave one ("halted", "points record …"). */
  answer: z.string().optional(),
  at: z.string().optional(),
});
export type JobRowView = z.infer<typeof JobRowView>;

const FileText = z.object({ fileName: z.string(), content: z.string() });
const JobRef = z.object({ jobId: JobId }).strict();

const NoInput = z.object({}).strict();

/** A CSV the OS handed to the console (file association, a second launch, macOS open-file). */
export const OpenedCsv = z.object({
  fileName: z.string(),
  path: z.string(),
  /** The file, already imported for the active profile, as the migration screen's own import would be. */
  import: ImportProgress.optional(),
  /** Why it could not be imported (not UTF-8, too large, gone); the screen shows it. */
  error: AppError.optional(),
});
export type OpenedCsv = z.infer<typeof OpenedCsv>;

export const bulkJobsChannels = {
  /** The CSV the OS opened with the console, if one is waiting; taken once. */
  'bulkJobs.takeOpenedCsv': { input: NoInput, output: z.object({ opened: OpenedCsv.nullable() }) },

  /** The template CSV: every column, in the documented formats, with two example rows. */
  'bulkJobs.template': {
    reads: true,
    input: z.object({ kind: JobKindName.optional() }).strict(),
    output: FileText,
  },
  /** One chunk of a picked file (first chunk without importId); `final` ends the file. */
  'bulkJobs.import': {
    input: ProfileScoped.extend({
      importId: ImportId.optional(),
      /** The job kind this file is for; read with the first chunk (default: migrate). */
      kind: JobKindName.optional(),
      fileName: z.string().trim().min(1).max(255),
      chunk: z.string().max(MAX_IMPORT_CHUNK),
      final: z.boolean(),
    }).strict(),
    output: ImportProgress,
  },
  'bulkJobs.getMapping': {
    reads: true,
    input: ProfileScoped.extend({
      headers: z.array(z.string().max(500)).max(500),
      kind: JobKindName.optional(),
    }).strict(),
    output: z.object({ mapping: ColumnMapping }),
  },
  /**
   * Remembers which header feeds which field, per profile, for the next file; and, when given, the "one
   * Mango for every row" chosen for a file of this kind with these columns (null: none, forget it).
   */
  'bulkJobs.saveMapping': {
    input: ProfileScoped.extend({
      headers: z.array(z.string().max(500)).max(500),
      mapping: ColumnMapping,
      kind: JobKindName.optional(),
      mangoIdForAll: ObjectId.nullable().optional(),
    }).strict(),
    output: z.object({ saved: z.number().int() }),
  },
  /** The profile's Mangoes, for "one Mango for all rows". */
  'bulkJobs.mangoes': {
    reads: true,
    input: ProfileScoped.strict(),
    output: z.object({
      mangoes: z.array(z.object({ id: ObjectId, title: z.string(), hidden: z.boolean() })),
    }),
  },
  'bulkJobs.validate': {
    reads: true,
    input: ProfileScoped.extend({
      importId: ImportId,
      mapping: ColumnMapping,
      mangoIdForAll: ObjectId.nullable(),
    }).strict(),
    output: ValidationSummary,
  },
  /** A page of the validated preview (the table is virtualized and asks for what it shows). */
  'bulkJobs.rows': {
    reads: true,
    input: z
      .object({
        importId: ImportId,
        offset: z.number().int().min(0),
        limit: z.number().int().min(1).max(500),
        filter: PreviewFilter,
      })
      .strict(),
    output: z.object({ total: z.number().int(), rows: z.array(PreviewRow) }),
  },
  'bulkJobs.exportInvalid': {
    reads: true,
    input: z.object({ importId: ImportId }).strict(),
    output: FileText,
  },
  /** Checks valid rows against the service without writing (user lookup and subscriptions). */
  'bulkJobs.dryRun': {
    input: ProfileScoped.extend({ importId: ImportId }).strict(),
    output: z.object({ counts: z.record(z.string(), z.number()), message: z.string().optional() }),
  },
  /**
   * Creates the job and starts it. On a live profile `confirmation` must be typed exactly as
   * `<row count> <profile name>`.
   */
  'bulkJobs.start': {
    input: ProfileScoped.extend({
      importId: ImportId,
      includeAlreadySubscribed: z.boolean(),
      /**
       * Sends rows an earlier job already did, or found done on the service (they are done twice): an
       * explicit, separate choice.
       */
      sendMigratedAgain: z.boolean().optional(),
      /** On a live profile the dry run must have run first, unless this says it was turned off. */
      skipDryRun: z.boolean().optional(),
      concurrency: Concurrency,
      confirmation: z.string().max(300).optional(),
    }).strict(),
    output: JobSummary,
  },
  /**
   * Builds the undo of a finished or cancelled job as an import (its preview, dry run and start are any
   * import's). Refused, with the reason, for a job that cannot be undone (`undoRefusal`); a second call
   * while the first undo is open answers the same import.
   */
  'bulkJobs.buildUndo': { input: JobRef, output: ImportProgress },
  'bulkJobs.pause': { input: JobRef, output: JobSummary },
  'bulkJobs.resume': { input: JobRef, output: JobSummary },
  /** Finishes the requests in flight and stops; the rest stay pending. */
  'bulkJobs.cancel': { input: JobRef, output: JobSummary },
  'bulkJobs.setConcurrency': {
    input: z.object({ jobId: JobId, concurrency: Concurrency }).strict(),
    output: JobSummary,
  },
  'bulkJobs.jobs': {
    reads: true,
    input: z.object({ profileId: z.string().optional() }).strict(),
    output: z.object({ jobs: z.array(JobSummary) }),
  },
  'bulkJobs.job': {
    reads: true,
    input: z
      .object({
        jobId: JobId,
        state: JobRowFilter,
        offset: z.number().int().min(0),
        limit: z.number().int().min(1).max(500),
      })
      .strict(),
    output: z.object({
      job: JobSummary,
      total: z.number().int(),
      rows: z.array(JobRowView),
      /** The kind's row columns this job's rows fill (a column no row fills is not shown). */
      columns: z.array(z.string()),
    }),
  },
  /**
   * Uncertain rows (all, or the given ones): `check` looks them up on the service; `resend` queues them
   * again (the person accepts the risk of a double); `skip` closes them as not sent.
   */
  'bulkJobs.resolveUncertain': {
    input: z
      .object({ jobId: JobId, mode: z.enum(['check', 'resend', 'skip']), rows: RowNumbers.optional() })
      .strict(),
    output: z.object({ job: JobSummary, message: z.string() }),
  },
  'bulkJobs.retryFailed': {
    input: z.object({ jobId: JobId, rows: RowNumbers.optional() }).strict(),
    output: JobSummary,
  },
  /**
   * The rows the filter shows, with their source file's row numbers. `fix`: only the original columns
   * plus the row number and the problem, so the file can be corrected and imported again as it is.
   */
  'bulkJobs.exportResults': {
    reads: true,
    input: z
      .object({
        jobId: JobId,
        state: JobRowFilter.optional(),
        shape: z.enum(['results', 'fix']).optional(),
      })
      .strict(),
    output: FileText,
  },
} as const;

export const bulkJobsEvents = {
  /** A CSV was opened with the console; the shell shows the bulk migration screen. */
  'bulkJobs.openCsv': OpenedCsv,

  /** Throttled while a job runs (about 4 a second), and on every change of status. */
  'bulkJobs.progress': JobSummary,
  'bulkJobs.jobChanged': JobSummary,
  'bulkJobs.dryRunProgress': z.object({
    importId: ImportId,
    checked: z.number().int(),
    total: z.number().int(),
  }),
} as const;
