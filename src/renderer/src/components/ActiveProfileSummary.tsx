import { Group, Text } from '@mantine/core';
import type { Profile } from '@shared/profile';
import { ProfileKindBadge } from './ProfileKindBadge';

/** The profile every action goes to, always on screen so nobody mistakes live for sandbox. */
export function ActiveProfileSummary({ profile }: { profile: Profile | null }) {
  if (!profile) {
    return (
      <Text size="sm" c="dimmed" data-testid="active-profile">
        No active profile
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" miw={0} data-testid="active-profile">
      <Text size="sm" c="dimmed" visibleFrom="sm">
        Profile
      </Text>
      <Text size="sm" fw={600} truncate="end" maw={240} data-testid="active-profile-name">
        {profile.name}
      </Text>
      <ProfileKindBadge kind={profile.kind} />
    </Group>
  );
}
