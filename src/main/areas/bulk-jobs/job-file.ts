import { z } from 'zod';
import { JobKindName, jobKindSpec } from '../../../shared/areas/bulk-jobs/kinds';

/**
 * A bulk job on disk: its rows and what each sends (`job.json`, written once before the first request) and
 * where its files are. The store (job-store.ts) reads and writes them; the journal's trust checks
 * (journal-trust.ts) read them too, so they live apart from both.
 */

export const JobRow = z.object({
  line: z.number().int(),
  cells: z.array(z.string()),
  /** The request body, in its kind's shape (checked against the job's kind when the file is read). */
  body: z.record(z.string(), z.unknown()),
  /** Set when the row is not to be sent (already a customer, per the dry run). */
  skip: z.string().optional(),
  /** With `skip`: the service already had the row's effect (the dry run found it), so the ledger keeps it as done. */
  found: z.literal(true).optional(),
  /**
   * When the dry run read this row as not done yet: a row sent within FRESH_CHECK_MS of it is not read
   * again (runner.ts); an older verdict, or none, is checked on the service just before sending.
   */
  checkedAt: z.string().optional(),
  /** Sent although it was found done or sent before, by the person's explicit choice: not checked again. */
  force: z.literal(true).optional(),
  /** In an undo job: the index of the row of the undone job this row takes back. */
  undoOf: z.number().int().min(0).optional(),
});
export type JobRow = z.infer<typeof JobRow>;

/** Everything a job needs to run again after a crash; written once, atomically, before the first request. */
export const JobFile = z
  .object({
    schemaVersion: z.literal(1),
    /** What each row does; absent in jobs written before job kinds: those are migrations. */
    kind: JobKindName.optional(),
    id: z.string(),
    profileId: z.string(),
    profileName: z.string(),
    profileKind: z.enum(['live', 'sandbox']),
    fileName: z.string(),
    /** SHA-256 of the file's text, so the same file opened again is recognised (jobs before it have none). */
    fileSha256: z.string().optional(),
    createdAt: z.string(),
    headers: z.array(z.string()),
    mangoes: z.array(z.object({ id: z.string(), title: z.string().optional() })),
    concurrency: z.number().int().min(1),
    rows: z.array(JobRow),
    /**
     * The file's rows that failed validation, never sent: kept so the job's results export holds every row
     * of the file (each with its reasons). Absent in jobs written before they were kept.
     */
    invalid: z
      .array(z.object({ line: z.number().int(), cells: z.array(z.string()), reasons: z.string() }))
      .optional(),
    /**
     * The sandbox's data life the job was made on (the built-in Sandbox profile only): after "Reset sandbox
     * data" the job is history of earlier data, never resumed and never counted by the ledger.
     */
    sandboxGeneration: z.object({ id: z.string(), startedAt: z.string() }).optional(),
    /** This job is the undo of that job (undo.ts): written with it, before its first request. */
    undoes: z.object({ jobId: z.string(), createdAt: z.string() }).optional(),
  })
  .superRefine((job, ctx) => {
    const spec = jobKindSpec(job.kind);
    const index = job.rows.findIndex((row) => !spec.body.safeParse(row.body).success);
    if (index >= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['rows', index, 'body'],
        message: `Row ${index} is not a ${spec.name} request body.`,
      });
  });
export type JobFile = z.infer<typeof JobFile>;

export interface JobPaths {
  dir: string;
  jobFile: string;
  journal: string;
  /** The journal's progress mark (journal-trust.ts). */
  mark: string;
  lock: string;
  /** Which job undoes this one (`UndoneBy`), written before that job's own file. */
  undoneBy: string;
}

/** On the undone job's side: the job that undoes it, and when it was made. */
export const UndoneBy = z.object({ v: z.literal(1), jobId: z.string(), at: z.string() });
export type UndoneBy = z.infer<typeof UndoneBy>;
