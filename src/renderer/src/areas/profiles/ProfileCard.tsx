import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconLink, IconPencil, IconTrash, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Profile } from '@shared/profile';
import { ProfileKindBadge } from '../../components/ProfileKindBadge';
import type { SecretFlags } from './queries';
import { ConnectionTest } from './ConnectionTest';
import { SandboxDataSection } from './SandboxDataSection';
import { SecretChips } from './SecretChips';

export interface ProfileCardProps {
  profile: Profile;
  active: boolean;
  secrets: SecretFlags | undefined;
  activating: boolean;
  onActivate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const SANDBOX_LOCKED = 'The built-in sandbox cannot be edited or deleted';

/** One address of the profile, monospace and truncated, with its full text as the title. */
function Address({ icon: Icon, value }: { icon: typeof IconLink; value: string }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Icon size={14} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="sm" c="dimmed" ff="monospace" truncate="end" title={value}>
        {value}
      </Text>
    </Group>
  );
}

/** One profile: where it points, whether its secrets are stored, and what can be done with it. */
export function ProfileCard(props: ProfileCardProps) {
  const { profile, active } = props;
  const locked = profile.kind === 'sandbox';
  /** Edit or Delete: an icon button with its tooltip, the label naming the profile for screen readers. */
  const action = (verb: 'Edit' | 'Delete', color: string, onClick: () => void, icon: ReactNode) => (
    <Tooltip label={locked ? SANDBOX_LOCKED : `${verb} profile`}>
      <ActionIcon
        variant="subtle"
        color={color}
        size="lg"
        onClick={onClick}
        disabled={locked}
        aria-label={`${verb} ${profile.name}`}
        data-testid={`${verb.toLowerCase()}-profile`}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="profile-card"
      data-profile-id={profile.id}
      style={active ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={8} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text fw={600} size="md" truncate="end" data-testid="profile-name-text">
              {profile.name}
            </Text>
            <ProfileKindBadge kind={profile.kind} />
            {active ? (
              <Badge variant="light" leftSection={<IconCheck size={12} />} data-testid="active-marker">
                Active
              </Badge>
            ) : null}
          </Group>
          <Group gap="lg" wrap="nowrap" miw={0}>
            <Address icon={IconLink} value={profile.baseUrl} />
            <Address icon={IconWorld} value={profile.whitelabelHost} />
          </Group>
          <Group gap="md">
            <SecretChips status={props.secrets} builtIn={locked} />
            {locked ? (
              <Text size="xs" c="dimmed">
                {SANDBOX_LOCKED}.
              </Text>
            ) : null}
          </Group>
          {locked ? <SandboxDataSection /> : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <ConnectionTest profile={profile} />
          {active ? null : (
            <Button
              variant="light"
              size="xs"
              onClick={props.onActivate}
              loading={props.activating}
              data-testid="activate-profile"
            >
              Use this profile
            </Button>
          )}
          {action('Edit', 'gray', props.onEdit, <IconPencil size={18} stroke={1.6} />)}
          {action(
            'Delete',
            'red',
            props.onDelete,
            <IconTrash size={18} stroke={1.6} color={locked ? undefined : 'var(--mantine-color-red-text)'} />,
          )}
        </Group>
      </Group>
    </Paper>
  );
}
