import { useCallback } from 'react';
import { Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconList } from '@tabler/icons-react';
import { CUSTOM_PLATFORM } from '@shared/contract/video-calls';
import { dateInZone, formatDayHeading, formatRange } from '@shared/areas/video-calls/domain';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RefreshButton } from '../../components/RefreshButton';
import { CallBadges } from './CallBadges';
import { CallPeople } from './CallPeople';
import { EditCallForm } from './EditCallForm';
import { JoinLinks } from './JoinLinks';
import { LockBanner, ScheduleLockNotice } from './LockBanner';
import { Recordings } from './Recordings';
import { useCallDetail } from './queries';
import { ServiceRecord } from './ServiceRecord';
import { useCallTimers, useTicking } from './use-call-timers';
import { useVideoCallsView } from './view-store';
import { useOpenView } from './route-view';

/** One call: edit-lock state, schedule lock, the edit form, join links, recordings and the full record. */
export function CallDetail({ id, timeZone }: { id: string; timeZone?: string | undefined }) {
  const open = useOpenView();
  const now = useVideoCallsView((s) => s.now);
  const operatorZone = useVideoCallsView((s) => s.operatorZone);
  const detail = useCallDetail(id, timeZone);
  const { refetch } = detail;
  const reload = useCallback(() => void refetch(), [refetch]);
  const call = detail.data?.call ?? null;
  useCallTimers(call, now, reload);
  const tick = useTicking(now);

  if (!call) {
    return detail.appError ? (
      <Stack>
        <ErrorAlert error={detail.appError} title="The call could not be read" />
        <Button variant="default" onClick={() => open({ kind: 'agenda' })} w="fit-content">
          Back to agenda
        </Button>
      </Stack>
    ) : (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={80} />
        <Skeleton height={320} />
      </Stack>
    );
  }
  const zone = call.timezoneName ?? operatorZone;
  const start = call.fromTime ? Date.parse(call.fromTime) : undefined;
  const end = call.toTime ? Date.parse(call.toTime) : undefined;
  const custom = call.platform === CUSTOM_PLATFORM || Boolean(call.meetingUrl);
  return (
    <Stack gap="md" data-testid="call-detail" data-call-id={call._id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Group gap="sm">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={14} />}
              onClick={() => open({ kind: 'agenda' })}
            >
              Agenda
            </Button>
            {call.groupId ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconList size={14} />}
                onClick={() => open({ kind: 'series', groupId: call.groupId ?? '', timeZone: zone })}
                data-testid="open-series"
              >
                Series
              </Button>
            ) : null}
          </Group>
          <Title order={3}>{call.title}</Title>
          {start !== undefined && end !== undefined ? (
            <Text size="sm">
              {formatDayHeading(dateInZone(start, zone))} · {formatRange(start, end, zone)}
              {operatorZone !== zone ? (
                <Text span c="dimmed" size="sm">{` · ${formatRange(start, end, operatorZone)} for you`}</Text>
              ) : null}
            </Text>
          ) : null}
          <CallBadges
            status={call.status ?? 'upcoming'}
            platform={custom ? 'custom' : 'service'}
            occurrence={call.occurrence}
            total={call.totalOccurrence}
          />
        </Stack>
        <RefreshButton onClick={reload} loading={detail.isFetching}>
          Reload
        </RefreshButton>
      </Group>
      {detail.appError ? (
        <ErrorAlert error={detail.appError} title="The latest read failed; showing the previous one" />
      ) : null}
      <LockBanner call={call} now={tick} operatorZone={operatorZone} />
      {call.isScheduleLocked && call.isEditable !== false ? <ScheduleLockNotice /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <EditCallForm key={call._id} call={call} now={tick} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <CallPeople call={call} zone={zone} />
            <JoinLinks call={call} now={tick} operatorZone={operatorZone} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Recordings call={call} now={tick} />
      <ServiceRecord call={call} />
    </Stack>
  );
}
