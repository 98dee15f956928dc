import { useMemo } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  formatDayShort,
  formatMonth,
  seriesKeys,
  seriesLabels,
  type Bucket,
  type Grouping,
  type SeriesKey,
} from '@shared/domain/analytics';
import type { ChartKind } from './view-store';
import type { ChartPalette } from './chart-palette';
import { ActivityTooltip } from './ActivityTooltip';

export interface ActivityChartProps {
  buckets: readonly Bucket[];
  grouping: Grouping;
  kind: ChartKind;
  visible: readonly SeriesKey[];
  showPrevious: boolean;
  palette: ChartPalette;
  /**
   * A fixed size (exports): no tooltip and no legend, because recharts measures its legend on screen and
   * the export preview is scaled; the export frame draws its own legend.
   */
  size?: { width: number; height: number };
  height?: number;
}

/** Flat numbers only: recharts keeps chart data in an immer store, and nested objects make it slow. */
interface Datum {
  index: number;
  tick: string;
  posts: number;
  comments: number;
  likes: number;
  prevPosts?: number;
  prevComments?: number;
  prevLikes?: number;
}

const prevKey = { posts: 'prevPosts', comments: 'prevComments', likes: 'prevLikes' } as const;

function tickLabel(bucket: Bucket, grouping: Grouping, multiYear: boolean): string {
  if (grouping === 'month') return formatMonth(bucket.from);
  return formatDayShort(bucket.from, multiYear);
}

/**
 * Posts, comments and likes per IST day (or week, or month), as lines or stacked bars, with the previous
 * period of the same length as dashed lines. Animation is off: the chart is a report, and exports and
 * timings must see the final drawing.
 */
export function ActivityChart(props: ActivityChartProps) {
  const { buckets, grouping, kind, visible, showPrevious, palette, size } = props;
  const data = useMemo<Datum[]>(() => {
    const first = buckets[0]?.from ?? '';
    const last = buckets[buckets.length - 1]?.to ?? '';
    const multiYear = first.slice(0, 4) !== last.slice(0, 4);
    return buckets.map((bucket, index) => ({
      index,
      tick: tickLabel(bucket, grouping, multiYear),
      posts: bucket.posts,
      comments: bucket.comments,
      likes: bucket.likes,
      ...(bucket.previous
        ? {
            prevPosts: bucket.previous.posts,
            prevComments: bucket.previous.comments,
            prevLikes: bucket.previous.likes,
          }
        : {}),
    }));
  }, [buckets, grouping]);
  const shown = seriesKeys.filter((key) => visible.includes(key));
  const axisStyle = { fontSize: 12, fill: palette.muted };

  const chart = (
    <ComposedChart
      data={data}
      margin={{ top: 8, right: size ? 32 : 16, bottom: 0, left: 0 }}
      {...(size ? { width: size.width, height: size.height } : {})}
    >
      <CartesianGrid stroke={palette.grid} vertical={false} />
      <XAxis
        dataKey="tick"
        tick={axisStyle}
        stroke={palette.axis}
        interval="preserveStartEnd"
        minTickGap={24}
        tickMargin={6}
      />
      <YAxis allowDecimals={false} tick={axisStyle} stroke={palette.axis} width={48} />
      {size ? null : (
        <Tooltip
          cursor={{ stroke: palette.axis, strokeDasharray: '3 3', fill: 'transparent' }}
          isAnimationActive={false}
          content={({ active, payload }) =>
            active ? (
              <ActivityTooltip
                bucket={buckets[(payload?.[0]?.payload as Datum | undefined)?.index ?? -1]}
                visible={shown}
                palette={palette}
              />
            ) : null
          }
        />
      )}
      {size ? null : (
        <Legend
          itemSorter={null}
          wrapperStyle={{ fontSize: 13, color: palette.text, paddingTop: 4 }}
          iconType="plainline"
        />
      )}
      {shown.map((key) =>
        kind === 'bar' ? (
          <Bar
            key={key}
            dataKey={key}
            name={seriesLabels[key]}
            className={`series-${key}`}
            stackId="current"
            fill={palette.series[key]}
            isAnimationActive={false}
            maxBarSize={48}
          />
        ) : (
          <Line
            key={key}
            dataKey={key}
            name={seriesLabels[key]}
            className={`series-${key}`}
            type="monotone"
            stroke={palette.series[key]}
            strokeWidth={2}
            dot={data.length <= 31 ? { r: 2.5 } : false}
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        ),
      )}
      {showPrevious
        ? shown.map((key) => (
            <Line
              key={`prev-${key}`}
              dataKey={prevKey[key]}
              name={`${seriesLabels[key]}, previous period`}
              className={`series-previous-${key}`}
              type="monotone"
              stroke={palette.series[key]}
              strokeOpacity={0.7}
              strokeWidth={1.5}
              strokeDasharray="6 4"
              dot={false}
              activeDot={false}
              isAnimationActive={false}
            />
          ))
        : null}
    </ComposedChart>
  );

  if (size) return chart;
  return (
    <ResponsiveContainer width="100%" height={props.height ?? 360}>
      {chart}
    </ResponsiveContainer>
  );
}
