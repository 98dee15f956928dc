import { forwardRef, useLayoutEffect, useRef, useState } from 'react';
import { formatDateTimeZoned } from '@shared/format';
import {
  formatDayShort,
  IST_LABEL,
  seriesKeys,
  seriesLabels,
  type SeriesKey,
} from '@shared/areas/analytics/domain';
import type { ChartKind } from './view-store';
import type { ActivityView } from './activity-view';
import { ActivityChart } from './ActivityChart';
import { lightPalette as palette } from './chart-palette';
import { changeLabel } from './SummaryCards';

export interface ExportFrameProps {
  view: ActivityView;
  kind: ChartKind;
  visible: readonly SeriesKey[];
  channels: string;
  fetchedAt: string;
  /** Which profile and business the numbers came from; drawn as the caption's first line. */
  profileLine?: string;
  /** A live profile's caption is red, like the app's live marker. */
  live?: boolean;
  width: number;
  height: number;
}

const groupingWords = { day: 'per day', week: 'per week (Monday to Sunday)', month: 'per month' } as const;

/**
 * What an exported image shows: title, range, channels and zone drawn in above the chart, at exactly the
 * chosen size, always on a light background so it pastes cleanly into a report. Plain elements with
 * fixed colours: the image is rendered outside the app's theme.
 */
export const ExportFrame = forwardRef<HTMLDivElement, ExportFrameProps>(function ExportFrame(props, ref) {
  const { view, width, height } = props;
  const scale = Math.min(1.6, Math.max(0.6, width / 1200));
  const pad = Math.round(28 * scale);
  const headerRef = useRef<HTMLDivElement>(null);
  const [headerHeight, setHeaderHeight] = useState(0);
  useLayoutEffect(() => {
    setHeaderHeight(headerRef.current?.offsetHeight ?? 0);
  }, [props.channels, props.profileLine, width, height, view]);

  const shown = seriesKeys.filter((key) => props.visible.includes(key));
  const chartHeight = Math.max(120, height - headerHeight - pad * 2);
  const line = (size: number, color: string, weight = 400) => ({
    fontSize: Math.round(size * scale),
    color,
    fontWeight: weight,
    lineHeight: 1.35,
    margin: 0,
  });
  const previous = view.previous;
  const swatch = (color: string, style: 'solid' | 'dashed') => ({
    display: 'inline-block',
    width: Math.round(18 * scale),
    marginRight: Math.round(6 * scale),
    borderTop: `${style === 'solid' ? 3 : 2}px ${style} ${color}`,
    opacity: style === 'solid' ? 1 : 0.75,
  });

  return (
    <div
      ref={ref}
      data-testid="analytics-export-frame"
      style={{
        width,
        height,
        boxSizing: 'border-box',
        padding: pad,
        background: palette.background,
        color: palette.text,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        overflow: 'hidden',
      }}
    >
      <div ref={headerRef} style={{ paddingBottom: Math.round(12 * scale) }}>
        <p style={line(28, palette.text, 700)}>Community activity {groupingWords[view.grouping]}</p>
        {props.profileLine ? (
          <p
            style={line(14, props.live ? '#c92a2a' : palette.muted, 700)}
            data-testid="analytics-export-profile"
          >
            {props.profileLine}
          </p>
        ) : null}
        <p style={line(16, palette.muted, 500)}>
          {formatDayShort(view.range.from, true)} – {formatDayShort(view.range.to, true)} · {view.days} days
          {previous
            ? ` · dashed lines: previous period ${formatDayShort(previous.range.from, true)} – ${formatDayShort(previous.range.to, true)}`
            : ''}
        </p>
        <p
          style={{
            ...line(14, palette.muted),
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          Channels: {props.channels}
        </p>
        <p style={line(13, palette.muted)}>
          Days are {IST_LABEL} calendar days, as the service groups them · fetched{' '}
          {formatDateTimeZoned(props.fetchedAt)}
        </p>
        {view.partial ? (
          <p style={line(13, palette.text, 600)} data-testid="analytics-export-partial">
            Shaded, dashed: {view.partial.label.toLowerCase()} (
            {view.partial.days.map((day) => formatDayShort(day, true)).join(', ')}), counts not final
          </p>
        ) : null}
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: `${Math.round(4 * scale)}px ${Math.round(24 * scale)}px`,
            marginTop: Math.round(8 * scale),
          }}
        >
          {shown.map((key) => {
            const total = view.totals[key].toLocaleString('en-IN');
            const change = previous ? ` (${changeLabel(view.totals[key], previous.totals[key]).text})` : '';
            return (
              <span
                key={key}
                style={{ ...line(15, palette.text, 600), display: 'flex', alignItems: 'center' }}
              >
                <span style={swatch(palette.series[key], 'solid')} />
                {previous ? <span style={swatch(palette.series[key], 'dashed')} /> : null}
                {seriesLabels[key]} {total}
                {change}
              </span>
            );
          })}
        </div>
      </div>
      {headerHeight > 0 ? (
        <ActivityChart
          buckets={view.buckets}
          grouping={view.grouping}
          kind={props.kind}
          visible={props.visible}
          showPrevious={Boolean(previous)}
          palette={palette}
          partialLabel={view.partial?.label}
          size={{ width: width - pad * 2, height: chartHeight }}
        />
      ) : null}
    </div>
  );
});
