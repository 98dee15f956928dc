import { useRef, type ReactNode } from 'react';
import { Badge, Box, Group, Paper, SegmentedControl, Skeleton, Text, Tooltip } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { PreviewFilter as Filter, PreviewRow } from '@shared/areas/bulk-jobs/channels';
import { columnOf, type ColumnMapping } from '@shared/areas/bulk-jobs/domain/fields';
import { jobKinds, type JobKindName, type JobKindSpec } from '@shared/areas/bulk-jobs/kinds';
import { formatCount } from './format';
import { PREVIEW_PAGE, useMangoes, usePreviewRows, usePreviewTotal, useValidation } from './preview-queries';
import { useMigrationView } from './view-store';
import './migration.css';

const ROW_HEIGHT = 44;

const verdictLabel = (spec: JobKindSpec): Record<string, { label: string; color: string }> => ({
  new: { label: spec.words.actVerdict, color: 'teal' },
  already_subscribed: { label: spec.words.skipVerdict, color: 'yellow' },
  cannot_check: { label: 'Not checked', color: 'gray' },
  mango_unavailable: { label: 'Mango unavailable', color: 'red' },
});

/** A column between the status and the reasons: the kind's fields, as the row will send them. */
interface Column {
  label: string;
  /** The fields it shows: it is left out while none of them has a column in the file (or a Mango for all). */
  fields: readonly string[];
  width: string;
  cell: (row: PreviewRow, mangoTitle: (id: string | undefined) => string | undefined) => ReactNode;
}

const text = (field: string): Column['cell'] =>
  function Cell(row) {
    return (
      <Text size="sm" truncate>
        {row.values[field]}
      </Text>
    );
  };
/**
 * Ids with the service's names for them: the name(s) on top, the id(s) beneath in a fixed-width font, so
 * a file that named a Mango or a badge shows which id it was matched to (and one that gave ids, whose
 * they are). A value with no name known (an invalid cell, an id not in the list) is shown as it is.
 */
function NamedIds({ ids, names }: { ids: readonly string[]; names: (id: string) => string | undefined }) {
  const named = ids.map((id) => names(id));
  if (ids.length === 0 || named.every((n) => n === undefined))
    return (
      <Text size="sm" truncate>
        {ids.join('; ')}
      </Text>
    );
  const label = ids.map((id, i) => `${named[i] ?? id} (${id})`).join('\n');
  return (
    <Tooltip label={label} multiline style={{ whiteSpace: 'pre-line' }}>
      <Box miw={0} data-testid="named-ids">
        <Text size="sm" truncate lh={1.3}>
          {ids.map((id, i) => named[i] ?? id).join('; ')}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" truncate lh={1.3}>
          {ids.join('; ')}
        </Text>
      </Box>
    </Tooltip>
  );
}

const mangoColumn: Column = {
  label: 'Mango',
  fields: ['mangoId'],
  width: 'minmax(196px, 1.1fr)',
  cell: (row, mangoTitle) => {
    const id = row.values.mangoId ?? '';
    return <NamedIds ids={id ? [id] : []} names={(i) => row.names?.[i] ?? mangoTitle(i)} />;
  },
};
const badgesColumn: Column = {
  label: 'Badges',
  fields: ['badges'],
  width: 'minmax(200px, 1.5fr)',
  cell: (row) => (
    <NamedIds
      ids={(row.values.badges ?? '').split(';').flatMap((b) => (b.trim() ? [b.trim()] : []))}
      names={(id) => row.names?.[id]}
    />
  ),
};
/** Kinds laid out by hand; any other kind shows its fields as they are (see `columnsOf`). */
const COLUMNS: Partial<Record<JobKindName, Column[]>> = {
  migrate: [
    { label: 'Name', fields: ['name'], width: 'minmax(100px, 1fr)', cell: text('name') },
    { label: 'Email', fields: ['email'], width: 'minmax(150px, 1.3fr)', cell: text('email') },
    { label: 'Phone', fields: ['phone'], width: '104px', cell: text('phone') },
    mangoColumn,
    {
      label: 'Validity',
      fields: ['validUntil', 'validityDays'],
      width: '92px',
      cell: (row) => (
        <Text size="sm" truncate>
          {row.values.validUntil || (row.values.validityDays ? `${row.values.validityDays} days` : '')}
        </Text>
      ),
    },
  ],
};

/**
 * The columns of a kind's preview: its own layout, else one column per field (the Mango by title); only
 * those the file fills, so a revoke by user id shows no empty "Subscription id" column.
 */
export function previewColumns(
  spec: JobKindSpec,
  mapping: ColumnMapping | null,
  mangoIdForAll: string | null,
): Column[] {
  const all =
    COLUMNS[spec.name] ??
    spec.fields.map((field): Column =>
      field === 'mangoId'
        ? mangoColumn
        : field === 'badges'
          ? badgesColumn
          : {
              label: spec.labels[field] ?? field,
              fields: [field],
              width: 'minmax(120px, 1fr)',
              cell: text(field),
            },
    );
  const given = (field: string) =>
    (mapping !== null && columnOf(mapping, field) !== null) ||
    (field === 'mangoId' && Boolean(mangoIdForAll));
  return all.filter((column) => column.fields.some(given));
}
const gridOf = (columns: Column[]) =>
  ['44px', '112px', ...columns.map((c) => c.width), 'minmax(170px, 1.8fr)'].join(' ');

function StatusCell({ row, spec }: { row: PreviewRow; spec: JobKindSpec }) {
  if (!row.valid)
    return (
      <Badge color="red" variant="light" size="sm">
        Invalid
      </Badge>
    );
  if (row.history)
    return (
      <Tooltip label={row.history.note} multiline w={320}>
        <Badge color={row.history.kind === 'in_progress' ? 'orange' : 'grape'} variant="light" size="sm">
          {row.history.kind === 'migrated'
            ? 'Sent before'
            : row.history.kind === 'found'
              ? spec.words.skipVerdict
              : 'In another job'}
        </Badge>
      </Tooltip>
    );
  const verdict = row.verdict ? verdictLabel(spec)[row.verdict] : undefined;
  return verdict ? (
    <Tooltip label={row.verdictNote ?? verdict.label} disabled={!row.verdictNote} multiline w={260}>
      <Badge color={verdict.color} variant="light" size="sm">
        {verdict.label}
      </Badge>
    </Tooltip>
  ) : (
    <Badge color="teal" variant="light" size="sm">
      Valid
    </Badge>
  );
}

/**
 * Step 3: every row with its verdict, virtualized: only the rows on screen are in the page and only the
 * pages near them are fetched from main, so a 100,000-row file scrolls like a 10-row one.
 */
export function PreviewTable() {
  const summary = useValidation().data;
  const mangoes = useMangoes().data?.mangoes ?? [];
  const filter = useMigrationView((s) => s.previewFilter);
  const setFilter = useMigrationView((s) => s.setPreviewFilter);
  const kind = useMigrationView((s) => s.kind);
  const spec = jobKinds[kind];
  const mapping = useMigrationView((s) => s.mapping);
  const mangoIdForAll = useMigrationView((s) => s.mangoIdForAll);
  const columns = previewColumns(spec, mapping, mangoIdForAll);
  const grid = gridOf(columns);
  const mangoTitle = (id: string | undefined) => mangoes.find((m) => m.id === id?.toLowerCase())?.title;
  const { total, source } = usePreviewTotal(filter);
  const scrollRef = useRef<HTMLDivElement>(null);

  // The virtualizer's functions are read fresh on every render here, which is what the compiler warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const firstPage = items.length > 0 ? Math.floor((items[0]?.index ?? 0) / PREVIEW_PAGE) : 0;
  const lastPage = items.length > 0 ? Math.floor((items[items.length - 1]?.index ?? 0) / PREVIEW_PAGE) : 0;
  const rowAt = usePreviewRows(source, filter, firstPage, lastPage);

  if (!summary) return null;
  const counts: Record<Filter, number> = {
    all: summary.total,
    valid: summary.valid,
    invalid: summary.invalid,
    notes: summary.withNotes,
    already_subscribed: summary.dryRun.counts.already_subscribed ?? 0,
    sent_before: summary.history.migrated + summary.history.found + summary.history.inProgress,
  };
  const options = (['all', 'valid', 'invalid', 'notes'] as Filter[])
    .concat(summary.dryRun.checked ? ['already_subscribed'] : [])
    .concat(counts.sent_before > 0 ? ['sent_before'] : [])
    .map((value) => ({
      value,
      label: `${{ all: 'All', valid: 'Valid', invalid: 'Invalid', notes: 'With notes', already_subscribed: spec.words.skipVerdict, sent_before: 'Sent before' }[value]} (${formatCount(counts[value])})`,
    }));

  return (
    <Paper withBorder radius="md" data-testid="preview-table">
      <Group justify="space-between" p="sm" className="mig-toolbar">
        <SegmentedControl
          size="xs"
          color="blue"
          value={filter}
          onChange={(v) => setFilter(v as Filter)}
          data={options}
          data-testid="preview-filter"
        />
        <Text size="xs" c="dimmed">
          {formatCount(total)} row{total === 1 ? '' : 's'} shown
        </Text>
      </Group>
      <div ref={scrollRef} className="mig-scroller" data-testid="preview-scroller">
        <div className="mig-row mig-head" style={{ gridTemplateColumns: grid }}>
          <span>Row</span>
          <span>Status</span>
          {columns.map((c) => (
            <span key={c.label}>{c.label}</span>
          ))}
          <span>Reasons and notes</span>
        </div>
        {total === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="xl">
            No rows match this filter.
          </Text>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth: 920 }}>
            {items.map((item) => {
              const row = rowAt(item.index);
              return (
                <Box
                  key={item.key}
                  className="mig-row"
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: ROW_HEIGHT,
                    transform: `translateY(${item.start}px)`,
                    gridTemplateColumns: grid,
                  }}
                  data-testid="preview-row"
                >
                  {row ? (
                    <>
                      <Text size="xs" c="dimmed">
                        {row.line}
                      </Text>
                      <StatusCell row={row} spec={spec} />
                      {columns.map((c) => (
                        <Box key={c.label} miw={0}>
                          {c.cell(row, mangoTitle)}
                        </Box>
                      ))}
                      <Tooltip
                        label={[...row.errors.map((e) => e.message), ...row.notes].join('\n')}
                        disabled={row.errors.length + row.notes.length === 0}
                        multiline
                        w={380}
                        style={{ whiteSpace: 'pre-line' }}
                      >
                        <Text size="xs" c={row.errors.length > 0 ? 'red' : 'dimmed'} truncate>
                          {row.errors[0]?.message ?? row.notes[0] ?? ''}
                          {row.errors.length + row.notes.length > 1
                            ? ` (+${row.errors.length + row.notes.length - 1})`
                            : ''}
                        </Text>
                      </Tooltip>
                    </>
                  ) : (
                    <Skeleton height={12} style={{ gridColumn: '1 / -1' }} />
                  )}
                </Box>
              );
            })}
          </div>
        )}
      </div>
    </Paper>
  );
}
