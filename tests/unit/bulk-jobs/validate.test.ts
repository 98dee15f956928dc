import { describe, expect, it } from 'vitest';
import {
  autoMatch,
  emptyMapping,
  mappingMemory,
  type ColumnMapping,
} from '../../../src/shared/areas/bulk-jobs/domain/fields';
import {
  checkPhone,
  checkValidUntil,
  validateRow,
} from '../../../src/shared/areas/bulk-jobs/domain/validate-row';
import { nameIndex } from '../../../src/shared/areas/bulk-jobs/domain/name-match';
import {
  todayInIst,
  unmappedRequired,
  validateFile,
} from '../../../src/shared/areas/bulk-jobs/domain/validate-file';

const MANGO = 'ae0000000000000000000003';
const today = { year: 2026, month: 3, day: 15 };
const headers = ['name', 'email', 'phone', 'mangoId', 'validityDays', 'validUntil', 'dialCode', 'country'];
const mapping: ColumnMapping = autoMatch(headers);
const context = { today, mangoes: nameIndex([{ id: MANGO, name: 'Starter Course' }]) };
const row = (over: Partial<Record<string, string>> = {}) =>
  headers.map(
    (h) =>
      over[h] ??
      (
        { name: 'Asha', email: 'asha@example.com', phone: '9876543210', mangoId: MANGO } as Record<
          string,
          string
        >
      )[h] ??
      '',
  );
const check = (over: Partial<Record<string, string>> = {}) => validateRow(row(over), 2, mapping, context);
const messages = (over: Partial<Record<string, string>>) =>
  check(over)
    .errors.map((e) => e.message)
    .join(' ');

describe('column matching', () => {
  it('matches common header spellings, each column once', () => {
    const m = autoMatch([
      'Full Name',
      'E-mail Address',
      'Mobile',
      'Mango',
      'Valid Till',
      'Country Code',
      'Country',
    ]);
    expect(m).toMatchObject({
      name: 0,
      email: 1,
      phone: 2,
      mangoId: 3,
      validUntil: 4,
      dialCode: 5,
      country: 6,
      validityDays: null,
    });
  });
  it('prefers a saved mapping for the same headers', () => {
    const saved = mappingMemory(['Client', 'Mail'], { ...emptyMapping(), name: 0, email: 1 });
    expect(autoMatch(['Client', 'Mail'], saved)).toMatchObject({ name: 0, email: 1 });
  });
  it('lists required fields that have no column', () => {
    expect(unmappedRequired({ ...emptyMapping(), name: 0 })).toEqual(['email', 'phone', 'mangoId']);
    expect(unmappedRequired({ ...emptyMapping(), name: 0, email: 1, phone: 2 }, MANGO)).toEqual([]);
  });
});

describe('row validation', () => {
  it('accepts a complete row and builds the body with phone as a JSON number', () => {
    expect(check().body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: 9876543210,
      mangoId: MANGO,
    });
  });
  it('requires name, email, phone and Mango', () => {
    const result = validateRow(['', '', '', '', '', '', '', ''], 3, mapping, context);
    expect(result.errors.map((e) => e.field)).toEqual(['name', 'email', 'phone', 'mangoId']);
    expect(result.body).toBeUndefined();
  });
  it('checks the email shape', () => {
    expect(messages({ email: 'asha@' })).toMatch(/not an email address/);
  });
  it('checks phone digits and explains dial codes and scientific notation', () => {
    expect(checkPhone('+91 98765 43210').error).toMatch(/dialCode column/);
    expect(checkPhone('9.87654E+09').error).toMatch(/scientific notation/);
    expect(checkPhone('98-76(54)3210').value).toBe(9876543210);
    expect(checkPhone('123').error).toMatch(/4 to 15 digits/);
    expect(checkPhone('09876543210').note).toMatch(/leading zero/);
    expect(checkPhone('98765abc').error).toMatch(/digits only/);
  });
  it('wants validityDays as a whole number of at least 1', () => {
    expect(messages({ validityDays: '0' })).toMatch(/at least 1/);
    expect(messages({ validityDays: '2.5' })).toMatch(/whole number/);
    expect(check({ validityDays: '30' }).body?.validityDays).toBe(30);
  });
  it('wants validUntil as a real DD/MM/YYYY or DD-MM-YYYY date, not in the past', () => {
    expect(checkValidUntil('31/02/2027', today).error).toMatch(/not a real date/);
    expect(checkValidUntil('14/03/2026', today).error).toMatch(/in the past/);
    expect(checkValidUntil('15/03/2026', today).value).toBe('15/03/2026');
    expect(checkValidUntil('5-4-2027', today).value).toBe('05-04-2027');
    expect(checkValidUntil('2027-04-05', today).error).toMatch(/YYYY-MM-DD/);
    expect(checkValidUntil('05/04-2027', today).error).toMatch(/DD\/MM\/YYYY/);
  });
  it('notes when validUntil overrides validityDays and dialCode overrides country', () => {
    const result = check({ validityDays: '30', validUntil: '01/01/2030', dialCode: '+1', country: 'in' });
    expect(result.notes.join(' ')).toMatch(/overrides validity days/);
    expect(result.notes.join(' ')).toMatch(/\+1 overrides country IN/);
    expect(result.body).toMatchObject({
      validUntil: '01/01/2030',
      validityDays: 30,
      dialCode: '+1',
      country: 'IN',
    });
  });
  it('checks dial code and country shapes', () => {
    expect(messages({ dialCode: '+91-22' })).toMatch(/like \+91/);
    expect(check({ dialCode: '44' }).body?.dialCode).toBe('+44');
    expect(check({ dialCode: "'+44" }).body?.dialCode).toBe('+44');
    expect(messages({ country: 'India' })).toMatch(/two-letter/);
  });
  it('wants a 24-hex Mango id that belongs to the profile', () => {
    expect(messages({ mangoId: 'abc' })).toMatch(/24 hexadecimal/);
    expect(messages({ mangoId: 'ae00000000000000000000ff' })).toMatch(/not one of this profile/);
    const noList = validateRow(row({ mangoId: 'ae00000000000000000000ff' }), 2, mapping, { today });
    expect(noList.body).toBeDefined();
    const forAll = validateRow(row({ mangoId: '' }), 2, mapping, { ...context, mangoIdForAll: MANGO });
    expect(forAll.body?.mangoId).toBe(MANGO);
  });
});

describe('whole-file validation', () => {
  it('keeps the first of a duplicate (same email and Mango) and marks the rest', () => {
    const rows = [
      { line: 2, cells: row() },
      { line: 3, cells: row({ email: 'ASHA@example.com' }) },
      { line: 4, cells: row({ email: 'other@example.com' }) },
    ];
    const result = validateFile(rows, mapping, context);
    expect(result.valid).toBe(2);
    expect(result.duplicates).toBe(1);
    expect(result.checks[1]?.errors[0]?.message).toMatch(/Duplicate of row 2/);
  });
  it('computes today in IST', () => {
    expect(todayInIst(new Date('2026-03-14T19:00:00Z'))).toEqual({ year: 2026, month: 3, day: 15 });
  });
  it('validates 100,000 rows in well under 5 seconds', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      line: i + 2,
      cells: row({ email: `p${i}@example.com` }),
    }));
    // CPU time, not wall time: on a busy machine the wait for a core is not the code's cost.
    const started = process.cpuUsage();
    const result = validateFile(rows, mapping, context);
    expect(result.valid).toBe(100_000);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(5_000);
  });
});
