import type { z } from 'zod';
import type { RowCheck, RowIssue } from './validate-row';

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
