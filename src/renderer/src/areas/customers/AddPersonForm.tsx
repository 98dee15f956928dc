import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customerChannels } from '@shared/areas/customers/channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useCreateOrFindPerson } from './queries';
import { useUnsavedChanges } from '../../data/unsaved-changes';

type Values = { email: string; phone: string; name: string; country: string };

const schema = customerChannels['customers.createOrFind'].input;

/** The form's text fields as the channel takes them: an empty field is left out. */
export function personInput(values: Values) {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')) as Partial<Values>;
}

/** The channel's own rules, placed on the fields (the "email or phone" rule on both). */
function validate(values: Values): Partial<Record<keyof Values, string>> {
  const result = schema.safeParse(personInput(values));
  if (result.success) return {};
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Values | undefined;
    if (field) errors[field] ??= issue.message;
    else {
      errors.email ??= issue.message;
      errors.phone ??= issue.message;
    }
  }
  return errors;
}

/** "Add a person" (create or find): opens the person's page after, saying whether they were new. */
export function AddPersonForm({ onDone }: { onDone: (userId: string) => void }) {
  const [result, setResult] = useState<string | null>(null);
  const save = useCreateOrFindPerson();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', phone: '', name: '', country: 'IN' },
    validate,
  });
  const saved = useUnsavedChanges(form.isDirty(), 'the new person');
  const submit = form.onSubmit((values) => {
    setResult(null);
    save.mutate(personInput(values), {
      onSuccess: ({ user, isNew }) => {
        setResult(
          isNew ? `Added ${user.name ?? 'the person'}.` : `${user.name ?? 'This person'} was already there.`,
        );
        // The person's page opens next: what was typed is saved.
        saved();
        onDone(user._id);
      },
    });
  });
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <TextInput label="Email" {...form.getInputProps('email')} data-testid="person-email" />
        <TextInput
          label="Phone number"
          description="Digits, without the country code"
          {...form.getInputProps('phone')}
          data-testid="person-phone"
        />
        <TextInput label="Name" {...form.getInputProps('name')} data-testid="person-name" />
        <TextInput
          label="Country"
          description="Two-letter code, e.g. IN"
          maw={160}
          {...form.getInputProps('country')}
          data-testid="person-country"
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending} data-testid="person-add">
            Add or find
          </Button>
        </Group>
        {save.appError ? <ErrorAlert error={save.appError} title="The person was not added" /> : null}
        {result ? (
          <Text size="sm" role="status">
            {result}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
