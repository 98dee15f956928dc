import { useState } from 'react';
import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { JobKindSpec } from '@shared/areas/bulk-jobs/kinds';
import type { AppError } from '@shared/errors';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatCount } from './format';

/**
 * A live profile asks for the row count and the profile name typed out: neither migrate-user nor
 * revoke-user has an undo or an idempotency key, so starting must be a decision, not a click. The words
 * (what happens, whether it can be undone) are the job kind's.
 */
export function StartJobModal({
  spec,
  opened,
  rows,
  profileName,
  starting,
  error,
  onClose,
  onConfirm,
}: {
  spec: JobKindSpec;
  opened: boolean;
  rows: number;
  profileName: string;
  /** The start under way, and why the last one failed (the start's own state). */
  starting: boolean;
  error: AppError | null;
  onClose: () => void;
  /** Answers whether the job started. */
  onConfirm: (confirmation: string) => Promise<boolean>;
}) {
  const [typed, setTyped] = useState('');
  const phrase = `${rows} ${profileName}`;

  const close = () => {
    setTyped('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={spec.words.confirmTitle} size="lg" centered>
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm" data-testid="confirm-effect">
            {spec.words.effect(formatCount(rows), profileName)}. {spec.words.consequence} Rehearse the same
            file on the Sandbox first if you have not.
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
            loading={starting}
            onClick={async () => {
              if (await onConfirm(typed.trim())) close();
            }}
            data-testid="confirm-start"
          >
            {spec.words.start(formatCount(rows))}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
