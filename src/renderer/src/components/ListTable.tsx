import type { ReactNode } from 'react';
import { Table, type TableProps } from '@mantine/core';

/**
 * A table that scrolls sideways below `minWidth`, with one plain header row (a `null` column is left out)
 * and the given body rows.
 */
export function ListTable({
  minWidth,
  columns,
  children,
  ...props
}: TableProps & {
  minWidth: number;
  columns: readonly ReactNode[];
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...props}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) =>
              column === null ? null : <Table.Th key={index}>{column}</Table.Th>,
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
