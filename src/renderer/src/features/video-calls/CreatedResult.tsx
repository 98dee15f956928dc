import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatInZone } from '@shared/domain/schedule';

export interface Created {
  id?: string | undefined;
  recurring: boolean;
  ranges: { fromTime: string; toTime: string }[];
  zone: string;
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
  onOpen: (
    view: { kind: 'detail'; id: string } | { kind: 'series'; groupId: string } | { kind: 'agenda' },
  ) => void;
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
            {created.recurring ? 'Series' : 'Slot'} id: <code>{created.id}</code>
          </Text>
        ) : null}
        <Text size="sm">
          {created.ranges.length === 1 ? 'Scheduled range:' : `${created.ranges.length} scheduled ranges:`}
        </Text>
        <Stack gap={2} mah={220} style={{ overflowY: 'auto' }}>
          {created.ranges.map((r) => (
            <Text size="sm" key={r.fromTime} data-testid="created-range">
              {formatInZone(Date.parse(r.fromTime), created.zone)}
              {operatorZone !== created.zone
                ? ` · ${formatInZone(Date.parse(r.fromTime), operatorZone)} for you`
                : ''}
            </Text>
          ))}
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
