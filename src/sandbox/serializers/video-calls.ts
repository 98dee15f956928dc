import type { SandboxCore } from '../context';
import type { VideoCallRecord } from '../fixture-schema';
import { callStatus, isCustomPlatform, notEditableReason } from '../handlers/video-call-view';
import { offsetLabel } from '../schedule';
import { videoCallMangoJson } from './mangoes';
import { creatorPersonJson } from './users';

/** {_id, title} of a Mango named by a call (the spec's read form; the docs show no read form). */
function namedRef(core: SandboxCore, id: string): { _id: string; title?: string } {
  const mango = core.state.byId('mangoes', id);
  return mango?.title !== undefined ? { _id: id, title: mango.title } : { _id: id };
}

/**
 * One occurrence in the read form. The docs show no example for get, series or update: this keeps the
 * spec's shape ("Video call occurrence (read form)").
 */
export function videoCallJson(core: SandboxCore, call: VideoCallRecord) {
  const now = core.clock.now();
  const status = callStatus(call, now);
  const reason = notEditableReason(call, now);
  const custom = isCustomPlatform(call);
  const live = status === 'ongoing' && !custom;
  return {
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
    // Join links exist only while the call is ongoing; custom-platform calls use meetingUrl instead.
    ...(live
      ? {
          videoMeetingLink: `https://video.sandbox.invalid/j/${call._id}`,
          videoMeetingLinkCreator: `https://video.sandbox.invalid/s/${call._id}`,
        }
      : {}),
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
}

/**
 * A call in the list (workshop/listWorkshopVideoCalls.json): `creator` is the full person, `mango` is ONE
 * Mango object (the call's first; null for a call with none), plus `videocallType` and `whitelabelHost`.
 * `meetingUrl` is always present, as in the docs ("" for a service-hosted call).
 */
export function videoCallListItemJson(core: SandboxCore, call: VideoCallRecord) {
  const custom = isCustomPlatform(call);
  const creator = core.state.byId('creators', call.creator);
  const first = call.mango[0] ? core.state.byId('mangoes', call.mango[0]) : undefined;
  return {
    _id: call._id,
    title: call.title,
    toTime: call.toTime,
    fromTime: call.fromTime,
    status: callStatus(call, core.clock.now()),
    videocallType: 'workshop',
    ongoingCallType: custom ? 'custom' : 'video',
    platform: call.platform,
    meetingUrl: custom ? (call.meetingUrl ?? '') : '',
    whitelabelHost: creator?.host ?? '',
    creator: creator ? creatorPersonJson(creator) : { _id: call.creator },
    mango: first ? videoCallMangoJson(first) : null,
  };
}

/** {total, data: [{date, calls}]} as documented; days grouped in the caller's zone. */
export function videoCallListJson(
  total: number,
  days: Array<[string, ReturnType<typeof videoCallListItemJson>[]]>,
) {
  return { total, data: days.map(([date, calls]) => ({ date, calls })) };
}

/** workshop/createVideoCall.json: `{_id, scheduledMeetingDates: ["<from> to <to>"]}`. */
export function createdVideoCallJson(id: string, slots: Array<{ fromTime: string; toTime: string }>) {
  return { _id: id, scheduledMeetingDates: slots.map((s) => `${s.fromTime} to ${s.toTime}`) };
}

/** workshop/checkVideoCallAvailability.json. */
export function availabilityJson(
  maximumOverlap: number,
  pairs: Array<{
    newCall: { fromTime: string; toTime: string };
    existingCall: { fromTime: string; toTime: string; title: string };
  }>,
) {
  return {
    maximumOverlap,
    overlapList: pairs.map((p) => ({
      newCall: { fromTime: p.newCall.fromTime, toTime: p.newCall.toTime },
      existingCall: {
        fromTime: p.existingCall.fromTime,
        toTime: p.existingCall.toTime,
        title: p.existingCall.title,
      },
    })),
  };
}

/** workshop/getVideoCallParticipantPreview.json. */
export const participantPreviewJson = (totalParticipant: number) => ({ totalParticipant });
