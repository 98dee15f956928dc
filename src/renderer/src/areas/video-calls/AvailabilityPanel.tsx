import { Alert, Button, Group, List, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockQuestion, IconUsers } from '@tabler/icons-react';
import type { Availability, FreeSlot } from '@shared/areas/video-calls/channels';
import { clashSentence, clashSummary, formatSpan } from '@shared/areas/video-calls/domain';
import { ErrorAlert } from '../../components/ErrorAlert';
import type { LiveCheck } from './use-live-checks';

/** The availability check in words: no clash, or each clashing pair in both zones. */
export function AvailabilityPanel({
  check,
  eventZone,
  operatorZone,
  custom,
  blocked,
  onUseSlot,
}: {
  check: LiveCheck<Availability>;
  eventZone: string;
  operatorZone: string;
  custom: boolean;
  blocked: boolean;
  /** Puts the suggested free slot's date and time in the form. */
  onUseSlot: (slot: FreeSlot) => void;
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
            ? 'Calls on your own meeting link may overlap other calls, so nothing was checked.'
            : 'No occurrence overlaps another of the creator’s upcoming or ongoing calls. Calls that only touch (one ends as the next begins) are fine.'}
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
      <SuggestedSlot
        slot={check.value.suggestion}
        eventZone={eventZone}
        operatorZone={operatorZone}
        onUse={onUseSlot}
      />
    </Alert>
  );
}

/** The next start with no clash (same duration and repetition), one click from the form. */
function SuggestedSlot({
  slot,
  eventZone,
  operatorZone,
  onUse,
}: {
  slot: FreeSlot | undefined;
  eventZone: string;
  operatorZone: string;
  onUse: (slot: FreeSlot) => void;
}) {
  if (!slot) {
    return (
      <Text size="sm" mt={8} data-testid="no-free-slot">
        No free slot with the same duration was found close to this time: pick another day or time.
      </Text>
    );
  }
  const start = Date.parse(slot.fromTimeUtc);
  const end = Date.parse(slot.toTimeUtc);
  return (
    <Group mt={10} gap="sm" wrap="wrap" data-testid="free-slot">
      <Text size="sm">
        Next free slot: <b>{formatSpan(start, end, eventZone)}</b>
        {operatorZone !== eventZone ? ` (${formatSpan(start, end, operatorZone)} for you)` : ''}
      </Text>
      <Button size="xs" variant="white" color="dark" onClick={() => onUse(slot)} data-testid="use-free-slot">
        Use this slot
      </Button>
    </Group>
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
          Pick a Mango to see how many customers can join.
        </Text>
      ) : check.pending || (!check.value && !check.appError) ? (
        <Text size="sm" c="dimmed">
          Counting eligible customers…
        </Text>
      ) : check.appError ? (
        <Text size="sm" c="red">
          The number of eligible customers could not be counted: {check.appError.message}
        </Text>
      ) : (
        <Text size="sm">
          <b>{check.value?.totalParticipant ?? 0}</b> eligible customers: people with an active subscription
          to the chosen Mangoes, less those whose only subscriptions are to the excluded ones. This is who can
          join, not who has joined.
        </Text>
      )}
    </Group>
  );
}
