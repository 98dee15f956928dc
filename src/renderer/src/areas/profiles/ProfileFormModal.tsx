import { Modal } from '@mantine/core';
import type { Profile } from '@shared/profile';
import { ProfileForm } from './ProfileForm';

export interface ProfileFormModalProps {
  opened: boolean;
  /** The profile to edit, or null to create one. */
  profile: Profile | null;
  onClose: () => void;
}

export function ProfileFormModal({ opened, profile, onClose }: ProfileFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={profile ? `Edit “${profile.name}”` : 'New profile'}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      {/* Mounted only while open, keyed by profile, so a form never shows another profile's input. */}
      {opened ? <ProfileForm key={profile?.id ?? 'new'} profile={profile} onDone={onClose} /> : null}
    </Modal>
  );
}
