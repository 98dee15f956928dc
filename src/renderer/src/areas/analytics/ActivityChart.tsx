import { useMemo } from 'react';
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  ReferenceArea,
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
} from '@shared/areas/analytics/domain';
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
  /** What the buckets marked `partial` are called ("Today so far"): they are shaded and drawn dashed. */
  partialLabel?: string | undefined;
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
  partial: boolean;
  /** The complete buckets' counts: absent on a partial bucket, so the solid line stops before it. */
  posts?: number;
  comments?: number;
  likes?: number;
  /** The counts from the last complete bucket on: the dashed segment into the partial ones. */
  partPosts?: number;
  partComments?: number;
  partLikes?: number;
  /** Every bucket's counts, for bars (a partial bar is drawn faded). */
  barPosts: number;
  barComments: number;
  barLikes: number;
  prevPosts?: number;
  prevComments?: number;
  prevLikes?: number;
}

const prevKey = { posts: 'prevPosts', comments: 'prevComments', likes: 'prevLikes' } as const;
const partKey = { posts: 'partPosts', comments: 'partComments', likes: 'partLikes' } as const;
const barKey = { posts: 'barPosts', comments: 'barComments', likes: 'barLikes' } as const;

/**
 * One bucket as the chart draws it. A partial bucket (today so far) has no solid value, only the dashed
 * one, and the dashed segment starts at the bucket just before it, so the drop reads as "not final yet".
 */
function datum(bucket: Bucket, index: number, tick: string, next: Bucket | undefined): Datum {
  const solid = !bucket.partial;
  const dashed = bucket.partial || next?.partial;
  const counts = (key: 'posts' | 'comments' | 'likes') => bucket[key];
  return {
    index,
    tick,
    partial: bucket.partial ?? false,
    ...(solid ? { posts: counts('posts'), comments: counts('comments'), likes: counts('likes') } : {}),
    ...(dashed
      ? { partPosts: counts('posts'), partComments: counts('comments'), partLikes: counts('likes') }
      : {}),
    barPosts: bucket.posts,
    barComments: bucket.comments,
    barLikes: bucket.likes,
    ...(bucket.previous
      ? {
          prevPosts: bucket.previous.posts,
          prevComments: bucket.previous.comments,
          prevLikes: bucket.previous.likes,
        }
      : {}),
  };
}

function tickLabel(bucket: Bucket, grouping: Grouping, multiYear: boolean): string {
  if (grouping === 'month') return formatMonth(bucket.from);
  return formatDayShort(bucket.from, multiYear);
}

/**
 * Posts, comments and likes per IST day (or week, or month), as straight lines (a smoothed curve would
 * invent counts between days) or stacked bars, with the previous period of the same length as dashed
 * lines. A day whose counts are not final is shaded and labelled, its line segment dashed, its bar faded.
 * Animation is off: the chart is a report, and exports and timings must see the final drawing.
 */
export function ActivityChart(props: ActivityChartProps) {
  const { buckets, grouping, kind, visible, showPrevious, palette, size } = props;
  const data = useMemo<Datum[]>(() => {
    const first = buckets[0]?.from ?? '';
    const last = buckets[buckets.length - 1]?.to ?? '';
    const multiYear = first.slice(0, 4) !== last.slice(0, 4);
    return buckets.map((bucket, index) =>
      datum(bucket, index, tickLabel(bucket, grouping, multiYear), buckets[index + 1]),
    );
  }, [buckets, grouping]);
  const shown = seriesKeys.filter((key) => visible.includes(key));
  const partial = data.filter((d) => d.partial);
  const firstPartial = partial[0];
  const lastPartial = partial[partial.length - 1];
  // Lines sit on points, so the shading starts at the last complete day and covers the dashed segment;
  // bars sit in bands, so it covers the partial bars themselves.
  const shadeFrom =
    kind === 'line' && firstPartial && firstPartial.index > 0 ? data[firstPartial.index - 1] : firstPartial;
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
      {shadeFrom && lastPartial ? (
        <ReferenceArea
          x1={shadeFrom.tick}
          x2={lastPartial.tick}
          fill={palette.partial}
          fillOpacity={1}
          stroke="none"
          ifOverflow="extendDomain"
          className="analytics-partial-area"
          label={{
            value: props.partialLabel ?? 'Not final',
            position: 'insideTopRight',
            fill: palette.text,
            fontSize: 12,
          }}
        />
      ) : null}
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
                partialLabel={props.partialLabel}
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
            dataKey={barKey[key]}
            name={seriesLabels[key]}
            className={`series-${key}`}
            stackId="current"
            fill={palette.series[key]}
            isAnimationActive={false}
            maxBarSize={48}
          >
            {data.map((d) => (
              <Cell key={d.index} fillOpacity={d.partial ? 0.4 : 1} />
            ))}
          </Bar>
        ) : (
          <Line
            key={key}
            dataKey={key}
            name={seriesLabels[key]}
            className={`series-${key}`}
            type="linear"
            stroke={palette.series[key]}
            strokeWidth={2}
            dot={data.length <= 31 ? { r: 2.5 } : false}
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        ),
      )}
      {kind === 'line' && firstPartial
        ? shown.map((key) => (
            <Line
              key={`part-${key}`}
              dataKey={partKey[key]}
              name={`${seriesLabels[key]}, ${(props.partialLabel ?? 'not final').toLowerCase()}`}
              className={`series-partial-${key}`}
              type="linear"
              stroke={palette.series[key]}
              strokeWidth={2}
              strokeDasharray="4 4"
              dot={{ r: 2.5 }}
              activeDot={{ r: 4 }}
              legendType="none"
              isAnimationActive={false}
            />
          ))
        : null}
      {showPrevious
        ? shown.map((key) => (
            <Line
              key={`prev-${key}`}
              dataKey={prevKey[key]}
              name={`${seriesLabels[key]}, previous period`}
              className={`series-previous-${key}`}
              type="linear"
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
