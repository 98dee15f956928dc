import { Table, Text, Tooltip } from '@mantine/core';
import type { JobRowView, JobSummary } from '@shared/areas/bulk-jobs/channels';
import type { JobKindSpec, RowColumn } from '@shared/areas/bulk-jobs/kinds';

/**
 * The kind's row columns a job's table shows: those its rows fill (`filled`, from main), in the kind's
 * order. Before the first read answers, all of them.
 */
export function shownColumns(spec: JobKindSpec, filled: readonly string[] | undefined): RowColumn[] {
  return filled ? spec.rowColumns.filter((column) => filled.includes(column.field)) : [...spec.rowColumns];
}

/** The header cells of the row columns: each field's label ("Mango" for a Mango shown by its title). */
export function RowColumnHeads({ spec, columns }: { spec: JobKindSpec; columns: readonly RowColumn[] }) {
  return columns.map((column) => (
    <Table.Th key={column.field}>
      {column.format === 'mango' ? 'Mango' : (spec.labels[column.field] ?? column.field)}
    </Table.Th>
  ));
}

function ColumnValue({ column, value, job }: { column: RowColumn; value: string; job: JobSummary }) {
  if (column.format === 'mango') {
    const title = job.mangoes.find((m) => m.id.toLowerCase() === value.toLowerCase())?.title;
    return (
      <Tooltip label={value} disabled={!title || value === ''}>
        <Text size="sm" truncate maw={200}>
          {title ?? value}
        </Text>
      </Tooltip>
    );
  }
  if (column.format === 'id')
    return (
      <Text size="xs" ff="monospace" lineClamp={2} maw={400} title={value}>
        {value}
      </Text>
    );
  return (
    <Text size="sm" truncate maw={260} title={value}>
      {value}
    </Text>
  );
}

/** A row's cells under the row columns. */
export function RowColumnCells({
  row,
  columns,
  job,
}: {
  row: JobRowView;
  columns: readonly RowColumn[];
  job: JobSummary;
}) {
  return columns.map((column) => (
    <Table.Td key={column.field}>
      <ColumnValue column={column} value={row.values[column.field] ?? ''} job={job} />
    </Table.Td>
  ));
}

/**
 * What became of the row: its problem or note, else what the service answered (order, subscription, its
 * own word such as "halted" or "points record …"; a bare "success" adds nothing to the state's badge).
 */
export function resultText(row: JobRowView): string {
  if (row.error) return row.error;
  if (row.note) return row.note;
  return [
    row.orderId ? `Order ${row.orderId}` : '',
    row.subscriptionId ? `Subscription ${row.subscriptionId}` : '',
    row.answer && !/^success$/i.test(row.answer) ? row.answer : '',
  ]
    .filter((part) => part !== '')
    .join(' · ');
}
