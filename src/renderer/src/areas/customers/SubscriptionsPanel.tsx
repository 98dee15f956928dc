import { useMemo, useState } from 'react';
import { Alert, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import type { SubscriptionRow } from '@shared/areas/customers/channels';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Reading } from './Reading';
import { ListTable } from '../../components/ListTable';
import { AddSubscriptionModal } from './AddSubscriptionModal';
import { ConfirmWriteModal } from './ConfirmWriteModal';
import { SubscriptionTableRow } from './SubscriptionTableRow';
import { useProfileInput, useRemoveFromMango, useSubscriptionsOf, useSubscriptionWrites } from './queries';
import { describeChange, isActive, type WriteKind } from './write-actions';

/** Rows per page: a person with dozens of subscriptions still fits the page with its other sections. */
export const SUBSCRIPTIONS_PER_PAGE = 10;

const startOf = (row: SubscriptionRow) => (row.subscribedAt ? Date.parse(row.subscribedAt) || 0 : 0);

/** Active ones first (what an ops person acts on), then newest first. */
export function orderSubscriptions(rows: readonly SubscriptionRow[], now = Date.now()): SubscriptionRow[] {
  return [...rows].sort(
    (a, b) => Number(isActive(b, now)) - Number(isActive(a, now)) || startOf(b) - startOf(a),
  );
}

/**
 * The person's subscriptions with grant, revoke, refund and "remove from this Mango" per row, and "add a
 * subscription". Active ones first, ten to a page.
 */
export function SubscriptionsPanel({ userId, personName }: { userId: string; personName: string }) {
  const profile = useProfileInput();
  const list = useSubscriptionsOf(userId);
  const writes = useSubscriptionWrites();
  const remove = useRemoveFromMango();
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<{ kind: WriteKind; row: SubscriptionRow } | null>(null);
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  const mutations = { grant: writes.grant, revoke: writes.revoke, remove } as const;
  const mutation = asked
    ? asked.kind === 'grant' || asked.kind === 'revoke' || asked.kind === 'remove'
      ? mutations[asked.kind]
      : writes.refund
    : null;
  const open = (kind: WriteKind, row: SubscriptionRow) => {
    for (const m of [writes.grant, writes.revoke, writes.refund, remove]) m.reset();
    setAsked({ kind, row });
  };
  const confirm = () => {
    if (!asked) return;
    const { kind, row } = asked;
    if (kind === 'remove') {
      if (!row.mangoId) return;
      remove.mutate(
        {
          ...profile,
          userId,
          mangoId: row.mangoId,
          ...(row.mangoTitle ? { mangoTitle: row.mangoTitle } : {}),
        },
        {
          onSuccess: (answer) => {
            setResult(answer.message);
            setAsked(null);
          },
        },
      );
      return;
    }
    const done = {
      onSuccess: (change: Parameters<typeof describeChange>[1]) => {
        setResult(describeChange(kind, change));
        setAsked(null);
      },
    };
    // With the person: main reads their subscriptions just before sending (nothing sent if already done).
    const target = { ...profile, subscriptionId: row._id, userId };
    if (kind === 'grant') writes.grant.mutate(target, done);
    else if (kind === 'revoke') writes.revoke.mutate(target, done);
    else
      writes.refund.mutate({ ...target, action: kind === 'refund-initiate' ? 'initiate' : 'complete' }, done);
  };

  const rows = useMemo(() => orderSubscriptions(list.data?.subscriptions ?? []), [list.data]);
  const pages = Math.max(1, Math.ceil(rows.length / SUBSCRIPTIONS_PER_PAGE));
  const shown = Math.min(page, pages);
  const pageRows = rows.slice((shown - 1) * SUBSCRIPTIONS_PER_PAGE, shown * SUBSCRIPTIONS_PER_PAGE);
  const activeCount = rows.filter((row) => isActive(row)).length;
  return (
    <Paper withBorder p="md" radius="md" data-testid="customer-subscriptions">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs" align="baseline">
            <Title order={3} size="h4">
              Subscriptions
            </Title>
            {rows.length > 0 ? (
              <Text size="sm" c="dimmed" data-testid="subscriptions-count">
                {activeCount} active of {rows.length}
              </Text>
            ) : null}
          </Group>
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
            minWidth={620}
            columns={['Mango', 'Status', 'Since', 'Ends', 'Actions']}
            data-testid="subscription-table"
          >
            {pageRows.map((row) => (
              <SubscriptionTableRow key={row._id} row={row} onAct={open} />
            ))}
          </ListTable>
        ) : null}
        {pages > 1 ? (
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {(shown - 1) * SUBSCRIPTIONS_PER_PAGE + 1}–
              {(shown - 1) * SUBSCRIPTIONS_PER_PAGE + pageRows.length} of {rows.length}, active ones first
            </Text>
            <Pagination
              size="sm"
              total={pages}
              value={shown}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              data-testid="subscriptions-pages"
            />
          </Group>
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
