import { MAX_REMOTE_MEDIA_ITEMS, type Mango } from '../../contract/mangoes';
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

export const mangoRules: Record<number, string> = {
  1: 'The path id is authoritative: _id and unknown fields are never sent.',
  2: 'Omitted fields keep their stored values; false and 0 are real values; lists replace as a whole.',
  3: 'null clears only per-currency prices, strike-through, validity, trial, billing cap, seat limit and seat label.',
  4: 'null is refused for titles, descriptions, lists, type, frequency, base price, settings switches, access start and multiple quantity.',
  5: 'Send at most one of the plain and the HTML description; either updates both.',
  6: 'Type and access start never change; on a recurring Mango neither do frequency, base and per-currency prices, currency and GST switches.',
  7: 'The service validates the whole resulting Mango first (coupons, entitlements, type-specific fields, media, seat limit against live subscribers).',
  8: 'Some changes have side effects: a new title renames the room, a new intro video queues a thumbnail, a one-time price change notifies a funnel, new video covers are transcoded.',
  9: 'No idempotency key, revision or transaction: the last write wins, and a repeated update can repeat its side effects.',
};

/** The apply-time warning every apply shows (rule 9). */
export const RULE_9_WARNING =
  'Rule 9: the service has no idempotency key, revision token or transaction. The last write wins, and ' +
  'sending an update again can repeat its side effects (room rename, funnel notice, transcoding). The ' +
  'console never resends an update whose outcome is unknown: it re-reads the Mango instead.';

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

const RECURRING_ONLY = 'Only a recurring Mango has a billing frequency (rule 7).';

/** Rule 6: on this Mango the field may only carry its stored value. */
export function isFixedOn(field: MangoField, base: Mango): boolean {
  return field.immutable === 'always' || (field.immutable === 'recurring' && base.type === 'recurring');
}

/** Why the editor locks a field on this Mango (rules 6 and 7, as `validateChanges` judges them), or null. */
export function lockReason(field: MangoField, base: Mango): string | null {
  if (isFixedOn(field, base))
    return field.immutable === 'always'
      ? 'Fixed after creation (rule 6): it may only carry its current value.'
      : 'Fixed on a recurring Mango (rule 6): it may only carry its current value.';
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
      return isHttpUrl(value) ? null : bad(`${field.label} must be an http(s) URL.`, 7);
    case 'urlList':
      if (!Array.isArray(value)) return bad(`${field.label} must be a list of URLs.`);
      if (!value.every(isHttpUrl)) return bad(`Every item of ${field.label} must be an http(s) URL.`, 7);
      return null;
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? null
        : bad(`${field.label} must be a date and time.`);
    case 'clearGroup':
      return bad(`${field.label} can only be cleared; change the currencies one by one.`, 3);
  }
}

function checkNull(field: MangoField): RuleIssue | null {
  if (field.nullForbidden)
    return {
      path: field.path,
      rule: 4,
      severity: 'error',
      message: `${field.label} cannot be cleared: the service refuses null for it (rule 4).`,
    };
  if (!field.clearable)
    return {
      path: field.path,
      rule: 3,
      severity: 'error',
      message: `${field.label} cannot be cleared: null clears only the fields rule 3 lists.`,
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
            ? 'The id comes from the address; _id is never sent (rule 1).'
            : `"${path}" is not a Mango field the service accepts; it would be stripped (rule 1).`,
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
            ? `${field.label} never changes after creation; it may only carry its current value (rule 6).`
            : `${field.label} is fixed on a recurring Mango; it may only carry its current value (rule 6).`,
      });
    const group = parentGroupOf(path);
    if (group && changes[group.path] === null && value !== null)
      issues.push({
        path,
        rule: 3,
        severity: 'error',
        message: `${group.label} is being cleared: set single currencies or clear all, not both.`,
      });
  }
  const effective = effectiveChanges(base, changes);
  if ('description' in effective && 'descriptionHtml' in effective)
    for (const path of ['description', 'descriptionHtml'])
      issues.push({
        path,
        rule: 5,
        severity: 'error',
        message: 'Change the plain or the HTML description, not both: either one updates both (rule 5).',
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
      message: `At most ${MAX_REMOTE_MEDIA_ITEMS} remote media items per update; the list is sent whole, so it may hold ${MAX_REMOTE_MEDIA_ITEMS} at most (it has ${covers.length}).`,
    });
  issues.push({
    path: 'coverContents',
    rule: 2,
    severity: 'notice',
    message:
      covers.length === 0
        ? 'An empty list clears every cover item (rule 2: lists replace as a whole).'
        : 'This list replaces the stored list as a whole (rule 2).',
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
      message: `${newVideos.length} new video cover${newVideos.length === 1 ? ' is' : 's are'} submitted for transcoding (rule 8).`,
    });
  return issues;
}

/** Rule 7 checks the console can make, and rule 8 side effects, on the Mango the draft means. */
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
      message: 'A free Mango has no price (rule 7).',
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
      'The service refuses a seat limit below the live count of active subscribers (rule 7).',
    );
  if ('price' in effective && typeof effective.price === 'number' && effective.price < (base.price ?? 0))
    notice(
      'price',
      7,
      'Active coupons worth more than the new price make the service refuse it (409 IMPACTED_COUPONS_FOUND).',
    );
  if ('title' in effective)
    notice('title', 8, 'A new title also renames the community room and its address (rule 8).');
  if ('introVideo' in effective && effective.introVideo)
    notice('introVideo', 8, 'A new intro video queues thumbnail generation (rule 8).');
  if ('price' in effective && next.type === 'onetime')
    notice('price', 8, 'A one-time price change notifies any shared funnel (rule 8).');
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
