import { z } from 'zod';
import { ObjectId } from '../../../contract/common';
import { Mango } from '../../../contract/mangoes';
import { AppError } from '../../../errors';
import { fieldAt, mangoFields, type MangoField } from './fields';
import { cloneJson, getAt, isPlainObject, jsonEqual, setAt, type JsonValue } from './json';
import { currencyLabel, formatMoney, isCurrencyMap } from './money';

/**
 * A draft is a saved plan: the Mango as it was when the draft was made (`base`) and, per field path, the
 * value wanted. A path with `null` clears the field; a path that is absent leaves it alone. Nothing is
 * sent until the draft is applied.
 */
export const draftStates = ['draft', 'ready', 'applying', 'applied', 'conflict', 'failed'] as const;
export const DraftState = z.enum(draftStates);
export type DraftState = z.infer<typeof DraftState>;

export const Changes = z.record(z.string().max(200), z.json());
export type Changes = Record<string, JsonValue>;

export const FieldConflict = z.object({
  path: z.string(),
  base: z.unknown().optional(),
  theirs: z.unknown().optional(),
  mine: z.unknown().optional(),
});
export type FieldConflict = z.infer<typeof FieldConflict>;

/** A service refusal placed on the field it concerns (or on no field, `path: ''`). */
export const FieldProblem = z.object({
  path: z.string(),
  message: z.string(),
  errorCode: z.string().optional(),
  rule: z.number().int().min(1).max(9).optional(),
});
export type FieldProblem = z.infer<typeof FieldProblem>;

export const Normalised = z.object({ path: z.string(), asked: z.unknown(), returned: z.unknown() });
export type Normalised = z.infer<typeof Normalised>;

export const AppliedRecord = z.object({
  at: z.string(),
  asked: Changes,
  /** `label: old -> new` per change, as it read when applied. */
  lines: z.array(z.string()),
  returned: Mango,
  /** Fields whose returned value differs from what was asked (the service normalised them). */
  normalised: z.array(Normalised),
  /** True when the outcome was unknown and a re-read showed the values already in place. */
  verifiedByReRead: z.boolean(),
});
export type AppliedRecord = z.infer<typeof AppliedRecord>;

export const MangoDraft = z.object({
  id: z.string().min(1).max(64),
  profileId: z.string(),
  mangoId: ObjectId,
  title: z.string(),
  base: Mango,
  baseFetchedAt: z.string(),
  changes: Changes,
  state: DraftState,
  createdAt: z.string(),
  updatedAt: z.string(),
  error: AppError.optional(),
  problems: z.array(FieldProblem).optional(),
  conflicts: z.array(FieldConflict).optional(),
  /** The fresh copy the conflicts were found against; it becomes the base once they are resolved. */
  server: Mango.optional(),
  /** What the console found after an unknown outcome, in words. */
  note: z.string().optional(),
  /** A request was sent and no answer recorded (crash or lost connection): check before any resend. */
  uncertain: z.boolean().optional(),
  applied: AppliedRecord.optional(),
  /**
   * Sandbox profile only: the generation of the sandbox's data it was drafted on. A reset begins a new
   * one; a draft of another (or, made before generations, none) describes data that is gone.
   */
  sandboxGeneration: z.string().optional(),
});
export type MangoDraft = z.infer<typeof MangoDraft>;

/** Changes that really differ from `base`, in catalogue order; unknown paths are left out (spec rule 1). */
export function effectiveChanges(base: Mango, changes: Changes): Changes {
  const out: Changes = {};
  for (const field of mangoFields) {
    if (!Object.prototype.hasOwnProperty.call(changes, field.path)) continue;
    const value = changes[field.path];
    if (value === undefined || jsonEqual(value, getAt(base, field.path))) continue;
    out[field.path] = value;
  }
  return out;
}

/** The Mango the draft means: the base with every change set at its path (catalogue order). */
export function intendedMango(base: Mango, changes: Changes): Mango {
  let next = cloneJson(base);
  for (const [path, value] of Object.entries(effectiveChanges(base, changes))) {
    next = setAt(next, path, cloneJson(value));
  }
  return next;
}

export interface DiffLine {
  path: string;
  label: string;
  group: MangoField['group'];
  before: unknown;
  after: JsonValue;
  /** `clear` when the new value is null (the field is emptied), `set` otherwise. */
  kind: 'set' | 'clear';
  /** Money, tax, validity or seats: the change reaches buyers. */
  weighty: boolean;
  /** The currency of an amount (ISO code), so it reads as money. */
  currency?: string;
}

/** The currency a field's amount is in on this Mango (the base price uses the Mango's own currency). */
export function currencyOf(field: MangoField | undefined, mango: Mango): string | undefined {
  if (field?.currency) return field.currency;
  return field?.path === 'price' && typeof mango.currency === 'string' ? mango.currency : undefined;
}

export function diffDraft(base: Mango, changes: Changes): DiffLine[] {
  const intended = intendedMango(base, changes);
  return Object.entries(effectiveChanges(base, changes)).map(([path, after]) => {
    const field = fieldAt(path) as MangoField;
    const currency = currencyOf(field, intended);
    return {
      path,
      label: field.label,
      group: field.group,
      before: getAt(base, path),
      after,
      kind: after === null ? 'clear' : 'set',
      weighty: field.weighty,
      ...(currency ? { currency } : {}),
    };
  });
}

/** One member of an object value: a stored value (null is "none"), money for a currency map. */
function member(key: string, value: unknown, inCurrencies: boolean): string {
  if (inCurrencies && typeof value === 'number') return formatMoney(value, key);
  return `${inCurrencies ? currencyLabel(key) : key} ${formatStored(value, 20)}`;
}

/**
 * A value a draft sets, as the diff shows it: `(not set)` for absent, `(cleared)` for null (the draft
 * empties the field), lists by count, amounts as money when `currency` is given. Inside an object, a null
 * member is a stored "none", never a clear: only the value the draft sets can be a clear.
 */
export function formatValue(value: unknown, max = 60, currency?: string): string {
  if (value === undefined) return '(not set)';
  if (value === null) return '(cleared)';
  if (value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && currency) return formatMoney(value, currency);
  if (Array.isArray(value)) {
    if (value.length === 0) return '(empty list)';
    return `${value.length} item${value.length === 1 ? '' : 's'}`;
  }
  if (isPlainObject(value)) {
    const inCurrencies = isCurrencyMap(value);
    const parts = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => member(k, v, inCurrencies));
    return parts.length > 0 ? parts.join(', ') : '(empty)';
  }
  const text = String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A stored value: a stored null is "none" (nothing set), not a clear someone is about to make. */
export function formatStored(value: unknown, max = 60, currency?: string): string {
  return value === null ? '(none)' : formatValue(value, max, currency);
}

/** `Base price: INR 499 -> INR 399`, in the form's own label. */
export function diffLineText(line: DiffLine): string {
  return `${line.label}: ${formatStored(line.before, 60, line.currency)} -> ${formatValue(line.after, 60, line.currency)}`;
}
