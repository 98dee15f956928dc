import { jobKindSpec } from '../../../shared/areas/bulk-jobs/kinds';
import { appFailure } from '../../../shared/errors';
import type { Profile } from '../../../shared/profile';
import type { ImportSession } from './import-store';
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
