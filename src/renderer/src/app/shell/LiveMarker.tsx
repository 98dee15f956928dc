import { Group, Text } from '@mantine/core';
import { IconAlertTriangleFilled } from '@tabler/icons-react';
import type { Profile } from '@shared/profile';

/** Height of the bar, so the shell can make room for it under the header. */
export const LIVE_MARKER_HEIGHT = 26;

/**
 * A full-width bar under the header while a live profile is active: live and sandbox must never look alike.
 * Profiles carry no colour of their own, so live is always the same red as its badge.
 */
export function LiveMarker({ profile }: { profile: Profile | null }) {
  if (profile?.kind !== 'live') return null;
  return (
    <Group
      role="status"
      data-testid="live-marker"
      h={LIVE_MARKER_HEIGHT}
      px="md"
      gap={8}
      wrap="nowrap"
      bg="red.8"
      c="white"
      justify="center"
    >
      <IconAlertTriangleFilled size={14} aria-hidden />
      <Text size="xs" fw={700} truncate="end">
        LIVE · {profile.name} ({profile.whitelabelHost}) — changes here reach real customers
      </Text>
    </Group>
  );
}
