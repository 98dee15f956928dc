import { z } from 'zod';
import { IsoDateTime, LocalDate, LocalTime, NamedRef, ObjectId } from '../../contract/common';
import { VideoCall, VideoCallSeries, Weekday } from '../../contract/video-calls';
import { ProfileScoped } from '../../channels/common';

const ZoneName = z.string().trim().min(1).max(64);
const IdList = z.array(ObjectId).max(50);

/** A schedule as the form holds it: local date, 24-hour time and zone; UTC is derived in main, never typed. */
export const ScheduleForm = z
  .object({
    startDate: LocalDate,
    fromTime: LocalTime,
    timezoneName: ZoneName,
    duration: z.number().int().min(0).max(10_000),
    frequency: z.enum(['once', 'daily', 'weekly']),
    endDate: LocalDate.optional(),
    repeatingDays: z.array(Weekday).max(7).optional(),
  })
  .strict();
export type ScheduleForm = z.infer<typeof ScheduleForm>;

/** The form fields a refusal can be shown on. */
export const CallField = z.enum([
  'title',
  'mangoes',
  'excludeMangoes',
  'mangoToSell',
  'startDate',
  'fromTime',
  'timezoneName',
  'duration',
  'endDate',
  'repeatingDays',
]);
export type CallField = z.infer<typeof CallField>;

const TimeRange = z.object({ fromTime: z.string(), toTime: z.string() });

/** One clashing pair from check-availability: the new slot and the existing call it meets. */
export const Clash = z.object({
  newCall: TimeRange,
  existingCall: TimeRange.extend({ title: z.string().optional() }),
});
export type Clash = z.infer<typeof Clash>;

/**
 * What a refused create or save carries in `error.details`: a message per form field, which service rule
 * was broken (WORKSHOP_INVALID_SCHEDULE causes by name), and the clashing calls of a 409.
 */
export const CallFailureDetails = z.object({
  fields: z.partialRecord(CallField, z.string()),
  rule: z.string().optional(),
  clashes: z.array(Clash).optional(),
  /** WORKSHOP_NOT_EDITABLE: why the service locked the call, so the screen can lock at once. */
  notEditableReason: z.string().optional(),
});
export type CallFailureDetails = z.infer<typeof CallFailureDetails>;

/**
 * The next start, same duration and repetition, at which no occurrence clashes (the service's own check
 * said so): the local date and time to put in the form, and the first occurrence's instants.
 */
export const FreeSlot = z.object({
  startDate: LocalDate,
  fromTime: LocalTime,
  fromTimeUtc: IsoDateTime,
  toTimeUtc: IsoDateTime,
});
export type FreeSlot = z.infer<typeof FreeSlot>;

export const Availability = z.object({
  maximumOverlap: z.number(),
  clashes: z.array(Clash),
  /** Present when there are clashes and a free slot was found within the search window. */
  suggestion: FreeSlot.optional(),
});
export type Availability = z.infer<typeof Availability>;

/** One row of the agenda: the list item, filled in from the read form where the list leaves fields out. */
export const AgendaCall = z.object({
  id: ObjectId,
  title: z.string(),
  fromTime: IsoDateTime,
  toTime: IsoDateTime,
  status: z.string(),
  platform: z.enum(['service', 'custom']),
  timezoneName: z.string().optional(),
  groupId: ObjectId.optional(),
  occurrence: z.number().int().optional(),
  totalOccurrence: z.number().int().optional(),
  participantCount: z.number().int().optional(),
  mango: z.array(NamedRef),
});
export type AgendaCall = z.infer<typeof AgendaCall>;

export const Agenda = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  calls: z.array(AgendaCall),
});
export type Agenda = z.infer<typeof Agenda>;

/**
 * The service's "now": the sandbox's virtual clock for the Sandbox profile; for a live profile the clock its
 * answers' Date headers show (`service`), or the machine's until it has answered (`machine`).
 */
export const ServiceClock = z.object({ now: IsoDateTime, source: z.enum(['sandbox', 'service', 'machine']) });
export type ServiceClock = z.infer<typeof ServiceClock>;

/** A call's title and Mangoes: the create input, the update input and both forms check them with these. */
export const CallTitle = z.string().trim().min(1, 'Enter a title').max(200);
export const CallMangoes = z.array(ObjectId).min(1, 'Pick at least one Mango').max(20);

/** What the create form checks before sending (the rest is the schedule, checked as it is typed). */
export const CreateCallFormFields = z.object({ title: CallTitle, mangoes: CallMangoes });
/** What the edit form checks before saving: the title (no Mangoes picked keeps the stored ones). */
export const UpdateCallFormFields = z.object({ title: CallTitle });

const CallExtras = {
  description: z.string().max(5_000).optional(),
  videoWaitingList: z.boolean().optional(),
  videoRegistration: z.boolean().optional(),
  enableRecordingVideoCall: z.boolean().optional(),
};

export const CreateCallInput = ProfileScoped.extend({
  title: CallTitle,
  mangoes: CallMangoes,
  excludeMangoes: IdList.optional(),
  mangoToSell: ObjectId.optional(),
  schedule: ScheduleForm,
  /** A custom-platform call (its own meeting link): exempt from overlap checks on both sides. */
  meetingUrl: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .optional(),
  ...CallExtras,
}).strict();
export type CreateCallInput = z.infer<typeof CreateCallInput>;

export const UpdateCallInput = ProfileScoped.extend({
  id: ObjectId,
  title: CallTitle.optional(),
  mangoes: CallMangoes.optional(),
  excludeMangoes: IdList.optional(),
  mangoToSell: ObjectId.optional(),
  /** A one-occurrence schedule (an occurrence is moved on its own); omit to keep the stored one. */
  schedule: ScheduleForm.optional(),
  ...CallExtras,
}).strict();
export type UpdateCallInput = z.infer<typeof UpdateCallInput>;

export const videoCallChannels = {
  'videoCalls.serviceClock': { reads: true, input: ProfileScoped.strict(), output: ServiceClock },
  /**
   * The zone this creator's calls use (most of their recent calls; a tie goes to the latest), read from
   * the service, so a new call starts in it; null when they have no call yet.
   */
  'videoCalls.creatorZone': {
    reads: true,
    input: ProfileScoped.strict(),
    output: z.object({
      zone: ZoneName.nullable(),
      /** How many of the calls read name that zone, and how many were read. */
      count: z.number().int(),
      of: z.number().int(),
    }),
  },
  /** The profile's Mangoes for the pickers (every page of the list operation). */
  'videoCalls.mangoOptions': {
    reads: true,
    input: ProfileScoped.strict(),
    output: z.object({ mangoes: z.array(z.object({ id: ObjectId, title: z.string() })) }),
  },
  'videoCalls.list': {
    reads: true,
    input: ProfileScoped.extend({
      startDate: LocalDate,
      endDate: LocalDate,
      /** The zone the agenda is shown in: its offset goes in x-timezone-offset, so days group in it. */
      displayZone: ZoneName,
      page: z.number().int().min(1).max(10_000),
      limit: z.number().int().min(1).max(100),
      mangoes: IdList.optional(),
    }).strict(),
    output: Agenda,
  },
  'videoCalls.get': {
    reads: true,
    input: ProfileScoped.extend({ id: ObjectId, timeZone: ZoneName.optional() }).strict(),
    output: z.object({ call: VideoCall, now: IsoDateTime }),
  },
  'videoCalls.series': {
    reads: true,
    input: ProfileScoped.extend({ groupId: ObjectId, timeZone: ZoneName.optional() }).strict(),
    output: z.object({ series: VideoCallSeries, now: IsoDateTime }),
  },
  'videoCalls.preview': {
    reads: true,
    input: ProfileScoped.extend({
      mangoes: IdList.min(1),
      excludeMangoes: IdList.optional(),
      /** The zone of the call being planned, for x-timezone-offset. */
      timeZone: ZoneName.optional(),
    }).strict(),
    output: z.object({ totalParticipant: z.number() }),
  },
  'videoCalls.checkAvailability': {
    reads: true,
    input: ProfileScoped.extend({
      schedule: ScheduleForm,
      excludeVideocall: ObjectId.optional(),
      groupId: ObjectId.optional(),
      meetingUrl: z
        .url({ protocol: /^https?$/ })
        .max(2_000)
        .optional(),
    }).strict(),
    output: Availability,
  },
  'videoCalls.create': {
    input: CreateCallInput,
    output: z.object({
      id: z.string().optional(),
      recurring: z.boolean(),
      ranges: z.array(TimeRange),
    }),
  },
  'videoCalls.update': { input: UpdateCallInput, output: z.object({ call: VideoCall }) },
  /**
   * Opens or downloads one recording of a call. Main reads the call again and uses only that recording's
   * own https address (the page never names a URL to open). The desktop app opens it in the OS browser
   * or downloads it; the web host answers the address for the page to open in a new tab.
   */
  'videoCalls.openRecording': {
    input: ProfileScoped.extend({
      id: ObjectId,
      index: z.number().int().min(0).max(99),
      action: z.enum(['open', 'download']),
      timeZone: ZoneName.optional(),
    }).strict(),
    output: z.discriminatedUnion('outcome', [
      z.object({ outcome: z.literal('done') }),
      z.object({ outcome: z.literal('link'), url: z.string() }),
    ]),
  },
} as const;

export const videoCallEvents = {
  /**
   * A profile's service clock moved against the machine's (the sandbox's clock set, a live host's Date
   * headers disagreeing with what was learned): `offsetMs` is service minus machine, `now` the service's time.
   */
  'videoCalls.clockChanged': z.object({ profileId: z.string(), now: IsoDateTime, offsetMs: z.number() }),
} as const;
