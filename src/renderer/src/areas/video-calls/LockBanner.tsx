import { Alert, Text } from '@mantine/core';
import { IconClockHour4, IconLock, IconLockOpen } from '@tabler/icons-react';
import {
  EDIT_LOCK_MINUTES,
  formatDuration,
  formatInZone,
  lockState,
  timeInZone,
  zoneAbbreviation,
} from '@shared/areas/video-calls/domain';
import { callZone, type CallAtNow } from './call-at-now';

/** Edit-lock feedback: why the call is read-only, or until when it stays editable. */
export function LockBanner({ call, now, operatorZone }: CallAtNow) {
  const state = lockState(call, now);
  const zone = callZone(call, operatorZone);
  if (state.kind === 'locked') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconLock size={18} />}
        title="This call can no longer be edited"
        data-testid="lock-banner"
        data-state="locked"
      >
        <Text size="sm">{state.reason}.</Text>
        <Text size="sm" c="dimmed" mt={4}>
          The service refuses edits within {EDIT_LOCK_MINUTES} minutes of the start, while a call is in
          progress, and after it has completed or been cancelled. Every field is read-only.
        </Text>
      </Alert>
    );
  }
  if (state.kind === 'editable-unknown') return null;
  // Within half a day the time alone is clear; further out the date is needed too.
  const at = (z: string) =>
    state.msUntilLock > 12 * 3_600_000
      ? formatInZone(state.lockAt, z)
      : `${timeInZone(state.lockAt, z)} ${zoneAbbreviation(state.lockAt, z)}`;
  const other =
    zoneAbbreviation(state.lockAt, operatorZone) !== zoneAbbreviation(state.lockAt, zone)
      ? ` (${at(operatorZone)} for you)`
      : '';
  const soon = state.msUntilLock < 2 * 3_600_000;
  return (
    <Alert
      color={soon ? 'yellow' : 'blue'}
      variant="light"
      icon={soon ? <IconClockHour4 size={18} /> : <IconLockOpen size={18} />}
      title={`Editable until ${at(zone)}${other}, ${EDIT_LOCK_MINUTES} minutes before start`}
      data-testid="lock-banner"
      data-state="editable"
    >
      <Text size="sm">
        The edit lock begins in {formatDuration(state.msUntilLock)}; this screen locks itself when it does.
      </Text>
    </Alert>
  );
}

export function ScheduleLockNotice() {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock size={18} />}
      title="Schedule locked"
      data-testid="schedule-lock"
    >
      <Text size="sm">
        A video-provider link has been issued for this call, so its date, time, zone and duration can no
        longer move. Title, Mangoes and options can still be changed.
      </Text>
    </Alert>
  );
}
