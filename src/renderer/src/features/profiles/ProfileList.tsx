import { useState } from 'react';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Profile } from '@shared/profile';
import { LiveSwitchConfirm } from '../../components/LiveSwitchConfirm';
import { useProfiles } from './profiles-store-context';
import { ProfileCard } from './ProfileCard';

export interface ProfileListProps {
  profiles: Profile[];
  activeProfileId: string | null;
  onEdit: (profile: Profile) => void;
  onDelete: (profile: Profile) => void;
}

export function ProfileList({ profiles, activeProfileId, onEdit, onDelete }: ProfileListProps) {
  const secrets = useProfiles((s) => s.secrets);
  const setActive = useProfiles((s) => s.setActive);
  const [activating, setActivating] = useState<string | null>(null);
  const [pendingLive, setPendingLive] = useState<Profile | null>(null);

  const activate = async (profile: Profile) => {
    setActivating(profile.id);
    const result = await setActive(profile.id);
    setActivating(null);
    setPendingLive(null);
    if (!result.ok) {
      notifications.show({ color: 'red', title: 'Could not switch profile', message: result.error.message });
    }
  };

  return (
    <Stack gap="sm" data-testid="profile-list">
      {profiles.map((profile) => (
        <ProfileCard
          key={profile.id}
          profile={profile}
          active={profile.id === activeProfileId}
          secrets={secrets[profile.id]}
          activating={activating === profile.id}
          onActivate={() => (profile.kind === 'live' ? setPendingLive(profile) : void activate(profile))}
          onEdit={() => onEdit(profile)}
          onDelete={() => onDelete(profile)}
        />
      ))}
      <LiveSwitchConfirm
        profile={pendingLive}
        currentName={profiles.find((p) => p.id === activeProfileId)?.name}
        busy={activating !== null}
        onCancel={() => setPendingLive(null)}
        onConfirm={(profile) => void activate(profile)}
      />
    </Stack>
  );
}
