import { z } from 'zod';
import type { AppError } from '@shared/errors';
import { ProfileDraft, SecretValue, type Profile } from '@shared/profile';

export const formFields = ['name', 'baseUrl', 'whitelabelHost', 'accessToken', 'apiKey'] as const;
export type FormField = (typeof formFields)[number];
export type FormValues = Record<FormField, string>;
export type FormErrors = Partial<Record<FormField, string>>;

export function initialValues(profile: Profile | null): FormValues {
  return {
    name: profile?.name ?? '',
    baseUrl: profile?.baseUrl ?? '',
    whitelabelHost: profile?.whitelabelHost ?? '',
    accessToken: '',
    apiKey: '',
  };
}

function isFormField(value: string): value is FormField {
  return (formFields as readonly string[]).includes(value);
}

function collect(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = path[0] ?? '';
    if (isFormField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export interface ValidForm {
  draft: ProfileDraft;
  secrets: { accessToken?: string; apiKey?: string };
}

/** Checks the form with the same schemas main uses, so a person sees the reason next to the field. */
export function validateForm(
  values: FormValues,
): { ok: true; value: ValidForm } | { ok: false; errors: FormErrors } {
  const draft = ProfileDraft.safeParse({
    name: values.name,
    baseUrl: values.baseUrl,
    whitelabelHost: values.whitelabelHost,
  });
  const errors: FormErrors = draft.success ? {} : collect(draft.error.issues);
  const secrets: ValidForm['secrets'] = {};
  for (const field of ['accessToken', 'apiKey'] as const) {
    if (values[field] === '') continue;
    const parsed = SecretValue.safeParse(values[field]);
    if (parsed.success) secrets[field] = parsed.data;
    else errors[field] = parsed.error.issues[0]?.message ?? 'Not a valid value';
  }
  if (!draft.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { draft: draft.data, secrets } };
}

const ServerIssues = z.object({
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});

/** Places a server-side validation error's issues on the form's fields (those it knows). */
export function fieldErrorsFrom(error: AppError): FormErrors {
  if (error.kind !== 'validation') return {};
  const parsed = ServerIssues.safeParse(error.details);
  return parsed.success ? collect(parsed.data.issues) : {};
}

/** Only the fields that changed, so an edit sends a minimal update. */
export function changedFields(profile: Profile, draft: ProfileDraft): Partial<ProfileDraft> {
  const changes: Partial<ProfileDraft> = {};
  if (draft.name !== profile.name) changes.name = draft.name;
  if (draft.baseUrl !== profile.baseUrl) changes.baseUrl = draft.baseUrl;
  if (draft.whitelabelHost !== profile.whitelabelHost) changes.whitelabelHost = draft.whitelabelHost;
  return changes;
}
