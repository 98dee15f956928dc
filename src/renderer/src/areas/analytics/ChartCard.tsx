import { useEffect, useRef } from 'react';
import { Chip, Group, Paper, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import {
  formatDayShort,
  seriesKeys,
  seriesLabels,
  type Grouping,
  type SeriesKey,
} from '@shared/areas/analytics/domain';
import type { AnalyticsViewState, ChartKind } from './view-store';
import type { ActivityView } from './activity-view';
import { ActivityChart } from './ActivityChart';
import { mark } from './marks';
import type { ChartPalette } from './chart-palette';

/** Marks the first frame in which the chart's SVG is on screen (for the benchmark and for profiling). */
function usePaintMark(container: React.RefObject<HTMLDivElement | null>, view: ActivityView): void {
  useEffect(() => {
    let frames = 0;
    let id = requestAnimationFrame(function check() {
      if (container.current?.querySelector('.recharts-cartesian-grid')) {
        mark('analytics:painted');
        return;
      }
      if ((frames += 1) < 240) id = requestAnimationFrame(check);
    });
    return () => cancelAnimationFrame(id);
  }, [container, view]);
}

/** The chart's key to its shaded days: which days are not final, and why their line drops. */
export function PartialNote({
  partial,
  palette,
}: {
  partial: NonNullable<ActivityView['partial']>;
  palette: ChartPalette;
}) {
  const days = partial.days.map((day) => formatDayShort(day, true)).join(', ');
  return (
    <Group gap={8} justify="center" wrap="nowrap" data-testid="analytics-partial-note">
      <span
        aria-hidden
        style={{
          width: 18,
          height: 12,
          flex: 'none',
          background: palette.partial,
          borderTop: `2px dashed ${palette.muted}`,
        }}
      />
      <Text size="xs">
        <b>{partial.label}</b> (shaded, dashed): {days} in IST. Its counts are not final and will still grow,
        so a drop there is not a real fall.
      </Text>
    </Group>
  );
}

/** The chart with its controls: lines or stacked bars, which series, grouping, and the comparison. */
export function ChartCard({
  view,
  state,
  palette,
}: {
  view: ActivityView;
  state: Pick<
    AnalyticsViewState,
    | 'chartKind'
    | 'visible'
    | 'grouping'
    | 'compare'
    | 'setChartKind'
    | 'setVisible'
    | 'setGrouping'
    | 'setCompare'
  >;
  palette: ChartPalette;
}) {
  const container = useRef<HTMLDivElement>(null);
  usePaintMark(container, view);
  const autoLabel = `Auto (${view.grouping})`;
  const empty = seriesKeys.every((key) => view.totals[key] === 0);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <SegmentedControl
              size="xs"
              value={state.chartKind}
              onChange={(value) => state.setChartKind(value as ChartKind)}
              data={[
                { value: 'line', label: 'Lines' },
                { value: 'bar', label: 'Stacked bars' },
              ]}
              aria-label="Chart kind"
            />
            <SegmentedControl
              size="xs"
              value={state.grouping}
              onChange={(value) => state.setGrouping(value as Grouping | 'auto')}
              data={[
                { value: 'auto', label: autoLabel },
                { value: 'day', label: 'Day' },
                { value: 'week', label: 'Week' },
                { value: 'month', label: 'Month' },
              ]}
              aria-label="Grouping"
            />
          </Group>
          <Switch
            checked={state.compare}
            onChange={(event) => state.setCompare(event.currentTarget.checked)}
            label={`Compare with the previous ${view.days} days`}
            data-testid="analytics-compare"
          />
        </Group>
        <Chip.Group multiple value={state.visible} onChange={(keys) => state.setVisible(keys as SeriesKey[])}>
          <Group gap="xs">
            {seriesKeys.map((key) => (
              <Chip key={key} value={key} color={palette.series[key]} size="sm" variant="outline">
                {seriesLabels[key]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <div ref={container} data-testid="analytics-chart">
          <ActivityChart
            buckets={view.buckets}
            grouping={view.grouping}
            kind={state.chartKind}
            visible={state.visible}
            showPrevious={Boolean(view.previous)}
            palette={palette}
            partialLabel={view.partial?.label}
            height={380}
          />
        </div>
        {view.partial ? <PartialNote partial={view.partial} palette={palette} /> : null}
        {state.visible.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center">
            Choose at least one series to plot.
          </Text>
        ) : null}
        {empty ? (
          <Text size="sm" c="dimmed" ta="center" data-testid="analytics-empty">
            No posts, comments or likes in this range: every day is zero.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
