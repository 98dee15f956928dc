import { useState } from 'react';
import { Alert, Badge, Button, Group, Menu, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown, IconCircleCheck, IconPlus, IconReceiptRefund } from '@tabler/icons-react';
import type { SubscriptionRow } from '@shared/channels/customers';
import { formatDateTime } from '@shared/format';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Reading } from './Reading';
import { ListTable } from '../../../components/ListTable';
import { AddSubscriptionModal } from './AddSubscriptionModal';
import { ConfirmWriteModal } from './ConfirmWriteModal';
import { useProfileInput, useSubscriptionsOf, useSubscriptionWrites } from './queries';
import { describeChange, isActive, mangoName, type WriteKind } from './write-actions';

/** The service's statuses in words, with their colour. */
const STATUS_WORDS: Record<string, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  manualactive: { label: 'Active (manual)', color: 'teal' },
  halted: { label: 'Halted', color: 'red' },
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

/** The person's subscriptions with grant, revoke and refund per row, and "add a subscription". */
export function SubscriptionsPanel({ userId, personName }: { userId: string; personName: string }) {
  const profile = useProfileInput();
  const list = useSubscriptionsOf(userId);
  const writes = useSubscriptionWrites();
  const [asked, setAsked] = useState<{ kind: WriteKind; row: SubscriptionRow } | null>(null);
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  const mutation = asked
    ? asked.kind === 'grant'
      ? writes.grant
      : asked.kind === 'revoke'
        ? writes.revoke
        : writes.refund
    : null;
  const open = (kind: WriteKind, row: SubscriptionRow) => {
    writes.grant.reset();
    writes.revoke.reset();
    writes.refund.reset();
    setAsked({ kind, row });
  };
  const confirm = () => {
    if (!asked) return;
    const { kind, row } = asked;
    const done = {
      onSuccess: (change: Parameters<typeof describeChange>[1]) => {
        setResult(describeChange(kind, change));
        setAsked(null);
      },
    };
    const target = { ...profile, subscriptionId: row._id };
    if (kind === 'grant') writes.grant.mutate(target, done);
    else if (kind === 'revoke') writes.revoke.mutate(target, done);
    else
      writes.refund.mutate({ ...target, action: kind === 'refund-initiate' ? 'initiate' : 'complete' }, done);
  };

  const rows = list.data?.subscriptions ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="customer-subscriptions">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Subscriptions
          </Title>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setAdding(true)}
            data-testid="add-subscription-open"
          >
            Add a subscription
          </Button>
        </Group>
        {list.isPending ? <Reading what="subscriptions" /> : null}
        {list.appError ? <ErrorAlert error={list.appError} title="Subscriptions could not be read" /> : null}
        {result ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={18} />}
            withCloseButton
            onClose={() => setResult(null)}
            role="status"
            data-testid="subscription-result"
          >
            {result}
          </Alert>
        ) : null}
        {list.data && rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="subscriptions-empty">
            {personName} holds no subscription. Add one after a payment through your gateway.
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <ListTable
            minWidth={760}
            columns={['Mango', 'Status', 'Since', 'Ends', 'Actions']}
            data-testid="subscription-table"
          >
            {rows.map((row) => {
              const active = isActive(row);
              return (
                <Table.Tr key={row._id} data-testid={`subscription-${row._id}`}>
                  <Table.Td>{mangoName(row)}</Table.Td>
                  <Table.Td>
                    <StatusBadge row={row} />
                  </Table.Td>
                  <Table.Td>{row.subscribedAt ? formatDateTime(row.subscribedAt) : '—'}</Table.Td>
                  <Table.Td>{row.expiredAt ? formatDateTime(row.expiredAt) : 'Never'}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        disabled={active}
                        onClick={() => open('grant', row)}
                      >
                        Grant
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        disabled={!active}
                        onClick={() => open('revoke', row)}
                      >
                        Revoke
                      </Button>
                      <Menu position="bottom-end">
                        <Menu.Target>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            rightSection={<IconChevronDown size={14} />}
                            leftSection={<IconReceiptRefund size={14} />}
                          >
                            Refund
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => open('refund-initiate', row)}>Start refund…</Menu.Item>
                          <Menu.Item onClick={() => open('refund-complete', row)}>Complete refund…</Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </ListTable>
        ) : null}
      </Stack>
      {asked && mutation ? (
        <ConfirmWriteModal
          kind={asked.kind}
          row={asked.row}
          person={personName}
          pending={mutation.isPending}
          error={mutation.appError}
          onConfirm={confirm}
          onClose={() => setAsked(null)}
        />
      ) : null}
      {adding ? (
        <AddSubscriptionModal
          userId={userId}
          person={personName}
          onClose={() => setAdding(false)}
          onDone={(change) => {
            setResult(describeChange('create', change));
            setAdding(false);
          }}
        />
      ) : null}
    </Paper>
  );
}
