import { useRef } from 'react';
import { Badge, Box, Group, Paper, SegmentedControl, Skeleton, Text, Tooltip } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { PreviewFilter as Filter, PreviewRow } from '@shared/channels/migration';
import { formatCount } from './format';
import { PREVIEW_PAGE, useMangoes, usePreviewRows, usePreviewTotal, useValidation } from './preview-queries';
import { useMigrationView } from './view-store';
import './migration.css';

const ROW_HEIGHT = 44;

const VERDICT_LABEL: Record<string, { label: string; color: string }> = {
  new: { label: 'New', color: 'teal' },
  already_subscribed: { label: 'Already a customer', color: 'yellow' },
  cannot_check: { label: 'Not checked', color: 'gray' },
  mango_unavailable: { label: 'Mango unavailable', color: 'red' },
};

function StatusCell({ row }: { row: PreviewRow }) {
  if (!row.valid)
    return (
      <Badge color="red" variant="light" size="sm">
        Invalid
      </Badge>
    );
  if (row.history)
    return (
      <Tooltip label={row.history.note} multiline w={320}>
        <Badge color={row.history.kind === 'migrated' ? 'grape' : 'orange'} variant="light" size="sm">
          {row.history.kind === 'migrated' ? 'Sent before' : 'In another job'}
        </Badge>
      </Tooltip>
    );
  const verdict = row.verdict ? VERDICT_LABEL[row.verdict] : undefined;
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
    sent_before: summary.history.migrated + summary.history.inProgress,
  };
  const options = (['all', 'valid', 'invalid', 'notes'] as Filter[])
    .concat(summary.dryRun.checked ? ['already_subscribed'] : [])
    .concat(counts.sent_before > 0 ? ['sent_before'] : [])
    .map((value) => ({
      value,
      label: `${{ all: 'All', valid: 'Valid', invalid: 'Invalid', notes: 'With notes', already_subscribed: 'Already customers', sent_before: 'Sent before' }[value]} (${formatCount(counts[value])})`,
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
        <div className="mig-row mig-head">
          <span>Row</span>
          <span>Status</span>
          <span>Name</span>
          <span>Email</span>
          <span>Phone</span>
          <span>Mango</span>
          <span>Validity</span>
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
                  }}
                  data-testid="preview-row"
                >
                  {row ? (
                    <>
                      <Text size="xs" c="dimmed">
                        {row.line}
                      </Text>
                      <StatusCell row={row} />
                      <Text size="sm" truncate>
                        {row.values.name}
                      </Text>
                      <Text size="sm" truncate>
                        {row.values.email}
                      </Text>
                      <Text size="sm" truncate>
                        {row.values.phone}
                      </Text>
                      <Tooltip label={row.values.mangoId}>
                        <Text size="sm" truncate>
                          {mangoes.find((m) => m.id === row.values.mangoId?.toLowerCase())?.title ??
                            row.values.mangoId}
                        </Text>
                      </Tooltip>
                      <Text size="sm" truncate>
                        {row.values.validUntil ||
                          (row.values.validityDays ? `${row.values.validityDays} days` : '')}
                      </Text>
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
