import { Group, Paper, Stack, Text } from '@mantine/core';
import {
  formatDayLong,
  formatDayShort,
  seriesLabels,
  type Bucket,
  type SeriesKey,
} from '@shared/areas/analytics/domain';
import type { ChartPalette } from './chart-palette';

/** "Tue, 14 Jan 2025" for a day, "13 Jan – 19 Jan 2025 (7 days)" for a week or month. */
export function bucketTitle(from: string, to: string, days: number): string {
  if (from === to) return formatDayLong(from);
  return `${formatDayShort(from, from.slice(0, 4) !== to.slice(0, 4))} – ${formatDayShort(to, true)} (${days} days)`;
}

/** The exact IST day(s) and counts under the pointer, with the aligned previous days when compared. */
export function ActivityTooltip({
  bucket,
  visible,
  palette,
  partialLabel,
}: {
  bucket: Bucket | undefined;
  visible: readonly SeriesKey[];
  palette: ChartPalette;
  /** What a partial bucket is called ("Today so far"). */
  partialLabel?: string | undefined;
}) {
  if (!bucket) return null;
  const previous = bucket.previous;
  return (
    <Paper withBorder shadow="md" p="sm" radius="md" miw={220} data-testid="analytics-tooltip">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {bucketTitle(bucket.from, bucket.to, bucket.days)}{' '}
          <Text span size="xs" c="dimmed">
            IST
          </Text>
        </Text>
        {bucket.partial ? (
          <Text size="xs" fw={600} data-testid="analytics-tooltip-partial">
            {partialLabel ?? 'Not final'}: these counts are not final yet.
          </Text>
        ) : null}
        {visible.map((key) => (
          <Group key={key} justify="space-between" gap="lg" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <span style={{ width: 10, height: 10, borderRadius: 5, background: palette.series[key] }} />
              <Text size="sm">{seriesLabels[key]}</Text>
            </Group>
            <Text size="sm" fw={600} ff="monospace">
              {bucket[key].toLocaleString('en-IN')}
              {previous ? (
                <Text span size="xs" c="dimmed" ff="monospace">
                  {' '}
                  (prev. {previous[key].toLocaleString('en-IN')})
                </Text>
              ) : null}
            </Text>
          </Group>
        ))}
        {previous ? (
          <Text size="xs" c="dimmed">
            Previous period: {bucketTitle(previous.from, previous.to, bucket.days)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
