import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  ADDRESS_CHANGE_CLEARS_SECRETS,
  ProfileFormInput,
  profileDestination,
} from '@shared/areas/profiles/channels';
import type { Profile, SecretName } from '@shared/profile';
import { lastWriteError } from '../../components/last-write-error';
import { appErrorOf } from '../../data/bridge';
import { applyServerIssues, useContractForm } from '../../data/form';
import { formRequest, initialValues, refusalOnFields, type FormValues } from './profile-form';
import { useClearSecret, useProfileSecrets, useSaveProfile } from './queries';
import { SecretField } from './SecretField';
import { useUnsavedChanges } from '../../data/unsaved-changes';

export interface ProfileFormProps {
  /** The profile to edit, or null to create one. */
  profile: Profile | null;
  /** After a save; and for Cancel unless `onCancel` is given. */
  onDone: () => void;
  /** Cancel: the dialog's guarded close, which asks before typed input is dropped. */
  onCancel?: () => void;
}

/** Create or edit a profile and write its secrets; errors, local or from main, land on their fields. */
export function ProfileForm({ profile, onDone, onCancel = onDone }: ProfileFormProps) {
  const form = useContractForm<FormValues>(ProfileFormInput, { initialValues: initialValues(profile) });
  const save = useSaveProfile();
  const clear = useClearSecret();
  const { flags, keychain } = useProfileSecrets();
  const stored = profile ? flags[profile.id] : undefined;
  const keychainDown = keychain?.available === false;
  const { values } = form;
  useUnsavedChanges(form.isDirty(), profile ? `the profile “${profile.name}”` : 'the new profile');
  const typedSecrets = values.accessToken !== '' || values.apiKey !== '';
  // Stored secrets are bound to the address: main clears them when it changes, so say it before saving.
  const addressChanged =
    profile !== null &&
    values.baseUrl.trim() !== '' &&
    profileDestination(values) !== profileDestination(profile);
  const losesSecrets = addressChanged && Boolean(stored?.accessToken || stored?.apiKey);
  // One alert: the latest write's refusal, unless main named a field (then it is on that field).
  const formError = lastWriteError(
    { submittedAt: save.submittedAt, appError: refusalOnFields(save.appError) ? null : save.appError },
    clear,
  );

  const submit = async (checked: FormValues) => {
    const outcome = await save.mutateAsync({ profile, ...formRequest(checked) }).then(
      (saved) => ({ saved, error: null }),
      (error: unknown) => ({ saved: null, error: appErrorOf(error) }),
    );
    // Typed secrets are never kept around once main has answered, whatever the answer.
    form.setFieldValue('accessToken', '');
    form.setFieldValue('apiKey', '');
    if (outcome.saved) {
      notifications.show({ color: 'teal', title: 'Profile saved', message: outcome.saved.name });
      onDone();
      return;
    }
    applyServerIssues(form, outcome.error);
  };

  // A new attempt that does not get past the fields' checks still retires the last refusal's alert.
  const dropRefusals = () => {
    save.reset();
    clear.reset();
  };

  const clearStored = (which: SecretName) => {
    if (!profile) return;
    clear.mutate(
      { profileId: profile.id, which },
      {
        onSuccess: () => {
          const label = which === 'accessToken' ? 'Access token' : 'API key';
          notifications.show({ color: 'teal', title: `${label} cleared`, message: profile.name });
        },
      },
    );
  };
  const clearing = clear.isPending ? clear.variables.which : null;

  return (
    <form
      onSubmit={form.onSubmit((checked) => void submit(checked), dropRefusals)}
      noValidate
      data-testid="profile-form"
    >
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Not saved">
            {formError.message}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          placeholder="e.g. Acme Academy (production)"
          {...form.getInputProps('name')}
          data-autofocus
          withAsterisk
          data-testid="profile-name"
        />
        <TextInput
          label="Base URL"
          description="The Creator Integration Service address"
          placeholder="e.g. https://api.example.com"
          {...form.getInputProps('baseUrl')}
          withAsterisk
          spellCheck={false}
          data-testid="profile-base-url"
        />
        <TextInput
          label="White-label host"
          description="The dashboard host name sent with every request"
          placeholder="e.g. learn.example.com"
          {...form.getInputProps('whitelabelHost')}
          withAsterisk
          spellCheck={false}
          data-testid="profile-host"
        />
        <Divider label="Credentials (kept in the OS keychain)" labelPosition="left" mt="xs" />
        {keychainDown ? (
          // One short line: the how-to-fix notice is on the Profiles screen, once.
          <Text size="sm" c="dimmed" data-testid="secrets-disabled">
            The token and API key cannot be entered while the OS keychain is unavailable (how to fix it is in
            the keychain notice on the Profiles screen). The profile can be saved without them.
          </Text>
        ) : null}
        {losesSecrets ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            data-testid="address-clears-secrets"
          >
            {typedSecrets
              ? 'The saved token and API key are replaced by what you typed; any you leave empty is cleared.'
              : ADDRESS_CHANGE_CLEARS_SECRETS}
          </Alert>
        ) : null}
        <SecretField
          label="Access token"
          description="Used by most screens: Mangoes, video calls, community, analytics"
          stored={stored?.accessToken ?? false}
          value={values.accessToken}
          onChange={(value) => form.setFieldValue('accessToken', value)}
          error={form.errors.accessToken}
          disabled={keychainDown}
          onClear={profile ? () => clearStored('accessToken') : undefined}
          clearing={clearing === 'accessToken'}
          testId="secret-access-token"
        />
        <SecretField
          label="API key"
          description="Used by bulk migration and webhooks"
          stored={stored?.apiKey ?? false}
          value={values.apiKey}
          onChange={(value) => form.setFieldValue('apiKey', value)}
          error={form.errors.apiKey}
          disabled={keychainDown}
          onClear={profile ? () => clearStored('apiKey') : undefined}
          clearing={clearing === 'apiKey'}
          testId="secret-api-key"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="profile-save">
            {profile ? 'Save changes' : 'Create profile'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
