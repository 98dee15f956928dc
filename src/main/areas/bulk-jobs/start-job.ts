import { jobKindSpec } from '../../../shared/areas/bulk-jobs/kinds';
import { undoRefusal } from '../../../shared/areas/bulk-jobs/domain/undo';
import { appFailure } from '../../../shared/errors';
import type { Profile } from '../../../shared/profile';
import type { Handler } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import type { ImportSession, ImportStore } from './import-store';
import { requireJobSecret } from './job-client';
import type { JobService } from './job-service';
import { newJobId, type JobFile } from './job-store';
import { ledgerNote, type Ledger } from './ledger';
import { ledgerMarkOf, rowKey } from './preview';

export interface StartChoices {
  includeAlreadySubscribed: boolean;
  sendMigratedAgain?: boolean;
  concurrency: number;
}

/** The text a person types to start a job on a live profile: the row count and the profile name. */
export function confirmationPhrase(rows: number, profileName: string): string {
  return `${rows} ${profileName}`;
}

/**
 * The job an import makes, decided against the ledger as it is now (called inside the profile's start
 * queue, so no other job is written between this read and this job's file). Each row says why it is not
 * sent (an earlier job did it or holds it, the service was found to have it, its Mango is unavailable), or
 * how it was last read on the service (`checkedAt`: the runner does not read it again while that is
 * fresh), or that the person chose to send it anyway (`force`: not read again).
 */
export function planJob(
  session: ImportSession,
  profile: Pick<Profile, 'id' | 'name' | 'kind'>,
  ledger: Ledger,
  choices: StartChoices,
  now: Date,
  sandboxGeneration?: { id: string; startedAt: string },
): JobFile {
  const validation = session.validation;
  if (!validation || !session.headers)
    throw appFailure('conflict', 'Validate the file before starting a job.');
  const spec = jobKindSpec(session.kind);
  const rows: JobFile['rows'] = [];
  const invalid: NonNullable<JobFile['invalid']> = [];
  validation.result.checks.forEach((check, index) => {
    if (!check.body) {
      invalid.push({
        line: check.line,
        cells: session.rows[index]?.cells ?? [],
        reasons: check.errors.map((e) => e.message).join(' | '),
      });
      return;
    }
    const mark = session.dryRun?.get(rowKey(session, check.body));
    const earlier = ledgerMarkOf(ledger, session, check.body);
    const undoOf = session.undo?.plan.rows[index]?.source;
    const base = {
      line: check.line,
      cells: session.rows[index]?.cells ?? [],
      body: check.body,
      ...(undoOf !== undefined ? { undoOf } : {}),
    };
    if (earlier && (earlier.kind === 'in_progress' || !choices.sendMigratedAgain)) {
      rows.push({ ...base, skip: ledgerNote(earlier) });
    } else if (mark?.verdict === 'already_subscribed' && !choices.includeAlreadySubscribed) {
      rows.push({
        ...base,
        skip: `${spec.words.skipVerdict} (dry run): already done on the service, not sent.`,
        found: true,
      });
    } else if (mark?.verdict === 'mango_unavailable') {
      rows.push({ ...base, skip: `Not sent: ${mark.note ?? 'the Mango is not available.'}` });
    } else if (earlier || mark?.verdict === 'already_subscribed') {
      rows.push({ ...base, force: true });
    } else {
      rows.push({ ...base, ...(mark?.verdict === 'new' && mark.at ? { checkedAt: mark.at } : {}) });
    }
  });
  const toSend = rows.filter((r) => !r.skip).length;
  if (toSend === 0) {
    const earlier = rows.filter((r) => ledgerMarkOf(ledger, session, r.body)).length;
    throw appFailure(
      'validation',
      earlier > 0
        ? `There are no rows to send: ${earlier} of ${rows.length} valid rows were already done by earlier jobs of ${profile.name}, or found done on the service (see "Sent before" in the preview), and the rest are invalid or skipped.`
        : 'There are no rows to send: every row is invalid or skipped.',
    );
  }
  const counts = new Map<string, number>();
  for (const row of rows) {
    const mango = spec.mangoOf(row.body);
    if (mango) counts.set(mango, (counts.get(mango) ?? 0) + 1);
  }
  return {
    schemaVersion: 1,
    kind: spec.name,
    id: newJobId(now),
    profileId: profile.id,
    profileName: profile.name,
    profileKind: profile.kind,
    fileName: session.fileName,
    ...(session.fileSha256 ? { fileSha256: session.fileSha256 } : {}),
    createdAt: now.toISOString(),
    headers: session.headers,
    mangoes: [...counts.keys()].map((id) => ({
      id,
      ...(validation.mangoTitles.get(id) ? { title: validation.mangoTitles.get(id) } : {}),
    })),
    concurrency: choices.concurrency,
    rows,
    invalid,
    ...(sandboxGeneration ? { sandboxGeneration } : {}),
    ...(session.undo ? { undoes: { jobId: session.undo.jobId, createdAt: session.undo.createdAt } } : {}),
  };
}

/** Rows the job will send (not skipped). */
export const rowsToSend = (job: JobFile): number => job.rows.filter((r) => !r.skip).length;

/** The ledger a session's rows are judged against (for an undo: what happened since the job it undoes). */
export type LedgerFor = (profileId: string, session: ImportSession) => Promise<Ledger>;

/**
 * Starts a validated import as a job: one job per import, the dry run on a live profile, the job's secret,
 * an undo's refusals, the live profile's typed confirmation, then the job's file.
 */
export function createJobStart(
  deps: ServiceDeps,
  services: {
    imports: ImportStore;
    jobs: JobService;
    /** The profile's queue: the ledger read and the job's file written as one step. */
    queue: <T>(key: string, work: () => Promise<T>) => Promise<T>;
    ledgerFor: LedgerFor;
  },
): Handler<'bulkJobs.start'> {
  const { imports, jobs, queue: startQueue, ledgerFor } = services;
  const profileIdOf = async (profileId?: string) => profileId ?? (await deps.profiles.active()).id;
  return (input) => {
    const session = imports.get(input.importId);
    // One job per import, and the ledger read and the job's file written as one step per profile: a
    // second start (a double click, two windows) waits here and then finds the first job.
    return startQueue(`profile:${input.profileId ?? session.profileId}`, async () => {
      if (session.startedJob)
        throw appFailure(
          'conflict',
          `This file was already started as job ${session.startedJob.jobId} (${session.startedJob.at.slice(11, 19)} UTC): open it in the job history. To send the file again, import it again.`,
        );
      if (!session.validation) throw appFailure('conflict', 'Validate the file before starting a job.');
      const profile = await deps.profiles.get(await profileIdOf(input.profileId ?? session.profileId));
      if (profile.kind === 'live' && !session.dryRun && !input.skipDryRun) {
        throw appFailure(
          'validation',
          'Run the dry run first: on a live profile it checks who is already a customer before anything is sent. (Or turn "Dry run first" off.)',
        );
      }
      const spec = jobKindSpec(session.kind);
      await requireJobSecret(deps, profile, spec.operation, spec.title);
      // Consulted again now, not as of the validation: another job may have sent rows since.
      // An undo is made once: asked again here, inside the profile's queue, whatever the page showed.
      const undone = session.undo ? await jobs.undoSource(session.undo.jobId) : undefined;
      const refusal = undone ? undoRefusal(undone.summary) : undefined;
      if (refusal) throw appFailure('conflict', refusal);
      if (undone && undone.job.profileId !== profile.id)
        throw appFailure(
          'validation',
          `An undo runs on the profile of the job it undoes (${undone.job.profileName}): it names that profile's people and subscriptions.`,
        );
      const job = planJob(
        session,
        profile,
        await ledgerFor(profile.id, session),
        input,
        deps.now(),
        await deps.sandboxGeneration(profile.id),
      );
      const toSend = rowsToSend(job);
      if (profile.kind === 'live') {
        const phrase = confirmationPhrase(toSend, profile.name);
        if ((input.confirmation ?? '').trim() !== phrase) {
          throw appFailure(
            'validation',
            `This is a live profile. Type "${phrase}" to confirm ${spec.words.effect(String(toSend), profile.name)}.`,
          );
        }
      }
      session.startedJob = { jobId: job.id, at: job.createdAt };
      try {
        if (undone) await jobs.markUndone(undone.job, job.id);
        const created = await jobs.create(job);
        // The undone job's view shows its new link ("Undone by") without a read of the whole list.
        if (undone) deps.emit('bulkJobs.jobChanged', await jobs.summary(undone.job.id));
        return created;
      } catch (error) {
        // Nothing was written for it: the import may start a job again.
        if (!(await jobs.exists(job))) {
          session.startedJob = undefined;
          if (undone) await jobs.unmarkUndone(undone.job).catch(() => undefined);
        }
        throw error;
      }
    });
  };
}
