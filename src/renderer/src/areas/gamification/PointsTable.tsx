import { useMemo, useState } from 'react';
import { Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { sortPointsRows, type PointsRow } from '@shared/areas/gamification/channels';
import { pointTypeLabel } from '@shared/contract/gamification';
import { NamedId } from '../../components/NamedId';
import { useUserNames } from '../../data/targets-and-names';

const PAGE = 50;

function SortHeader({
  label,
  column,
  sort,
  onSort,
  numeric,
}: {
  label: string;
  column: string;
  sort: { by: string; descending: boolean };
  onSort: (column: string) => void;
  numeric?: boolean;
}) {
  const Icon = sort.by !== column ? IconSelector : sort.descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th style={{ textAlign: numeric ? 'right' : 'left', whiteSpace: 'nowrap' }}>
      <UnstyledButton
        onClick={() => onSort(column)}
        aria-label={`Sort by ${label}`}
        data-testid={`sort-${column}`}
      >
        <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Icon size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Users × point types with totals, sortable on any column, 50 rows a page. */
export function PointsTable({
  rows,
  types,
  sort,
  onSort,
}: {
  rows: readonly PointsRow[];
  types: readonly string[];
  sort: { by: string; descending: boolean };
  onSort: (column: string) => void;
}) {
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortPointsRows(rows, sort.by, sort.descending), [rows, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE));
  const current = Math.min(page, pages);
  const visible = sorted.slice((current - 1) * PAGE, current * PAGE);
  // Only the rows on this page are looked up: each name is one read, cached per profile.
  const names = useUserNames(useMemo(() => visible.map((row) => row.userId), [visible]));

  return (
    <>
      <Table.ScrollContainer minWidth={Math.max(640, 180 + types.length * 120)}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="points-table">
          <Table.Thead>
            <Table.Tr>
              <SortHeader label="Member" column="userId" sort={sort} onSort={onSort} />
              {types.map((type) => (
                <SortHeader
                  key={type}
                  label={pointTypeLabel(type)}
                  column={type}
                  sort={sort}
                  onSort={onSort}
                  numeric
                />
              ))}
              <SortHeader label="Total points" column="totalScore" sort={sort} onSort={onSort} numeric />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => (
              <Table.Tr key={row.userId} data-testid="points-row">
                <Table.Td>
                  <NamedId
                    name={names.get(row.userId)?.name}
                    loading={names.get(row.userId)?.loading}
                    id={row.userId}
                    kind="user"
                  />
                </Table.Td>
                {types.map((type) => (
                  <Table.Td key={type} ta="right" c={row.scores[type] === undefined ? 'dimmed' : undefined}>
                    {(row.scores[type] ?? 0).toLocaleString()}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={600}>
                  {row.totalScore.toLocaleString()}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Rows {(current - 1) * PAGE + 1}–{Math.min(current * PAGE, sorted.length)} of {sorted.length}
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </>
  );
}
