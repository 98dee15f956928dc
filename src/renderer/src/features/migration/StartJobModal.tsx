import { useState } from 'react';
import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AppError } from '@shared/errors';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatCount } from './format';

/**
 * A live profile asks for the row count and the profile name typed out: migrate-user has no undo and no
 * idempotency key, so starting must be a decision, not a click.
 */
export function StartJobModal({
  opened,
  rows,
  profileName,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  rows: number;
  profileName: string;
  onClose: () => void;
  onConfirm: (confirmation: string) => Promise<AppError | null>;
}) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const phrase = `${rows} ${profileName}`;

  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Add customers to a live business" size="lg" centered>
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm">
            {formatCount(rows)} customers will be added to <b>{profileName}</b>. Each one is enrolled at once
            and cannot be undone from here. Rehearse the same file on the Sandbox first if you have not.
          </Text>
        </Alert>
        <TextInput
          label={
            <>
              Type <Code>{phrase}</Code> to confirm
            </>
          }
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-testid="confirm-input"
          autoFocus
        />
        {error ? <ErrorAlert error={error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="orange"
            disabled={typed.trim() !== phrase}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              const failure = await onConfirm(typed.trim());
              setBusy(false);
              if (failure) setError(failure);
              else close();
            }}
            data-testid="confirm-start"
          >
            Start adding {formatCount(rows)} customers
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
