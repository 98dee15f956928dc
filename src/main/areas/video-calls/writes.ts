import type {
  Availability,
  CallFailureDetails,
  CreateCallInput,
  ScheduleForm,
  UpdateCallInput,
} from '../../../shared/areas/video-calls/channels';
import {
  splitMeetingRange,
  type UpdateVideoCallBody,
  type VideoCall,
} from '../../../shared/contract/video-calls';
import {
  clashSentence,
  clashSummary,
  expandSchedule,
  findFreeSlot,
} from '../../../shared/areas/video-calls/domain';
import { AppFailure, appFailure } from '../../../shared/errors';
import type { ApiClient } from '../../platform/api';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import type { AgendaReader } from './agenda';
import { explainWriteFailure, type MangoRefs } from './failures';
import { listMangoOptions } from './mango-options';
import type { ServiceTime, ServiceTimeOf } from './service-clock';
import { toScheduleBody } from './schedule-body';

export interface WriteContext {
  client: ApiClient;
  time: ServiceTime;
  ownMangoIds: () => Promise<Set<string>>;
  signal?: AbortSignal | undefined;
}

/** The console's own schedule rules, before anything is sent: a wrong wall-clock time never leaves. */
function refuseLocally(schedule: ScheduleForm, now: number): void {
  const problems = expandSchedule(schedule, { now }).problems;
  if (problems.length === 0) return;
  const fields: CallFailureDetails['fields'] = {};
  for (const p of problems) fields[p.field] ??= p.message;
  const details: CallFailureDetails = { fields, rule: problems[0]?.rule };
  throw appFailure('validation', problems[0]?.message ?? 'Check the schedule.', {
    details,
    outcome: 'not_sent',
  });
}

/** What the availability check leaves out: the call being edited, its series, its own meeting link. */
export interface AvailabilityExclusion {
  excludeVideocall?: string | undefined;
  groupId?: string | undefined;
  meetingUrl?: string | undefined;
}

export async function checkAvailability(
  ctx: WriteContext,
  schedule: ScheduleForm,
  exclude: AvailabilityExclusion = {},
): Promise<Availability> {
  const answer = await ctx.client.checkVideoCallAvailability(
    {
      body: {
        ...toScheduleBody(schedule),
        ...(exclude.excludeVideocall ? { excludeVideocall: exclude.excludeVideocall } : {}),
        ...(exclude.groupId ? { groupId: exclude.groupId } : {}),
        ...(exclude.meetingUrl ? { meetingUrl: exclude.meetingUrl } : {}),
      },
    },
    { signal: ctx.signal },
  );
  const clashes = (answer.overlapList ?? []).flatMap((entry) => {
    const e = entry.existingCall;
    const n = entry.newCall;
    if (!e?.fromTime || !e.toTime) return [];
    return [
      {
        newCall: { fromTime: n?.fromTime ?? e.fromTime, toTime: n?.toTime ?? e.toTime },
        existingCall: { fromTime: e.fromTime, toTime: e.toTime, ...(e.title ? { title: e.title } : {}) },
      },
    ];
  });
  return { maximumOverlap: answer.maximumOverlap, clashes };
}

/** Re-check just before writing: another operator may have booked the slot since the form last looked. */
async function refuseClash(
  ctx: WriteContext,
  schedule: ScheduleForm,
  exclude: { excludeVideocall?: string; meetingUrl?: string | undefined },
): Promise<void> {
  const check = await checkAvailability(ctx, schedule, exclude);
  if (check.clashes.length === 0) return;
  const first = check.clashes[0];
  const sentence = first ? clashSentence(first, schedule.timezoneName) : '';
  const details: CallFailureDetails = {
    fields: { fromTime: sentence },
    rule: 'overlap',
    clashes: check.clashes,
  };
  throw appFailure('conflict', `${clashSummary(check.clashes)} ${sentence}`.trim(), {
    errorCode: 'WORKSHOP_OVERLAP',
    details,
    outcome: 'not_sent',
  });
}

async function explained<T>(
  ctx: WriteContext,
  schedule: ScheduleForm | undefined,
  refs: MangoRefs,
  run: () => Promise<T>,
) {
  try {
    return await run();
  } catch (failure) {
    throw await explainWriteFailure(failure, {
      schedule,
      serviceNow: ctx.time.now,
      clockSource: ctx.time.source,
      refs,
      ownMangoIds: ctx.ownMangoIds,
    });
  }
}

/** The live check as the form asks it: a refused schedule comes back placed on its field. */
export function checkAvailabilityExplained(
  ctx: WriteContext,
  schedule: ScheduleForm,
  exclude: AvailabilityExclusion,
): Promise<Availability> {
  return explained(ctx, schedule, {}, async () => {
    const answer = await checkAvailability(ctx, schedule, exclude);
    if (answer.clashes.length === 0) return answer;
    const suggestion = await findFreeSlot(
      schedule,
      answer.clashes,
      async (candidate) => (await checkAvailability(ctx, candidate, exclude)).clashes,
      { now: ctx.time.now },
    );
    return suggestion ? { ...answer, suggestion } : answer;
  });
}

export async function createCall(ctx: WriteContext, input: CreateCallInput) {
  refuseLocally(input.schedule, ctx.time.now);
  const refs: MangoRefs = {
    mangoes: input.mangoes,
    excludeMangoes: input.excludeMangoes,
    mangoToSell: input.mangoToSell,
  };
  await explained(ctx, input.schedule, refs, () =>
    refuseClash(ctx, input.schedule, { meetingUrl: input.meetingUrl }),
  );
  const answer = await explained(ctx, input.schedule, refs, () =>
    ctx.client.createVideoCall(
      {
        body: {
          title: input.title,
          mango: input.mangoes.length === 1 ? (input.mangoes[0] as string) : input.mangoes,
          ...toScheduleBody(input.schedule),
          ...(input.excludeMangoes?.length ? { excludeMangoes: input.excludeMangoes } : {}),
          ...(input.mangoToSell ? { mangoToSell: input.mangoToSell } : {}),
          ...(input.description ? { description: input.description } : {}),
          ...(input.meetingUrl ? { meetingUrl: input.meetingUrl } : {}),
          ...(input.videoWaitingList !== undefined ? { videoWaitingList: input.videoWaitingList } : {}),
          ...(input.videoRegistration !== undefined ? { videoRegistration: input.videoRegistration } : {}),
          ...(input.enableRecordingVideoCall !== undefined
            ? { enableRecordingVideoCall: input.enableRecordingVideoCall }
            : {}),
        },
      },
      { signal: ctx.signal },
    ),
  );
  const ranges = (answer.scheduledMeetingDates ?? []).flatMap((r) => splitMeetingRange(r) ?? []);
  return {
    ...(answer._id ? { id: answer._id } : {}),
    recurring: input.schedule.frequency !== 'once',
    ranges,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Only what changed goes out; a moved schedule goes out whole, in the stored local form. */
function changesOf(stored: VideoCall, input: UpdateCallInput): { body: UpdateVideoCallBody; moved: boolean } {
  const body: UpdateVideoCallBody = {};
  if (input.title !== undefined && input.title !== stored.title) body.title = input.title;
  if (input.description !== undefined && input.description !== (stored.description ?? ''))
    body.description = input.description;
  const storedMangoes = (stored.mango ?? []).map((m) => m._id);
  if (input.mangoes && !sameIds(input.mangoes, storedMangoes)) body.mango = input.mangoes;
  const storedExcluded = (stored.excludeMangoes ?? []).map((m) => m._id);
  if (input.excludeMangoes && !sameIds(input.excludeMangoes, storedExcluded))
    body.excludeMangoes = input.excludeMangoes;
  if (input.mangoToSell && input.mangoToSell !== stored.mangoToSell?._id)
    body.mangoToSell = input.mangoToSell;
  for (const key of ['videoWaitingList', 'videoRegistration', 'enableRecordingVideoCall'] as const) {
    if (input[key] !== undefined && input[key] !== stored[key]) body[key] = input[key];
  }
  const s = input.schedule;
  const moved =
    s !== undefined &&
    (s.startDate !== stored.startDate ||
      s.fromTime !== stored.fromTime24h ||
      s.timezoneName !== stored.timezoneName ||
      s.duration !== stored.duration);
  if (moved && s)
    Object.assign(body, {
      startDate: s.startDate,
      fromTime: s.fromTime,
      timezoneName: s.timezoneName,
      duration: s.duration,
    });
  return { body, moved };
}

export async function updateCall(ctx: WriteContext, input: UpdateCallInput): Promise<{ call: VideoCall }> {
  const stored = await ctx.client.getVideoCall(
    { params: { videoCallId: input.id } },
    {
      timeZone: input.schedule?.timezoneName,
      signal: ctx.signal,
    },
  );
  if (stored.isEditable === false) {
    throw appFailure(
      'conflict',
      `This video call can no longer be edited: ${stored.notEditableReason ?? 'the service says so'}.`,
      {
        errorCode: 'WORKSHOP_NOT_EDITABLE',
        outcome: 'not_sent',
        details: {
          fields: {},
          rule: 'not_editable',
          ...(stored.notEditableReason ? { notEditableReason: stored.notEditableReason } : {}),
        } satisfies CallFailureDetails,
      },
    );
  }
  const schedule = input.schedule ? { ...input.schedule, frequency: 'once' as const } : undefined;
  const { body, moved } = changesOf(stored, { ...input, ...(schedule ? { schedule } : {}) });
  const refs: MangoRefs = {
    mangoes: body.mango ? input.mangoes : undefined,
    excludeMangoes: body.excludeMangoes,
    mangoToSell: body.mangoToSell,
  };
  if (moved && schedule) {
    if (stored.isScheduleLocked) {
      await explained(ctx, schedule, refs, () =>
        Promise.reject(
          new AppFailure({
            kind: 'http',
            message: 'The schedule is locked.',
            errorCode: 'WORKSHOP_SCHEDULE_LOCKED',
            outcome: 'not_sent',
          }),
        ),
      );
    }
    refuseLocally(schedule, ctx.time.now);
    await explained(ctx, schedule, refs, () => refuseClash(ctx, schedule, { excludeVideocall: input.id }));
  }
  if (Object.keys(body).length === 0) return { call: stored };
  const call = await explained(ctx, schedule, refs, () =>
    ctx.client.updateVideoCall(
      { params: { videoCallId: input.id }, body },
      {
        signal: ctx.signal,
        timeZone: schedule?.timezoneName ?? stored.timezoneName,
      },
    ),
  );
  return { call };
}

/**
 * The video-call writes: the availability check, a new call or series, and an edit. Each takes the zone from
 * the schedule's own; a write that went through forgets the agenda's cached reads.
 */
export function callWriteHandlers(
  deps: Pick<ServiceDeps, 'clients'>,
  agenda: AgendaReader,
  timeOf: ServiceTimeOf,
): Pick<Handlers, 'videoCalls.checkAvailability' | 'videoCalls.create' | 'videoCalls.update'> {
  async function writeContext(profileId: string | undefined, signal?: AbortSignal): Promise<WriteContext> {
    const client = await deps.clients.forId(profileId);
    return {
      client,
      time: await timeOf(profileId),
      ownMangoIds: async () => new Set((await listMangoOptions(client, signal)).map((m) => m.id)),
      signal,
    };
  }

  return {
    'videoCalls.checkAvailability': async ({ profileId, schedule, ...exclude }, { signal }) =>
      checkAvailabilityExplained(await writeContext(profileId, signal), schedule, exclude),
    'videoCalls.create': async (input, { signal }) => {
      const result = await createCall(await writeContext(input.profileId, signal), input);
      agenda.forget();
      return result;
    },
    'videoCalls.update': async (input, { signal }) => {
      const result = await updateCall(await writeContext(input.profileId, signal), input);
      agenda.forget();
      return result;
    },
  };
}
