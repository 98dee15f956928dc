import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { AgendaCall } from '@shared/areas/video-calls/channels';
import {
  dateInZone,
  formatDayHeading,
  formatRange,
  zoneAbbreviation,
} from '@shared/areas/video-calls/domain';
import { CallBadges } from './CallBadges';
import { joinedLabel } from './participants';

/** Calls grouped by day in the display zone; the event's own zone beside it when it differs. */
export function AgendaList({
  calls,
  displayZone,
  onOpen,
}: {
  calls: AgendaCall[];
  displayZone: string;
  onOpen: (call: AgendaCall) => void;
}) {
  const days = new Map<string, AgendaCall[]>();
  for (const call of [...calls].sort((a, b) => a.fromTime.localeCompare(b.fromTime))) {
    const day = dateInZone(Date.parse(call.fromTime), displayZone);
    days.set(day, [...(days.get(day) ?? []), call]);
  }
  return (
    <Stack gap="lg" data-testid="agenda-list">
      {[...days].map(([day, list]) => (
        <Stack key={day} gap="xs">
          <Title order={3} size="h5" c="dimmed">
            {formatDayHeading(day)}
          </Title>
          {list.map((call) => (
            <AgendaRow key={call.id} call={call} displayZone={displayZone} onOpen={() => onOpen(call)} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function AgendaRow({
  call,
  displayZone,
  onOpen,
}: {
  call: AgendaCall;
  displayZone: string;
  onOpen: () => void;
}) {
  const start = Date.parse(call.fromTime);
  const end = Date.parse(call.toTime);
  const eventZone = call.timezoneName;
  const differs =
    eventZone !== undefined && zoneAbbreviation(start, eventZone) !== zoneAbbreviation(start, displayZone);
  return (
    <UnstyledButton onClick={onOpen} data-testid="agenda-row">
      <Paper withBorder radius="md" p="sm" className="vc-row">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Stack gap={0} miw={150}>
              <Text fw={600} size="sm">
                {formatRange(start, end, displayZone)}
              </Text>
              {differs && eventZone ? (
                <Text size="xs" c="dimmed">
                  {formatRange(start, end, eventZone)} · {eventZone}
                </Text>
              ) : null}
            </Stack>
            <Stack gap={4}>
              <Text fw={500} size="sm">
                {call.title}
              </Text>
              <Text size="xs" c="dimmed">
                {call.mango.map((m) => m.title ?? m._id).join(', ') || 'No Mango'}
              </Text>
            </Stack>
          </Group>
          <Stack gap={6} align="flex-end">
            <CallBadges
              status={call.status}
              platform={call.platform}
              occurrence={call.occurrence}
              total={call.totalOccurrence}
            />
            {joinedLabel(call.status, call.participantCount) ? (
              <Group gap={4} data-testid="joined-count">
                <IconUsers size={14} />
                <Text size="xs" c="dimmed">
                  {joinedLabel(call.status, call.participantCount)}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
