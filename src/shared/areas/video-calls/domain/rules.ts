/** The service's schedule limits (spec: Limits) and the rules the console checks before sending. */
export const MIN_DURATION = 30;
export const MAX_DURATION = 300;
/** The edit lock begins this long before the start (spec: States and transitions 2). */
export const EDIT_LOCK_MINUTES = 30;
/** A guard against runaway ranges; matches the sandbox's own cap. */
export const MAX_OCCURRENCES = 400;

export type ScheduleField =
  | 'startDate'
  | 'fromTime'
  | 'timezoneName'
  | 'duration'
  | 'endDate'
  | 'repeatingDays';

/** Every cause of WORKSHOP_INVALID_SCHEDULE (spec: Errors), plus what the console refuses on its own. */
export type ScheduleRule =
  | 'duration'
  | 'past_start'
  | 'end_before_start'
  | 'no_occurrences'
  | 'missing_end_date'
  | 'missing_weekdays'
  | 'beyond_feature_expiry'
  | 'invalid_zone'
  | 'invalid_date'
  | 'invalid_time'
  | 'nonexistent_time'
  | 'too_many';

export interface ScheduleProblem {
  rule: ScheduleRule;
  field: ScheduleField;
  message: string;
}

/** Where each service rule is shown on the form. */
export const ruleField: Record<ScheduleRule, ScheduleField> = {
  duration: 'duration',
  past_start: 'fromTime',
  end_before_start: 'endDate',
  no_occurrences: 'repeatingDays',
  missing_end_date: 'endDate',
  missing_weekdays: 'repeatingDays',
  beyond_feature_expiry: 'endDate',
  invalid_zone: 'timezoneName',
  invalid_date: 'startDate',
  invalid_time: 'fromTime',
  nonexistent_time: 'fromTime',
  too_many: 'endDate',
};

/** The service's wording of a refused schedule, as people read it. */
export const ruleMessages: Record<ScheduleRule, string> = {
  duration: `Duration must be ${MIN_DURATION} to ${MAX_DURATION} minutes.`,
  past_start: 'The call cannot start in the past: pick a later date or time.',
  end_before_start: 'The end date is before the start date.',
  no_occurrences: 'No chosen weekday falls between the start and end dates, so the series would be empty.',
  missing_end_date: 'A repeating call needs an end date.',
  missing_weekdays: 'A weekly call needs at least one weekday.',
  beyond_feature_expiry:
    "The schedule ends after the creator's webinar feature expires: end the series earlier or renew the feature.",
  invalid_zone: 'Pick a time zone from the list (an IANA name such as Asia/Kolkata).',
  invalid_date: 'Enter a real date as YYYY-MM-DD.',
  invalid_time: 'Enter a 24-hour time as HH:MM, for example 09:30 or 18:00.',
  nonexistent_time: 'This local time does not exist on a daylight-saving day.',
  too_many: `A series may have at most ${MAX_OCCURRENCES} occurrences: pick an earlier end date.`,
};

/**
 * Recognises which rule a service message names (the sandbox's messages, and the spec's own words), so a
 * refusal can be put on the right field when the message survives; undefined when it names none.
 */
export function ruleFromMessage(message: string): ScheduleRule | undefined {
  const text = message.toLowerCase();
  const patterns: [RegExp, ScheduleRule][] = [
    [/duration/, 'duration'],
    [/past/, 'past_start'],
    [/end ?date is before|before (the )?start ?date|end before start/, 'end_before_start'],
    [/no occurrences/, 'no_occurrences'],
    [/needs end ?date|missing end ?date/, 'missing_end_date'],
    [/repeatingdays|weekday/, 'missing_weekdays'],
    [/expir/, 'beyond_feature_expiry'],
    [/time zone|timezone/, 'invalid_zone'],
    [/too many/, 'too_many'],
  ];
  return patterns.find(([pattern]) => pattern.test(text))?.[1];
}
