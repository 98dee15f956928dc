import { useCallback, useEffect, useRef } from 'react';
import type { FormValidationResult } from '@mantine/form';
import type { CreateCallFormFields, UpdateCallFormFields } from '@shared/areas/video-calls/channels';
import { appErrorOf } from '../../data/bridge';
import { useContractForm } from '../../data/form';
import { fieldErrorsOf, SCHEDULE_KEYS, type CallFormValues, type FieldErrors } from './call-form';

/**
 * The create or edit form: Mantine's form checked by the channel's own rules (`src/shared`), so a
 * message like "Enter a title" is written once. `change` keeps one identity for the memoized field groups;
 * editing a field takes away the message about it.
 */
export function useCallForm(
  schema: typeof CreateCallFormFields | typeof UpdateCallFormFields,
  initialValues: CallFormValues,
) {
  const form = useContractForm<CallFormValues>(schema, { initialValues });
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  });
  const change = useCallback((patch: Partial<CallFormValues>) => {
    const current = latest.current;
    for (const key of Object.keys(patch) as (keyof CallFormValues)[]) {
      current.setFieldValue(key, patch[key] as never);
    }
    // A refused start time may be about the date, the zone or the duration: editing any of them clears it.
    if (SCHEDULE_KEYS.some((k) => k in patch)) current.clearFieldError('fromTime');
  }, []);
  return {
    form,
    change,
    values: form.values,
    errors: form.errors as FieldErrors,
    /** Runs the contract's checks on the values (synchronous: zod); true when they may be sent. */
    passes: () => !(form.validate() as FormValidationResult).hasErrors,
    /** Puts the field messages of a refusal on the fields. */
    refused: (error: unknown) => {
      const appError = appErrorOf(error);
      if (appError) form.setErrors((current) => ({ ...current, ...fieldErrorsOf(appError) }));
    },
  };
}
