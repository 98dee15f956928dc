import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DraftSummary } from '@shared/areas/mangoes/channels';
import { APPLY_WARNING } from '@shared/areas/mangoes/domain/rules';

/** The last step before sending: which drafts, what they change, and what an update cannot undo. */
export function ApplyConfirmModal({
  drafts,
  opened,
  applying,
  onConfirm,
  onClose,
}: {
  drafts: DraftSummary[];
  opened: boolean;
  applying: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const weighty = drafts.reduce((sum, d) => sum + d.weighty, 0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Apply ${drafts.length} draft${drafts.length === 1 ? '' : 's'}`}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">
          Each Mango is read from the service first. If a field you changed was also changed there since you
          drafted, that draft stops as a conflict and nothing is sent for it until you decide.
        </Text>
        <List size="sm" spacing={4} data-testid="apply-list">
          {drafts.map((d) => (
            <List.Item key={d.id}>
              <Text span fw={500} size="sm">
                {d.title}
              </Text>
              <Text span size="sm" c="dimmed">
                {' '}
                · {d.changeCount} change{d.changeCount === 1 ? '' : 's'}
                {d.weighty ? `, ${d.weighty} that buyers see` : ''}
                {d.uncertain ? ' · checked on the service first, not sent again' : ''}
              </Text>
            </List.Item>
          ))}
        </List>
        {weighty > 0 ? (
          <Text size="sm" c="var(--mantine-color-orange-light-color)">
            {weighty} change{weighty === 1 ? '' : 's'} to price, currency, GST, validity or seats will reach
            buyers as soon as {weighty === 1 ? 'it is' : 'they are'} applied.
          </Text>
        ) : null}
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="An update cannot be undone"
          data-testid="apply-warning"
        >
          {APPLY_WARNING}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={applying} data-testid="confirm-apply">
            Apply now
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
