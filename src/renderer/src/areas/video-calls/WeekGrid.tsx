import { useEffect, useRef } from 'react';
import { Box, Paper, ScrollArea, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { DateTime } from 'luxon';
import type { AgendaCall } from '@shared/areas/video-calls/channels';
import {
  addDays,
  dateInZone,
  formatDayShort,
  formatRange,
  timeInZone,
} from '@shared/areas/video-calls/domain';
import { useTicking } from './use-call-timers';

const HOUR_PX = 40;
const GUTTER = 52;
const STATUS_COLOR: Record<string, string> = {
  upcoming: 'var(--mantine-color-blue-filled)',
  ongoing: 'var(--mantine-color-green-filled)',
  completed: 'var(--mantine-color-gray-6)',
  cancelled: 'var(--mantine-color-red-filled)',
};

interface Placed {
  call: AgendaCall;
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

/** Side-by-side lanes for calls that overlap within one day column. */
function place(calls: AgendaCall[], day: string, zone: string): Placed[] {
  const dayStart = DateTime.fromISO(day, { zone }).toMillis();
  const items = calls
    .map((call) => {
      const start = Math.max(Date.parse(call.fromTime), dayStart);
      const end = Math.max(start + 15 * 60_000, Date.parse(call.toTime));
      return { call, start, end };
    })
    .sort((a, b) => a.start - b.start);
  const laneEnds: number[] = [];
  const placed = items.map(({ call, start, end }) => {
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = end;
    const minutes = (start - dayStart) / 60_000;
    return {
      call,
      top: (minutes / 60) * HOUR_PX,
      height: Math.max(18, ((end - start) / 3_600_000) * HOUR_PX - 2),
      lane,
      lanes: 0,
    };
  });
  return placed.map((p) => ({ ...p, lanes: Math.max(1, laneEnds.length) }));
}

/** A Monday-to-Sunday time grid in the display zone; each block opens its call. */
export function WeekGrid({
  calls,
  weekStart,
  displayZone,
  now,
  onOpen,
}: {
  calls: AgendaCall[];
  weekStart: string;
  displayZone: string;
  /** The service's "now": a line marks it on today's column. */
  now: () => number;
  onOpen: (call: AgendaCall) => void;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const tick = useTicking(now, 60_000);
  const today = dateInZone(tick, displayZone);
  const nowTop = ((tick - DateTime.fromISO(today, { zone: displayZone }).toMillis()) / 3_600_000) * HOUR_PX;
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const byDay = new Map<string, AgendaCall[]>(days.map((d) => [d, []]));
  for (const call of calls) byDay.get(dateInZone(Date.parse(call.fromTime), displayZone))?.push(call);
  // Open the grid at the week's first call (an hour before), or at 07:00 in an empty week.
  const hours = calls.map((c) => DateTime.fromISO(c.fromTime, { zone: displayZone }).hour);
  const holdsToday = days.includes(today);
  const firstHour = holdsToday
    ? Math.max(0, Math.floor(nowTop / HOUR_PX) - 2)
    : hours.length
      ? Math.max(0, Math.min(...hours) - 1)
      : 7;
  useEffect(() => {
    viewport.current?.scrollTo({ top: firstHour * HOUR_PX });
  }, [weekStart, firstHour]);
  const template = `${GUTTER}px repeat(7, minmax(0, 1fr))`;
  return (
    <Paper withBorder radius="md" data-testid="week-grid" style={{ overflow: 'hidden' }}>
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: template,
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <div />
        {days.map((d) => (
          <Text
            key={d}
            size="xs"
            fw={600}
            ta="center"
            py={6}
            c={d === today ? 'red' : undefined}
            aria-current={d === today ? 'date' : undefined}
          >
            {formatDayShort(d)}
            {d === today ? ' · today' : ''}
          </Text>
        ))}
      </Box>
      <ScrollArea h={520} viewportRef={viewport}>
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: template,
            height: 24 * HOUR_PX,
            position: 'relative',
          }}
        >
          <Box style={{ position: 'relative' }}>
            {Array.from({ length: 24 }, (_, h) => (
              <Text
                key={h}
                size="10px"
                c="dimmed"
                ta="right"
                pr={6}
                style={{ position: 'absolute', top: h * HOUR_PX - 6, right: 0 }}
              >
                {h === 0 ? '' : `${String(h).padStart(2, '0')}:00`}
              </Text>
            ))}
          </Box>
          {days.map((d) => (
            <Box
              key={d}
              style={{
                position: 'relative',
                borderLeft: '1px solid var(--mantine-color-default-border)',
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--mantine-color-default-border) ${HOUR_PX - 1}px, var(--mantine-color-default-border) ${HOUR_PX}px)`,
              }}
            >
              {d === today ? (
                <Box
                  data-testid="now-line"
                  role="img"
                  aria-label={`Now, ${timeInZone(tick, displayZone)}`}
                  title={`Now, ${timeInZone(tick, displayZone)}`}
                  style={{
                    position: 'absolute',
                    top: nowTop,
                    left: 0,
                    right: 0,
                    height: 2,
                    background: 'var(--mantine-color-red-filled)',
                    zIndex: 2,
                    pointerEvents: 'none',
                  }}
                />
              ) : null}
              {place(byDay.get(d) ?? [], d, displayZone).map(({ call, top, height, lane, lanes }) => (
                <Tooltip
                  key={call.id}
                  label={`${call.title} · ${formatRange(Date.parse(call.fromTime), Date.parse(call.toTime), displayZone)}`}
                >
                  <UnstyledButton
                    onClick={() => onOpen(call)}
                    data-testid="week-block"
                    style={{
                      position: 'absolute',
                      top,
                      height,
                      left: `calc(${(lane / lanes) * 100}% + 2px)`,
                      width: `calc(${100 / lanes}% - 4px)`,
                      background: STATUS_COLOR[call.status] ?? STATUS_COLOR['upcoming'],
                      color: 'var(--mantine-color-white)',
                      borderRadius: 4,
                      padding: '2px 4px',
                      overflow: 'hidden',
                      opacity: call.status === 'completed' || call.status === 'cancelled' ? 0.7 : 1,
                      outline:
                        call.platform === 'custom' ? '2px dashed var(--mantine-color-grape-4)' : undefined,
                    }}
                  >
                    {/* The title wraps over the block's height (a narrow lane cut it to "On…" at 1280 px). */}
                    <Text
                      size="10px"
                      fw={600}
                      lh={1.2}
                      style={{
                        overflowWrap: 'anywhere',
                        display: '-webkit-box',
                        WebkitBoxOrient: 'vertical',
                        WebkitLineClamp: Math.max(1, Math.floor((height - 4) / 12)),
                        overflow: 'hidden',
                      }}
                    >
                      {call.title}
                    </Text>
                  </UnstyledButton>
                </Tooltip>
              ))}
            </Box>
          ))}
        </Box>
      </ScrollArea>
    </Paper>
  );
}
