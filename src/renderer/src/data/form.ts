import { useMemo } from 'react';
import { schemaResolver, useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import type { AppError } from '@shared/errors';

/**
 * A Mantine form validated by a schema from `src/shared` (zod 4 is a Standard Schema), so each message is
 * written once, next to the channel input it guards, and main's check and the form's check agree.
 */
export function useContractForm<Values extends Record<string, unknown>>(
  schema: Parameters<typeof schemaResolver>[0],
  options: Omit<UseFormInput<Values>, 'validate'>,
): UseFormReturnType<Values> {
  // One resolver per schema, so the form's `validate` and `setFieldValue` keep their identity across renders.
  const validate = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  return useForm<Values>({ mode: 'controlled', ...options, validate });
}

/**
 * Places main's validation issues (an AppError of kind 'validation' with `details.issues`) on the form's
 * fields; answers the issues it could not place so the caller can show them in an alert.
 */
export function applyServerIssues<Values>(form: UseFormReturnType<Values>, error: AppError | null): string[] {
  if (!error || error.kind !== 'validation') return [];
  const issues =
    (error.details as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
  const unplaced: string[] = [];
  for (const issue of issues) {
    if (issue.path && issue.path in flatten(form.getValues())) {
      form.setFieldError(issue.path, issue.message);
    } else unplaced.push(issue.path ? `${issue.path}: ${issue.message}` : issue.message);
  }
  return unplaced;
}

function flatten(value: unknown, prefix = '', out: Record<string, true> = {}): Record<string, true> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${k}` : k;
      out[path] = true;
      flatten(v, path, out);
    }
  }
  return out;
}
