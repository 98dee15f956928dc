import { CUSTOM_PLATFORM, type VideoCall, type VideoCallListItem } from '../../../shared/contract/videoCalls';
import type { SandboxCore } from '../context';
import type { VideoCallRecord } from '../fixture-schema';
import { offsetLabel } from '../schedule';
import { namedRef } from './common';

const EDIT_LOCK_MS = 30 * 60_000;

export type CallStatus = 'upcoming' | 'ongoing' | 'completed' | 'cancelled';

export function callStatus(call: VideoCallRecord, now: number): CallStatus {
  if (call.cancelled) return 'cancelled';
  if (now < Date.parse(call.fromTime)) return 'upcoming';
  if (now < Date.parse(call.toTime)) return 'ongoing';
  return 'completed';
}

/** Why a call cannot be edited now, or undefined when it can (spec: States and transitions 2). */
export function notEditableReason(call: VideoCallRecord, now: number): string | undefined {
  switch (callStatus(call, now)) {
    case 'cancelled':
      return 'The call was cancelled';
    case 'completed':
      return 'The call has already completed';
    case 'ongoing':
      return 'The call is in progress';
    case 'upcoming':
      return Date.parse(call.fromTime) - now <= EDIT_LOCK_MS
        ? 'The call starts within 30 minutes'
        : undefined;
  }
}

export function isCustomPlatform(call: { platform: string; meetingUrl?: string | undefined }): boolean {
  return call.platform === CUSTOM_PLATFORM || Boolean(call.meetingUrl);
}

export function toReadForm(core: SandboxCore, call: VideoCallRecord): VideoCall {
  const now = core.clock.now();
  const status = callStatus(call, now);
  const reason = notEditableReason(call, now);
  const custom = isCustomPlatform(call);
  const view: VideoCall = {
    _id: call._id,
    title: call.title,
    description: call.description,
    thumbnail: call.thumbnail,
    fromTime: call.fromTime,
    toTime: call.toTime,
    startDate: call.startDate,
    fromTime24h: call.fromTime24h,
    duration: call.duration,
    timezoneName: call.timezoneName,
    timezone: offsetLabel(call.fromTime, call.timezoneName),
    status,
    isEditable: reason === undefined,
    ...(reason ? { notEditableReason: reason } : {}),
    isScheduleLocked: call.providerLinkIssued,
    platform: call.platform,
    ...(custom ? { meetingUrl: call.meetingUrl ?? '' } : {}),
    videoMeetingType: custom ? 'custom' : 'video',
    ongoingCallType: custom ? 'custom' : 'video',
    mango: call.mango.map((id) => namedRef(core, id)),
    excludeMangoes: call.excludeMangoes.map((id) => namedRef(core, id)),
    ...(call.mangoToSell ? { mangoToSell: namedRef(core, call.mangoToSell) } : {}),
    videoWaitingList: call.videoWaitingList,
    videoRegistration: call.videoRegistration,
    enableRecordingVideoCall: call.enableRecordingVideoCall,
    autoUploadRecordingsEnabled: call.autoUploadRecordingsEnabled,
    autoUploadRecordingsConfig: [],
    recordings: call.recordings,
    ...(call.recordingReceivedAt ? { recordingReceivedAt: call.recordingReceivedAt } : {}),
    ...(call.recordingDeletedAt ? { recordingDeletedAt: call.recordingDeletedAt } : {}),
    isRecordingDeleted: call.isRecordingDeleted,
    callType: call.callType,
    ...(call.groupId ? { groupId: call.groupId } : {}),
    ...(call.occurrence !== undefined ? { occurrence: call.occurrence } : {}),
    ...(call.totalOccurrence !== undefined ? { totalOccurrence: call.totalOccurrence } : {}),
    showGroupLinkForRecurringCall: call.callType === 'recurring',
    participantCount: call.participantCount,
    ...(call.videoCallRescheduledAt ? { videoCallRescheduledAt: call.videoCallRescheduledAt } : {}),
    createdAt: call.createdAt,
  };
  // Join links exist only while the call is ongoing; custom-platform calls use meetingUrl instead.
  if (status === 'ongoing' && !custom) {
    view.videoMeetingLink = `https://video.sandbox.invalid/j/${call._id}`;
    view.videoMeetingLinkCreator = `https://video.sandbox.invalid/s/${call._id}`;
  }
  return view;
}

export function toListItem(core: SandboxCore, call: VideoCallRecord): VideoCallListItem {
  const custom = isCustomPlatform(call);
  return {
    _id: call._id,
    title: call.title,
    fromTime: call.fromTime,
    toTime: call.toTime,
    status: callStatus(call, core.clock.now()),
    platform: call.platform,
    ...(custom ? { meetingUrl: call.meetingUrl ?? '' } : {}),
    ongoingCallType: custom ? 'custom' : 'video',
    creator: call.creator,
    mango: call.mango.map((id) => namedRef(core, id)),
  };
}
