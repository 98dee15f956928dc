import { ProfileFormInput } from '@shared/areas/profiles/channels';
import type { AppError } from '@shared/errors';
import type { Profile, ProfileDraft } from '@shared/profile';
import { TypedSecrets } from './typed-secrets';

export const formFields = ['name', 'baseUrl', 'whitelabelHost', 'accessToken', 'apiKey'] as const;
export type FormField = (typeof formFields)[number];
export type FormValues = Record<FormField, string>;

export function initialValues(profile: Profile | null): FormValues {
  return {
    name: profile?.name ?? '',
    baseUrl: profile?.baseUrl ?? '',
    whitelabelHost: profile?.whitelabelHost ?? '',
    accessToken: '',
    apiKey: '',
  };
}

/**
 * The checked form as main will take it: the draft (trimmed, the base URL without its trailing slash) and
 * the typed secrets in their send-once envelope. Call it on values the form has validated.
 */
export function formRequest(values: FormValues): { draft: ProfileDraft; secrets: TypedSecrets } {
  const { accessToken, apiKey, ...draft } = ProfileFormInput.parse(values);
  return { draft, secrets: new TypedSecrets({ accessToken, apiKey }) };
}

/** Whether main's refusal names one of the form's fields: then it is shown there rather than in an alert. */
export function refusalOnFields(error: AppError | null): boolean {
  if (error?.kind !== 'validation') return false;
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return false;
  return issues.some(
    (issue: { path?: unknown }) =>
      typeof issue?.path === 'string' && (formFields as readonly string[]).includes(issue.path),
  );
}

/** Only the fields that changed, so an edit sends a minimal update. */
export function changedFields(profile: Profile, draft: ProfileDraft): Partial<ProfileDraft> {
  const changes: Partial<ProfileDraft> = {};
  if (draft.name !== profile.name) changes.name = draft.name;
  if (draft.baseUrl !== profile.baseUrl) changes.baseUrl = draft.baseUrl;
  if (draft.whitelabelHost !== profile.whitelabelHost) changes.whitelabelHost = draft.whitelabelHost;
  return changes;
}
