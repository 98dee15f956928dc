import {
  CheckAvailabilityBody,
  CreateVideoCallBody,
  CUSTOM_PLATFORM,
  SERVICE_PLATFORM,
  UpdateVideoCallBody,
} from '../../shared/contract/video-calls';
import type { CreatorRecord, VideoCallRecord } from '../fixture-schema';
import type { Handler, SandboxCore } from '../context';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { expandSchedule, overlaps, type ScheduleInput, type Slot } from '../schedule';
import { ownedMango, parseOr400 } from './common';
import { availabilityJson, createdVideoCallJson, videoCallJson } from '../serializers/video-calls';
import { callStatus, isCustomPlatform, notEditableReason } from './video-call-view';

/** mango, excludeMangoes and mangoToSell are checked together; any bad id refuses the whole request. */
function checkMangoRefs(core: SandboxCore, creator: string, ids: string[]): void {
  const bad = ids.filter((id) => !ownedMango(core, creator, id));
  if (bad.length > 0) {
    throw forbidden(
      `Mango not found or not owned by you: ${[...new Set(bad)].join(', ')}`,
      'WORKSHOP_MANGO_FORBIDDEN',
    );
  }
}

function slotsOr400(core: SandboxCore, creator: CreatorRecord, input: ScheduleInput): Slot[] {
  const result = expandSchedule(input, core.clock.now(), creator.features.webinarExpiresAt);
  if (!result.ok) throw badRequest(result.reason, 'WORKSHOP_INVALID_SCHEDULE');
  return result.slots;
}

/** Service-hosted upcoming or ongoing calls that clash with a slot; custom-platform calls are exempt. */
function clashes(core: SandboxCore, creator: string, slots: Slot[], skip: (c: VideoCallRecord) => boolean) {
  const now = core.clock.now();
  const out: { newCall: Slot; existingCall: VideoCallRecord }[] = [];
  for (const call of core.state.data.videoCalls) {
    if (call.creator !== creator || skip(call) || isCustomPlatform(call)) continue;
    const status = callStatus(call, now);
    if (status !== 'upcoming' && status !== 'ongoing') continue;
    for (const slot of slots) if (overlaps(slot, call)) out.push({ newCall: slot, existingCall: call });
  }
  return out;
}

function overlapError(list: { existingCall: VideoCallRecord }[]) {
  const first = list[0]?.existingCall;
  return conflict(
    `The slot overlaps with "${first?.title ?? 'another call'}" at ${first?.fromTime ?? ''}`,
    'WORKSHOP_OVERLAP',
  );
}

export const createVideoCall: Handler = (ctx, core) => {
  const body = parseOr400(CreateVideoCallBody, ctx.body);
  const mangoes = Array.isArray(body.mango) ? body.mango : [body.mango];
  checkMangoRefs(core, ctx.creator._id, [
    ...mangoes,
    ...(body.excludeMangoes ?? []),
    ...(body.mangoToSell ? [body.mangoToSell] : []),
  ]);
  const slots = slotsOr400(core, ctx.creator, body);
  const custom = body.meetingUrl !== undefined;
  if (!custom) {
    const found = clashes(core, ctx.creator._id, slots, () => false);
    if (found.length > 0) throw overlapError(found);
  }
  const recurring = (body.callType ?? 'onetime') === 'recurring';
  const groupId = recurring ? core.state.newId() : undefined;
  const createdAt = core.clock.nowIso();
  const created = slots.map((slot, i) => {
    const record: VideoCallRecord = {
      _id: core.state.newId(),
      creator: ctx.creator._id,
      title: body.title,
      description: body.description ?? '',
      thumbnail: body.thumbnail ?? '',
      startDate: slot.startDate,
      fromTime24h: slot.fromTime24h,
      timezoneName: body.timezoneName,
      duration: body.duration,
      fromTime: slot.fromTime,
      toTime: slot.toTime,
      platform: custom ? CUSTOM_PLATFORM : SERVICE_PLATFORM,
      ...(custom ? { meetingUrl: body.meetingUrl } : {}),
      cancelled: false,
      providerLinkIssued: false,
      mango: mangoes,
      excludeMangoes: body.excludeMangoes ?? [],
      ...(body.mangoToSell ? { mangoToSell: body.mangoToSell } : {}),
      videoWaitingList: body.videoWaitingList ?? false,
      videoRegistration: body.videoRegistration ?? false,
      enableRecordingVideoCall: body.enableRecordingVideoCall ?? false,
      autoUploadRecordingsEnabled: false,
      recordings: [],
      isRecordingDeleted: false,
      callType: recurring ? 'recurring' : 'onetime',
      ...(groupId ? { groupId, occurrence: i + 1, totalOccurrence: slots.length } : {}),
      participantCount: 0,
      createdAt,
    };
    return core.state.insert('videoCalls', record);
  });
  core.recordEffect('videoCall.created', { ids: created.map((c) => c._id), groupId: groupId ?? null });
  return { body: createdVideoCallJson(groupId ?? created[0]?._id ?? '', slots) };
};

export const checkVideoCallAvailability: Handler = (ctx, core) => {
  const body = parseOr400(CheckAvailabilityBody, ctx.body);
  const slots = slotsOr400(core, ctx.creator, body);
  if (body.meetingUrl !== undefined) return { body: availabilityJson(0, []) };
  const found = clashes(
    core,
    ctx.creator._id,
    slots,
    (c) => c._id === body.excludeVideocall || (body.groupId !== undefined && c.groupId === body.groupId),
  );
  const perSlot = new Map<string, number>();
  for (const f of found) perSlot.set(f.newCall.fromTime, (perSlot.get(f.newCall.fromTime) ?? 0) + 1);
  return { body: availabilityJson(Math.max(0, ...perSlot.values()), found) };
};

export function ownedCall(core: SandboxCore, creator: string, id: string): VideoCallRecord {
  const call = core.state.byId('videoCalls', id);
  if (!call || call.creator !== creator) throw notFound('Video call not found', 'WORKSHOP_NOT_FOUND');
  return call;
}

const SCHEDULE_KEYS = ['startDate', 'fromTime', 'timezoneName', 'duration'] as const;

export const updateVideoCall: Handler = (ctx, core) => {
  const call = ownedCall(core, ctx.creator._id, ctx.params.videoCallId ?? '');
  const body = parseOr400(UpdateVideoCallBody, ctx.body);
  const now = core.clock.now();
  const reason = notEditableReason(call, now);
  if (reason) throw badRequest(reason, 'WORKSHOP_NOT_EDITABLE');

  const stored = {
    startDate: call.startDate,
    fromTime: call.fromTime24h,
    timezoneName: call.timezoneName,
    duration: call.duration,
  };
  const next = {
    ...stored,
    ...Object.fromEntries(SCHEDULE_KEYS.flatMap((k) => (body[k] !== undefined ? [[k, body[k]]] : []))),
  };
  const scheduleChanged = SCHEDULE_KEYS.some((k) => next[k] !== stored[k]);
  if (scheduleChanged && call.providerLinkIssued) {
    throw badRequest(
      'The schedule is locked because a video link has been issued',
      'WORKSHOP_SCHEDULE_LOCKED',
    );
  }
  const mangoes =
    body.mango === undefined ? call.mango : Array.isArray(body.mango) ? body.mango : [body.mango];
  checkMangoRefs(core, ctx.creator._id, [
    ...(body.mango !== undefined ? mangoes : []),
    ...(body.excludeMangoes ?? []),
    ...(body.mangoToSell ? [body.mangoToSell] : []),
  ]);
  let slot: Slot | undefined;
  if (scheduleChanged) {
    slot = slotsOr400(core, ctx.creator, next)[0];
    const custom = body.meetingUrl !== undefined || isCustomPlatform(call);
    if (slot && !custom) {
      const found = clashes(core, ctx.creator._id, [slot], (c) => c._id === call._id);
      if (found.length > 0) throw overlapError(found);
    }
  }
  const { startDate: _s, fromTime: _f, mango: _m, ...rest } = body;
  Object.assign(call, rest, { mango: mangoes });
  if (body.meetingUrl !== undefined) call.platform = CUSTOM_PLATFORM;
  if (slot) {
    Object.assign(call, { ...slot, timezoneName: next.timezoneName, duration: next.duration });
    call.videoCallRescheduledAt = core.clock.nowIso();
  }
  core.state.touch();
  core.recordEffect('videoCall.updated', { id: call._id, rescheduled: Boolean(slot) });
  return { body: videoCallJson(core, call) };
};
