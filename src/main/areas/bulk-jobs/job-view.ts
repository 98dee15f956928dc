import type { JobRowView, JobSummary } from '../../../shared/areas/bulk-jobs/channels';
import { toCsv } from '../../../shared/csv';
import {
  countStates,
  replayJournal,
  type JobStatus,
  type RowRecord,
  type RowState,
} from '../../../shared/areas/bulk-jobs/domain/journal';
import { jobKindSpec } from '../../../shared/areas/bulk-jobs/kinds';
import { filledColumns } from '../../../shared/areas/bulk-jobs/kinds/common/rows';
import { rowStateWords } from '../../../shared/areas/bulk-jobs/kinds/common/words';
import type { JobFile } from './job-store';
import type { JournalAssessment } from './journal-trust';
import { pad } from './preview';
import type { JobRunner } from './runner';

/** What a job looks like on screen: from the live runner when one holds it, else from the replayed journal. */
export interface JobSnapshot {
  job: JobFile;
  rows: RowRecord[];
  status: JobStatus | 'new' | 'interrupted';
  statusReason?: string;
  startedAt?: string;
  finishedAt?: string;
  concurrency: number;
  /** The number of journal entries behind this snapshot (see JobSummary.version). */
  version: number;
  runner?: JobRunner;
}

export function summarizeJob(snapshot: JobSnapshot, now: number): JobSummary {
  const { job, runner } = snapshot;
  const counts = countStates(snapshot.rows);
  const spec = jobKindSpec(job.kind);
  const perMango = new Map<string, number>();
  for (const row of job.rows) {
    const mango = spec.mangoOf(row.body);
    if (mango) perMango.set(mango, (perMango.get(mango) ?? 0) + 1);
  }
  const started = snapshot.startedAt ? Date.parse(snapshot.startedAt) : undefined;
  const ended = snapshot.finishedAt ? Date.parse(snapshot.finishedAt) : now;
  const rate = runner && snapshot.status === 'running' ? runner.ratePerMinute() : null;
  const left = counts.pending + counts.sending;
  const pausedUntil = runner?.governor.pausedUntil();
  return {
    id: job.id,
    kind: spec.name,
    profileId: job.profileId,
    profileName: job.profileName,
    profileKind: job.profileKind,
    fileName: job.fileName,
    createdAt: job.createdAt,
    ...(snapshot.startedAt ? { startedAt: snapshot.startedAt } : {}),
    ...(snapshot.finishedAt ? { finishedAt: snapshot.finishedAt } : {}),
    status: snapshot.status,
    ...(snapshot.statusReason ? { statusReason: snapshot.statusReason } : {}),
    total: job.rows.length,
    counts,
    invalidRows: job.invalid ? job.invalid.length : null,
    mangoes: job.mangoes.map((m) => ({
      id: m.id,
      ...(m.title ? { title: m.title } : {}),
      rows: perMango.get(m.id) ?? 0,
    })),
    concurrency: snapshot.concurrency,
    ratePerMinute: rate === null ? null : Math.round(rate),
    rateCapPerMinute: runner?.governor.capPerMinute() ?? null,
    ...(pausedUntil ? { pausedUntil: new Date(pausedUntil).toISOString() } : {}),
    elapsedMs: started === undefined ? 0 : Math.max(0, ended - started),
    etaMs: rate && rate > 0 && left > 0 ? Math.round((left / rate) * 60_000) : null,
    version: snapshot.version,
    ...(job.undoes ? { undoes: job.undoes.jobId } : {}),
  };
}

export function rowViews(
  snapshot: JobSnapshot,
  state: RowState | 'all',
  offset: number,
  limit: number,
): { total: number; rows: JobRowView[]; columns: string[] } {
  const indexes: number[] = [];
  snapshot.rows.forEach((row, index) => {
    if (state === 'all' || row.state === state) indexes.push(index);
  });
  const spec = jobKindSpec(snapshot.job.kind);
  const rows = indexes.slice(offset, offset + limit).map((index): JobRowView => {
    const row = snapshot.rows[index] as RowRecord;
    const source = snapshot.job.rows[index];
    return {
      index,
      line: source?.line ?? 0,
      // A row that named its person by email shows the user id the lookup found.
      values: Object.fromEntries(
        spec.rowColumns.map((column) => {
          const value = source ? column.value(source.body) : '';
          return [column.field, value || (column.field === 'userId' && row.outcome?.userId) || ''];
        }),
      ),
      mangoId: (source && spec.mangoOf(source.body)) ?? '',
      state: row.state,
      attempts: row.attempts,
      ...(row.error ? { error: row.error } : {}),
      ...(row.note ? { note: row.note } : {}),
      ...(row.outcome?.orderId ? { orderId: row.outcome.orderId } : {}),
      ...(row.outcome?.subscriptionId ? { subscriptionId: row.outcome.subscriptionId } : {}),
      ...(row.outcome?.userId ? { userId: row.outcome.userId } : {}),
      ...(row.outcome?.status ? { answer: row.outcome.status } : {}),
      ...(row.at ? { at: row.at } : {}),
    };
  });
  const columns = filledColumns(spec, snapshot.job.rows);
  return { total: indexes.length, rows, columns };
}

/**
 * What every export of a job is named after: the imported file's name, then the job's short id (the last
 * part of its id) and the day it was made, so two jobs of one file never save over each other:
 * `customers-results-k3x9qa-2026-11-24.csv`.
 */
export function jobFileTag(job: Pick<JobFile, 'id' | 'createdAt'>): string {
  const short = job.id.split('-').pop() ?? job.id;
  return `${short}-${job.createdAt.slice(0, 10)}`;
}

/**
 * The rows in `state` (all by default): the original columns, the source file's row number, then status,
 * orderId, subscriptionId, userId, errorMessage and time (formula cells escaped). All rows means every
 * row of the file: the invalid ones too (status "invalid", their reasons as errorMessage; never sent), in
 * the file's order. The `fix` shape keeps only the original columns, the row number and the problem:
 * corrected, it imports again as it is (the extra columns map to nothing).
 */
export function resultsCsv(
  snapshot: JobSnapshot,
  state: RowState | 'all' = 'all',
  shape: 'results' | 'fix' = 'results',
): { fileName: string; content: string } {
  const { job } = snapshot;
  const base = job.fileName.replace(/\.csv$/i, '');
  const tag = jobFileTag(job);
  // A file of one state is named with the kind's word for it: "points-awarded-rows-k3x9qa-2026-11-24.csv".
  const named = state === 'all' ? '' : rowStateWords(jobKindSpec(job.kind))[state].word.replace(/ /g, '-');
  const selected = job.rows.flatMap((source, index) => {
    const row = snapshot.rows[index];
    return row && (state === 'all' || row.state === state) ? [{ source, row }] : [];
  });
  if (shape === 'fix') {
    return {
      fileName: `${base}-${named || 'rows'}-to-fix-${tag}.csv`,
      content: toCsv(
        [...job.headers, 'source row', 'problem'],
        selected.map(({ source, row }) => [
          ...pad(source.cells, job.headers.length),
          source.line,
          row.error ?? row.note ?? '',
        ]),
      ),
    };
  }
  const rows = selected.map(({ source, row }) => ({
    line: source.line,
    cells: [
      ...pad(source.cells, job.headers.length),
      source.line,
      row.state,
      row.outcome?.orderId ?? '',
      row.outcome?.subscriptionId ?? '',
      row.outcome?.userId ?? '',
      row.error ?? row.note ?? '',
      row.at ?? '',
    ],
  }));
  if (state === 'all')
    for (const bad of job.invalid ?? [])
      rows.push({
        line: bad.line,
        cells: [...pad(bad.cells, job.headers.length), bad.line, 'invalid', '', '', '', bad.reasons, ''],
      });
  rows.sort((a, b) => a.line - b.line);
  const suffix = named ? `${named}-rows` : 'results';
  return {
    fileName: `${base}-${suffix}-${tag}.csv`,
    content: toCsv(
      [...job.headers, 'source row', 'status', 'orderId', 'subscriptionId', 'userId', 'errorMessage', 'time'],
      rows.map((row) => row.cells),
    ),
  };
}

/**
 * A job as its files tell it, for a job no runner holds: a damaged journal shows its unproven rows as
 * uncertain (nothing is moved by a view), a journal not closed cleanly shows claimed rows as uncertain, and
 * a job left running (by a crash, or another console) is "interrupted".
 */
export function snapshotOnDisk(job: JobFile, assessment: JournalAssessment): JobSnapshot {
  if (assessment.damage) {
    // Not moved yet (a view never moves files): the console does that when it opens the job.
    return {
      job,
      rows: replayJournal(job.rows.length, []).rows.map((row, r) =>
        r < assessment.next && !job.rows[r]?.skip ? { ...row, state: 'uncertain' as const } : row,
      ),
      status: 'damaged',
      statusReason: `The journal is damaged (${assessment.damage}). It is moved aside when the console opens this job; rows it cannot prove were never sent become uncertain.`,
      concurrency: job.concurrency,
      version: 0,
    };
  }
  const replayed = replayJournal(job.rows.length, assessment.entries);
  const rows = assessment.complete
    ? replayed.rows
    : replayed.rows.map((row, r) =>
        row.state === 'pending' && r < assessment.next ? { ...row, state: 'uncertain' as const } : row,
      );
  return {
    job,
    rows,
    status: replayed.status === 'running' ? 'interrupted' : replayed.status,
    ...(replayed.statusReason ? { statusReason: replayed.statusReason } : {}),
    ...(replayed.startedAt ? { startedAt: replayed.startedAt } : {}),
    ...(replayed.status === 'finished' && replayed.lastAt ? { finishedAt: replayed.lastAt } : {}),
    concurrency: replayed.concurrency ?? job.concurrency,
    version: assessment.entries.length,
  };
}
