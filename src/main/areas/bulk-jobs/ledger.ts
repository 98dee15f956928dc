import type { RowRecord } from '../../../shared/areas/bulk-jobs/domain/journal';
import { jobKindSpec } from '../../../shared/areas/bulk-jobs/kinds';
import type { JobFile } from './job-store';

/**
 * What earlier jobs of a profile did, per customer and Mango, read from their journals: the ledger that
 * keeps a re-sent file (or a row in two files) from enrolling anyone twice. Rebuilt from the jobs on disk
 * whenever it is consulted (at validation and again at send), so it is never out of step with them.
 */
export type LedgerMark =
  | {
      /** Done by an earlier job (for any kind: the name is the first kind's). */
      kind: 'migrated';
      jobId: string;
      /** The verb of the earlier job's kind ("migrated", "revoked"). */
      done: string;
      fileName: string;
      line: number;
      at?: string;
      orderId?: string;
      subscriptionId?: string;
    }
  | {
      /**
       * The service already had the row's effect when a job looked (its dry run, or the check just before
       * sending), so that job did not send it: done, though not by the console.
       */
      kind: 'found';
      jobId: string;
      /** The kind's verdict for it ("Already a customer"). */
      verdict: string;
      fileName: string;
      line: number;
      at?: string;
    }
  | {
      /** In a job that has not settled it: queued, being sent, or sent with no recorded answer. */
      kind: 'in_progress';
      jobId: string;
      fileName: string;
      line: number;
      state: 'pending' | 'sending' | 'uncertain';
      jobStatus: string;
    };

export interface LedgerJob {
  job: JobFile;
  rows: readonly RowRecord[];
  status: string;
}

export interface Ledger {
  /** By the kind's ledger key (a migration's is `email|mango`, lower case; other kinds' are prefixed). */
  marks: ReadonlyMap<string, LedgerMark>;
  /** Jobs by the SHA-256 of the file they were made from. */
  files: ReadonlyMap<string, { jobId: string; fileName: string; createdAt: string }>;
  /** Jobs of the profile that could not be read: what they sent is not in this ledger. */
  unreadable: readonly { jobId: string; reason: string }[];
}

/** Jobs whose pending rows will never be sent unless someone starts them again by hand. */
const settled = new Set(['cancelled', 'finished']);

/**
 * Builds the ledger from every job of a profile, oldest first so the newest fact about a customer wins,
 * except that `migrated` is never replaced: once enrolled, a customer stays enrolled whatever came later.
 * A row a job skipped because the service already had it is remembered too (`found`): the service's
 * answer, not only what the console sent, is what a later file is checked against.
 */
export function buildLedger(jobs: readonly LedgerJob[]): Ledger {
  const marks = new Map<string, LedgerMark>();
  const files = new Map<string, { jobId: string; fileName: string; createdAt: string }>();
  const oldestFirst = [...jobs].sort((a, b) => a.job.createdAt.localeCompare(b.job.createdAt));
  const byId = new Map(jobs.map((j) => [j.job.id, j.job]));
  for (const { job, rows, status } of oldestFirst) {
    takeBackUndone(marks, job, rows, byId.get(job.undoes?.jobId ?? ''));
    if (job.fileSha256 && !files.has(job.fileSha256)) {
      files.set(job.fileSha256, { jobId: job.id, fileName: job.fileName, createdAt: job.createdAt });
    }
    const spec = jobKindSpec(job.kind);
    job.rows.forEach((source, index) => {
      const row = rows[index];
      if (!row) return;
      const key = spec.ledgerKey(source.body);
      if (marks.get(key)?.kind === 'migrated') return;
      const base = { jobId: job.id, fileName: job.fileName, line: source.line };
      if (row.state === 'succeeded') {
        marks.set(key, {
          kind: 'migrated',
          done: spec.words.done,
          ...base,
          ...(row.at ? { at: row.at } : {}),
          ...(row.outcome?.orderId ? { orderId: row.outcome.orderId } : {}),
          ...(row.outcome?.subscriptionId ? { subscriptionId: row.outcome.subscriptionId } : {}),
        });
      } else if (row.state === 'skipped' && row.found) {
        marks.set(key, {
          kind: 'found',
          verdict: spec.words.skipVerdict,
          ...base,
          ...(row.at ? { at: row.at } : {}),
        });
      } else if (
        row.state === 'sending' ||
        row.state === 'uncertain' ||
        (row.state === 'pending' && !source.skip && !settled.has(status))
      ) {
        marks.set(key, { kind: 'in_progress', ...base, state: row.state, jobStatus: status });
      }
    });
  }
  return { marks, files, unreadable: [] };
}

/**
 * A row an undo job took back is no longer done by the job it undid: its mark goes, so the same row in a
 * later file is sent again instead of being reported as already done.
 */
function takeBackUndone(
  marks: Map<string, LedgerMark>,
  job: JobFile,
  rows: readonly RowRecord[],
  undone: JobFile | undefined,
): void {
  if (!undone) return;
  const spec = jobKindSpec(undone.kind);
  job.rows.forEach((row, index) => {
    const source = row.undoOf === undefined ? undefined : undone.rows[row.undoOf];
    if (!source || rows[index]?.state !== 'succeeded') return;
    const key = spec.ledgerKey(source.body);
    if (marks.get(key)?.jobId === undone.id) marks.delete(key);
  });
}

/** Why a row is not sent, in words for the job's row list and the preview. */
export function ledgerNote(mark: LedgerMark): string {
  if (mark.kind === 'migrated') {
    const when = mark.at ? ` on ${mark.at.slice(0, 10)}` : '';
    return `Already ${mark.done} by job ${mark.jobId} (${mark.fileName}, row ${mark.line})${when}: not sent again.`;
  }
  if (mark.kind === 'found') {
    const when = mark.at ? ` on ${mark.at.slice(0, 10)}` : '';
    return `${mark.verdict}${when}, found on the service by job ${mark.jobId} (${mark.fileName}, row ${mark.line}): not sent.`;
  }
  const what =
    mark.state === 'uncertain'
      ? 'sent there with no recorded answer; check it on the service in that job'
      : mark.state === 'sending'
        ? 'being sent there'
        : `waiting there (the job is ${mark.jobStatus}); resume or cancel that job`;
  return `In job ${mark.jobId} (${mark.fileName}, row ${mark.line}), ${what}: not sent twice.`;
}
