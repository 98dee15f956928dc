import { z } from 'zod';
import { MigrateUserBody } from '../../../contract/integration';
import { columnOf, type ColumnMapping, type MigrationField } from './fields';
import { matchName, nameProblem, type NameIndex, type RecordWords } from './name-match';

export interface RowIssue {
  /** A field of the job's kind, or 'row'. */
  field: string;
  message: string;
}

/** A valid row's request body, in the shape of its kind's operation (checked by the kind's schema). */
export type JobBody = Record<string, unknown>;

/** What validation says about one data row. */
export interface RowCheck {
  /** Spreadsheet row number. */
  line: number;
  errors: RowIssue[];
  notes: string[];
  /** The request body, when the row is valid. */
  body?: JobBody;
}

export interface ValidationContext {
  /** Today as a calendar date in the service's zone (IST): validUntil may not be before it. */
  today: { year: number; month: number; day: number };
  /**
   * The profile's Mangoes, to check ids and match names against (name-match.ts); undefined when the list
   * could not be loaded: then an id is only checked for its shape and a name cannot be matched.
   */
  mangoes?: NameIndex;
  /** The profile's badges, for badge names (assign-badges); undefined when not loaded. */
  badges?: NameIndex;
  /** One Mango for every row, chosen from the Mango list instead of a column. */
  mangoIdForAll?: string;
}

export const mangoWords: RecordWords = {
  one: 'Mango',
  One: 'Mango',
  many: 'Mangoes',
  where: 'the Mangoes screen',
};

export const OBJECT_ID = /^[0-9a-f]{24}$/i;
export const emailShape = z.email();

/**
 * A cell's text. The leading `'` our own exports put before `+`, `=`, `-` or `@` (CSV-injection escaping)
 * is taken off again, so a template or an export can be re-imported as it is.
 */
export function cell(cells: readonly string[], mapping: ColumnMapping, field: string): string {
  const index = columnOf(mapping, field);
  return index === null ? '' : (cells[index] ?? '').trim().replace(/^'(?=[=+\-@])/, '');
}

/** Phone digits: spaces, dashes, dots and brackets are dropped; the rest must be 4 to 15 digits. */
export function checkPhone(raw: string): { value?: number; error?: string; note?: string } {
  if (raw === '') return { error: 'Phone is missing.' };
  const compact = raw.replace(/[\s\-.()]/g, '');
  if (compact.startsWith('+')) {
    return {
      error: `Phone "${raw}" starts with a dial code: put the dial code (like +91) in the dialCode column and only the number here.`,
    };
  }
  if (/^\d+(\.0+)?$/.test(compact) === false) {
    if (/^\d+(\.\d+)?e\+?\d+$/i.test(compact)) {
      return {
        error: `Phone "${raw}" was turned into scientific notation by a spreadsheet: format the column as text and export again.`,
      };
    }
    return { error: `Phone "${raw}" must contain digits only.` };
  }
  const digits = compact.replace(/\.0+$/, '');
  const trimmed = digits.replace(/^0+/, '');
  if (trimmed.length < 4 || trimmed.length > 15) {
    return { error: `Phone "${raw}" must have 4 to 15 digits (it has ${trimmed.length}).` };
  }
  const note =
    trimmed.length !== digits.length
      ? `Phone: leading zero dropped (sent as the number ${trimmed}).`
      : undefined;
  return { value: Number(trimmed), ...(note ? { note } : {}) };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** DD/MM/YYYY or DD-MM-YYYY (one- or two-digit day and month), a real calendar date, today or later. */
export function checkValidUntil(
  raw: string,
  today: ValidationContext['today'],
): { value?: string; error?: string } {
  if (/^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/.test(raw)) {
    return { error: `Valid until "${raw}" looks like YYYY-MM-DD: write it as DD/MM/YYYY.` };
  }
  const match = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/.exec(raw);
  if (!match) return { error: `Valid until "${raw}" must be a date written DD/MM/YYYY or DD-MM-YYYY.` };
  const day = Number(match[1]);
  const month = Number(match[3]);
  const year = Number(match[4]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { error: `Valid until "${raw}" is not a real date.` };
  }
  const key = year * 10_000 + month * 100 + day;
  const todayKey = today.year * 10_000 + today.month * 100 + today.day;
  if (key < todayKey) return { error: `Valid until "${raw}" is in the past.` };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { value: `${pad(day)}${match[2]}${pad(month)}${match[2]}${year}` };
}

/**
 * The Mango of a row, written as its id or its name (or the one chosen for all rows): the id it names, or
 * what is wrong with it. `name` is the Mango's title as the service holds it, when the list was read.
 */
export function resolveMango(
  text: string,
  context: ValidationContext,
): { id: string; name?: string; error?: undefined } | { id?: undefined; error: string } {
  if (text === '') return { error: 'Mango id is missing: map a column or choose one Mango for all rows.' };
  const match = matchName(context.mangoes, text);
  if (!match.found) return { error: nameProblem(mangoWords, text, match) };
  return { id: match.id, ...(match.name !== undefined ? { name: match.name } : {}) };
}

/**
 * Checks one row against the documented migrate-user rules and builds its body. Every problem is
 * reported (not only the first), each in a sentence that says what to change in the file.
 */
export function validateRow(
  cells: readonly string[],
  line: number,
  mapping: ColumnMapping,
  context: ValidationContext,
): RowCheck {
  const errors: RowIssue[] = [];
  const notes: string[] = [];
  const get = (field: MigrationField) => cell(cells, mapping, field);

  const name = get('name');
  if (name === '') errors.push({ field: 'name', message: 'Name is missing.' });

  const email = get('email');
  if (email === '') errors.push({ field: 'email', message: 'Email is missing.' });
  else if (!emailShape.safeParse(email).success) {
    errors.push({ field: 'email', message: `Email "${email}" is not an email address.` });
  }

  const phone = checkPhone(get('phone'));
  if (phone.error) errors.push({ field: 'phone', message: phone.error });
  if (phone.note) notes.push(phone.note);

  const mango = resolveMango(context.mangoIdForAll ?? get('mangoId'), context);
  if (mango.error) errors.push({ field: 'mangoId', message: mango.error });

  const validityRaw = get('validityDays');
  let validityDays: number | undefined;
  if (validityRaw !== '') {
    const days = /^\d+$/.test(validityRaw) ? Number(validityRaw) : Number.NaN;
    if (!Number.isSafeInteger(days) || days < 1) {
      errors.push({
        field: 'validityDays',
        message: `Validity days "${validityRaw}" must be a whole number of at least 1.`,
      });
    } else validityDays = days;
  }

  const untilRaw = get('validUntil');
  let validUntil: string | undefined;
  if (untilRaw !== '') {
    const until = checkValidUntil(untilRaw, context.today);
    if (until.error) errors.push({ field: 'validUntil', message: until.error });
    else validUntil = until.value;
  }
  if (validUntil && validityRaw !== '') {
    notes.push(
      `Valid until ${validUntil} overrides validity days ${validityRaw} (the service uses validUntil).`,
    );
  }

  const dialRaw = get('dialCode');
  let dialCode: string | undefined;
  if (dialRaw !== '') {
    const compact = dialRaw.replace(/\s/g, '');
    if (/^\+\d{1,4}$/.test(compact)) dialCode = compact;
    else if (/^\d{1,4}$/.test(compact)) {
      dialCode = `+${compact}`;
      notes.push(`Dial code "${dialRaw}" read as ${dialCode}.`);
    } else errors.push({ field: 'dialCode', message: `Dial code "${dialRaw}" must look like +91.` });
  }

  const countryRaw = get('country');
  let country: string | undefined;
  if (countryRaw !== '') {
    if (/^[A-Za-z]{2}$/.test(countryRaw)) country = countryRaw.toUpperCase();
    else
      errors.push({
        field: 'country',
        message: `Country "${countryRaw}" must be a two-letter code like IN or US.`,
      });
  }
  if (dialCode && country)
    notes.push(`Dial code ${dialCode} overrides country ${country} for the phone's dial code.`);

  if (errors.length > 0) return { line, errors, notes };
  const candidate = {
    name,
    email,
    phone: phone.value,
    mangoId: mango.id,
    ...(validityDays !== undefined ? { validityDays } : {}),
    ...(validUntil !== undefined ? { validUntil } : {}),
    ...(dialCode !== undefined ? { dialCode } : {}),
    ...(country !== undefined ? { country } : {}),
  };
  // The request schema is the last word: a row it would refuse never counts as valid.
  const parsed = MigrateUserBody.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      line,
      errors: [
        {
          field: 'row',
          message: `Not accepted by the request format: ${issue?.path.join('.')} ${issue?.message}`,
        },
      ],
      notes,
    };
  }
  return { line, errors, notes, body: parsed.data };
}
