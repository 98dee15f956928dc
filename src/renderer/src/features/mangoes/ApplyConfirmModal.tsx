import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DraftSummary } from '@shared/channels/mangoes';
import { RULE_9_WARNING } from '@shared/domain/mango/rules';

/** The last step before sending: which drafts, what they change, and rule 9's warning. */
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
          Each Mango is read fresh first. A field changed on the service since the draft was made stops that
          draft as a conflict; nothing is sent for it until you decide.
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
                {d.weighty ? `, ${d.weighty} weighty` : ''}
                {d.uncertain ? ' · checked first, not resent' : ''}
              </Text>
            </List.Item>
          ))}
        </List>
        {weighty > 0 ? (
          <Text size="sm" c="orange">
            {weighty} weighty change{weighty === 1 ? '' : 's'} (price, currency, GST, validity or seats) will
            reach buyers.
          </Text>
        ) : null}
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="No undo, no retry key"
          data-testid="rule9-warning"
        >
          {RULE_9_WARNING}
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
