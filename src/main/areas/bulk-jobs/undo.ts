import { rm } from 'node:fs/promises';
import type { ImportProgress, JobSummary } from '../../../shared/areas/bulk-jobs/channels';
import type { RowRecord } from '../../../shared/areas/bulk-jobs/domain/journal';
import { jobKindSpec } from '../../../shared/areas/bulk-jobs/kinds';
import {
  peopleToRead,
  planUndo,
  undoRefusal,
  type UndoPerson,
} from '../../../shared/areas/bulk-jobs/domain/undo';
import { AppFailure, appFailure } from '../../../shared/errors';
import { readJsonFile, writeFileAtomic } from '../../platform/storage/atomic-file';
import {
  forEachLimited,
  type LookupClient,
} from '../../../shared/areas/bulk-jobs/kinds/common/customer-check';
import type { ImportStore } from './import-store';
import { UndoneBy, type JobFile, type JobPaths } from './job-file';

/**
 * "Undo this job" in main (issue 32): whatever the page sends, a job is undone once, by one job, and only
 * as undo.ts allows. The undo is an import like a picked file (preview, dry run, typed confirmation, one
 * job per import), so it has every guarantee a job has; the links between the two jobs are kept in their
 * own files: `undoes` in the undo job's job.json, `undone-by.json` beside the undone job's.
 */

/** The job that undoes this one, if it was made (a link to a job that was never written is ignored). */
export async function readUndoneBy(
  paths: JobPaths,
  exists: (jobId: string) => Promise<boolean>,
): Promise<string | undefined> {
  const read = await readJsonFile(paths.undoneBy, UndoneBy).catch(() => undefined);
  if (read?.state !== 'ok') return undefined;
  return (await exists(read.value.jobId)) ? read.value.jobId : undefined;
}

/** Written before the undo job's own file: a crash in between leaves a link to nothing, which is ignored. */
export async function writeUndoneBy(paths: JobPaths, jobId: string, at: string): Promise<void> {
  await writeFileAtomic(paths.undoneBy, JSON.stringify({ v: 1, jobId, at } satisfies UndoneBy));
}

/** Takes the link back when the undo job could not be written. */
export async function removeUndoneBy(paths: JobPaths): Promise<void> {
  await rm(paths.undoneBy, { force: true });
}

/** A person read on the service, as an add-back needs them (name, email and phone), or why not. */
async function readPerson(
  client: LookupClient,
  who: { userId?: string; email?: string },
): Promise<UndoPerson | { error: string }> {
  try {
    const user = who.userId
      ? await client.getUser({ params: { userId: who.userId } })
      : await client.lookupUser({ query: { email: who.email ?? '' } });
    const phone = user.phone === undefined ? '' : String(user.phone).replace(/\D/g, '');
    if (!user.name || !user.email || !phone)
      return { error: 'the service holds no name, email or phone for them, which adding a customer needs' };
    return {
      name: user.name,
      email: user.email,
      phone,
      ...(user.dialCode ? { dialCode: user.dialCode } : {}),
    };
  } catch (error) {
    return { error: error instanceof AppFailure ? error.error.message : String(error) };
  }
}

export interface UndoSourceReader {
  undoSource(jobId: string): Promise<{ job: JobFile; records: RowRecord[]; summary: JobSummary }>;
}

/**
 * Builds the undo import of a job, once: a second call (a double click, another window) while the first
 * import is open answers that same import; once its job is written, the job is refused as undone.
 */
export function createUndoBuilder(options: {
  jobs: UndoSourceReader;
  imports: ImportStore;
  lookupClientFor: (profileId: string) => Promise<LookupClient>;
  queue: <T>(key: string, work: () => Promise<T>) => Promise<T>;
}) {
  const open = new Map<string, ImportProgress>();

  async function build(jobId: string): Promise<ImportProgress> {
    const earlier = open.get(jobId);
    const session = earlier && options.imports.find(earlier.importId);
    if (earlier && session && !session.startedJob) return earlier;
    const { job, records, summary } = await options.jobs.undoSource(jobId);
    const refusal = undoRefusal(summary);
    if (refusal) throw appFailure('conflict', refusal);
    const people = new Map<string, UndoPerson | { error: string }>();
    const toRead = peopleToRead({ id: job.id, kind: summary.kind, rows: job.rows, records });
    if (toRead.length > 0) {
      const client = await options.lookupClientFor(job.profileId);
      await forEachLimited(toRead, 4, async (who) => {
        people.set(who.key, await readPerson(client, who));
      });
    }
    const plan = planUndo({ id: job.id, kind: summary.kind, rows: job.rows, records }, people);
    if (plan.undoable === 0) {
      const first = plan.rows.find((r, i) => records[i]?.state === 'succeeded' && r.reason);
      throw appFailure(
        'conflict',
        `Nothing to undo: none of the ${summary.counts.succeeded} done row(s) of job ${job.id} can be taken back.${first ? ` Row ${first.line}: ${first.reason}` : ''}`,
      );
    }
    const spec = jobKindSpec(plan.kind);
    const headers = [...spec.fields];
    const built = options.imports.built({
      profileId: job.profileId,
      kind: plan.kind,
      fileName: `undo-of-${job.id}.csv`,
      headers,
      rows: plan.rows.map((row) => ({ line: row.line, cells: headers.map((f) => row.cells[f] ?? '') })),
    });
    built.undo = { jobId: job.id, createdAt: job.createdAt, plan };
    const progress: ImportProgress = {
      importId: built.id,
      fileName: built.fileName,
      kind: plan.kind,
      bytes: 0,
      rows: built.rows.length,
      done: true,
      headers,
      mapping: Object.fromEntries(headers.map((field, index) => [field, index])),
      undo: { jobId: job.id, notice: plan.notice, undoable: plan.undoable },
    };
    open.set(jobId, progress);
    return progress;
  }

  return {
    /** One build at a time per job, so two quick clicks make one import. */
    build: (jobId: string) => options.queue(`undo:${jobId}`, () => build(jobId)),
  };
}
