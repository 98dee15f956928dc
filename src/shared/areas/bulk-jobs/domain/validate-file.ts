import { DateTime } from 'luxon';
import { columnOf, type ColumnMapping } from './fields';
import type { JobKindSpec } from '../kinds/common/spec';
import { migrateKind } from '../kinds/migrate/rules';
import type { RowCheck, ValidationContext } from './validate-row';

export interface DataRow {
  line: number;
  cells: string[];
}

export interface FileValidation {
  checks: RowCheck[];
  valid: number;
  invalid: number;
  duplicates: number;
  withNotes: number;
  /** Problems per field, for the summary chips ("email: 12"). */
  byField: Partial<Record<string, number>>;
}

/** Today's calendar date in IST, the zone the service reads validUntil in. */
export function todayInIst(now: Date): ValidationContext['today'] {
  const t = DateTime.fromJSDate(now).setZone('Asia/Kolkata');
  return { year: t.year, month: t.month, day: t.day };
}

/**
 * Required fields that are neither mapped to a column nor chosen for all rows; a group of which one is
 * enough reads "email or userId".
 */
export function unmappedRequired(
  mapping: ColumnMapping,
  mangoIdForAll?: string,
  spec: JobKindSpec = migrateKind,
): string[] {
  const missing = spec.required.filter(
    (f) => columnOf(mapping, f) === null && !(f === 'mangoId' && mangoIdForAll),
  );
  for (const group of spec.oneOf ?? []) {
    if (group.every((f) => columnOf(mapping, f) === null)) missing.push(group.join(' or '));
  }
  return missing;
}

/**
 * Validates every row with the kind's rules, then marks repeats inside the file (same ledger key, e.g. the
 * same email and Mango): the first is kept and each later one points at it, because sending both would do
 * the same thing twice.
 */
export function validateFile(
  rows: readonly DataRow[],
  mapping: ColumnMapping,
  context: ValidationContext,
  spec: JobKindSpec = migrateKind,
): FileValidation {
  const firstSeen = new Map<string, number>();
  const byField: FileValidation['byField'] = {};
  let valid = 0;
  let duplicates = 0;
  let withNotes = 0;
  const checks = rows.map((row) => {
    const check = spec.validateRow(row.cells, row.line, mapping, context);
    if (check.body) {
      const key = spec.ledgerKey(check.body);
      const first = firstSeen.get(key);
      if (first === undefined) firstSeen.set(key, row.line);
      else {
        duplicates += 1;
        delete check.body;
        check.errors.push({
          field: spec.fields[0] ?? 'row',
          message: spec.duplicateMessage(first),
        });
      }
    }
    if (check.body) valid += 1;
    for (const issue of check.errors) byField[issue.field] = (byField[issue.field] ?? 0) + 1;
    if (check.notes.length > 0) withNotes += 1;
    return check;
  });
  return { checks, valid, invalid: rows.length - valid, duplicates, withNotes, byField };
}
