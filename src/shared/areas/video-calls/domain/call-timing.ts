import { EDIT_LOCK_MINUTES } from './rules';

interface CallTimes {
  fromTime?: string | undefined;
  toTime?: string | undefined;
  isEditable?: boolean | undefined;
  notEditableReason?: string | undefined;
}

/** The instant the edit lock begins: start minus 30 minutes. */
export function editLockMoment(fromTime: string | undefined): number | undefined {
  const start = fromTime ? Date.parse(fromTime) : NaN;
  return Number.isFinite(start) ? start - EDIT_LOCK_MINUTES * 60_000 : undefined;
}

export type LockState =
  | { kind: 'editable'; lockAt: number; msUntilLock: number }
  | { kind: 'editable-unknown' }
  | { kind: 'locked'; reason: string; stale: boolean };

/**
 * Whether the call can be edited at `now`. The service's `isEditable` wins; when it said editable but the
 * lock moment has since passed, the call is treated as locked (stale until the screen reads it again).
 */
export function lockState(call: CallTimes, now: number): LockState {
  if (call.isEditable === false) {
    return {
      kind: 'locked',
      reason: call.notEditableReason ?? 'The service says this call cannot be edited.',
      stale: false,
    };
  }
  const lockAt = editLockMoment(call.fromTime);
  if (lockAt === undefined) return { kind: 'editable-unknown' };
  if (now >= lockAt) {
    return { kind: 'locked', reason: `The call starts within ${EDIT_LOCK_MINUTES} minutes`, stale: true };
  }
  return { kind: 'editable', lockAt, msUntilLock: lockAt - now };
}

export type JoinLinkState =
  | { kind: 'available'; attendee?: string | undefined; host?: string | undefined }
  | { kind: 'not-yet'; appearsAt: number }
  | { kind: 'ended' }
  | { kind: 'custom'; meetingUrl: string }
  | { kind: 'unknown' };

/** Join links exist only while the call is ongoing (spec: Join-link rule); custom calls use meetingUrl. */
export function joinLinkState(
  call: CallTimes & {
    videoMeetingLink?: string | undefined;
    videoMeetingLinkCreator?: string | undefined;
    meetingUrl?: string | undefined;
    status?: string | undefined;
  },
  now: number,
): JoinLinkState {
  if (call.meetingUrl) return { kind: 'custom', meetingUrl: call.meetingUrl };
  if (call.videoMeetingLink || call.videoMeetingLinkCreator) {
    return { kind: 'available', attendee: call.videoMeetingLink, host: call.videoMeetingLinkCreator };
  }
  const start = call.fromTime ? Date.parse(call.fromTime) : NaN;
  const end = call.toTime ? Date.parse(call.toTime) : NaN;
  if (call.status === 'completed' || call.status === 'cancelled' || (Number.isFinite(end) && now >= end)) {
    return { kind: 'ended' };
  }
  if (Number.isFinite(start) && now < start) return { kind: 'not-yet', appearsAt: start };
  return { kind: 'unknown' };
}

export type RecordingsMeaning =
  | { kind: 'has-files' }
  | { kind: 'deleted'; deletedAt?: string | undefined; receivedAt?: string | undefined }
  | { kind: 'not-recorded' }
  | { kind: 'processing' }
  | { kind: 'not-yet' };

/** Which of the spec's three meanings an empty recordings list has (spec: Empty recordings array meanings). */
export function recordingsMeaning(
  call: CallTimes & {
    recordings?: readonly unknown[] | undefined;
    isRecordingDeleted?: boolean | undefined;
    recordingDeletedAt?: string | undefined;
    recordingReceivedAt?: string | undefined;
    enableRecordingVideoCall?: boolean | undefined;
    status?: string | undefined;
  },
  now: number,
): RecordingsMeaning {
  if (call.recordings && call.recordings.length > 0) return { kind: 'has-files' };
  if (call.isRecordingDeleted || call.recordingDeletedAt) {
    return { kind: 'deleted', deletedAt: call.recordingDeletedAt, receivedAt: call.recordingReceivedAt };
  }
  const end = call.toTime ? Date.parse(call.toTime) : NaN;
  const ended = call.status === 'completed' || (Number.isFinite(end) && now >= end);
  if (!ended) return { kind: 'not-yet' };
  // The service gives these two the same fields; recording switched off is the one signal that separates them.
  if (call.enableRecordingVideoCall === false) return { kind: 'not-recorded' };
  return { kind: 'processing' };
}
