import { AppFailure, appFailure } from '../../../shared/errors';
import { truncate } from 'node:fs/promises';
import {
  INTERRUPTED_REASON,
  UNPROVEN_REASON,
  replayJournal,
  type JobStatus,
  type JournalEntry,
  type RowRecord,
} from '../../../shared/areas/bulk-jobs/domain/journal';
import { acquireJobLock, type JobLock } from './job-lock';
import type { JobBody } from '../../../shared/areas/bulk-jobs/domain/validate-row';
import { openJournalFile, type JournalFile } from './journal-file';
import { assessJobOnDisk, journalHeader, recoverDamagedJournal, skipEntry } from './journal-trust';
import type { JobRow } from './job-store';
import { jobKind, type EffectCheck, type JobKind } from '../../../shared/areas/bulk-jobs/kinds';
import { ProgressClaims } from './progress-claims';
import { RateGovernor, RateMeter } from './rate-governor';
import type { RunnerOptions as Options } from './runner-types';
import {
  decideFromError,
  entryFor,
  isMissingSecret,
  streakEffect,
  type RowDecision,
} from '../../../shared/areas/bulk-jobs/kinds/common/row-decision';

export type { MigrateClient } from './runner-types';
export type RunnerOptions = Options<JobRunner>;

/**
 * How long a dry run's "not done yet" stands for a row: sent within this time of the verdict, it is not
 * read again; later (a long job, a resume the next day), it is checked on the service just before sending.
 */
export const FRESH_CHECK_MS = 30 * 60_000;
export { assessJobOnDisk } from './journal-trust';

/**
 * Runs one job from its journal: rows go pending -> sending -> succeeded | failed | uncertain, each step
 * fsynced, "sending" before the request leaves. Opening it takes the job's lock and checks the journal
 * against its progress mark (journal-trust.ts): a damaged journal is moved aside and the job held as
 * "damaged"; otherwise a torn last line is cut, rows left "sending" by a crash become "uncertain", and so
 * do queued rows the journal cannot prove were never sent. Uncertain rows are never re-sent on their own.
 */
export class JobRunner {
  rows: RowRecord[] = [];
  /** Journal entries applied so far: grows with every change, so a newer summary is always told apart. */
  version = 0;
  status: JobStatus | 'new' = 'new';
  statusReason: string | undefined;
  concurrency: number;
  startedAt: string | undefined;
  finishedAt: string | undefined;
  readonly governor: RateGovernor;
  private journal!: JournalFile;
  private lock!: JobLock;
  private active = 0;
  private queue: number[] = [];
  private wakeUp: (() => void) | null = null;
  private loopDone: Promise<void> = Promise.resolve();
  private stop = new AbortController();
  private failureStreak = 0;
  private looping = false;
  private readonly inflight = new Set<number>();
  private readonly completions: RateMeter;
  private closed = false;
  private progress!: ProgressClaims;
  private readonly kind: JobKind;
  /** The host answered that it does not offer the kind's reads: rows are sent without looking first. */
  private checksUnavailable = false;

  private constructor(private readonly options: RunnerOptions) {
    this.concurrency = options.job.concurrency;
    this.governor = new RateGovernor(options.clock, options.governor);
    this.completions = new RateMeter(options.clock);
    this.kind = jobKind(options.job.kind);
  }

  static async open(options: RunnerOptions): Promise<JobRunner> {
    const runner = new JobRunner(options);
    const { job, paths } = options;
    runner.lock = await acquireJobLock(paths.lock);
    let journal: JournalFile | undefined;
    try {
      let assessment = await assessJobOnDisk(job, paths);
      if (assessment.damage) {
        // Moved aside and rebuilt from what it proves; the job is "damaged" and waits for the person.
        await recoverDamagedJournal(job, paths, assessment, new Date(options.clock.now()));
        assessment = await assessJobOnDisk(job, paths);
        if (assessment.damage)
          throw appFailure('internal', `The job's journal could not be rebuilt (${assessment.damage}).`);
      }
      // A torn last line (a crash mid-write) is cut off, so the next line is not glued onto it.
      if (assessment.tornTail) await truncate(paths.journal, assessment.goodBytes);
      runner.rows = replayJournal(job.rows.length, []).rows;
      for (const entry of assessment.entries) runner.apply(entry);
      journal = await openJournalFile(paths.journal, options.journalIo);
      runner.journal = journal;
      runner.progress = new ProgressClaims({
        journal,
        markPath: paths.mark,
        jobId: job.id,
        rowCount: job.rows.length,
        next: assessment.next,
        concurrency: () => runner.concurrency,
        active: () => runner.active,
        nowIso: () => runner.nowIso(),
      });
      if (assessment.entries.length === 0) runner.recordSoon(journalHeader(job, runner.nowIso()));
      if (runner.status === 'new') {
        for (const [index, row] of job.rows.entries()) {
          if (row.skip) runner.recordSoon(skipEntry(row, index, runner.nowIso()));
        }
      }
      for (const [index, row] of runner.rows.entries()) {
        if (row.state === 'sending')
          runner.recordSoon({ t: 'uncertain', r: index, at: runner.nowIso(), err: INTERRUPTED_REASON });
        // The journal may have lost lines since its last mark: a queued row the console had already
        // claimed for sending cannot be proven unsent. Rows past the claim were never sent.
        else if (row.state === 'pending' && !assessment.complete && index < assessment.next)
          runner.recordSoon({ t: 'uncertain', r: index, at: runner.nowIso(), err: UNPROVEN_REASON });
      }
    } catch (error) {
      await journal?.close().catch(() => undefined);
      await runner.lock.release();
      throw error;
    }
    return runner;
  }

  private nowIso(): string {
    return new Date(this.options.clock.now()).toISOString();
  }

  /** Writes (fsync) first, then applies to memory, so memory never claims more than the disk. */
  private async record(entry: JournalEntry): Promise<void> {
    await this.journal.append(entry);
    this.apply(entry);
  }

  /**
   * An outcome line: written now (a killed process keeps it), made durable by the next sync (the next
   * row's "sending" line, the job's status line, or the close), so each request costs one sync instead
   * of two and no worker waits behind another's outcome. If the machine loses power first, the row's
   * last durable line is "sending": it comes back uncertain and is checked, never re-sent.
   */
  private recordSoon(entry: JournalEntry): void {
    this.journal.append(entry, { durable: false }).catch((error: unknown) => this.journalFailed(error));
    this.apply(entry);
  }

  /** The disk refused a journal line: stop sending at once, since nothing after it could be trusted. */
  private journalFailed(error: unknown): void {
    if (this.status !== 'running') return;
    this.status = 'paused';
    this.statusReason = `Stopped: the job's journal could not be written (${error instanceof Error ? error.message : String(error)}). Free disk space, then resume.`;
    this.halt();
  }

  private apply(entry: JournalEntry): void {
    this.version += 1;
    if (entry.t === 'header') return;
    if (entry.t === 'status') {
      this.status = entry.s;
      this.statusReason = entry.why;
      if (entry.s === 'running') {
        this.startedAt ??= entry.at;
        this.finishedAt = undefined;
      }
      if (entry.s === 'finished') this.finishedAt = entry.at;
      return;
    }
    if (entry.t === 'concurrency') {
      this.concurrency = entry.n;
      return;
    }
    const next = replayJournal(1, [{ ...entry, r: 0 }]).rows[0];
    const current = this.rows[entry.r];
    if (!next || !current || current.state === 'succeeded') return;
    this.rows[entry.r] = { ...next, attempts: Math.max(current.attempts, next.attempts) };
  }

  /** Starts (or continues) sending. Resolves when the loop stops: finished, paused or cancelled. */
  async start(): Promise<void> {
    if (this.closed) throw appFailure('conflict', 'This job runner is closed.');
    if (this.status !== 'running') await this.record({ t: 'status', s: 'running', at: this.nowIso() });
    const queued = new Set(this.queue);
    for (const [index, row] of this.rows.entries()) {
      if (row.state === 'pending' && !queued.has(index) && !this.inflight.has(index)) this.queue.push(index);
    }
    if (this.looping && !this.stop.signal.aborted) {
      this.notify();
      return;
    }
    // A paused loop may still be finishing its requests in flight: let it end before a new one starts.
    await this.loopDone;
    if (this.status !== 'running' || this.looping) return;
    this.looping = true;
    this.stop = new AbortController();
    this.loopDone = this.loop().finally(() => {
      this.looping = false;
    });
    this.notify();
  }

  /** Resolves when the current loop has stopped and every request in flight has its outcome on disk. */
  whenIdle(): Promise<void> {
    return this.loopDone;
  }

  async pause(reason?: string): Promise<void> {
    if (this.status !== 'running') return;
    await this.record({ t: 'status', s: 'paused', at: this.nowIso(), ...(reason ? { why: reason } : {}) });
    this.halt();
  }

  async cancel(): Promise<void> {
    if (this.status === 'cancelled' || this.status === 'finished') return;
    await this.record({
      t: 'status',
      s: 'cancelled',
      at: this.nowIso(),
      why: 'Cancelled: requests in flight were finished, the rest were not sent.',
    });
    this.halt();
  }

  async setConcurrency(n: number): Promise<void> {
    await this.record({ t: 'concurrency', n, at: this.nowIso() });
    this.notify();
  }

  /** Puts rows back in the queue (retry failed, re-send uncertain); the loop starts if it was idle. */
  async requeue(indexes: readonly number[], why: string): Promise<void> {
    for (const index of indexes) await this.record({ t: 'pending', r: index, at: this.nowIso(), why });
    if (indexes.length === 0) return;
    // Rows sent before: the mark must cover their "pending" line, or a journal that lost it would
    // show them failed (or uncertain) again and invite a second retry of a row already re-sent.
    await this.progress.mark(false);
    await this.start();
  }

  /** Records a resolution decided outside the loop (a lookup, or the person skipping a row). */
  async resolve(entry: Extract<JournalEntry, { t: 'succeeded' | 'failed' | 'skipped' }>): Promise<void> {
    const row = this.rows[entry.r];
    if (!row || row.state !== 'uncertain') return;
    await this.record(entry);
    this.options.onUpdate?.(this);
  }

  /** Requests per minute over the last 30 s. */
  ratePerMinute(): number | null {
    return this.completions.perMinute();
  }

  inFlight(): number {
    return this.active;
  }

  /** Stops sending, waits for requests in flight, releases the lock. The job stays resumable. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.halt();
    await this.loopDone.catch(() => undefined);
    // At rest and complete: the next open can trust the pending rows (unless the journal changed since).
    await this.progress.mark(true).catch(() => undefined);
    await this.journal.close();
    await this.lock.release();
  }

  private halt(): void {
    this.stop.abort();
    this.notify();
  }

  private notify(): void {
    const wake = this.wakeUp;
    this.wakeUp = null;
    wake?.();
    this.options.onUpdate?.(this);
  }

  private wait(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.wakeUp = resolve;
    });
  }

  private async loop(): Promise<void> {
    const signal = this.stop.signal;
    while (!signal.aborted && this.status === 'running') {
      if (this.active >= this.concurrency) {
        await this.wait();
        continue;
      }
      const index = this.queue.shift();
      if (index === undefined) {
        if (this.active === 0) {
          // A full disk here leaves the job running on disk (resumed, nothing left to send) and paused here.
          await this.record({ t: 'status', s: 'finished', at: this.nowIso() }).catch((error: unknown) =>
            this.journalFailed(error),
          );
          break;
        }
        await this.wait();
        continue;
      }
      let sentAt: number;
      try {
        sentAt = await this.governor.waitTurn(signal);
      } catch {
        this.queue.unshift(index);
        break;
      }
      this.active += 1;
      void this.send(index, sentAt)
        .catch((error: unknown) => this.journalFailed(error))
        .finally(() => {
          this.active -= 1;
          this.notify();
        });
    }
    while (this.active > 0) await this.wait();
    await this.progress.mark(true).catch((error: unknown) => this.journalFailed(error));
    this.notify();
  }

  /**
   * `sentAt`: the governor's stamp of this send, for judging a 429 by the sends before it. A row that no
   * fresh dry-run verdict covers is first read on the service (one turn of the governor), and sent (a
   * second turn) only if its effect is not already there.
   */
  private async send(index: number, sentAt: number): Promise<void> {
    const row = this.options.job.rows[index];
    const current = this.rows[index];
    if (!row || !current || current.state !== 'pending' || this.inflight.has(index)) return;
    this.inflight.add(index);
    try {
      let turn = sentAt;
      let read = false;
      if (this.needsCheck(row, current)) {
        const first = await this.checkFirst(index, row.body, current.attempts, turn);
        if (first === 'settled') return;
        read = first === 'not_in_place';
        try {
          turn = await this.governor.waitTurn(this.stop.signal);
        } catch {
          return; // Paused or closed between the read and the write: the row stays queued, unsent.
        }
      }
      await this.sendOnce(index, row.body, current.attempts + 1, turn, read);
    } finally {
      this.inflight.delete(index);
      // A 429 or an unsent request put the row back to pending: it goes to the front of the queue.
      if (this.rows[index]?.state === 'pending' && !this.queue.includes(index)) this.queue.unshift(index);
    }
  }

  /** Whether a row is read on the service before it is sent (see FRESH_CHECK_MS). */
  private needsCheck(row: JobRow, current: RowRecord): boolean {
    if (!this.kind.check || !this.options.lookup || row.force || this.checksUnavailable) return false;
    // A row this job sent before (a retry, a re-send): the dry run's verdict predates that send.
    if (current.attempts > 0 || !row.checkedAt) return true;
    return this.options.clock.now() - Date.parse(row.checkedAt) > FRESH_CHECK_MS;
  }

  /**
   * Reads whether the row's effect is already on the service. Done: recorded (skipped as found, or for a
   * row this job sent before, succeeded) and nothing is sent. A read that failed in passing (429, reset,
   * server error) wrote nothing: the row goes back to the queue. A row that cannot be checked is sent.
   */
  private async checkFirst(
    index: number,
    body: JobBody,
    attempts: number,
    sentAt: number,
  ): Promise<'send' | 'not_in_place' | 'settled'> {
    const check = this.kind.check?.bind(this.kind);
    const lookup = this.options.lookup;
    if (!check || !lookup) return 'send';
    let result: EffectCheck;
    try {
      result = await check(lookup, body, this.stop.signal);
    } catch (error) {
      result = { kind: 'unknown', message: String(error), cause: error };
    }
    if (result.kind === 'not_in_place') return 'not_in_place';
    if (result.kind === 'in_place') {
      const at = this.nowIso();
      const res = result.outcome ?? {};
      const skipVerdict = this.kind.spec.words.skipVerdict;
      this.recordSoon(
        attempts > 0
          ? {
              t: 'succeeded',
              r: index,
              at,
              res,
              why: `Found done on the service before sending again (${skipVerdict.toLowerCase()}): not sent twice.`,
            }
          : {
              t: 'skipped',
              r: index,
              at,
              why: `${skipVerdict}: found on the service just before sending, not sent.`,
              found: true,
              res,
            },
      );
      this.failureStreak = 0;
      return 'settled';
    }
    if (result.unavailable) {
      this.checksUnavailable = true;
      return 'send';
    }
    // Not checkable (named by subscription id, no email to look up by): sent as before.
    if (result.cause === undefined) return 'send';
    // The reads go out with the access token, a migration's write with the API key: a profile with the key
    // alone cannot read, so its rows are sent without looking first, as a host without the reads.
    if (result.cause instanceof AppFailure && isMissingSecret(result.cause.error)) {
      this.checksUnavailable = true;
      return 'send';
    }
    const decision = decideFromError(result.cause, this.kind.uncertainWhat);
    // A refusal of the read (a 4xx) says nothing about the write: it is sent and answers for itself.
    if (decision.kind === 'failed' && !decision.serverError) return 'send';
    // Nothing was written: back to the queue (the finally in send() puts it at the front).
    await this.afterDecision(
      decision.kind === 'requeue'
        ? { ...decision, reason: `Checking the service first failed: ${decision.reason}` }
        : {
            kind: 'requeue',
            reason: `Checking the service first failed: ${result.message}`,
            rateLimited: false,
          },
      sentAt,
    );
    return 'settled';
  }

  /** `read`: the service was just read and did not have the row's effect (kept with the send: undo.ts). */
  private async sendOnce(
    index: number,
    body: JobBody,
    attempt: number,
    sentAt: number,
    read = false,
  ): Promise<void> {
    await this.progress.claim(index);
    await this.record({
      t: 'sending',
      r: index,
      at: this.nowIso(),
      a: attempt,
      ...(read ? { chk: true } : {}),
    });
    let decision: RowDecision;
    try {
      decision = await this.kind.send(this.options.client, body);
    } catch (error) {
      decision = decideFromError(error, this.kind.uncertainWhat);
    }
    this.completions.tick();
    this.recordSoon(entryFor(decision, index, this.nowIso()));
    await this.afterDecision(decision, sentAt);
  }

  /** What a decision means for the whole job: the governor's pace, a run of failures, a halt. */
  private async afterDecision(decision: RowDecision, sentAt: number): Promise<void> {
    if (decision.kind === 'requeue' && decision.rateLimited)
      this.governor.on429(decision.retryAfterMs ?? 10_000, sentAt);
    if (decision.kind === 'requeue' && decision.halt && this.status === 'running') {
      this.failureStreak = 0;
      await this.pause(decision.halt);
      return;
    }
    this.failureStreak = streakEffect(decision) === 'grow' ? this.failureStreak + 1 : 0;
    const limit = this.options.failureStreakLimit ?? 10;
    if (this.failureStreak >= limit && this.status === 'running') {
      this.failureStreak = 0;
      await this.pause(
        `Paused after ${limit} requests in a row failed or could not be confirmed. Check the service and the connection, then resume.`,
      );
    }
  }
}
