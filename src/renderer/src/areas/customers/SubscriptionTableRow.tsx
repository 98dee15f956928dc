import type { ReactNode } from 'react';
import { Badge, Button, Group, Menu, Table, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconReceiptRefund, IconUserMinus } from '@tabler/icons-react';
import type { SubscriptionRow } from '@shared/areas/customers/channels';
import { formatDate, formatDateTime, formatTime } from '@shared/format';
import { isActive, mangoName, whyNot, type WriteKind } from './write-actions';

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

/** A short note under the Mango name when how it was made rules actions out (the reasons say which). */
function OriginNote({ row }: { row: SubscriptionRow }) {
  const note =
    row.origin === 'migration'
      ? 'Added by migration'
      : row.origin === 'checkout'
        ? `Paid via ${row.paymentProvider ?? 'checkout'}`
        : null;
  return note ? (
    <Text size="xs" c="dimmed" data-testid="subscription-origin">
      {note}
    </Text>
  ) : null;
}

/** A row action: disabled with its reason shown on hover and focus when the row shows it cannot work. */
function RowAction({
  kind,
  row,
  label,
  color,
  onAct,
}: {
  kind: 'grant' | 'revoke';
  row: SubscriptionRow;
  label: string;
  color?: string;
  onAct: (kind: WriteKind, row: SubscriptionRow) => void;
}) {
  const reason = whyNot(kind, row);
  const button = (
    <Button
      size="compact-sm"
      variant="light"
      {...(color ? { color } : {})}
      disabled={reason !== null}
      aria-description={reason ?? undefined}
      onClick={() => onAct(kind, row)}
    >
      {label}
    </Button>
  );
  return reason ? (
    <Tooltip label={reason} multiline w={300} withArrow events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} data-testid={`why-not-${kind}`}>
        {button}
      </span>
    </Tooltip>
  ) : (
    button
  );
}

/** Why a menu action cannot work, in the menu (a disabled item shows no tooltip). */
function MenuReason({ reason, testId }: { reason: string; testId: string }) {
  return (
    <Text size="xs" c="dimmed" maw={260} style={{ whiteSpace: 'normal' }} data-testid={testId}>
      {reason}
    </Text>
  );
}

/**
 * A menu action, disabled when the row shows it cannot work; its reason is written under it, or once for
 * both refund steps under their label (`showReason: false`).
 */
function MenuAction({
  kind,
  row,
  label,
  icon,
  color,
  showReason = true,
  onAct,
}: {
  kind: Exclude<WriteKind, 'grant' | 'revoke'>;
  row: SubscriptionRow;
  label: string;
  icon: ReactNode;
  color?: string;
  showReason?: boolean;
  onAct: (kind: WriteKind, row: SubscriptionRow) => void;
}) {
  const reason = whyNot(kind, row);
  return (
    <Menu.Item
      leftSection={icon}
      {...(color ? { color } : {})}
      disabled={reason !== null}
      onClick={() => onAct(kind, row)}
    >
      {label}
      {reason && showReason ? <MenuReason reason={reason} testId={`why-not-${kind}`} /> : null}
    </Menu.Item>
  );
}

/**
 * One subscription: its Mango, status in words, start and end, with grant and revoke at hand and the
 * rarer, heavier actions (refund's two steps, removing the person from the Mango) in a menu. An action the
 * row shows cannot work (whyNot) is disabled with its reason; main checks again before sending.
 */
export function SubscriptionTableRow({
  row,
  onAct,
}: {
  row: SubscriptionRow;
  onAct: (kind: WriteKind, row: SubscriptionRow) => void;
}) {
  // Both refund steps share one rule (how the subscription was made): said once, under "Refund".
  const refundReason = whyNot('refund-initiate', row);
  return (
    <Table.Tr data-testid={`subscription-${row._id}`}>
      <Table.Td>
        {mangoName(row)}
        <OriginNote row={row} />
      </Table.Td>
      <Table.Td>
        <StatusBadge row={row} />
      </Table.Td>
      <When at={row.subscribedAt} none="—" />
      <When at={row.expiredAt} none="Never" testId="subscription-ends" />
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <RowAction kind="grant" row={row} label="Grant" onAct={onAct} />
          <RowAction kind="revoke" row={row} label="Revoke" color="red" onAct={onAct} />
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
              <Menu.Label>
                Refund
                {refundReason ? <MenuReason reason={refundReason} testId="why-not-refund" /> : null}
              </Menu.Label>
              <MenuAction
                kind="refund-initiate"
                row={row}
                label="Start refund…"
                icon={<IconReceiptRefund size={14} />}
                showReason={false}
                onAct={onAct}
              />
              <MenuAction
                kind="refund-complete"
                row={row}
                label="Complete refund…"
                icon={<IconReceiptRefund size={14} />}
                showReason={false}
                onAct={onAct}
              />
              <Menu.Divider />
              <MenuAction
                kind="remove"
                row={row}
                label="Remove from this Mango…"
                icon={<IconUserMinus size={14} />}
                color="red"
                onAct={onAct}
              />
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
