import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import {
  formatDayShort,
  percentChange,
  seriesKeys,
  seriesLabels,
  type SeriesKey,
} from '@shared/areas/analytics/domain';
import type { ActivityView } from './activity-view';
import type { ChartPalette } from './chart-palette';

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** "+12.5%", "−3.0%", "new" (nothing before), "no change". */
export function changeLabel(current: number, previous: number): { text: string; color: string } {
  const change = percentChange(current, previous);
  if (change === null) return { text: 'new (none before)', color: 'blue' };
  if (Math.abs(change) < 0.05) return { text: 'no change', color: 'gray' };
  const sign = change > 0 ? '+' : '−';
  return { text: `${sign}${number(Math.abs(change), 1)}%`, color: change > 0 ? 'teal' : 'red' };
}

/** Totals and daily averages of the range, with the change from the previous period when it is shown. */
export function SummaryCards({
  view,
  visible,
  palette,
}: {
  view: ActivityView;
  visible: readonly SeriesKey[];
  palette: ChartPalette;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {seriesKeys.map((key) => {
        const total = view.totals[key];
        const previous = view.previous?.totals[key];
        const change = previous === undefined ? null : changeLabel(total, previous);
        return (
          <Paper
            key={key}
            withBorder
            radius="md"
            p="md"
            data-testid={`analytics-total-${key}`}
            opacity={visible.includes(key) ? 1 : 0.55}
          >
            <Group gap={8} mb={4}>
              <span style={{ width: 10, height: 10, borderRadius: 5, background: palette.series[key] }} />
              <Text size="sm" c="dimmed" fw={500}>
                {seriesLabels[key]}
              </Text>
            </Group>
            <Group justify="space-between" align="flex-end" wrap="nowrap">
              <Text fz={28} fw={700} lh={1.1} data-testid={`analytics-total-${key}-value`}>
                {number(total)}
              </Text>
              {change ? (
                <Badge variant="light" color={change.color} title="Change from the previous period">
                  {change.text}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" mt={6}>
              {number(total / Math.max(1, view.days), 1)} per day over {view.days} days
              {previous !== undefined ? ` · ${number(previous)} in the previous ${view.days}` : ''}
            </Text>
            {view.partial ? (
              <Text size="xs" mt={2} data-testid={`analytics-total-${key}-partial`}>
                Includes {view.partial.days.map((day) => formatDayShort(day, true)).join(', ')} (
                {view.partial.label.toLowerCase()}), not final yet
              </Text>
            ) : null}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
