import { useState } from 'react';
import { Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFolderPlus } from '@tabler/icons-react';
import type { AppError } from '@shared/errors';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { ChannelsState } from './channels-store';

/** Create a channel group: name required; the service appends it after every existing group. */
export function GroupForm({ createGroup }: { createGroup: ChannelsState['createGroup'] }) {
  const [name, setName] = useState('');
  const [hide, setHide] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const blank = name.trim() === '';

  const submit = async () => {
    setTouched(true);
    if (blank) return;
    setBusy(true);
    setError(null);
    const result = await createGroup({
      name: name.trim(),
      ...(hide ? { hideFromNonChannelMember: true } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    notifications.show({
      color: 'teal',
      title: 'Group created',
      message: `“${result.value.name ?? name.trim()}” was added after your existing groups${result.value.rank !== undefined ? ` (position ${result.value.rank})` : ''}.`,
    });
    setName('');
    setHide(false);
    setTouched(false);
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="group-form">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={4}>New channel group</Title>
          <Text size="sm" c="dimmed">
            A new group is always added after your existing groups; its position cannot be chosen. Channels
            join a group when they are created: pick the group in “New channel”.
          </Text>
          <TextInput
            label="Group name"
            placeholder="e.g. Cohort 7"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && blank ? 'Give the group a name (it cannot be empty)' : null}
            maxLength={200}
            data-testid="group-name"
          />
          <Checkbox
            label="Hide from people who are not members of its channels"
            checked={hide}
            onChange={(event) => setHide(event.currentTarget.checked)}
          />
          {error ? (
            <ErrorAlert error={error} title="The group was not created" onClose={() => setError(null)} />
          ) : null}
          <Button
            type="submit"
            loading={busy}
            leftSection={<IconFolderPlus size={16} />}
            data-testid="group-create"
          >
            Create group
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
