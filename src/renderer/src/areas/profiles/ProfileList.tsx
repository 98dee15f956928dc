import { useState } from 'react';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Profile } from '@shared/profile';
import { LiveSwitchConfirm } from '../../components/LiveSwitchConfirm';
import { useSetActiveProfile } from '../../components/profile-queries';
import { useProfileSecrets } from './queries';
import { ProfileCard } from './ProfileCard';

export interface ProfileListProps {
  profiles: Profile[];
  activeProfileId: string | null;
  onEdit: (profile: Profile) => void;
  onDelete: (profile: Profile) => void;
}

export function ProfileList({ profiles, activeProfileId, onEdit, onDelete }: ProfileListProps) {
  const { flags } = useProfileSecrets();
  const setActive = useSetActiveProfile();
  const activating = setActive.isPending ? setActive.variables.id : null;
  const [pendingLive, setPendingLive] = useState<Profile | null>(null);

  const activate = (profile: Profile) =>
    setActive.mutate(
      { id: profile.id },
      {
        onSettled: () => setPendingLive(null),
        onError: (error) =>
          notifications.show({ color: 'red', title: 'Could not switch profile', message: error.message }),
      },
    );

  return (
    <Stack gap="sm" data-testid="profile-list">
      {profiles.map((profile) => (
        <ProfileCard
          key={profile.id}
          profile={profile}
          active={profile.id === activeProfileId}
          secrets={flags[profile.id]}
          activating={activating === profile.id}
          onActivate={() => (profile.kind === 'live' ? setPendingLive(profile) : activate(profile))}
          onEdit={() => onEdit(profile)}
          onDelete={() => onDelete(profile)}
        />
      ))}
      <LiveSwitchConfirm
        profile={pendingLive}
        currentName={profiles.find((p) => p.id === activeProfileId)?.name}
        busy={activating !== null}
        onCancel={() => setPendingLive(null)}
        onConfirm={activate}
      />
    </Stack>
  );
}
