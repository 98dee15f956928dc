import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Profile } from '@shared/profile';
import { useDeleteProfile } from './queries';

export interface DeleteProfileModalProps {
  /** The profile to delete; null keeps the modal closed. */
  profile: Profile | null;
  onClose: () => void;
}

/** Asks before deleting, naming the profile and saying that its secrets go with it. */
export function DeleteProfileModal({ profile, onClose }: DeleteProfileModalProps) {
  const remove = useDeleteProfile();
  const busy = remove.isPending;
  const error = remove.appError;

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!profile) return;
    remove.mutate(
      { id: profile.id },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', title: 'Profile deleted', message: profile.name });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={profile !== null} onClose={close} title="Delete profile" centered>
      <Stack gap="md" data-testid="delete-profile-modal">
        <Text>
          Delete <strong>{profile?.name}</strong>? This also deletes its token and API key from the keychain.
        </Text>
        <Text size="sm" c="dimmed">
          The profile is removed from this console only; nothing changes on the service.
        </Text>
        {error ? (
          <Alert color="red" variant="light" title="Not deleted">
            {error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={busy} data-testid="confirm-delete">
            Delete profile
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
