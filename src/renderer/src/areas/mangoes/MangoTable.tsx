import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { CachedMango } from '@shared/areas/mangoes/channels';
import { formatDateTime } from '@shared/format';
import { formatMoney } from '@shared/areas/mangoes/domain/money';

/** The cached Mangoes as a table; a row opens the detail. */
export function MangoTable({
  rows,
  draftCounts,
  onOpen,
}: {
  rows: CachedMango[];
  draftCounts: Map<string, number>;
  onOpen: (mangoId: string) => void;
}) {
  return (
    <Table highlightOnHover verticalSpacing="sm" data-testid="mango-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Title</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
          <Table.Th>Seats</Table.Th>
          <Table.Th>Updated</Table.Th>
          <Table.Th w={32} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ mango, gone }) => {
          const id = mango._id ?? '';
          const drafts = draftCounts.get(id) ?? 0;
          return (
            <Table.Tr
              key={id}
              data-testid="mango-row"
              data-mango-id={id}
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(id)}
            >
              <Table.Td>
                <UnstyledButton
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(id);
                  }}
                >
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {mango.title || '(untitled)'}
                    </Text>
                    {mango.isHidden ? (
                      <Badge size="xs" variant="light" color="gray">
                        Hidden
                      </Badge>
                    ) : null}
                    {gone || mango.isDeleted ? (
                      <Badge size="xs" variant="light" color="red">
                        Deleted
                      </Badge>
                    ) : null}
                    {drafts > 0 ? (
                      <Badge size="xs" variant="light" color="blue">
                        {drafts} draft{drafts === 1 ? '' : 's'}
                      </Badge>
                    ) : null}
                  </Group>
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {mango.type ?? '—'}
                  {mango.recurringType ? (
                    <Text span c="dimmed" size="sm">
                      {' '}
                      · {String(mango.recurringType).toLowerCase()}
                    </Text>
                  ) : null}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" ff="monospace">
                  {typeof mango.price === 'number' ? formatMoney(mango.price, mango.currency) : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={mango.access?.seatLimit ? undefined : 'dimmed'}>
                  {mango.access?.seatLimit ?? 'No limit'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {formatDateTime(mango.updatedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <IconChevronRight size={16} color="var(--mantine-color-dimmed)" />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
