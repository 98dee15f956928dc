import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
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
import type { AccessOptions } from '@shared/channels/community';
import type { AppError } from '@shared/errors';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { ChannelsState } from './channels-store';
import { groupLabel, type GroupSection } from './group-sections';

export interface CreateChannelModalProps {
  opened: boolean;
  onClose: () => void;
  sections: GroupSection[];
  access: AccessOptions | null;
  accessError: AppError | null;
  createChannel: ChannelsState['createChannel'];
}

/** Create a channel in a group, visible or hidden, reachable through Mangoes and badges. */
export function CreateChannelModal({
  opened,
  onClose,
  sections,
  access,
  accessError,
  createChannel,
}: CreateChannelModalProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [group, setGroup] = useState<string | null>(null);
  const [visibility, setVisibility] = useState<'visible' | 'hidden'>('visible');
  const [mangoes, setMangoes] = useState<string[]>([]);
  const [badges, setBadges] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const blank = name.trim() === '';
  const unreachable = visibility === 'visible' && mangoes.length === 0 && badges.length === 0;

  const reset = () => {
    setName('');
    setDescription('');
    setGroup(null);
    setVisibility('visible');
    setMangoes([]);
    setBadges([]);
    setTouched(false);
    setError(null);
  };

  const submit = async () => {
    setTouched(true);
    if (blank) return;
    setBusy(true);
    setError(null);
    const result = await createChannel({
      name: name.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(group ? { group } : {}),
      isHidden: visibility === 'hidden',
      ...(mangoes.length ? { mangoArr: mangoes } : {}),
      ...(badges.length ? { badgeArr: badges } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    notifications.show({
      color: 'teal',
      title: 'Channel created',
      message: `“${result.value.name ?? name}” is ready.`,
    });
    reset();
    onClose();
  };

  const groupOptions = sections
    .filter((s) => s.groupId !== null)
    .map((s) => ({ value: s.groupId ?? '', label: groupLabel(s) }));

  return (
    <Modal opened={opened} onClose={onClose} title="New channel" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && blank ? 'Give the channel a name' : null}
            maxLength={200}
            data-autofocus
            data-testid="channel-name"
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Select
            label="Group"
            description="A channel joins its group now; it cannot be moved here later."
            placeholder="No group"
            data={groupOptions}
            value={group}
            onChange={setGroup}
            clearable
            data-testid="channel-group"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Visibility
            </Text>
            <SegmentedControl
              value={visibility}
              onChange={(value) => setVisibility(value as 'visible' | 'hidden')}
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
            value={mangoes}
            onChange={setMangoes}
            searchable
            placeholder={access ? 'Pick Mangoes' : 'Loading…'}
            data-testid="channel-mangoes"
          />
          <MultiSelect
            label="Badges that grant access"
            description="Members holding any of these badges can read the channel."
            data={(access?.badges ?? []).map((b) => ({ value: b._id, label: b.name }))}
            value={badges}
            onChange={setBadges}
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
          {visibility === 'hidden' ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
              A hidden channel is closed to every member, even those with a listed Mango or badge.
            </Alert>
          ) : null}
          {error ? <ErrorAlert error={error} title="The channel was not created" /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} data-testid="channel-create">
              Create channel
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
