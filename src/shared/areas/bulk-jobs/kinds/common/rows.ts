import type { z } from 'zod';
import type { JobKindSpec, RowColumn } from './spec';
import type { JobBody, RowCheck, RowIssue } from '../../domain/validate-row';

/** A body field's text ('' when absent or not a string). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The end of a kind's row check: the row's problems, or its body checked against the kind's schema (a
 * body the schema refuses is reported, never sent).
 */
export function finishRow(
  schema: z.ZodType,
  raw: Record<string, unknown>,
  line: number,
  errors: RowIssue[],
  notes: string[],
): RowCheck {
  if (errors.length > 0) return { line, errors, notes };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { line, errors, notes, body: parsed.data as Record<string, unknown> };
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') ?? '';
  return {
    line,
    notes,
    errors: [
      { field: 'row', message: `Not accepted by the request format: ${where} ${issue?.message ?? ''}` },
    ],
  };
}

/** A body value as the row table shows it: text as it is, a number as written, a list joined by "; ". */
export const cellText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : Array.isArray(value)
        ? value.map(cellText).join('; ')
        : '';

/** A row-table column showing the body's `key` (the field's own name unless the body names it otherwise). */
export function bodyColumn(field: string, format: RowColumn['format'] = 'text', key = field): RowColumn {
  return { field, format, value: (body) => cellText(body[key]) };
}

/**
 * The fields of the kind's row columns that at least one of these rows fills, in the kind's order: a
 * column every row leaves empty (no reference given, every row named by user id) is not shown. Stops
 * reading rows as soon as every column is filled.
 */
export function filledColumns(
  spec: Pick<JobKindSpec, 'rowColumns'>,
  rows: Iterable<{ body?: JobBody }>,
): string[] {
  const filled = new Set<string>();
  for (const { body } of rows) {
    if (!body) continue;
    for (const column of spec.rowColumns) if (column.value(body) !== '') filled.add(column.field);
    if (filled.size === spec.rowColumns.length) break;
  }
  return spec.rowColumns.filter((c) => filled.has(c.field)).map((c) => c.field);
}
