import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockQuestion, IconUsers } from '@tabler/icons-react';
import type { Availability } from '@shared/channels/video-calls';
import { clashSentence, clashSummary } from '@shared/domain/schedule';
import { ErrorAlert } from '../../components/ErrorAlert';
import type { LiveCheck } from './use-live-checks';

/** The availability check in words: no clash, or each clashing pair in both zones. */
export function AvailabilityPanel({
  check,
  eventZone,
  operatorZone,
  custom,
  blocked,
}: {
  check: LiveCheck<Availability>;
  eventZone: string;
  operatorZone: string;
  custom: boolean;
  blocked: boolean;
}) {
  if (blocked) {
    return (
      <Alert
        variant="light"
        color="gray"
        icon={<IconClockQuestion size={18} />}
        title="Availability"
        data-testid="availability"
      >
        <Text size="sm">Fix the schedule above and the clash check runs again.</Text>
      </Alert>
    );
  }
  if (check.appError) return <ErrorAlert error={check.appError} title="The clash check failed" />;
  if (check.pending || !check.value) {
    return (
      <Alert
        variant="light"
        color="gray"
        icon={<Loader size={16} />}
        title="Checking for clashes…"
        data-testid="availability"
      >
        <Text size="sm">Asking the service about the creator’s other calls.</Text>
      </Alert>
    );
  }
  const clashes = check.value?.clashes ?? [];
  if (clashes.length === 0) {
    return (
      <Alert
        variant="light"
        color="green"
        icon={<IconCircleCheck size={18} />}
        title="No clash"
        data-testid="availability"
        data-state="clear"
      >
        <Text size="sm">
          {custom
            ? 'Custom-platform calls are exempt from the overlap rule.'
            : 'No occurrence overlaps another upcoming or ongoing service-hosted call. Calls that only touch (one ends as the next begins) are fine.'}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert
      variant="light"
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title="Clash"
      data-testid="availability"
      data-state="clash"
    >
      <Text size="sm" mb={6}>
        {clashSummary(clashes)}
      </Text>
      <List size="sm" spacing={4}>
        {clashes.slice(0, 8).map((clash, i) => (
          <List.Item
            key={`${clash.newCall.fromTime}-${clash.existingCall.fromTime}-${i}`}
            data-testid="clash-item"
          >
            {clashSentence(clash, eventZone, operatorZone)}
          </List.Item>
        ))}
      </List>
      {clashes.length > 8 ? (
        <Text size="xs" c="dimmed" mt={4}>
          and {clashes.length - 8} more
        </Text>
      ) : null}
    </Alert>
  );
}

export function ParticipantPreview({
  check,
  hasMangoes,
}: {
  check: LiveCheck<{ totalParticipant: number }>;
  hasMangoes: boolean;
}) {
  return (
    <Group gap={8} data-testid="participant-preview" wrap="nowrap" align="flex-start">
      <IconUsers size={16} style={{ flexShrink: 0, marginTop: 2 }} />
      {!hasMangoes ? (
        <Text size="sm" c="dimmed">
          Pick a Mango to see how many people will be invited.
        </Text>
      ) : check.pending || (!check.value && !check.appError) ? (
        <Text size="sm" c="dimmed">
          Counting participants…
        </Text>
      ) : check.appError ? (
        <Text size="sm" c="red">
          Participant count unavailable: {check.appError.message}
        </Text>
      ) : (
        <Text size="sm">
          <b>{check.value?.totalParticipant ?? 0}</b> participants (active subscribers of the chosen Mangoes,
          less those whose only subscriptions are excluded)
        </Text>
      )}
    </Group>
  );
}
