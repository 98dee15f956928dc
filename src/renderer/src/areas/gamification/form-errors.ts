import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import type { AppError } from '@shared/errors';

/**
 * A form's own refusal (its contract schema's issues) as the validation error main would have answered,
 * so the form shows it the same way: each message by its field and all of them in the "Check the input"
 * alert. Null while the form has no error.
 */
export function formRefusal(errors: FormErrors): AppError | null {
  const issues = Object.entries(errors)
    .filter(([, message]) => Boolean(message))
    .map(([path, message]) => ({ path, message: String(message) }));
  if (issues.length === 0) return null;
  return {
    kind: 'validation',
    message: issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; '),
    details: { issues },
  };
}

/**
 * Each field's first issue under the schema (an issue at `users.3` is the field `users`'s), keyed as a
 * form checked field by field keys its errors: for a form that opens on values kept from an earlier visit.
 */
export function fieldErrors(schema: z.ZodType, values: unknown): FormErrors {
  const errors: FormErrors = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    errors[String(issue.path[0] ?? '')] ??= issue.message;
  }
  return errors;
}
