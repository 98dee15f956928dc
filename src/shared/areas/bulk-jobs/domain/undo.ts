import type { JobKindName } from '../kinds/common/spec';
import { jobKinds } from '../kinds';
import type { RowRecord } from './journal';
import { text } from '../kinds/common/rows';
import type { JobBody } from './validate-row';

/**
 * Undoing a finished (or cancelled) job (issue 32): the inverse job is built from the journal's own record
 * of what succeeded (the ids the service returned), never from the file, and only for rows this job itself
 * changed. What cannot be undone is listed with why, row by row; the inverse runs on the same engine as
 * any job (preview, dry run, typed confirmation, journal, ledger).
 */

/** The kind that takes each kind's effect back; `null`: the service offers no way back (badges). */
export const inverseKinds: Readonly<Record<JobKindName, JobKindName | null>> = {
  migrate: 'revoke-user',
  'revoke-user': 'migrate',
  'grant-subscription': 'revoke-subscription',
  'revoke-subscription': 'grant-subscription',
  'assign-points': 'assign-points',
  'assign-badges': null,
};

export const BADGES_CANNOT_BE_UNDONE =
  'The service has no way to take a badge back, so a badge job cannot be undone: nothing is offered.';

/** What the job view knows of a job, enough to say whether "Undo this job" is offered. */
export interface UndoCandidate {
  id: string;
  kind: JobKindName;
  status: string;
  undoes?: string | undefined;
  undoneBy?: string | undefined;
  earlierSandboxData?: boolean | undefined;
  counts: { succeeded: number; uncertain: number; sending: number };
}

/**
 * Why a job cannot be undone, or undefined when it can. Main asks it again whatever the page sent; the page
 * shows it beside the disabled button.
 */
export function undoRefusal(job: UndoCandidate): string | undefined {
  if (job.undoes)
    return `This job is the undo of job ${job.undoes}: undoing an undo is refused (it would do that job's rows again as a new job). To do them again, import that file again.`;
  if (job.undoneBy) return `Already undone: job ${job.undoneBy} undoes it. A job is undone once.`;
  if (inverseKinds[job.kind] === null) return BADGES_CANNOT_BE_UNDONE;
  if (job.earlierSandboxData)
    return 'This job ran on sandbox data that “Reset sandbox data” deleted: what it changed is gone, there is nothing to undo.';
  if (job.status !== 'finished' && job.status !== 'cancelled')
    return `Only a finished or cancelled job can be undone; this one is ${job.status}. Let it finish, or cancel it first.`;
  if (job.counts.uncertain + job.counts.sending > 0)
    return `${job.counts.uncertain + job.counts.sending} row(s) have an uncertain outcome: check them on the service first (“Check on the service” above), so the undo knows whether they were done.`;
  if (job.counts.succeeded === 0) return 'Nothing to undo: no row of this job succeeded.';
  return undefined;
}

/** A person as the service holds them, read to add them back (their name and phone are not in a revoke's row). */
export interface UndoPerson {
  name: string;
  email: string;
  phone: string;
  dialCode?: string;
}

export interface UndoSource {
  id: string;
  kind: JobKindName;
  rows: readonly { line: number; body: JobBody; force?: true | undefined; checkedAt?: string | undefined }[];
  /** The rows' states replayed from the job's journal, in the same order. */
  records: readonly RowRecord[];
}

export interface UndoRow {
  /** The row's index in the undone job. */
  source: number;
  /** The undone job's row number (its file's line), so each row can be found in both jobs. */
  line: number;
  /** The inverse row by field of the inverse kind (what its row check reads, as a CSV cell would). */
  cells: Record<string, string>;
  /** Why this row cannot be undone (it is shown, never sent); absent: it is undone. */
  reason?: string;
  /** What the row does, in words. */
  note?: string;
}

export interface UndoPlan {
  kind: JobKindName;
  rows: UndoRow[];
  /** Rows that are undone. */
  undoable: number;
  /** One paragraph for the preview: what this undo does and what it cannot do. */
  notice: string;
}

/** The key a revoke row's person is read by (see `peopleToRead`): the user id, else the email, lower case. */
export const personRef = (body: JobBody): string =>
  (text(body['userId']) || text(body['userEmail'])).trim().toLowerCase();

/** The people a remove-customers job's succeeded rows name: to be read on the service to add them back. */
export function peopleToRead(source: UndoSource): { userId?: string; email?: string; key: string }[] {
  if (source.kind !== 'revoke-user') return [];
  const seen = new Set<string>();
  const out: { userId?: string; email?: string; key: string }[] = [];
  source.rows.forEach((row, i) => {
    if (source.records[i]?.state !== 'succeeded') return;
    const key = personRef(row.body);
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    const userId = text(row.body['userId']);
    out.push(userId ? { userId, key } : { email: text(row.body['userEmail']), key });
  });
  return out;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The inverse of one row: its cells in the inverse kind's fields, from the ids the service answered with
 * where it gave them, else from the row itself. `person`: a removed customer as the service holds them.
 */
function inverseCells(
  kind: JobKindName,
  body: JobBody,
  record: RowRecord | undefined,
  jobId: string,
  line: number,
  person?: UndoPerson,
): Record<string, string> {
  const outcome = record?.outcome ?? {};
  switch (kind) {
    case 'migrate': {
      const userId = outcome.userId ?? text(body['userId']);
      return userId
        ? { userId, mangoId: text(body['mangoId']) }
        : { email: text(body['email']), mangoId: text(body['mangoId']) };
    }
    case 'revoke-user':
      return {
        name: person?.name ?? '',
        email: person?.email ?? text(body['userEmail']),
        phone: person?.phone ?? '',
        mangoId: text(body['mangoId']),
        ...(person?.dialCode ? { dialCode: person.dialCode } : {}),
      };
    case 'grant-subscription':
    case 'revoke-subscription': {
      const subscriptionId = outcome.subscriptionId ?? text(body['subscriptionId']);
      return subscriptionId
        ? { subscriptionId }
        : { userId: text(body['userId']), mangoId: text(body['mangoId']) };
    }
    case 'assign-points': {
      const userId = outcome.userId ?? text(body['userId']);
      const score = typeof body['score'] === 'number' ? body['score'] : 0;
      return {
        ...(userId ? { userId } : { email: text(body['email']) }),
        score: String(-score),
        reference: `Undoes job ${jobId}, row ${line}`,
      };
    }
    case 'assign-badges':
      return {};
  }
}

/** What an undone row does, in words, per kind of the undone job. */
function doesWords(kind: JobKindName, jobId: string, body: JobBody): string {
  switch (kind) {
    case 'migrate':
      return `Removes this person from the Mango again: job ${jobId} added them, and they were not a customer before it.`;
    case 'revoke-user':
      return `Adds this person back as a new subscription, not the old one: it starts today with the Mango’s own validity, and the old subscription’s dates are not restored.`;
    case 'grant-subscription':
      return `Halts the subscription job ${jobId} activated (external subscriptions only).`;
    case 'revoke-subscription':
      return `Activates the subscription job ${jobId} halted, as a new grant with its own dates: not a restore of the old period.`;
    case 'assign-points': {
      const score = typeof body['score'] === 'number' ? body['score'] : 0;
      return `${signed(-score)} points: the opposite of job ${jobId}’s ${signed(score)}, with a reference naming that job.`;
    }
    case 'assign-badges':
      return BADGES_CANNOT_BE_UNDONE;
  }
}

/**
 * Whether a succeeded add-customers row added someone who was not a customer before: the service's answer
 * does not tell "added" from "already a customer", so the row counts only if the service was read first and
 * did not have them (its dry-run verdict, or the read just before sending), and it was not sent on purpose
 * although found there.
 */
function addedByThisJob(row: UndoSource['rows'][number], record: RowRecord): string | undefined {
  if (row.force)
    return 'Sent although this person was already a customer or added before (your choice when starting it): removing them would also end access they had before this job.';
  if (!row.checkedAt && !record.checked)
    return 'Nothing recorded shows this person was not already a customer before this job (no dry run or read before sending): removing them could end access they had before it.';
  return undefined;
}

/** Why a row that did not succeed has nothing to undo. */
function notDoneReason(record: RowRecord | undefined, jobId: string, skipVerdict: string): string {
  switch (record?.state) {
    case 'failed':
      return `Failed in job ${jobId}${record.error ? ` (${record.error})` : ''}: nothing was done, nothing to undo.`;
    case 'skipped':
      return record.found
        ? `${skipVerdict} before job ${jobId}: the service already had it, so that job did not do it, and taking it back would change what was there before.`
        : `Not sent by job ${jobId}${record.note ? ` (${record.note})` : ''}: nothing to undo.`;
    case 'uncertain':
    case 'sending':
      return `Uncertain in job ${jobId}: it may or may not have been done. Check it on the service in that job first.`;
    default:
      return `Never sent by job ${jobId} (it was cancelled first): nothing to undo.`;
  }
}

/**
 * The inverse job of a finished or cancelled job: every row of it, each either undone (its inverse cells and
 * what it does) or not (why). `people`: the removed customers read from the service, by `personRef` (a
 * remove-customers job only), or why one could not be read.
 */
export function planUndo(
  source: UndoSource,
  people: ReadonlyMap<string, UndoPerson | { error: string }> = new Map(),
): UndoPlan {
  const inverse = inverseKinds[source.kind];
  const spec = jobKinds[source.kind];
  const rows: UndoRow[] = source.rows.map((row, index) => {
    const record = source.records[index];
    const base = { source: index, line: row.line };
    if (inverse === null) return { ...base, cells: {}, reason: BADGES_CANNOT_BE_UNDONE };
    let reason: string | undefined;
    let person: UndoPerson | undefined;
    if (record?.state !== 'succeeded') reason = notDoneReason(record, source.id, spec.words.skipVerdict);
    else if (source.kind === 'migrate') reason = addedByThisJob(row, record);
    else if (source.kind === 'revoke-user') {
      const read = people.get(personRef(row.body));
      if (!read)
        reason = 'This person was not read on the service: their name and phone are needed to add them back.';
      else if ('error' in read)
        reason = `This person could not be read on the service to add them back (${read.error}).`;
      else person = read;
    }
    const cells = inverseCells(source.kind, row.body, record, source.id, row.line, person);
    return reason
      ? { ...base, cells, reason }
      : { ...base, cells, note: doesWords(source.kind, source.id, row.body) };
  });
  const undoable = rows.filter((r) => !r.reason).length;
  return {
    kind: inverse ?? source.kind,
    rows,
    undoable,
    notice: noticeOf(source, undoable, rows.length),
  };
}

function noticeOf(source: UndoSource, undoable: number, total: number): string {
  const spec = jobKinds[source.kind];
  const head = `Undo of job ${source.id} (${spec.title}): ${undoable} of ${total} rows are undone, each from what the service answered for it; the others are listed as invalid, each with why it cannot be undone, and are never sent.`;
  const more: Partial<Record<JobKindName, string>> = {
    migrate:
      'Only people this job added are removed, never anyone who was a customer before it (a dry run or a read before sending must have found them not a customer).',
    'revoke-user':
      'Each person is added back as a new subscription, not their old one: it starts today with the Mango’s own validity, and the old subscription’s dates and payments are not restored.',
    'revoke-subscription':
      'Each halted subscription is activated again by a grant, with its own dates: not a restore of the old period.',
    'grant-subscription':
      'Each subscription this job activated is halted again (external subscriptions only).',
    'assign-points': `Each award is matched by the opposite score, with a reference naming job ${source.id}.`,
  };
  return `${head} ${more[source.kind] ?? ''}`.trim();
}
