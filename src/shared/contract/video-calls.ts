import { z } from 'zod';
import {
  IdOrNamedRef,
  IdOrPerson,
  IsoDateTime,
  LocalDate,
  LocalTime,
  NamedRefList,
  ObjectId,
  PageQuery,
  QueryIdList,
} from './common';
import { op, V1 } from './operation-row';

/** Workshop operations also need `x-timezone-offset`: minutes east of UTC, as a string (India: "330"). */
export const TIMEZONE_OFFSET_HEADER = 'x-timezone-offset';

/** The spec hides the exact platform values; these are the ones the sandbox and console use. */
export const SERVICE_PLATFORM = 'tagmango';
export const CUSTOM_PLATFORM = 'custom';

export const videoCallStatuses = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export const Weekday = z.enum(weekdays);
export type Weekday = z.infer<typeof Weekday>;

export const Recording = z.looseObject({
  recordingType: z.string().optional(),
  url: z.string().optional(),
  isVideoHostedUrl: z.boolean().optional(),
  recordingStartTime: IsoDateTime.optional(),
  recordingEndTime: IsoDateTime.optional(),
  fileSize: z.number().optional(),
  fileExtension: z.string().optional(),
});
export type Recording = z.infer<typeof Recording>;

/** The read form of one occurrence, flattened to the names the update operation accepts. */
export const VideoCall = z.looseObject({
  _id: ObjectId,
  title: z.string().optional(),
  description: z.string().optional(),
  thumbnail: z.string().optional(),
  fromTime: IsoDateTime.optional(),
  toTime: IsoDateTime.optional(),
  startDate: z.string().optional(),
  fromTime24h: z.string().optional(),
  duration: z.number().int().optional(),
  timezoneName: z.string().optional(),
  timezone: z.string().optional(),
  status: z.string().optional(),
  isEditable: z.boolean().optional(),
  notEditableReason: z.string().optional(),
  isScheduleLocked: z.boolean().optional(),
  platform: z.string().optional(),
  meetingUrl: z.string().optional(),
  videoMeetingType: z.string().optional(),
  ongoingCallType: z.string().optional(),
  videoMeetingLink: z.string().optional(),
  videoMeetingLinkCreator: z.string().optional(),
  /** The spec's array of `{_id, title}`; ids or one object are read as that array too. */
  mango: NamedRefList,
  excludeMangoes: NamedRefList,
  mangoToSell: IdOrNamedRef.optional(),
  videoWaitingList: z.boolean().optional(),
  videoRegistration: z.boolean().optional(),
  enableRecordingVideoCall: z.boolean().optional(),
  autoUploadRecordingsEnabled: z.boolean().optional(),
  autoUploadRecordingsConfig: z
    .array(
      z.looseObject({
        target: z.string().optional(),
        courseId: ObjectId.optional(),
        courseTitle: z.string().optional(),
        sectionIds: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  recordings: z.array(Recording).optional(),
  recordingReceivedAt: IsoDateTime.optional(),
  recordingDeletedAt: IsoDateTime.optional(),
  isRecordingDeleted: z.boolean().optional(),
  callType: z.string().optional(),
  groupId: ObjectId.optional(),
  occurrence: z.number().int().optional(),
  totalOccurrence: z.number().int().optional(),
  showGroupLinkForRecurringCall: z.boolean().optional(),
  participantCount: z.number().int().optional(),
  videoCallRescheduledAt: IsoDateTime.optional(),
  createdAt: IsoDateTime.optional(),
});
export type VideoCall = z.infer<typeof VideoCall>;

/**
 * The schedule fields shared by create, check-availability and update. Range and calendar rules (30 to 300
 * minutes, not in the past, ...) are the service's WORKSHOP_INVALID_SCHEDULE, not a shape error, so the
 * shape here only asks for whole numbers and well-formed dates.
 */
const scheduleFields = {
  startDate: LocalDate,
  fromTime: LocalTime,
  timezoneName: z.string().min(1),
  duration: z.number().int(),
  /** Assumed: 'onetime' (default) or 'recurring'. */
  callType: z.enum(['onetime', 'recurring']).optional(),
  /** Assumed: recurrence frequency of a recurring call. */
  frequency: z.enum(['daily', 'weekly']).optional(),
  endDate: LocalDate.optional(),
  repeatingDays: z.array(Weekday).optional(),
};

export const CreateVideoCallBody = z.object({
  title: z.string().trim().min(1),
  /** One Mango id (spec) or several. */
  mango: z.union([ObjectId, z.array(ObjectId).min(1)]),
  ...scheduleFields,
  excludeMangoes: z.array(ObjectId).optional(),
  mangoToSell: ObjectId.optional(),
  description: z.string().optional(),
  thumbnail: z.string().optional(),
  /** A custom-platform call: exempt from overlap checks on both sides. */
  meetingUrl: z.url().optional(),
  videoWaitingList: z.boolean().optional(),
  videoRegistration: z.boolean().optional(),
  enableRecordingVideoCall: z.boolean().optional(),
});
export type CreateVideoCallBody = z.infer<typeof CreateVideoCallBody>;

/** Each entry is one string `"<ISO> to <ISO>"`: split on `" to "`. */
export const CreateVideoCallResponse = z
  .looseObject({
    _id: ObjectId.optional(),
    scheduledMeetingDates: z.array(z.string()).optional(),
  })
  .refine((answer) => answer._id !== undefined || answer.scheduledMeetingDates !== undefined, {
    message: 'Neither the new call id nor its scheduled dates were in the answer',
  });
export type CreateVideoCallResponse = z.infer<typeof CreateVideoCallResponse>;

export function splitMeetingRange(range: string): { fromTime: string; toTime: string } | undefined {
  const [fromTime, toTime, ...rest] = range.split(' to ');
  return fromTime && toTime && rest.length === 0 ? { fromTime, toTime } : undefined;
}

export const CheckAvailabilityBody = z.object({
  ...scheduleFields,
  /** Leave this call out of the check (editing it). */
  excludeVideocall: ObjectId.optional(),
  /** Leave this recurring group out of the check. */
  groupId: ObjectId.optional(),
  meetingUrl: z.url().optional(),
});
export type CheckAvailabilityBody = z.infer<typeof CheckAvailabilityBody>;

const TimeRange = z.looseObject({ fromTime: IsoDateTime.optional(), toTime: IsoDateTime.optional() });
export const CheckAvailabilityResponse = z.looseObject({
  maximumOverlap: z.number(),
  overlapList: z
    .array(
      z.looseObject({
        newCall: TimeRange.optional(),
        existingCall: TimeRange.extend({ title: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
export type CheckAvailabilityResponse = z.infer<typeof CheckAvailabilityResponse>;

/** Dates as `YYYY-MM-DD` or ISO datetimes (UTC). */
export const ListVideoCallsQuery = PageQuery.extend({
  startDate: z.union([LocalDate, IsoDateTime]).optional(),
  endDate: z.union([LocalDate, IsoDateTime]).optional(),
  user: ObjectId.optional(),
  mangoes: QueryIdList.optional(),
});
export type ListVideoCallsQuery = z.infer<typeof ListVideoCallsQuery>;

/**
 * One call of the list. The spec gives `creator` as an id and `mango` as an array of `{_id, title}`; the
 * documented answer gives the creator's whole user object, ONE Mango object and statuses such as
 * `available`. Read in one place into the stable shape the agenda uses: `creator` the id, `creatorName`
 * when the service named them, `mango` always an array of refs (extra Mango fields kept).
 */
export const VideoCallListItem = z
  .looseObject({
    _id: ObjectId,
    title: z.string().optional(),
    fromTime: IsoDateTime.optional(),
    toTime: IsoDateTime.optional(),
    status: z.string().optional(),
    platform: z.string().optional(),
    meetingUrl: z.string().optional(),
    ongoingCallType: z.string().optional(),
    creator: IdOrPerson.optional(),
    creatorName: z.string().optional(),
    mango: NamedRefList,
  })
  .transform(({ creator, ...item }) => {
    const name = typeof creator === 'object' ? creator.name : undefined;
    return {
      ...item,
      ...(creator !== undefined ? { creator: typeof creator === 'string' ? creator : creator._id } : {}),
      ...(name !== undefined && item.creatorName === undefined ? { creatorName: name } : {}),
    };
  });
export type VideoCallListItem = z.output<typeof VideoCallListItem>;

export const VideoCallList = z.looseObject({
  total: z.number().optional(),
  data: z.array(
    z.looseObject({
      date: z.string().optional(),
      calls: z
        .array(VideoCallListItem)
        .nullish()
        .transform((calls) => calls ?? []),
    }),
  ),
});
export type VideoCallList = z.infer<typeof VideoCallList>;

/** Any writable field of the read form; the schedule is sent as startDate, fromTime, timezoneName, duration. */
export const UpdateVideoCallBody = z.object({
  title: z.string().trim().min(1).optional(),
  description: z.string().optional(),
  thumbnail: z.string().optional(),
  startDate: LocalDate.optional(),
  fromTime: LocalTime.optional(),
  timezoneName: z.string().min(1).optional(),
  duration: z.number().int().optional(),
  mango: z.union([ObjectId, z.array(ObjectId).min(1)]).optional(),
  excludeMangoes: z.array(ObjectId).optional(),
  mangoToSell: ObjectId.optional(),
  meetingUrl: z.url().optional(),
  videoWaitingList: z.boolean().optional(),
  videoRegistration: z.boolean().optional(),
  enableRecordingVideoCall: z.boolean().optional(),
  autoUploadRecordingsEnabled: z.boolean().optional(),
});
export type UpdateVideoCallBody = z.infer<typeof UpdateVideoCallBody>;

export const VideoCallSeries = z.looseObject({
  groupId: ObjectId.optional(),
  totalOccurrence: z.number().int().optional(),
  occurrences: z.array(VideoCall),
});
export type VideoCallSeries = z.infer<typeof VideoCallSeries>;

export const ParticipantPreviewQuery = z.object({
  mangoes: QueryIdList.refine((ids) => ids.length > 0, 'Give at least one Mango'),
  excludeMangoes: QueryIdList.optional(),
});
export type ParticipantPreviewQuery = z.infer<typeof ParticipantPreviewQuery>;

export const ParticipantPreview = z.looseObject({ totalParticipant: z.number() });
export type ParticipantPreview = z.infer<typeof ParticipantPreview>;

const CALLS = `${V1}/workshops/video-calls`;

/** Rows of `operations`: video calls, the `workshop` header family (the docs' workshop/ group). */
export const videoCallRows = {
  createVideoCall: op({
    name: 'createVideoCall',
    words: 'Schedule a video call',
    method: 'POST',
    path: CALLS,
    family: 'workshop',
    body: CreateVideoCallBody,
    response: CreateVideoCallResponse,
  }),
  checkVideoCallAvailability: op({
    name: 'checkVideoCallAvailability',
    words: 'Check video call availability',
    method: 'POST',
    path: `${CALLS}/check-availability`,
    family: 'workshop',
    body: CheckAvailabilityBody,
    response: CheckAvailabilityResponse,
  }),
  listVideoCalls: op({
    name: 'listVideoCalls',
    words: 'List video calls',
    method: 'GET',
    path: CALLS,
    family: 'workshop',
    query: ListVideoCallsQuery,
    response: VideoCallList,
  }),
  participantPreview: op({
    name: 'participantPreview',
    words: 'Preview call participants',
    method: 'GET',
    path: `${CALLS}/participant-preview`,
    family: 'workshop',
    query: ParticipantPreviewQuery,
    response: ParticipantPreview,
  }),
  getVideoCallSeries: op({
    name: 'getVideoCallSeries',
    words: 'Read a video call series',
    method: 'GET',
    path: `${CALLS}/series/:groupId`,
    family: 'workshop',
    response: VideoCallSeries,
    assumed: true,
  }),
  getVideoCall: op({
    name: 'getVideoCall',
    words: 'Read a video call',
    method: 'GET',
    path: `${CALLS}/:videoCallId`,
    family: 'workshop',
    response: VideoCall,
  }),
  updateVideoCall: op({
    name: 'updateVideoCall',
    words: 'Update a video call',
    method: 'PATCH',
    path: `${CALLS}/:videoCallId`,
    family: 'workshop',
    body: UpdateVideoCallBody,
    response: VideoCall,
    assumed: true,
  }),
} as const;
