import type { PreviewRow, ValidationSummary } from '../../../shared/areas/bulk-jobs/channels';
import { toCsv } from '../../../shared/csv';
import { columnOf, type ColumnMapping } from '../../../shared/areas/bulk-jobs/domain/fields';
import { jobKindSpec } from '../../../shared/areas/bulk-jobs/kinds';
import { cellText } from '../../../shared/areas/bulk-jobs/kinds/common/rows';
import { nameIndex } from '../../../shared/areas/bulk-jobs/domain/name-match';
import type { JobBody } from '../../../shared/areas/bulk-jobs/domain/validate-row';
import type { UndoPlan } from '../../../shared/areas/bulk-jobs/domain/undo';
import {
  todayInIst,
  unmappedRequired,
  validateFile,
  type FileValidation,
} from '../../../shared/areas/bulk-jobs/domain/validate-file';
import { appFailure } from '../../../shared/errors';
import type { DryRunMark, ImportSession } from './import-store';
import { ledgerNote, type Ledger, type LedgerMark } from './ledger';
import type { MangoListing, RecordListing } from './name-lists';

export type { MangoListing } from './name-lists';

const indexOf = (titles: ReadonlyMap<string, string>) =>
  nameIndex([...titles].map(([id, name]) => ({ id, name })));

/**
 * Validates the whole file with a mapping and keeps the result on the session for paging and the job.
 * Mango and badge names are matched to ids here (name-match.ts), so the bodies the job records and sends,
 * and the ledger keys they give, carry the ids whatever the file wrote. `badges` is read for kinds that
 * name badges.
 */
export function validateSession(
  session: ImportSession,
  mapping: ColumnMapping,
  mangoIdForAll: string | null,
  mangoes: MangoListing,
  now: Date,
  ledger: Ledger,
  badges?: RecordListing,
): ValidationSummary {
  if (!session.done || !session.headers)
    throw appFailure('conflict', 'The file is still being read. Wait for the import to finish.');
  const width = session.headers.length;
  const spec = jobKindSpec(session.kind);
  for (const [field, index] of Object.entries(mapping)) {
    if (!spec.fields.includes(field))
      throw appFailure('validation', `${field} is not a column of a ${spec.title} file.`);
    if (index !== null && index >= width)
      throw appFailure('validation', `The column chosen for ${field} is not in this file.`);
  }
  const result = validateFile(
    session.rows,
    mapping,
    {
      today: todayInIst(now),
      ...(mangoes.titles ? { mangoes: indexOf(mangoes.titles) } : {}),
      ...(badges?.titles ? { badges: indexOf(badges.titles) } : {}),
      ...(mangoIdForAll ? { mangoIdForAll } : {}),
    },
    spec,
  );
  if (session.undo) applyUndoPlan(result, session.undo.plan);
  session.validation = {
    mapping,
    mangoIdForAll,
    result,
    mangoTitles: mangoes.titles ?? new Map(),
    badgeNames: badges?.titles ?? new Map(),
  };
  session.ledger = ledger;
  return summarize(session, mangoes, badges);
}

/**
 * An undo's rows after the inverse kind's own row check: a row the plan cannot undo is shown as invalid with
 * why (never sent); an undone row says what it does. The counts follow.
 */
function applyUndoPlan(result: FileValidation, plan: UndoPlan): void {
  result.checks.forEach((check, index) => {
    const row = plan.rows[index];
    if (!row) return;
    if (row.reason) {
      delete check.body;
      check.errors = [{ field: 'row', message: row.reason }];
    } else if (row.note) check.notes.unshift(row.note);
  });
  result.valid = result.checks.filter((c) => c.body).length;
  result.invalid = result.checks.length - result.valid;
  result.withNotes = result.checks.filter((c) => c.notes.length > 0).length;
  const byField: FileValidation['byField'] = {};
  for (const check of result.checks)
    for (const issue of check.errors) byField[issue.field] = (byField[issue.field] ?? 0) + 1;
  result.byField = byField;
}

/** The row's key in the ledger and in the dry run's verdicts (its kind's ledger key). */
export const rowKey = (session: Pick<ImportSession, 'kind'>, body: JobBody): string =>
  jobKindSpec(session.kind).ledgerKey(body);

/** The earlier job's mark on a valid row of this session, if any. */
export function ledgerMarkOf(
  ledger: Ledger | undefined,
  session: Pick<ImportSession, 'kind'>,
  body: JobBody | undefined,
): LedgerMark | undefined {
  return body && ledger ? ledger.marks.get(rowKey(session, body)) : undefined;
}

export function summarize(
  session: ImportSession,
  mangoes?: MangoListing,
  badges?: RecordListing,
): ValidationSummary {
  const validation = session.validation;
  if (!validation) throw appFailure('conflict', 'Validate the file first.');
  const { result } = validation;
  const counts: Record<string, number> = {};
  const history = { migrated: 0, inProgress: 0, found: 0 };
  for (const check of result.checks) {
    const mark = ledgerMarkOf(session.ledger, session, check.body);
    if (mark?.kind === 'migrated') history.migrated += 1;
    else if (mark?.kind === 'found') history.found += 1;
    else if (mark) history.inProgress += 1;
  }
  const sameFile = session.fileSha256 ? session.ledger?.files.get(session.fileSha256) : undefined;
  if (session.dryRun) {
    for (const check of result.checks) {
      if (!check.body || ledgerMarkOf(session.ledger, session, check.body)) continue;
      const mark: DryRunMark | undefined = session.dryRun.get(rowKey(session, check.body));
      const verdict: string = mark?.verdict ?? 'unchecked';
      counts[verdict] = (counts[verdict] ?? 0) + 1;
    }
  }
  return {
    importId: session.id,
    total: session.rows.length,
    valid: result.valid,
    invalid: result.invalid,
    duplicates: result.duplicates,
    withNotes: result.withNotes,
    byField: result.byField as Record<string, number>,
    unmapped: unmappedRequired(
      validation.mapping,
      validation.mangoIdForAll ?? undefined,
      jobKindSpec(session.kind),
    ),
    mangoesChecked: validation.mangoTitles.size > 0,
    ...(mangoes?.message ? { mangoesMessage: mangoes.message } : {}),
    ...(badges?.message ? { badgesMessage: badges.message } : {}),
    dryRun: { checked: session.dryRun !== undefined, counts },
    history: {
      ...history,
      ...(sameFile ? { sameFile } : {}),
      unreadableJobs: (session.ledger?.unreadable ?? []).map((u) => u.jobId),
    },
  };
}

export type PreviewFilter = 'all' | 'valid' | 'invalid' | 'notes' | 'already_subscribed' | 'sent_before';

/** One page of the preview table, filtered; values are what will be sent, by field. */
export function previewPage(
  session: ImportSession,
  filter: PreviewFilter,
  offset: number,
  limit: number,
): { total: number; rows: PreviewRow[] } {
  const validation = session.validation;
  if (!validation) throw appFailure('conflict', 'Validate the file first.');
  const { checks } = validation.result;
  const verdictOf = (index: number) => {
    const body = checks[index]?.body;
    return body && session.dryRun ? session.dryRun.get(rowKey(session, body)) : undefined;
  };
  const indexes: number[] = [];
  checks.forEach((check, index) => {
    const keep =
      filter === 'all' ||
      (filter === 'valid' && check.body !== undefined) ||
      (filter === 'invalid' && check.body === undefined) ||
      (filter === 'notes' && check.notes.length > 0) ||
      (filter === 'already_subscribed' && verdictOf(index)?.verdict === 'already_subscribed') ||
      (filter === 'sent_before' && ledgerMarkOf(session.ledger, session, check.body) !== undefined);
    if (keep) indexes.push(index);
  });
  const rows = indexes.slice(offset, offset + limit).map((index): PreviewRow => {
    const check = checks[index];
    const cells = session.rows[index]?.cells ?? [];
    const values: Record<string, string> = {};
    const names: Record<string, string> = {};
    for (const field of jobKindSpec(session.kind).fields) {
      const column = columnOf(validation.mapping, field);
      if (check?.body && field in check.body) values[field] = cellText(check.body[field]);
      else if (field === 'mangoId' && validation.mangoIdForAll) values[field] = validation.mangoIdForAll;
      else if (column !== null) values[field] = (cells[column] ?? '').trim();
    }
    // The service's names of the ids the row sends, shown beside them (the file may have written either).
    const mango = values['mangoId'] ? validation.mangoTitles.get(values['mangoId']) : undefined;
    if (mango !== undefined && values['mangoId']) names[values['mangoId']] = mango;
    const badges = check?.body?.['badges'];
    if (Array.isArray(badges))
      for (const id of badges) {
        const name = typeof id === 'string' ? validation.badgeNames.get(id) : undefined;
        if (name !== undefined) names[id as string] = name;
      }
    const mark = verdictOf(index);
    const history = ledgerMarkOf(session.ledger, session, check?.body);
    return {
      index,
      line: check?.line ?? 0,
      values,
      valid: check?.body !== undefined,
      errors: check?.errors ?? [],
      notes: check?.notes ?? [],
      ...(Object.keys(names).length > 0 ? { names } : {}),
      ...(mark ? { verdict: mark.verdict, ...(mark.note ? { verdictNote: mark.note } : {}) } : {}),
      ...(history ? { history: { kind: history.kind, note: ledgerNote(history) } } : {}),
    };
  });
  return { total: indexes.length, rows };
}

/** The invalid rows with their original columns, their row number and every reason, to fix and re-import. */
export function invalidRowsCsv(session: ImportSession): { fileName: string; content: string } {
  const validation = session.validation;
  if (!validation || !session.headers) throw appFailure('conflict', 'Validate the file first.');
  const rows = validation.result.checks.flatMap((check, index) =>
    check.body
      ? []
      : [
          [
            ...pad(session.rows[index]?.cells ?? [], session.headers?.length ?? 0),
            check.line,
            check.errors.map((e) => e.message).join(' | '),
          ],
        ],
  );
  const base = session.fileName.replace(/\.csv$/i, '');
  return {
    fileName: `${base}-invalid-rows.csv`,
    content: toCsv([...session.headers, 'row', 'reasons'], rows),
  };
}

/** A row's cells, cut or filled to the header's width, so exported columns line up. */
export function pad(cells: readonly string[], width: number): string[] {
  return Array.from({ length: Math.max(width, cells.length) }, (_, i) => cells[i] ?? '');
}
