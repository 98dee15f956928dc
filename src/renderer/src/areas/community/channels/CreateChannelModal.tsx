import {
  Alert,
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { NewChannelFields, type AccessOptions } from '@shared/areas/community/channels';
import type { AppError } from '@shared/errors';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useContractForm } from '../../../data/form';
import { groupOptionLabel, type GroupSection } from './group-sections';
import { useCreateChannel } from './queries';
import { DialogCancelButton, GuardedModal, useDialogGuard } from '../../../components/GuardedModal';

export interface CreateChannelModalProps {
  opened: boolean;
  onClose: () => void;
  sections: GroupSection[];
  access: AccessOptions | null;
  accessError: AppError | null;
}

/** The form's values: the channel input's own fields (no group is `undefined`, as the input has it). */
interface ChannelValues extends Record<string, unknown> {
  name: string;
  description: string;
  group: string | undefined;
  isHidden: boolean;
  mangoArr: string[];
  badgeArr: string[];
}

const emptyChannel: ChannelValues = {
  name: '',
  description: '',
  group: undefined,
  isHidden: false,
  mangoArr: [],
  badgeArr: [],
};

/** Create a channel in a group, visible or hidden, reachable through Mangoes and badges. */
export function CreateChannelModal({
  opened,
  onClose,
  sections,
  access,
  accessError,
}: CreateChannelModalProps) {
  const createChannel = useCreateChannel();
  const form = useContractForm<ChannelValues>(NewChannelFields, {
    initialValues: emptyChannel,
    validateInputOnBlur: ['name'],
  });
  const values = form.getValues();
  // Discarded input does not come back the next time the dialog opens.
  const guard = useDialogGuard({ onClose, onDiscard: () => (form.reset(), createChannel.reset()) });
  const unreachable = !values.isHidden && values.mangoArr.length === 0 && values.badgeArr.length === 0;

  const submit = form.onSubmit((v) => {
    const name = v.name.trim();
    const description = v.description.trim();
    createChannel.mutate(
      {
        name,
        ...(description ? { description } : {}),
        ...(v.group ? { group: v.group } : {}),
        isHidden: v.isHidden,
        ...(v.mangoArr.length ? { mangoArr: v.mangoArr } : {}),
        ...(v.badgeArr.length ? { badgeArr: v.badgeArr } : {}),
      },
      {
        onSuccess: (channel) => {
          notifications.show({
            color: 'teal',
            title: 'Channel created',
            message: `“${channel.name ?? name}” is ready.`,
          });
          form.reset();
          onClose();
        },
      },
    );
  });

  const groupOptions = sections
    .filter((s) => s.groupId !== null)
    .map((s) => ({ value: s.groupId ?? '', label: groupOptionLabel(s) }));

  return (
    <GuardedModal
      guard={guard}
      opened={opened}
      dirty={form.isDirty()}
      what="the new channel"
      title="New channel"
      size="lg"
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            maxLength={200}
            data-autofocus
            data-testid="channel-name"
            {...form.getInputProps('name')}
          />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Select
            label="Group"
            description="A channel joins its group now; it cannot be moved here later."
            placeholder="No group"
            data={groupOptions}
            value={values.group ?? null}
            onChange={(group) => form.setFieldValue('group', group ?? undefined)}
            error={form.errors.group}
            clearable
            data-testid="channel-group"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Visibility
            </Text>
            <SegmentedControl
              value={values.isHidden ? 'hidden' : 'visible'}
              onChange={(value) => form.setFieldValue('isHidden', value === 'hidden')}
              data={[
                { value: 'visible', label: 'Visible to members with access' },
                { value: 'hidden', label: 'Hidden from every member' },
              ]}
              data-testid="channel-visibility"
            />
          </Stack>
          {accessError ? (
            <ErrorAlert error={accessError} title="Mangoes and badges could not be loaded" />
          ) : null}
          <MultiSelect
            label="Mangoes that grant access"
            description="Members with an active subscription to any of these can read the channel."
            data={(access?.mangoes ?? []).map((m) => ({ value: m._id, label: m.title }))}
            {...form.getInputProps('mangoArr')}
            searchable
            placeholder={access ? 'Pick Mangoes' : 'Loading…'}
            data-testid="channel-mangoes"
          />
          <MultiSelect
            label="Badges that grant access"
            description="Members holding any of these badges can read the channel."
            data={(access?.badges ?? []).map((b) => ({ value: b._id, label: b.name }))}
            {...form.getInputProps('badgeArr')}
            searchable
            placeholder={access ? 'Pick badges' : 'Loading…'}
            data-testid="channel-badges"
          />
          {unreachable ? (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconInfoCircle size={18} />}
              data-testid="channel-unreachable"
            >
              With no Mango and no badge, no member can read this channel: only the creator sees it.
            </Alert>
          ) : null}
          {values.isHidden ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
              A hidden channel is closed to every member, even those with a listed Mango or badge.
            </Alert>
          ) : null}
          {createChannel.appError ? (
            <ErrorAlert error={createChannel.appError} title="The channel was not created" />
          ) : null}
          <Group justify="flex-end">
            <DialogCancelButton guard={guard} />
            <Button type="submit" loading={createChannel.isPending} data-testid="channel-create">
              Create channel
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}
