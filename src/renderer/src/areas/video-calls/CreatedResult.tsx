import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatDayHeading, formatSpan, dateInZone } from '@shared/areas/video-calls/domain';
import type { View } from './route-view';

export interface Created {
  id?: string | undefined;
  recurring: boolean;
  ranges: { fromTime: string; toTime: string }[];
  zone: string;
}

/** "One call:" or "9 calls, from Tuesday, 24 Nov 2026 to Wednesday, 2 Dec 2026 (times in Asia/Kolkata):". */
function summary(created: Created): string {
  const first = created.ranges[0];
  const last = created.ranges[created.ranges.length - 1];
  if (!first || !last) return 'The service did not list the scheduled times: open the agenda to see them.';
  if (created.ranges.length === 1) return `One call, in ${created.zone}:`;
  const day = (iso: string) => formatDayHeading(dateInZone(Date.parse(iso), created.zone));
  return `${created.ranges.length} calls, from ${day(first.fromTime)} to ${day(last.fromTime)} (times in ${created.zone}):`;
}

/** What the service created: the slot id, or the series id and every scheduled range. */
export function CreatedResult({
  created,
  operatorZone,
  onOpen,
  onAnother,
}: {
  created: Created;
  operatorZone: string;
  onOpen: (view: View) => void;
  onAnother: () => void;
}) {
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={created.recurring ? 'Series scheduled' : 'Call scheduled'}
      data-testid="create-result"
    >
      <Stack gap="xs">
        {created.id ? (
          <Text size="sm">
            {created.recurring ? 'Series' : 'Call'} id: <code>{created.id}</code>
          </Text>
        ) : null}
        <Text size="sm" data-testid="created-summary">
          {summary(created)}
        </Text>
        <Stack gap={2} mah={220} style={{ overflowY: 'auto' }}>
          {created.ranges.map((r) => {
            const start = Date.parse(r.fromTime);
            const end = Date.parse(r.toTime);
            return (
              <Text size="sm" key={r.fromTime} data-testid="created-range">
                {formatSpan(start, end, created.zone)}
                {operatorZone !== created.zone ? ` · ${formatSpan(start, end, operatorZone)} for you` : ''}
              </Text>
            );
          })}
        </Stack>
        <Group gap="sm" mt="xs">
          {created.id ? (
            <Button
              size="xs"
              onClick={() =>
                onOpen(
                  created.recurring
                    ? { kind: 'series', groupId: created.id ?? '' }
                    : { kind: 'detail', id: created.id ?? '' },
                )
              }
              data-testid="open-created"
            >
              {created.recurring ? 'Open series' : 'Open call'}
            </Button>
          ) : null}
          <Button size="xs" variant="default" onClick={onAnother}>
            Schedule another
          </Button>
          <Button size="xs" variant="subtle" onClick={() => onOpen({ kind: 'agenda' })}>
            Back to agenda
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
