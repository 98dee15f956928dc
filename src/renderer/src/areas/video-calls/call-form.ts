import type { ChannelInput } from '@shared/bridge';
import type { CallFailureDetails, CallField, ScheduleForm } from '@shared/areas/video-calls/channels';
import type { VideoCall, Weekday } from '@shared/contract/video-calls';
import { addDays, dateInZone, type Frequency, type ScheduleDraft } from '@shared/areas/video-calls/domain';
import type { AppError } from '@shared/errors';
import { CallFailureDetails as DetailsSchema } from '@shared/areas/video-calls/channels';

/** What the create and edit forms hold: local values only, exactly as typed. */
export type CallFormValues = {
  title: string;
  description: string;
  mangoes: string[];
  excludeMangoes: string[];
  mangoToSell: string | null;
  startDate: string;
  fromTime: string;
  timezoneName: string;
  duration: number | string;
  frequency: Frequency;
  endDate: string | null;
  repeatingDays: Weekday[];
  meetingUrl: string;
  videoWaitingList: boolean;
  videoRegistration: boolean;
  enableRecordingVideoCall: boolean;
};

export type FieldErrors = Partial<Record<CallField, string>>;

/** The fields that place a call in time: changing one moves it. */
export const SCHEDULE_KEYS = ['startDate', 'fromTime', 'timezoneName', 'duration'] as const;

export function initialCreateValues(now: number, zone: string): CallFormValues {
  const tomorrow = addDays(dateInZone(now, zone), 1);
  return {
    title: '',
    description: '',
    mangoes: [],
    excludeMangoes: [],
    mangoToSell: null,
    startDate: tomorrow,
    fromTime: '18:00',
    timezoneName: zone,
    duration: 60,
    frequency: 'once',
    endDate: null,
    repeatingDays: [],
    meetingUrl: '',
    videoWaitingList: false,
    videoRegistration: true,
    enableRecordingVideoCall: true,
  };
}

/**
 * The Mango group's props from the form: one value each, so the memoized group skips edits elsewhere.
 */
export function mangoFieldsOf(values: CallFormValues, errors: FieldErrors) {
  return {
    mangoes: values.mangoes,
    excludeMangoes: values.excludeMangoes,
    mangoToSell: values.mangoToSell,
    mangoesError: errors.mangoes,
    excludeError: errors.excludeMangoes,
    sellError: errors.mangoToSell,
  };
}

/** The extras' props (description and switches) from the form, likewise one value each. */
export function extrasOf(values: CallFormValues) {
  return {
    description: values.description,
    videoRegistration: values.videoRegistration,
    videoWaitingList: values.videoWaitingList,
    enableRecordingVideoCall: values.enableRecordingVideoCall,
  };
}

/** The edit form starts from the stored local date and time, never from the UTC instants. */
export function valuesFromCall(call: VideoCall): CallFormValues {
  return {
    title: call.title ?? '',
    description: call.description ?? '',
    mangoes: (call.mango ?? []).map((m) => m._id),
    excludeMangoes: (call.excludeMangoes ?? []).map((m) => m._id),
    mangoToSell: call.mangoToSell?._id ?? null,
    startDate: call.startDate ?? '',
    fromTime: call.fromTime24h ?? '',
    timezoneName: call.timezoneName ?? 'UTC',
    duration: call.duration ?? 60,
    frequency: 'once',
    endDate: null,
    repeatingDays: [],
    meetingUrl: call.meetingUrl ?? '',
    videoWaitingList: call.videoWaitingList ?? false,
    videoRegistration: call.videoRegistration ?? false,
    enableRecordingVideoCall: call.enableRecordingVideoCall ?? false,
  };
}

export function toDraft(values: CallFormValues): ScheduleDraft {
  return {
    startDate: values.startDate,
    fromTime: values.fromTime,
    timezoneName: values.timezoneName,
    duration: typeof values.duration === 'number' ? values.duration : Number.NaN,
    frequency: values.frequency,
    endDate: values.frequency === 'once' ? undefined : (values.endDate ?? undefined),
    repeatingDays: values.frequency === 'weekly' ? values.repeatingDays : undefined,
  };
}

/** The schedule as the bridge takes it, or null while a field is not yet in shape to send. */
export function toScheduleForm(values: CallFormValues): ScheduleForm | null {
  const duration = typeof values.duration === 'number' ? values.duration : Number.NaN;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.startDate) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.fromTime))
    return null;
  if (!Number.isInteger(duration) || duration < 0 || duration > 10_000 || !values.timezoneName) return null;
  return {
    startDate: values.startDate,
    fromTime: values.fromTime,
    timezoneName: values.timezoneName,
    duration,
    frequency: values.frequency,
    ...(values.frequency !== 'once' && values.endDate ? { endDate: values.endDate } : {}),
    ...(values.frequency === 'weekly' ? { repeatingDays: values.repeatingDays } : {}),
  };
}

/** The create call for the form's values and its checked schedule (optional fields only when given). */
export function createInput(
  values: CallFormValues,
  schedule: ScheduleForm,
): ChannelInput<'videoCalls.create'> {
  const meetingUrl = values.meetingUrl.trim();
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    mangoes: values.mangoes,
    ...(values.excludeMangoes.length ? { excludeMangoes: values.excludeMangoes } : {}),
    ...(values.mangoToSell ? { mangoToSell: values.mangoToSell } : {}),
    schedule,
    ...(meetingUrl ? { meetingUrl } : {}),
    ...(description ? { description } : {}),
    videoWaitingList: values.videoWaitingList,
    videoRegistration: values.videoRegistration,
    enableRecordingVideoCall: values.enableRecordingVideoCall,
  };
}

/**
 * The save call for one occurrence: no Mangoes picked keeps the stored ones, and the schedule goes only
 * when it moved (and may move).
 */
export function updateInput(
  id: string,
  values: CallFormValues,
  schedule: ScheduleForm | null,
): ChannelInput<'videoCalls.update'> {
  return {
    id,
    title: values.title.trim(),
    description: values.description,
    ...(values.mangoes.length ? { mangoes: values.mangoes } : {}),
    excludeMangoes: values.excludeMangoes,
    ...(values.mangoToSell ? { mangoToSell: values.mangoToSell } : {}),
    videoWaitingList: values.videoWaitingList,
    videoRegistration: values.videoRegistration,
    enableRecordingVideoCall: values.enableRecordingVideoCall,
    ...(schedule ? { schedule } : {}),
  };
}

/** Field messages a refusal carries (`error.details`), or bridge validation issues by path. */
export function fieldErrorsOf(error: AppError): FieldErrors {
  const parsed = DetailsSchema.safeParse(error.details);
  if (parsed.success) return parsed.data.fields;
  const issues =
    (error.details as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^schedule\./, '').split('.')[0] as CallField;
    out[field] ??= issue.message;
  }
  return out;
}

export function failureDetails(error: AppError | null): CallFailureDetails | null {
  const parsed = DetailsSchema.safeParse(error?.details);
  return parsed.success ? parsed.data : null;
}
