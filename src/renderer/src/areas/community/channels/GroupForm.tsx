import { Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFolderPlus } from '@tabler/icons-react';
import { NewGroupFields } from '@shared/areas/community/channels';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useContractForm } from '../../../data/form';
import { useCreateGroup } from './queries';
import { useUnsavedChanges } from '../../../data/unsaved-changes';

interface GroupValues extends Record<string, unknown> {
  name: string;
  hideFromNonChannelMember: boolean;
}

/** Create a channel group: name required; the service appends it after every existing group. */
export function GroupForm() {
  const createGroup = useCreateGroup();
  const form = useContractForm<GroupValues>(NewGroupFields, {
    initialValues: { name: '', hideFromNonChannelMember: false },
    validateInputOnBlur: ['name'],
  });
  useUnsavedChanges(form.isDirty(), 'the new channel group');

  const submit = form.onSubmit(({ name, hideFromNonChannelMember }) =>
    createGroup.mutate(
      { name: name.trim(), ...(hideFromNonChannelMember ? { hideFromNonChannelMember: true } : {}) },
      {
        onSuccess: (group) => {
          notifications.show({
            color: 'teal',
            title: 'Group created',
            message: `“${group.name ?? name.trim()}” was added after your existing groups${group.rank !== undefined ? ` (position ${group.rank})` : ''}.`,
          });
          form.reset();
        },
      },
    ),
  );

  return (
    <Paper withBorder radius="md" p="md" data-testid="group-form">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            New channel group
          </Title>
          <Text size="sm" c="dimmed">
            A new group is always added after your existing groups; its position cannot be chosen. Channels
            join a group when they are created: pick the group in “New channel”.
          </Text>
          <TextInput
            label="Group name"
            placeholder="e.g. Cohort 7"
            required
            maxLength={200}
            data-testid="group-name"
            {...form.getInputProps('name')}
          />
          <Checkbox
            label="Hide from people who are not members of its channels"
            {...form.getInputProps('hideFromNonChannelMember', { type: 'checkbox' })}
          />
          {createGroup.appError ? (
            <ErrorAlert
              error={createGroup.appError}
              title="The group was not created"
              onClose={() => createGroup.reset()}
            />
          ) : null}
          <Button
            type="submit"
            loading={createGroup.isPending}
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
