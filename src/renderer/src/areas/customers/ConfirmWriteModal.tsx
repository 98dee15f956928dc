import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AppError } from '@shared/errors';
import type { SubscriptionRow } from '@shared/areas/customers/channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { describeWrite, type WriteKind } from './write-actions';

/**
 * The last step before a grant, revoke, refund or removal from a Mango: what happens, and whether it can
 * be undone.
 */
export function ConfirmWriteModal({
  kind,
  row,
  person,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  kind: WriteKind;
  row: SubscriptionRow;
  person: string;
  pending: boolean;
  error: AppError | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const words = describeWrite(kind, row, person);
  return (
    <Modal opened onClose={pending ? () => undefined : onClose} title={words.title} size="lg">
      <Stack gap="md" data-testid="confirm-write">
        <Text size="sm">{words.what}</Text>
        {words.undo ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="Not undoable">
            {words.undo}
          </Alert>
        ) : null}
        {error ? (
          <ErrorAlert
            error={error}
            title={
              error.outcome === 'not_sent'
                ? 'Nothing was sent'
                : error.outcome === 'unknown'
                  ? 'The answer was lost'
                  : 'The service refused'
            }
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            color={kind === 'grant' ? undefined : 'red'}
            onClick={onConfirm}
            loading={pending}
            disabled={pending}
            data-testid="confirm-write-submit"
          >
            {words.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
