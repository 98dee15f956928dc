import { DateTime } from 'luxon';
import type { ColumnMapping, MigrationField } from './fields';
import { requiredFields } from './fields';
import { validateRow, type RowCheck, type ValidationContext } from './validate-row';

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
  byField: Partial<Record<MigrationField | 'row', number>>;
}

/** Today's calendar date in IST, the zone the service reads validUntil in. */
export function todayInIst(now: Date): ValidationContext['today'] {
  const t = DateTime.fromJSDate(now).setZone('Asia/Kolkata');
  return { year: t.year, month: t.month, day: t.day };
}

/** Required fields that are neither mapped to a column nor chosen for all rows. */
export function unmappedRequired(mapping: ColumnMapping, mangoIdForAll?: string): string[] {
  return requiredFields.filter((f) => mapping[f] === null && !(f === 'mangoId' && mangoIdForAll));
}

/** Same customer for the same Mango: the key duplicate detection compares. */
export function duplicateKey(email: string, mangoId: string): string {
  return `${email.trim().toLowerCase()}|${mangoId.trim().toLowerCase()}`;
}

/**
 * Validates every row, then marks repeats inside the file (same email and Mango): the first is kept and
 * each later one points at it, because sending both would add the customer twice.
 */
export function validateFile(
  rows: readonly DataRow[],
  mapping: ColumnMapping,
  context: ValidationContext,
): FileValidation {
  const firstSeen = new Map<string, number>();
  const byField: FileValidation['byField'] = {};
  let valid = 0;
  let duplicates = 0;
  let withNotes = 0;
  const checks = rows.map((row) => {
    const check = validateRow(row.cells, row.line, mapping, context);
    if (check.body) {
      const key = duplicateKey(check.body.email, check.body.mangoId);
      const first = firstSeen.get(key);
      if (first === undefined) firstSeen.set(key, row.line);
      else {
        duplicates += 1;
        delete check.body;
        check.errors.push({
          field: 'email',
          message: `Duplicate of row ${first}: same email and Mango. Only the first is sent.`,
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
