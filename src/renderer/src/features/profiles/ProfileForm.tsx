import { useState, type FormEvent } from 'react';
import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ADDRESS_CHANGE_CLEARS_SECRETS, profileDestination } from '@shared/channels/profiles';
import type { AppError } from '@shared/errors';
import type { Profile, SecretName } from '@shared/profile';
import { useProfiles } from './profiles-store-context';
import {
  changedFields,
  fieldErrorsFrom,
  initialValues,
  validateForm,
  type FormErrors,
  type FormField,
  type FormValues,
} from './profile-form';
import { SecretField } from './SecretField';

export interface ProfileFormProps {
  /** The profile to edit, or null to create one. */
  profile: Profile | null;
  onDone: () => void;
}

/** Create or edit a profile and write its secrets; errors, local or from main, land on their fields. */
export function ProfileForm({ profile: initial, onDone }: ProfileFormProps) {
  // After a partial failure (profile created, secrets refused) the form keeps editing what now exists.
  const [profile, setProfile] = useState<Profile | null>(initial);
  const [values, setValues] = useState<FormValues>(() => initialValues(initial));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<AppError | null>(null);
  const [saving, setSaving] = useState(false);
  const [clearing, setClearing] = useState<SecretName | null>(null);
  const create = useProfiles((s) => s.create);
  const update = useProfiles((s) => s.update);
  const clearSecret = useProfiles((s) => s.clearSecret);
  const stored = useProfiles((s) => (profile ? s.secrets[profile.id] : undefined));
  const keychain = useProfiles((s) => s.keychain);
  const keychainDown = keychain?.available === false;
  const typedSecrets = values.accessToken !== '' || values.apiKey !== '';
  // Stored secrets are bound to the address: main clears them when it changes, so say it before saving.
  const addressChanged =
    profile !== null &&
    values.baseUrl.trim() !== '' &&
    profileDestination(values) !== profileDestination(profile);
  const losesSecrets = addressChanged && Boolean(stored?.accessToken || stored?.apiKey);

  const setField = (field: FormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    const { draft, secrets } = checked.value;
    const result = profile
      ? await update(profile.id, changedFields(profile, draft), secrets)
      : await create(draft, secrets);
    setSaving(false);
    // Typed secrets are never kept around once main has answered, whatever the answer.
    setValues((current) => ({ ...current, accessToken: '', apiKey: '' }));
    if (result.ok) {
      notifications.show({ color: 'teal', title: 'Profile saved', message: result.profile.name });
      onDone();
      return;
    }
    if (result.profile) setProfile(result.profile);
    const onFields = fieldErrorsFrom(result.error);
    setErrors(onFields);
    if (Object.keys(onFields).length === 0) setFormError(result.error);
  };

  const clear = async (which: SecretName) => {
    if (!profile) return;
    setClearing(which);
    const result = await clearSecret(profile.id, which);
    setClearing(null);
    if (result.ok) {
      const label = which === 'accessToken' ? 'Access token' : 'API key';
      notifications.show({ color: 'teal', title: `${label} cleared`, message: profile.name });
    } else {
      setFormError(result.error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="profile-form">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Not saved">
            {formError.message}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          placeholder="e.g. Acme Academy (production)"
          value={values.name}
          onChange={(e) => setField('name')(e.currentTarget.value)}
          error={errors.name}
          data-autofocus
          withAsterisk
          data-testid="profile-name"
        />
        <TextInput
          label="Base URL"
          description="The Creator Integration Service address"
          placeholder="e.g. https://api.example.com"
          value={values.baseUrl}
          onChange={(e) => setField('baseUrl')(e.currentTarget.value)}
          error={errors.baseUrl}
          withAsterisk
          spellCheck={false}
          data-testid="profile-base-url"
        />
        <TextInput
          label="White-label host"
          description="The dashboard host name sent with every request"
          placeholder="e.g. learn.example.com"
          value={values.whitelabelHost}
          onChange={(e) => setField('whitelabelHost')(e.currentTarget.value)}
          error={errors.whitelabelHost}
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
          description="Bearer token for the user endpoints"
          stored={stored?.accessToken ?? false}
          value={values.accessToken}
          onChange={setField('accessToken')}
          error={errors.accessToken}
          disabled={keychainDown}
          onClear={profile ? () => void clear('accessToken') : undefined}
          clearing={clearing === 'accessToken'}
          testId="secret-access-token"
        />
        <SecretField
          label="API key"
          description="Integration API key for server-to-server endpoints"
          stored={stored?.apiKey ?? false}
          value={values.apiKey}
          onChange={setField('apiKey')}
          error={errors.apiKey}
          disabled={keychainDown}
          onClear={profile ? () => void clear('apiKey') : undefined}
          clearing={clearing === 'apiKey'}
          testId="secret-api-key"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} data-testid="profile-save">
            {profile ? 'Save changes' : 'Create profile'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
