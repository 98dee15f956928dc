import {
  CallFailureDetails,
  type CallField,
  type Clash,
  type ScheduleForm,
} from '../../../shared/areas/video-calls/channels';
import {
  expandSchedule,
  ruleField,
  ruleFromMessage,
  ruleMessages,
  type ScheduleRule,
} from '../../../shared/areas/video-calls/domain';
import { AppFailure, type AppError } from '../../../shared/errors';

/** The Mango ids a request named, by form field. */
export interface MangoRefs {
  mangoes?: readonly string[] | undefined;
  excludeMangoes?: readonly string[] | undefined;
  mangoToSell?: string | undefined;
}

export interface FailureContext {
  schedule?: ScheduleForm | undefined;
  serviceNow: number;
  clockSource: 'sandbox' | 'service' | 'machine';
  refs: MangoRefs;
  /** Loads the ids of the creator's own Mangoes, to tell which field named a foreign one. */
  ownMangoIds: () => Promise<Set<string>>;
}

function withDetails(error: AppError, details: CallFailureDetails, message = error.message): AppFailure {
  return new AppFailure({ ...error, message, details });
}

function clashesFrom(details: unknown): Clash[] {
  if (!Array.isArray(details)) return [];
  const out: Clash[] = [];
  for (const entry of details as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { newCall, existingCall } = entry as Record<string, Record<string, unknown> | undefined>;
    const fromTime = existingCall?.['fromTime'];
    const toTime = existingCall?.['toTime'];
    if (typeof fromTime !== 'string' || typeof toTime !== 'string') continue;
    const title = typeof existingCall?.['title'] === 'string' ? existingCall['title'] : undefined;
    const newFrom = typeof newCall?.['fromTime'] === 'string' ? newCall['fromTime'] : fromTime;
    const newTo = typeof newCall?.['toTime'] === 'string' ? newCall['toTime'] : toTime;
    out.push({
      newCall: { fromTime: newFrom, toTime: newTo },
      existingCall: { fromTime, toTime, ...(title ? { title } : {}) },
    });
  }
  return out;
}

/**
 * Which WORKSHOP_INVALID_SCHEDULE cause applies. The client replaces the service's message with a general
 * sentence, so the console re-applies the rules it can check itself (with the service's clock); what is
 * left is the one rule only the service knows: the creator's webinar feature expiry (or, on a live host
 * whose clock differs from ours, a start that is already past there).
 */
function invalidScheduleRule(error: AppError, ctx: FailureContext): { rule: ScheduleRule; message: string } {
  if (ctx.schedule) {
    const local = expandSchedule(ctx.schedule, { now: ctx.serviceNow }).problems[0];
    if (local) return { rule: local.rule, message: local.message };
  }
  const named = ruleFromMessage(error.message);
  if (named === 'past_start' || named === 'beyond_feature_expiry')
    return { rule: named, message: ruleMessages[named] };
  if (ctx.clockSource === 'machine') {
    return {
      rule: 'beyond_feature_expiry',
      message: `${ruleMessages.beyond_feature_expiry} (If the service's clock is ahead of this machine's, the start may already be past there.)`,
    };
  }
  return { rule: 'beyond_feature_expiry', message: ruleMessages.beyond_feature_expiry };
}

async function forbiddenFields(ctx: FailureContext): Promise<CallFailureDetails['fields']> {
  let own: Set<string>;
  try {
    own = await ctx.ownMangoIds();
  } catch {
    return {};
  }
  const fields: CallFailureDetails['fields'] = {};
  const foreign = (ids: readonly string[] | undefined) => (ids ?? []).filter((id) => !own.has(id));
  const say = (ids: string[]) =>
    `${ids.length === 1 ? 'This Mango does' : 'These Mangoes do'} not exist or belong to another creator: ${ids.join(', ')}.`;
  const m = foreign(ctx.refs.mangoes);
  const x = foreign(ctx.refs.excludeMangoes);
  const s = foreign(ctx.refs.mangoToSell ? [ctx.refs.mangoToSell] : []);
  if (m.length) fields.mangoes = say(m);
  if (x.length) fields.excludeMangoes = say(x);
  if (s.length) fields.mangoToSell = say(s);
  return fields;
}

const SCHEDULE_FIELDS: CallField[] = ['startDate', 'fromTime', 'timezoneName', 'duration'];

/** Puts a refused create or save on the form fields it concerns; other failures pass through unchanged. */
export async function explainWriteFailure(failure: unknown, ctx: FailureContext): Promise<unknown> {
  if (!(failure instanceof AppFailure)) return failure;
  const error = failure.error;
  // Already placed on the form by the console's own checks (the re-check before a write).
  if (CallFailureDetails.safeParse(error.details).success) return failure;
  switch (error.errorCode) {
    case 'WORKSHOP_OVERLAP': {
      const clashes = clashesFrom(error.details);
      return withDetails(error, { fields: { fromTime: error.message }, rule: 'overlap', clashes });
    }
    case 'WORKSHOP_INVALID_SCHEDULE': {
      const { rule, message } = invalidScheduleRule(error, ctx);
      const field = fieldFor(rule, ctx.schedule);
      return withDetails(
        error,
        { fields: { [field]: message }, rule },
        `The service refused the schedule: ${message}`,
      );
    }
    case 'WORKSHOP_MANGO_FORBIDDEN': {
      const fields = await forbiddenFields(ctx);
      const named = Object.keys(fields).length > 0;
      const message = named
        ? 'A Mango in the request does not exist or belongs to another creator: see the marked field.'
        : 'The service refused: this profile is not a white-label host, so video calls cannot be scheduled with it.';
      return withDetails(error, { fields, rule: named ? 'mango' : 'not_whitelabel' }, message);
    }
    case 'WORKSHOP_NOT_EDITABLE': {
      // The service locked the call between the console's read and the write (its clock passed the lock).
      const said = (error.details as { serviceMessage?: unknown } | undefined)?.serviceMessage;
      return withDetails(error, {
        fields: {},
        rule: 'not_editable',
        ...(typeof said === 'string' && said ? { notEditableReason: said } : {}),
      });
    }
    case 'WORKSHOP_SCHEDULE_LOCKED': {
      const text =
        'The schedule is locked because a video link has been issued; other fields can still change.';
      return withDetails(error, {
        fields: Object.fromEntries(SCHEDULE_FIELDS.map((f) => [f, text])),
        rule: 'schedule_locked',
      });
    }
    default:
      return failure;
  }
}

/** The rule's field, moved to the start date when a one-time form has no end date or weekday fields. */
function fieldFor(rule: ScheduleRule, schedule: ScheduleForm | undefined): CallField {
  const field = ruleField[rule];
  const recurringOnly = field === 'endDate' || field === 'repeatingDays';
  return recurringOnly && schedule?.frequency === 'once' ? 'startDate' : field;
}
