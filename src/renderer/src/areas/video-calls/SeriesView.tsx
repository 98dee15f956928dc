import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { CUSTOM_PLATFORM } from '@shared/contract/video-calls';
import { formatInZone, lockState } from '@shared/areas/video-calls/domain';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ListTable } from '../../components/ListTable';
import { PlatformBadge, StatusBadge } from './CallBadges';
import { joinedLabel } from './participants';
import { useSeries } from './queries';
import { useTicking } from './use-call-timers';
import { useVideoCallsView } from './view-store';
import { useOpenView } from './route-view';

/** Every occurrence of a recurring series with its state, each linking to its own detail. */
export function SeriesView({ groupId, timeZone }: { groupId: string; timeZone?: string | undefined }) {
  const open = useOpenView();
  const now = useVideoCallsView((s) => s.now);
  const operatorZone = useVideoCallsView((s) => s.operatorZone);
  const tick = useTicking(now, 15_000);
  const series = useSeries(groupId, timeZone);
  const data = series.data?.series ?? null;
  const first = data?.occurrences[0];
  const zone = first?.timezoneName ?? timeZone ?? operatorZone;
  return (
    <Stack gap="md" data-testid="series-view">
      <Group justify="space-between">
        <Stack gap={4}>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={14} />}
            onClick={() => open({ kind: 'agenda' })}
            w="fit-content"
          >
            Agenda
          </Button>
          <Title order={3}>{first?.title ?? 'Recurring series'}</Title>
          <Text size="sm" c="dimmed">
            {data
              ? `${data.totalOccurrence ?? data.occurrences.length} occurrences · ${zone}`
              : 'Loading the series…'}{' '}
            · series id <code>{groupId}</code>
          </Text>
        </Stack>
      </Group>
      {series.appError ? <ErrorAlert error={series.appError} title="The series could not be read" /> : null}
      {!data && !series.appError ? <Skeleton height={240} radius="md" /> : null}
      {data ? (
        <Paper withBorder radius="md">
          <ListTable
            minWidth={760}
            verticalSpacing="xs"
            highlightOnHover
            columns={[
              '#',
              'Event time',
              operatorZone !== zone ? 'Your time' : null,
              'State',
              'Editing',
              'Joined',
              '',
            ]}
          >
            {data.occurrences.map((o) => {
              const start = o.fromTime ? Date.parse(o.fromTime) : NaN;
              const lock = lockState(o, tick);
              return (
                <Table.Tr key={o._id ?? o.fromTime} data-testid="series-row">
                  <Table.Td>
                    {o.occurrence ?? '—'} of {o.totalOccurrence ?? data.occurrences.length}
                  </Table.Td>
                  <Table.Td>
                    {Number.isFinite(start) ? formatInZone(start, o.timezoneName ?? zone) : '—'}
                  </Table.Td>
                  {operatorZone !== zone ? (
                    <Table.Td c="dimmed">
                      {Number.isFinite(start) ? formatInZone(start, operatorZone) : '—'}
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Group gap={4}>
                      <StatusBadge status={o.status ?? 'upcoming'} />
                      <PlatformBadge
                        platform={o.platform === CUSTOM_PLATFORM || o.meetingUrl ? 'custom' : 'service'}
                      />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {lock.kind === 'locked' ? (
                      <Badge color="red" variant="light" size="sm" title={lock.reason}>
                        locked
                      </Badge>
                    ) : o.isScheduleLocked ? (
                      <Badge color="orange" variant="light" size="sm">
                        schedule locked
                      </Badge>
                    ) : (
                      <Badge color="blue" variant="light" size="sm">
                        editable
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {joinedLabel(o.status, o.participantCount) ??
                      (o.status === 'cancelled' ? 'Cancelled' : 'Not started')}
                  </Table.Td>
                  <Table.Td>
                    {o._id ? (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => open({ kind: 'detail', id: o._id ?? '', timeZone: o.timezoneName })}
                      >
                        Open
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </ListTable>
        </Paper>
      ) : null}
    </Stack>
  );
}
