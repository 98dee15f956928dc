import { Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { pointTypeLabel } from '@shared/contract/gamification';
import { formatDateTime } from '@shared/format';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ListTable } from '../../components/ListTable';
import { useLedger } from './person-queries';

const signed = (n: number) => (n > 0 ? `+${n.toLocaleString()}` : n.toLocaleString());

/** One page (20 entries) of a person's points ledger, newest first, with paging. */
export function LedgerTable({
  userId,
  profileId,
  page,
  onPage,
}: {
  userId: string;
  profileId?: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const ledger = useLedger(userId, page, profileId);
  const data = ledger.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <Stack gap="xs" data-testid="ledger">
      {ledger.appError ? <ErrorAlert error={ledger.appError} title="The ledger could not be loaded" /> : null}
      {ledger.isPending ? <Skeleton height={120} radius="md" /> : null}
      {data && data.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No points recorded yet.
        </Text>
      ) : null}
      {data && data.entries.length > 0 ? (
        <ListTable minWidth={560} verticalSpacing="xs" columns={['When', 'Type', 'Points', 'Description']}>
          {data.entries.map((entry) => (
            <Table.Tr key={entry._id} data-testid="ledger-row">
              <Table.Td>
                <Text size="sm">{formatDateTime(entry.date ?? entry.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.type ? pointTypeLabel(entry.type) : 'Unknown'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} c={(entry.score ?? 0) < 0 ? 'red' : undefined}>
                  {signed(entry.score ?? 0)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.description || '—'}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      ) : null}
      {data ? (
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {data.total.toLocaleString()} entries · page {data.page} of {pages}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Newer
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!data.hasNext || ledger.isFetching}
              onClick={() => onPage(page + 1)}
            >
              Older
            </Button>
          </Group>
        </Group>
      ) : null}
    </Stack>
  );
}
