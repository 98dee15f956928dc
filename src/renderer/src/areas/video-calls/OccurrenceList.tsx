import { useRef } from 'react';
import { Alert, Badge, Box, Group, List, Paper, Text, Tooltip } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Occurrence } from '@shared/areas/video-calls/domain';
import { formatCompact, zoneAbbreviation } from '@shared/areas/video-calls/domain';

const ROW = 34;

/** "EST (-05:00), EDT (-04:00)": one name per distinct offset, not one lookup per occurrence. */
function offsetsOf(occurrences: Occurrence[], zone: string): string {
  const firstByOffset = new Map<string, number>();
  for (const o of occurrences) if (!firstByOffset.has(o.offset)) firstByOffset.set(o.offset, o.start);
  return [...firstByOffset]
    .map(([offset, start]) => `${zoneAbbreviation(start, zone)} (${offset})`)
    .join(', ');
}

/** "9 calls", or "8 calls (1 time skipped by the clocks)". */
function footer(occurrences: Occurrence[]): string {
  const skipped = occurrences.filter((o) => o.nonexistent).length;
  const count = occurrences.length - skipped;
  const calls = `${count} ${count === 1 ? 'call' : 'calls'}`;
  return skipped ? `${calls} (${skipped} ${skipped === 1 ? 'time' : 'times'} skipped by the clocks)` : calls;
}

/** Each occurrence a DST jump skips, in plain words, above the Create button. */
export function SkippedOccurrences({ skipped }: { skipped: string[] }) {
  if (skipped.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconClockExclamation size={18} />}
      title={
        skipped.length === 1
          ? 'One occurrence falls on a skipped time'
          : `${skipped.length} occurrences fall on a skipped time`
      }
      data-testid="skipped-occurrences"
    >
      <List size="sm" spacing={2}>
        {skipped.slice(0, 10).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {skipped.length > 10 ? <Text size="xs">and {skipped.length - 10} more</Text> : null}
    </Alert>
  );
}

/**
 * The exact occurrences the form will create, in the event zone and the operator's zone. Virtualized: a
 * year of daily calls is 365 rows, and only the visible ones are rendered on each keystroke.
 */
export function OccurrenceList({
  occurrences,
  eventZone,
  operatorZone,
  clashing,
}: {
  occurrences: Occurrence[];
  eventZone: string;
  operatorZone: string;
  clashing: ReadonlySet<number>;
}) {
  const parent = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the list re-renders on every change anyway; nothing here is memoized.
  const virtualizer = useVirtualizer({
    count: occurrences.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW,
    overscan: 4,
  });
  const showOperator = operatorZone !== eventZone;
  return (
    <Paper withBorder radius="md" data-testid="occurrence-list" data-count={occurrences.length}>
      <Group
        px="sm"
        py={6}
        gap="md"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text size="xs" fw={600} w={36} c="dimmed">
          #
        </Text>
        <Text size="xs" fw={600} style={{ flex: 1 }} c="dimmed">
          Event time ({eventZone})
        </Text>
        {showOperator ? (
          <Text size="xs" fw={600} style={{ flex: 1 }} c="dimmed">
            Your time ({operatorZone})
          </Text>
        ) : null}
      </Group>
      <Box ref={parent} style={{ maxHeight: 300, overflowY: 'auto' }}>
        <Box style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const o = occurrences[item.index];
            if (!o) return null;
            const clash = clashing.has(o.start);
            return (
              <Group
                key={item.key}
                data-testid="occurrence-row"
                data-clash={clash || undefined}
                px="sm"
                gap="md"
                wrap="nowrap"
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW,
                  transform: `translateY(${item.start}px)`,
                  background: clash
                    ? 'var(--mantine-color-red-light)'
                    : o.nonexistent
                      ? 'var(--mantine-color-orange-light)'
                      : undefined,
                }}
              >
                <Text size="xs" w={36} c="dimmed">
                  {o.index}
                </Text>
                <Group gap={6} style={{ flex: 1, minWidth: 0 }} wrap="nowrap">
                  <Text
                    size="xs"
                    style={{
                      whiteSpace: 'nowrap',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      minWidth: 0,
                    }}
                  >
                    {formatCompact(o.start, eventZone)}
                  </Text>
                  {o.nonexistent ? (
                    <Tooltip
                      label={`${o.fromTime24h} does not happen that day: the clocks jump forward an hour. This call is not created.`}
                    >
                      <Badge color="orange" size="xs">
                        time skipped
                      </Badge>
                    </Tooltip>
                  ) : null}
                  {o.ambiguous ? (
                    <Tooltip label="This local time happens twice that day (clocks go back): the first one is used.">
                      <Badge color="yellow" size="xs" variant="light" style={{ flexShrink: 0 }}>
                        twice
                      </Badge>
                    </Tooltip>
                  ) : null}
                  {clash ? (
                    <Badge color="red" size="xs" style={{ flexShrink: 0 }}>
                      clash
                    </Badge>
                  ) : null}
                </Group>
                {showOperator ? (
                  <Text size="xs" c="dimmed" style={{ flex: 1, whiteSpace: 'nowrap' }}>
                    {formatCompact(o.start, operatorZone)}
                  </Text>
                ) : null}
              </Group>
            );
          })}
        </Box>
      </Box>
      {occurrences.length > 0 ? (
        <Text
          size="xs"
          c="dimmed"
          px="sm"
          py={6}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {footer(occurrences)} · offsets {offsetsOf(occurrences, eventZone)}
        </Text>
      ) : null}
    </Paper>
  );
}
