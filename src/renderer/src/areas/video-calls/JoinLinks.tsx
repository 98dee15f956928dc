import { ActionIcon, Card, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { formatDuration, formatInZone, joinLinkState } from '@shared/areas/video-calls/domain';
import { callZone, type CallAtNow } from './call-at-now';

function LinkRow({ label, url, testId }: { label: string; url: string; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" truncate="end" ff="monospace">
          {url}
        </Text>
      </Stack>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`}>
            <ActionIcon
              variant="light"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={`Copy ${label}`}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** Attendee and host links exist only while the call is ongoing; otherwise say when they will. */
export function JoinLinks({ call, now, operatorZone }: CallAtNow) {
  const state = joinLinkState(call, now);
  const zone = callZone(call, operatorZone);
  return (
    <Card withBorder radius="md" data-testid="join-links">
      <Group gap="xs" mb="xs">
        <IconLink size={18} />
        <Title order={3} size="h5">
          Join links
        </Title>
      </Group>
      {state.kind === 'available' ? (
        <Stack gap="sm">
          {state.attendee ? (
            <LinkRow label="Attendee link" url={state.attendee} testId="attendee-link" />
          ) : null}
          {state.host ? (
            <LinkRow label="Host link (starts the meeting)" url={state.host} testId="host-link" />
          ) : null}
          <Text size="xs" c="dimmed">
            The service withdraws these links when the call ends.
          </Text>
        </Stack>
      ) : state.kind === 'custom' ? (
        <Stack gap="sm">
          <LinkRow label="Custom meeting link" url={state.meetingUrl} testId="custom-link" />
          <Text size="xs" c="dimmed">
            A call on your own meeting link always has that link.
          </Text>
        </Stack>
      ) : state.kind === 'not-yet' ? (
        <Text size="sm" c="dimmed">
          The attendee and host links appear when the call starts: {formatInZone(state.appearsAt, zone)}
          {operatorZone !== zone ? ` (${formatInZone(state.appearsAt, operatorZone)} for you)` : ''}, in{' '}
          {formatDuration(state.appearsAt - now)}.
        </Text>
      ) : state.kind === 'ended' ? (
        <Text size="sm" c="dimmed">
          The call is over: the service no longer returns join links for it.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          The service returned no join links for this call.
        </Text>
      )}
    </Card>
  );
}
