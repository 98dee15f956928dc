import type { ReactNode } from 'react';
import type { FormErrors } from '@mantine/form';
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

/** The error of a field or of anything inside it (`users` for an issue at `users.3`), as a form shows it. */
export function errorUnder(errors: FormErrors, field: string): ReactNode {
  const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`));
  return key === undefined ? undefined : errors[key];
}
