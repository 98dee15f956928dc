import {
  ActionIcon,
  Center,
  Group,
  Loader,
  MultiSelect,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendarOff, IconRefresh } from '@tabler/icons-react';
import { addDays, dateInZone } from '@shared/areas/video-calls/domain';
import { formatDay } from '@shared/format';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LazyTooltip } from '../../components/LazyTooltip';
import { AgendaList } from './AgendaList';
import { useAgenda, useMangoOptions } from './queries';
import { useVideoCallsView, weekRange } from './view-store';
import { useOpenView } from './route-view';
import { WeekControls } from './WeekControls';
import { WeekGrid } from './WeekGrid';
import { ZoneSelect } from './ZoneSelect';

/** The creator's calls for a range, as a day-grouped list or a week grid, paged through the service. */
export function AgendaView() {
  const query = useVideoCallsView((s) => s.query);
  const mode = useVideoCallsView((s) => s.mode);
  const setQuery = useVideoCallsView((s) => s.setQuery);
  const setMode = useVideoCallsView((s) => s.setMode);
  const open = useOpenView();
  const now = useVideoCallsView((s) => s.now);
  // Read so "today" (presets, This week) follows the service clock when it moves.
  useVideoCallsView((s) => s.clockOffset);
  const agenda = useAgenda(query);
  const { options: mangoOptions } = useMangoOptions();

  const today = dateInZone(now(), query.displayZone);
  const presets = [
    { value: [today, addDays(today, 13)] as [string, string], label: 'Next 14 days' },
    { value: [today, addDays(today, 89)] as [string, string], label: 'Next 90 days' },
    { value: [addDays(today, -30), today] as [string, string], label: 'Past 30 days' },
    {
      value: [addDays(today, -90), addDays(today, 30)] as [string, string],
      label: 'Past 90 and next 30 days',
    },
  ];
  const data = agenda.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const shiftWeek = (weeks: number) =>
    setQuery({ startDate: addDays(query.startDate, weeks * 7), endDate: addDays(query.endDate, weeks * 7) });

  return (
    <Stack gap="md" data-testid="agenda">
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value === 'week' ? 'week' : 'list')}
            data={[
              { value: 'list', label: 'Agenda' },
              { value: 'week', label: 'Week' },
            ]}
            aria-label="View"
          />
          {mode === 'list' ? (
            <DatePickerInput
              type="range"
              label="Range"
              valueFormat="D MMM YYYY"
              value={[query.startDate, query.endDate]}
              onChange={([start, end]) => start && end && setQuery({ startDate: start, endDate: end })}
              w={250}
              styles={{ input: { whiteSpace: 'nowrap' } }}
              allowSingleDateInRange
              presets={presets}
            />
          ) : (
            <WeekControls
              weekStart={query.startDate}
              today={today}
              onShift={shiftWeek}
              onToday={() => setQuery(weekRange(now(), query.displayZone))}
            />
          )}
          <ZoneSelect
            label="Show times in"
            value={query.displayZone}
            onChange={(displayZone) => setQuery({ displayZone })}
            w={230}
            testId="display-zone"
          />
          <MultiSelect
            label="Mango"
            placeholder={query.mangoes.length ? undefined : 'All Mangoes'}
            data={mangoOptions.map((m) => ({ value: m.id, label: m.title }))}
            value={query.mangoes}
            onChange={(mangoes) => setQuery({ mangoes })}
            searchable
            clearable
            w={220}
            maxValues={20}
            comboboxProps={{ keepMounted: false }}
          />
          <LazyTooltip<HTMLButtonElement> label="Reload" showOnFocus={false}>
            {(target) => (
              <ActionIcon
                {...target}
                variant="subtle"
                size="lg"
                onClick={() => void agenda.refetch()}
                aria-label="Reload agenda"
                ml="auto"
              >
                {agenda.isFetching ? <Loader size={16} /> : <IconRefresh size={18} />}
              </ActionIcon>
            )}
          </LazyTooltip>
        </Group>
      </Paper>

      {agenda.appError ? <ErrorAlert error={agenda.appError} title="The agenda could not be loaded" /> : null}

      {!data && !agenda.isError ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} radius="md" />
          ))}
        </Stack>
      ) : null}

      {data && mode === 'week' ? (
        <WeekGrid
          calls={data.calls}
          weekStart={query.startDate}
          displayZone={query.displayZone}
          now={now}
          onOpen={(call) => open({ kind: 'detail', id: call.id, timeZone: call.timezoneName })}
        />
      ) : null}

      {data && mode === 'list' && data.calls.length > 0 ? (
        <AgendaList
          calls={data.calls}
          displayZone={query.displayZone}
          onOpen={(call) => open({ kind: 'detail', id: call.id, timeZone: call.timezoneName })}
        />
      ) : null}

      {data && data.calls.length === 0 && mode === 'list' ? (
        <Paper withBorder radius="md" p="xl" style={{ borderStyle: 'dashed' }}>
          <Center>
            <Stack align="center" gap={6}>
              <IconCalendarOff size={28} stroke={1.5} />
              <Text fw={500}>No calls in this range</Text>
              <Text size="sm" c="dimmed">
                Widen the range, clear the Mango filter, or schedule a new call.
              </Text>
            </Stack>
          </Center>
        </Paper>
      ) : null}

      {data && pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {data.total} calls · page {data.page} of {pages}
            {mode === 'week' ? ' (this week has more calls than one page holds)' : ''}
          </Text>
          <Pagination total={pages} value={query.page} onChange={(page) => setQuery({ page })} size="sm" />
        </Group>
      ) : data ? (
        <Text size="sm" c="dimmed">
          {data.total} {data.total === 1 ? 'call' : 'calls'} from {formatDay(query.startDate)} to{' '}
          {formatDay(query.endDate)}
        </Text>
      ) : null}
    </Stack>
  );
}
