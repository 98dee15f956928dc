import { Badge, Button, Group, Menu, Table, Text } from '@mantine/core';
import { IconChevronDown, IconReceiptRefund, IconUserMinus } from '@tabler/icons-react';
import type { SubscriptionRow } from '@shared/channels/customers';
import { formatDate, formatDateTime, formatTime } from '@shared/format';
import { isActive, mangoName, type WriteKind } from './write-actions';

/** The service's statuses in words, with their colour. */
const STATUS_WORDS: Record<string, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  manualactive: { label: 'Active (manual)', color: 'teal' },
  halted: { label: 'Halted', color: 'red' },
  revoked: { label: 'Revoked', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  expired: { label: 'Expired', color: 'gray' },
  manualexpired: { label: 'Expired (manual)', color: 'gray' },
  completed: { label: 'Completed', color: 'gray' },
  pending: { label: 'Pending', color: 'yellow' },
  initiated: { label: 'Payment started', color: 'yellow' },
  authenticated: { label: 'Payment authorised', color: 'yellow' },
};

function StatusBadge({ row }: { row: SubscriptionRow }) {
  const words = STATUS_WORDS[row.status] ?? { label: row.status, color: 'blue' };
  const ended = !isActive(row) && (row.status === 'active' || row.status === 'manualactive');
  return (
    <Badge
      variant="light"
      tt="none"
      style={{ minWidth: 'max-content' }}
      color={ended ? 'gray' : words.color}
      title={`Service status: ${row.status}`}
    >
      {ended ? `${words.label}, time ended` : words.label}
    </Badge>
  );
}

/** A date over its time (narrow enough for a 1024-wide window), the whole instant as the tooltip. */
function When({ at, none, testId }: { at: string | null; none: string; testId?: string }) {
  return (
    <Table.Td data-testid={testId} title={at ? formatDateTime(at) : undefined}>
      {at ? (
        <>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(at)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatTime(at)}
          </Text>
        </>
      ) : (
        <Text size="sm">{none}</Text>
      )}
    </Table.Td>
  );
}

/**
 * One subscription: its Mango, status in words, start and end, with grant and revoke at hand and the
 * rarer, heavier actions (refund's two steps, removing the person from the Mango) in a menu.
 */
export function SubscriptionTableRow({
  row,
  onAct,
}: {
  row: SubscriptionRow;
  onAct: (kind: WriteKind, row: SubscriptionRow) => void;
}) {
  const active = isActive(row);
  return (
    <Table.Tr data-testid={`subscription-${row._id}`}>
      <Table.Td>{mangoName(row)}</Table.Td>
      <Table.Td>
        <StatusBadge row={row} />
      </Table.Td>
      <When at={row.subscribedAt} none="—" />
      <When at={row.expiredAt} none="Never" testId="subscription-ends" />
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" variant="light" disabled={active} onClick={() => onAct('grant', row)}>
            Grant
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            disabled={!active}
            onClick={() => onAct('revoke', row)}
          >
            Revoke
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="compact-sm"
                variant="subtle"
                rightSection={<IconChevronDown size={14} />}
                aria-label={`More actions on ${mangoName(row)}`}
              >
                More
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Refund</Menu.Label>
              <Menu.Item
                leftSection={<IconReceiptRefund size={14} />}
                onClick={() => onAct('refund-initiate', row)}
              >
                Start refund…
              </Menu.Item>
              <Menu.Item
                leftSection={<IconReceiptRefund size={14} />}
                onClick={() => onAct('refund-complete', row)}
              >
                Complete refund…
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconUserMinus size={14} />}
                disabled={!active || row.mangoId === null}
                onClick={() => onAct('remove', row)}
              >
                Remove from this Mango…
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
