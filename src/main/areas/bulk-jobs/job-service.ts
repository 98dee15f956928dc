import type { JobSummary } from '../../../shared/areas/bulk-jobs/channels';
import { PAUSED_BY_YOU } from '../../../shared/areas/bulk-jobs/domain/job-notices';
import type { RowState } from '../../../shared/areas/bulk-jobs/domain/journal';
import { AppFailure, appFailure } from '../../../shared/errors';
import { systemClock, type Clock } from '../../platform/api/clock';
import type { SendEvent } from '../../platform/events';
import { createLogger } from '../../platform/logging/logger';
import type { LookupClient } from './customer-check';
import { resolveUncertainRows } from './resolve-uncertain';
import { jobPaths, listJobRefs, readJobFile, writeJobFile, type JobFile } from './job-store';
import { rowViews, snapshotOnDisk, summarizeJob, resultsCsv, type JobSnapshot } from './job-view';
import { buildLedger, type Ledger } from './ledger';
import { assessJobOnDisk, JobRunner, type MigrateClient } from './runner';
import { readUndoneBy, removeUndoneBy, writeUndoneBy } from './undo';

const log = createLogger('migration');
const PROGRESS_EVERY_MS = 250;

export interface JobServiceOptions {
  dataDir: string;
  emit: SendEvent;
  /** The client a job sends with (429s come back to the runner, which paces the whole job). */
  migrateClientFor: (profileId: string) => Promise<MigrateClient>;
  /** The profile's regular client, for the read-only checks that resolve uncertain rows. */
  lookupClientFor: (profileId: string) => Promise<LookupClient>;
  /**
   * The client a runner reads with just before a row is sent (the job's own, so its 429s reach the
   * governor). Absent: rows are sent without looking first.
   */
  checkClientFor?: (profileId: string) => Promise<LookupClient>;
  /** The sandbox's current data life for a profile (undefined for a live one): see JobFile.sandboxGeneration. */
  generationOf?: (profileId: string) => Promise<{ id: string; startedAt: string } | undefined>;
  /** Refuses (throws) when the profile lacks a secret the job's kind sends with: checked before any send. */
  requireSecrets?: (job: JobFile) => Promise<void>;
  clock?: Clock;
}

/**
 * Jobs on disk and the runners that hold them. Each job is resumable from its journal: on start every job
 * that was running when the console stopped is opened again and continues.
 */
export function createJobService(options: JobServiceOptions) {
  const clock = options.clock ?? systemClock;
  const runners = new Map<string, { runner: JobRunner; job: JobFile }>();
  const opening = new Map<string, Promise<JobRunner>>();
  const lastProgress = new Map<string, number>();
  const lastStatus = new Map<string, string>();

  function fromRunner(runner: JobRunner, job: JobFile): JobSnapshot {
    return {
      job,
      rows: runner.rows,
      status: runner.status,
      ...(runner.statusReason ? { statusReason: runner.statusReason } : {}),
      ...(runner.startedAt ? { startedAt: runner.startedAt } : {}),
      ...(runner.finishedAt ? { finishedAt: runner.finishedAt } : {}),
      concurrency: runner.concurrency,
      version: runner.version,
      runner,
    };
  }

  const trailing = new Map<string, ReturnType<typeof setTimeout>>();

  /**
   * Status changes go out at once; progress at most every 250 ms, with a trailing update so the last
   * counts of a burst are never lost. The summary (a pass over every row) is only built when sent.
   */
  function publish(runner: JobRunner, job: JobFile): void {
    const statusKey = `${runner.status}|${runner.statusReason ?? ''}`;
    const changed = lastStatus.get(job.id) !== statusKey;
    const wait = PROGRESS_EVERY_MS - (clock.now() - (lastProgress.get(job.id) ?? 0));
    if (!changed && wait > 0) {
      if (!trailing.has(job.id)) {
        const timer = setTimeout(() => (trailing.delete(job.id), publish(runner, job)), wait);
        timer.unref?.();
        trailing.set(job.id, timer);
      }
      return;
    }
    const summary = summarizeJob(fromRunner(runner, job), clock.now());
    lastStatus.set(job.id, statusKey);
    lastProgress.set(job.id, clock.now());
    if (changed) options.emit('bulkJobs.jobChanged', summary);
    options.emit('bulkJobs.progress', summary);
  }

  async function locate(jobId: string): Promise<string> {
    const open = runners.get(jobId);
    if (open) return open.job.profileId;
    const ref = (await listJobRefs(options.dataDir)).find((r) => r.jobId === jobId);
    if (!ref)
      throw appFailure('not_found', 'That job was not found. It may have been deleted from the data folder.');
    return ref.profileId;
  }

  /** Runners of settled jobs being closed: opening the job again waits for the lock to be released. */
  const closing = new Map<string, Promise<void>>();

  /** How many calls hold each runner: a settled runner is closed only once no call holds it. */
  const held = new Map<JobRunner, number>();
  const hold = (runner: JobRunner): JobRunner => {
    held.set(runner, (held.get(runner) ?? 0) + 1);
    return runner;
  };

  /**
   * Once the loop a call started has stopped with the job finished or cancelled, its runner is closed and
   * its lock released: a settled job holds nothing (another console may open it, the sandbox may be reset),
   * and any later action opens it again from its journal. A runner some call still holds (it opened it and
   * is checking the secrets, say) stays open; that call lets go of it through `letGo`, which looks again.
   */
  function releaseWhenSettled(jobId: string, runner: JobRunner): void {
    void runner.whenIdle().then(() => {
      if (runners.get(jobId)?.runner !== runner) return;
      if ((held.get(runner) ?? 0) > 0) return;
      if (runner.status !== 'finished' && runner.status !== 'cancelled') return;
      runners.delete(jobId);
      const done = runner
        .close()
        .catch((error: unknown) =>
          log.warn('a settled job could not be closed', { jobId, error: String(error) }),
        )
        .finally(() => closing.delete(jobId));
      closing.set(jobId, done);
    });
  }

  /** The end of a call that held the runner (from `openRunner`). */
  function letGo(jobId: string, runner: JobRunner): void {
    const count = (held.get(runner) ?? 1) - 1;
    if (count > 0) held.set(runner, count);
    else held.delete(runner);
    releaseWhenSettled(jobId, runner);
  }

  /**
   * The job's runner, opened from its journal unless it is open, and held for the caller, which must
   * `letGo` of it when done (taken in the same turn as it is found, so it cannot be closed in between).
   */
  async function openRunner(jobId: string): Promise<JobRunner> {
    await closing.get(jobId);
    const open = runners.get(jobId);
    if (open) return hold(open.runner);
    const pending = opening.get(jobId);
    if (pending) return pending.then(hold);
    const work = (async () => {
      const profileId = await locate(jobId);
      const paths = jobPaths(options.dataDir, profileId, jobId);
      const job = await readJobFile(paths);
      const runner = await JobRunner.open({
        job,
        paths,
        client: await options.migrateClientFor(profileId),
        ...(options.checkClientFor ? { lookup: await options.checkClientFor(profileId) } : {}),
        clock,
        onUpdate: (r) => publish(r, job),
      });
      runners.set(jobId, { runner, job });
      return runner;
    })();
    opening.set(jobId, work);
    try {
      return hold(await work);
    } finally {
      opening.delete(jobId);
    }
  }

  async function onDisk(jobId: string) {
    const profileId = await locate(jobId);
    const paths = jobPaths(options.dataDir, profileId, jobId);
    const job = await readJobFile(paths);
    return { job, assessment: await assessJobOnDisk(job, paths) };
  }

  /** A job as stored, read without taking its lock (another console may be running it). */
  async function snapshot(jobId: string): Promise<JobSnapshot> {
    const open = runners.get(jobId);
    if (open) return fromRunner(open.runner, open.job);
    const { job, assessment } = await onDisk(jobId);
    return snapshotOnDisk(job, assessment);
  }

  /**
   * Whether the job was made on sandbox data that "Reset sandbox data" has since deleted (or, made before
   * the sandbox kept its data, on data that no longer exists): history only.
   */
  async function onEarlierData(job: JobFile): Promise<boolean> {
    const current = await options.generationOf?.(job.profileId);
    return current !== undefined && job.sandboxGeneration?.id !== current.id;
  }

  const jobExists = (profileId: string) => (jobId: string) =>
    readJobFile(jobPaths(options.dataDir, profileId, jobId)).then(
      () => true,
      () => false,
    );

  async function summaryOf(snap: JobSnapshot): Promise<JobSummary> {
    const out = summarizeJob(snap, clock.now());
    const { job } = snap;
    const undoneBy = await readUndoneBy(
      jobPaths(options.dataDir, job.profileId, job.id),
      jobExists(job.profileId),
    );
    return {
      ...out,
      ...((await onEarlierData(job)) ? { earlierSandboxData: true } : {}),
      ...(undoneBy ? { undoneBy } : {}),
    };
  }

  const summary = async (jobId: string): Promise<JobSummary> => summaryOf(await snapshot(jobId));

  async function withRunner(
    jobId: string,
    act: (runner: JobRunner) => Promise<void>,
    sends = false,
  ): Promise<JobSummary> {
    const runner = await openRunner(jobId);
    try {
      // A job that would send checks its secrets first: without them every row would fail unsent.
      if (sends) await requireSecrets(jobId);
      await act(runner);
    } finally {
      letGo(jobId, runner);
    }
    return summary(jobId);
  }

  /** A job of data that was reset neither sends nor reads any more: the service it described is gone. */
  async function refuseEarlierData(job: JobFile): Promise<void> {
    if (await onEarlierData(job))
      throw appFailure(
        'conflict',
        `Job ${job.id} was made on earlier sandbox data, which "Reset sandbox data" deleted: it is kept as history and sends nothing more. Import the file again to send it to the current sandbox data.`,
      );
  }

  /** Before a job sends again: it belongs to the current data, and the profile has its secrets. */
  async function requireSecrets(jobId: string): Promise<void> {
    const job = runners.get(jobId)?.job;
    if (!job) return;
    await refuseEarlierData(job);
    await refuseUndone(job);
    if (options.requireSecrets) await options.requireSecrets(job);
  }

  /**
   * The job that undoes this one: its link, or else (a link lost or damaged) the undo job's own file, which
   * writes the link again. Read where it decides something (a build, a start, a send), not for every summary.
   */
  async function findUndoneBy(job: JobFile): Promise<string | undefined> {
    const paths = jobPaths(options.dataDir, job.profileId, job.id);
    const linked = await readUndoneBy(paths, jobExists(job.profileId));
    if (linked) return linked;
    for (const ref of await listJobRefs(options.dataDir)) {
      if (ref.profileId !== job.profileId || ref.jobId === job.id) continue;
      const other = await readJobFile(jobPaths(options.dataDir, ref.profileId, ref.jobId)).catch(
        () => undefined,
      );
      if (other?.undoes?.jobId !== job.id) continue;
      await writeUndoneBy(paths, other.id, other.createdAt).catch(() => undefined);
      return other.id;
    }
    return undefined;
  }

  /**
   * An undone job sends nothing more: a row it sent after its undo was built would be done and never taken
   * back (the undo covers what the job had done then).
   */
  async function refuseUndone(job: JobFile): Promise<void> {
    const undoneBy = await findUndoneBy(job);
    if (undoneBy)
      throw appFailure(
        'conflict',
        `Job ${job.id} was undone by job ${undoneBy}: it sends nothing more, so the undo stays complete. Import the file again to send its rows as a new job.`,
      );
  }

  const indexesIn = (runner: JobRunner, state: RowState, rows?: readonly number[]): number[] =>
    (rows ?? runner.rows.map((_, i) => i)).filter((i) => runner.rows[i]?.state === state);

  async function resolveHeld(
    jobId: string,
    runner: JobRunner,
    mode: 'check' | 'resend' | 'skip',
    rows?: number[],
  ): Promise<{ job: JobSummary; message: string }> {
    const job = runners.get(jobId)?.job as JobFile;
    await refuseEarlierData(job);
    const targets = indexesIn(runner, 'uncertain', rows);
    let message: string;
    if (mode === 'resend') {
      await requireSecrets(jobId);
      await runner.requeue(targets, 'Re-sent by you after an uncertain outcome.');
      message = `${targets.length} uncertain row(s) queued to be sent again.`;
    } else if (mode === 'skip') {
      for (const r of targets) {
        await runner.resolve({
          t: 'skipped',
          r,
          at: new Date(clock.now()).toISOString(),
          why: 'Skipped by you after an uncertain outcome: not sent again.',
        });
      }
      message = `${targets.length} uncertain row(s) skipped.`;
    } else {
      message = await resolveUncertainRows(
        runner,
        job,
        targets,
        await options.lookupClientFor(job.profileId),
        clock,
      );
    }
    return { job: await summary(jobId), message };
  }

  return {
    async create(job: JobFile): Promise<JobSummary> {
      const paths = jobPaths(options.dataDir, job.profileId, job.id);
      await writeJobFile(paths, job);
      const runner = await openRunner(job.id);
      try {
        await runner.start();
      } finally {
        letGo(job.id, runner);
      }
      return summary(job.id);
    },

    /** Whether the job's file was written (a failed create may have stopped before or after it). */
    async exists(job: JobFile): Promise<boolean> {
      return readJobFile(jobPaths(options.dataDir, job.profileId, job.id)).then(
        () => true,
        () => false,
      );
    },

    /** Continues every job that was running when the console stopped (a crash, a kill, a power cut). */
    async resumeInterrupted(): Promise<string[]> {
      const resumed: string[] = [];
      for (const ref of await listJobRefs(options.dataDir)) {
        try {
          if (!runners.has(ref.jobId) && (await onDisk(ref.jobId)).assessment.damage) {
            // Opening it moves the damaged journal aside and holds the job as "damaged": never started here.
            const runner = await openRunner(ref.jobId);
            letGo(ref.jobId, runner);
            log.warn('a job journal was damaged and moved aside', {
              jobId: ref.jobId,
              reason: runner.statusReason,
            });
            continue;
          }
          const snap = await snapshot(ref.jobId);
          if (snap.status !== 'interrupted' || snap.statusReason) continue;
          const runner = await openRunner(ref.jobId);
          try {
            try {
              await requireSecrets(ref.jobId);
            } catch (error) {
              // Held, not resumed: nothing is sent until the person fixes the profile and resumes.
              const why = error instanceof AppFailure ? error.error.message : String(error);
              await runner.pause(`Not resumed: ${why}`);
              continue;
            }
            await runner.start();
            resumed.push(ref.jobId);
          } finally {
            letGo(ref.jobId, runner);
          }
        } catch (error) {
          log.warn('a job could not be resumed', {
            jobId: ref.jobId,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
      return resumed;
    },

    summary,

    /** A job as an undo reads it: its file, its rows' states and its summary (with its undo links). */
    async undoSource(jobId: string) {
      const snap = await snapshot(jobId);
      const summary = await summaryOf(snap);
      const undoneBy = summary.undoneBy ?? (await findUndoneBy(snap.job));
      return {
        job: snap.job,
        records: snap.rows,
        summary: { ...summary, ...(undoneBy ? { undoneBy } : {}) },
      };
    },

    /** Links the undone job to its undo job, before that job is written (see undo.ts). */
    async markUndone(undone: JobFile, undoJobId: string): Promise<void> {
      await writeUndoneBy(
        jobPaths(options.dataDir, undone.profileId, undone.id),
        undoJobId,
        new Date(clock.now()).toISOString(),
      );
    },
    async unmarkUndone(undone: JobFile): Promise<void> {
      await removeUndoneBy(jobPaths(options.dataDir, undone.profileId, undone.id));
    },

    /**
     * What every job of a profile did, per customer and Mango (see ledger.ts). A job that cannot be read is
     * named in `unreadable`, so the screen can say the check is incomplete instead of trusting it.
     */
    async ledger(profileId: string, after?: string): Promise<Ledger> {
      const jobs = [];
      const unreadable: { jobId: string; reason: string }[] = [];
      for (const ref of (await listJobRefs(options.dataDir)).filter((r) => r.profileId === profileId)) {
        try {
          const snap = await snapshot(ref.jobId);
          // What a job did to data that was reset is not on the service any more: it proves nothing now.
          if (await onEarlierData(snap.job)) continue;
          // An undo is judged by what happened since the job it undoes: that job changed what was before.
          if (after !== undefined && snap.job.createdAt <= after) continue;
          jobs.push({ job: snap.job, rows: snap.rows, status: snap.status });
        } catch (error) {
          unreadable.push({
            jobId: ref.jobId,
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      }
      return { ...buildLedger(jobs), unreadable };
    },

    async list(profileId?: string): Promise<JobSummary[]> {
      const refs = (await listJobRefs(options.dataDir)).filter(
        (r) => !profileId || r.profileId === profileId,
      );
      const out: JobSummary[] = [];
      for (const ref of refs) {
        try {
          out.push(await summary(ref.jobId));
        } catch (error) {
          log.warn('a job could not be read', {
            jobId: ref.jobId,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
      return out;
    },
    async rows(jobId: string, state: RowState | 'all', offset: number, limit: number) {
      const snap = await snapshot(jobId);
      return { job: await summaryOf(snap), ...rowViews(snap, state, offset, limit) };
    },
    async exportResults(
      jobId: string,
      state: RowState | 'all' = 'all',
      shape: 'results' | 'fix' = 'results',
    ) {
      return resultsCsv(await snapshot(jobId), state, shape);
    },
    pause: (jobId: string) => withRunner(jobId, (r) => r.pause(PAUSED_BY_YOU)),
    resume: (jobId: string) => withRunner(jobId, (r) => r.start(), true),
    cancel: (jobId: string) => withRunner(jobId, (r) => r.cancel()),
    setConcurrency: (jobId: string, n: number) => withRunner(jobId, (r) => r.setConcurrency(n)),
    retryFailed: (jobId: string, rows?: number[]) =>
      withRunner(
        jobId,
        (r) => r.requeue(indexesIn(r, 'failed', rows), 'Retry of a failed row, asked for by you.'),
        true,
      ),

    async resolveUncertain(jobId: string, mode: 'check' | 'resend' | 'skip', rows?: number[]) {
      const runner = await openRunner(jobId);
      try {
        return await resolveHeld(jobId, runner, mode, rows);
      } finally {
        letGo(jobId, runner);
      }
    },

    async close(): Promise<void> {
      for (const timer of trailing.values()) clearTimeout(timer);
      for (const { runner } of runners.values()) await runner.close().catch(() => undefined);
      runners.clear();
      await Promise.all(closing.values());
    },
  };
}
export type JobService = ReturnType<typeof createJobService>;
