import { MAX_REMOTE_MEDIA_ITEMS, type Mango } from '../../../contract/mangoes';
import { effectiveChanges, intendedMango, type Changes } from './draft';
import { fieldAt, parentGroupOf, type MangoField } from './fields';
import { getAt, jsonEqual } from './json';

/**
 * The spec's nine body rules of PATCH /mangos/{mangoId}, checked before anything is sent. An error keeps
 * the draft from being applied; a notice says what the service will do (replace a list, run a side
 * effect, check something only it can see).
 */
export interface RuleIssue {
  path: string;
  /** The spec rule (1 to 9) the issue comes from; absent for plain value checks. */
  rule?: number;
  severity: 'error' | 'notice';
  message: string;
  errorCode?: string;
}

/**
 * What the service does with an update, in the words the help screen uses. The keys are the spec's rule
 * numbers (for code and tests); screens never show the numbers.
 */
export const mangoRules: Record<number, string> = {
  1: 'Only the Mango you opened is changed; its id and fields the service does not know are never sent.',
  2: 'A field you leave alone keeps what the service holds. “No” and 0 are real values. A list you change replaces the whole stored list.',
  3: 'Only these can be emptied: the per-currency prices, strike-through prices, validity, trial, billing cycle cap, seat limit and seat label.',
  4: 'These can be changed but never emptied: title, descriptions, cover contents, type, billing frequency, base price, the GST and checkout switches, access start and “allow buying several seats”.',
  5: 'Change the plain or the HTML description, not both: the service updates both from the one you send.',
  6: 'Type and access start never change. On a recurring Mango the billing frequency, prices, currency and GST switches are fixed too.',
  7: 'The service checks the whole Mango before saving anything (coupons, access, media, and a seat limit against the people already subscribed); if it refuses, nothing changes.',
  8: 'Some changes do more: a new title renames the community room, a new intro video makes a new thumbnail, a one-time price change notifies a shared funnel, new video covers are converted.',
  9: 'The service keeps no version to check against: the last update wins, and sending the same update twice can repeat what it does (room rename, funnel notice, video conversion).',
};

/** The warning every apply shows: what an update does to data on the service, and what the console does about it. */
export const APPLY_WARNING =
  'An update cannot be undone, and the service keeps no version to check against: if someone else saves ' +
  'this Mango after you, their values win. Sending the same update twice can rename the room, notify a ' +
  'funnel or convert videos twice, so the console never sends an update again when its answer was lost: ' +
  'it reads the Mango back and tells you whether your change is there.';

const VIDEO_URL = /\.(mp4|mov|m4v|webm|m3u8|mkv)(\?|$)/i;

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const RECURRING_ONLY = 'Only a recurring Mango has a billing frequency.';

/** Spec rule 6: on this Mango the field may only carry its stored value. */
export function isFixedOn(field: MangoField, base: Mango): boolean {
  return field.immutable === 'always' || (field.immutable === 'recurring' && base.type === 'recurring');
}

/** Why the editor locks a field on this Mango (rules 6 and 7, as `validateChanges` judges them), or null. */
export function lockReason(field: MangoField, base: Mango): string | null {
  if (isFixedOn(field, base))
    return field.immutable === 'always'
      ? 'Fixed once the Mango is created: the service keeps its current value.'
      : 'Fixed on a recurring Mango: the service keeps its current value.';
  if (field.path === 'recurringType' && base.type !== 'recurring') return RECURRING_ONLY;
  return null;
}

/** Type and range of one non-null value; null is judged by rules 3 and 4. */
function checkValue(field: MangoField, value: unknown): RuleIssue | null {
  const bad = (message: string, rule?: number): RuleIssue => ({
    path: field.path,
    severity: 'error',
    message,
    ...(rule ? { rule } : {}),
  });
  switch (field.kind) {
    case 'text':
    case 'longtext':
      if (typeof value !== 'string') return bad(`${field.label} must be text.`);
      if (field.path === 'title' && value.trim() === '') return bad('Give the Mango a title.');
      return null;
    case 'number':
    case 'integer': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return bad(`${field.label} must be a number.`);
      if (field.kind === 'integer' && !Number.isInteger(value))
        return bad(`${field.label} must be a whole number.`);
      if (field.min !== undefined && value < field.min)
        return bad(`${field.label} must be at least ${field.min}.`, 7);
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : bad(`${field.label} must be yes or no.`);
    case 'enum':
      return typeof value === 'string' && field.options?.includes(value)
        ? null
        : bad(`${field.label} must be one of ${field.options?.join(', ')}.`);
    case 'url':
      return isHttpUrl(value) ? null : bad(`${field.label} must be a web address (http or https).`, 7);
    case 'urlList':
      if (!Array.isArray(value)) return bad(`${field.label} must be a list of URLs.`);
      if (!value.every(isHttpUrl))
        return bad(`Every line of ${field.label} must be a web address (http or https).`, 7);
      return null;
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? null
        : bad(`${field.label} must be a date and time.`);
    case 'clearGroup':
      return bad(`${field.label} can only be emptied as a whole; change the currencies one by one.`, 3);
  }
}

function checkNull(field: MangoField): RuleIssue | null {
  if (field.nullForbidden)
    return {
      path: field.path,
      rule: 4,
      severity: 'error',
      message: `${field.label} cannot be emptied: the service refuses that and would change nothing.`,
    };
  if (!field.clearable)
    return {
      path: field.path,
      rule: 3,
      severity: 'error',
      message: `${field.label} cannot be emptied: the service only empties prices, access limits and the seat label.`,
    };
  return null;
}

/** Every issue of a draft against `base` (the stored Mango it will be applied to). */
export function validateChanges(base: Mango, changes: Changes): RuleIssue[] {
  const issues: RuleIssue[] = [];
  for (const [path, value] of Object.entries(changes)) {
    const field = fieldAt(path);
    if (!field) {
      issues.push({
        path,
        rule: 1,
        severity: 'error',
        message:
          path === '_id'
            ? 'The Mango’s id cannot be changed.'
            : `"${path}" is not a Mango field the service accepts; it would be dropped and never saved.`,
      });
      continue;
    }
    const problem = value === null ? checkNull(field) : checkValue(field, value);
    if (problem) issues.push(problem);
    if (isFixedOn(field, base) && !jsonEqual(value, getAt(base, path)))
      issues.push({
        path,
        rule: 6,
        severity: 'error',
        message:
          field.immutable === 'always'
            ? `${field.label} never changes once the Mango is created; put back its current value.`
            : `${field.label} is fixed on a recurring Mango; put back its current value.`,
      });
    const group = parentGroupOf(path);
    if (group && changes[group.path] === null && value !== null)
      issues.push({
        path,
        rule: 3,
        severity: 'error',
        message: `${group.label} is being emptied: set single currencies or empty all of them, not both.`,
      });
  }
  const effective = effectiveChanges(base, changes);
  if ('description' in effective && 'descriptionHtml' in effective)
    for (const path of ['description', 'descriptionHtml'])
      issues.push({
        path,
        rule: 5,
        severity: 'error',
        message:
          'Change the plain or the HTML description, not both: the service updates both from either one.',
      });
  issues.push(...listAndMediaIssues(base, effective));
  issues.push(...wholeMangoIssues(base, effective));
  return issues;
}

function listAndMediaIssues(base: Mango, effective: Changes): RuleIssue[] {
  const covers = effective.coverContents;
  if (!Array.isArray(covers)) return [];
  const issues: RuleIssue[] = [];
  if (covers.length > MAX_REMOTE_MEDIA_ITEMS)
    issues.push({
      path: 'coverContents',
      severity: 'error',
      errorCode: 'REMOTE_MEDIA_TOO_MANY_ITEMS',
      message: `At most ${MAX_REMOTE_MEDIA_ITEMS} cover items per update; the whole list is sent, so it may hold ${MAX_REMOTE_MEDIA_ITEMS} at most (it has ${covers.length}).`,
    });
  issues.push({
    path: 'coverContents',
    rule: 2,
    severity: 'notice',
    message:
      covers.length === 0
        ? 'An empty list removes every cover item from the Mango.'
        : 'This list replaces the stored list as a whole: items not in it are removed from the Mango.',
  });
  const before = new Set(Array.isArray(base.coverContents) ? base.coverContents : []);
  const newVideos = covers.filter(
    (url) => typeof url === 'string' && !before.has(url) && VIDEO_URL.test(url),
  );
  if (newVideos.length > 0)
    issues.push({
      path: 'coverContents',
      rule: 8,
      severity: 'notice',
      message: `${newVideos.length} new video cover${newVideos.length === 1 ? ' is' : 's are'} converted by the service after the update.`,
    });
  return issues;
}

/** Spec rule 7 checks the console can make, and rule 8 side effects, on the Mango the draft means. */
function wholeMangoIssues(base: Mango, effective: Changes): RuleIssue[] {
  const next = intendedMango(base, effective);
  const issues: RuleIssue[] = [];
  const notice = (path: string, rule: number, message: string) =>
    issues.push({ path, rule, severity: 'notice', message });
  if (next.type === 'free' && typeof next.price === 'number' && next.price > 0)
    issues.push({
      path: 'price',
      rule: 7,
      severity: 'error',
      message: 'A free Mango has no price: set it to 0 or change nothing.',
    });
  if (next.type !== 'recurring' && 'recurringType' in effective && effective.recurringType !== null)
    issues.push({
      path: 'recurringType',
      rule: 7,
      severity: 'error',
      message: RECURRING_ONLY,
    });
  if ('access.seatLimit' in effective && typeof effective['access.seatLimit'] === 'number')
    notice(
      'access.seatLimit',
      7,
      'The service refuses a seat limit below the number of people subscribed now; then nothing changes.',
    );
  if ('price' in effective && typeof effective.price === 'number' && effective.price < (base.price ?? 0))
    notice(
      'price',
      7,
      'If an active coupon is worth more than the new price, the service refuses the change and nothing is saved.',
    );
  if ('title' in effective)
    notice('title', 8, 'A new title also renames the community room and its address.');
  if ('introVideo' in effective && effective.introVideo)
    notice('introVideo', 8, 'A new intro video makes the service create a new thumbnail.');
  if ('price' in effective && next.type === 'onetime')
    notice('price', 8, 'A new one-time price is announced to any funnel that shares this Mango.');
  return issues;
}

export function hasErrors(issues: readonly RuleIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}

/** Issues by field path, for the form. */
export function issuesByPath(issues: readonly RuleIssue[]): Map<string, RuleIssue[]> {
  const map = new Map<string, RuleIssue[]>();
  for (const issue of issues) map.set(issue.path, [...(map.get(issue.path) ?? []), issue]);
  return map;
}
