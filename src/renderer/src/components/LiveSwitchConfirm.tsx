import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Profile } from '@shared/profile';

export interface LiveConfirmWords {
  title: string;
  confirm: string;
  /** The cancel button; "Stay on <current profile>" when not given. */
  cancel?: string;
  note?: string;
}

const SWITCH_WORDS: LiveConfirmWords = { title: 'Switch to a live profile?', confirm: 'Switch to live' };

/**
 * Asks before switching TO a live profile, naming it and the business host its changes will reach. Used by
 * the header's switcher and the Profiles screen, so no path to a live profile is one unconfirmed click.
 */
export function LiveSwitchConfirm({
  profile,
  currentName,
  busy,
  onCancel,
  onConfirm,
  words = SWITCH_WORDS,
}: {
  profile: Profile | null;
  currentName: string | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (profile: Profile) => void;
  /** The title and the buttons' words; a switch's by default (the start of the console has its own). */
  words?: LiveConfirmWords;
}) {
  return (
    <Modal
      opened={profile !== null}
      onClose={() => !busy && onCancel()}
      title={words.title}
      centered
      data-testid="live-switch-confirm"
    >
      {profile ? (
        <Stack gap="md">
          <Text size="sm">
            <b>{profile.name}</b> is a <b>live</b> profile: its calls go to{' '}
            <Text span ff="monospace" size="sm">
              {profile.whitelabelHost}
            </Text>{' '}
            through {new URL(profile.baseUrl).host}. Changes made while it is active reach real customers.
          </Text>
          {words.note ? <Text size="sm">{words.note}</Text> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {words.cancel ?? `Stay on ${currentName ?? 'the current profile'}`}
            </Button>
            <Button
              color="red"
              onClick={() => onConfirm(profile)}
              loading={busy}
              data-testid="live-switch-confirm-button"
            >
              {words.confirm}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
