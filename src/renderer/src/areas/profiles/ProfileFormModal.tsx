import type { Profile } from '@shared/profile';
import { GuardedModal, useDialogGuard } from '../../components/GuardedModal';
import { ProfileForm } from './ProfileForm';

export interface ProfileFormModalProps {
  opened: boolean;
  /** The profile to edit, or null to create one. */
  profile: Profile | null;
  onClose: () => void;
}

export function ProfileFormModal({ opened, profile, onClose }: ProfileFormModalProps) {
  // The form inside records its own unsaved input; Cancel, the X and Escape ask before dropping it.
  const guard = useDialogGuard({ onClose });
  return (
    <GuardedModal
      guard={guard}
      opened={opened}
      title={profile ? `Edit “${profile.name}”` : 'New profile'}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      {/* Mounted only while open, keyed by profile, so a form never shows another profile's input. */}
      {opened ? (
        <ProfileForm key={profile?.id ?? 'new'} profile={profile} onDone={onClose} onCancel={guard.close} />
      ) : null}
    </GuardedModal>
  );
}
