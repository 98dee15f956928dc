import { describe, expect, it } from 'vitest';
import { AppFailure } from '../../../src/shared/errors';
import { emptyMapping, autoMatch } from '../../../src/shared/areas/bulk-jobs/domain/fields';
import { jobKinds } from '../../../src/shared/areas/bulk-jobs/kinds';
import { unmappedRequired, validateFile } from '../../../src/shared/areas/bulk-jobs/domain/validate-file';
import { jobKind } from '../../../src/shared/areas/bulk-jobs/kinds';
import type { LookupClient } from '../../../src/shared/areas/bulk-jobs/kinds/common/customer-check';
import { decideFromError } from '../../../src/shared/areas/bulk-jobs/kinds/common/row-decision';

const USER = 'fa0000000000000000000002';
const B1 = 'ba0000000000000000000001';
const B2 = 'ba0000000000000000000002';
const today = { year: 2026, month: 1, day: 1 };

describe('assign-badges rows', () => {
  const spec = jobKinds['assign-badges'];
  const mapping = { ...emptyMapping(spec), userId: 0, badges: 1 };
  const check = (cells: string[]) => spec.validateRow(cells, 2, mapping, { today });

  it('send the badge ids sorted, each once, with the person as the path’s user id', () => {
    const result = check([USER.toUpperCase(), ` ${B2} ; ${B1.toUpperCase()};${B2};`]);
    expect(result.body).toEqual({ userId: USER, badges: [B1, B2] });
    expect(result.notes).toEqual(['A badge listed twice is sent once.']);
  });

  it.each([
    [['', B1], 'email', /Email and user id are both missing/],
    [['xyz', B1], 'userId', /24 hexadecimal/],
    [[USER, ''], 'badges', /No badge/],
    [[USER, `${B1};Gold star`], 'badges', /"Gold star" is not a badge id \(24 hexadecimal characters\)/],
  ])('refuse %j with a sentence on %s', (cells, field, message) => {
    const result = check(cells);
    expect(result.body).toBeUndefined();
    expect(result.errors).toContainEqual({ field, message: expect.stringMatching(message) });
  });

  it('need both columns; the same person and badge set twice in a file is one row', () => {
    expect(unmappedRequired(emptyMapping(spec), undefined, spec)).toEqual(['badges', 'email or userId']);
    expect(autoMatch(['Fan ID', 'Badge IDs'], {}, spec)).toEqual({ email: null, userId: 0, badges: 1 });
    const result = validateFile(
      [
        { line: 2, cells: [USER, `${B1};${B2}`] },
        { line: 3, cells: [USER, `${B2};${B1}`] },
        { line: 4, cells: [USER, B1] },
      ],
      mapping,
      { today },
      spec,
    );
    expect(result).toMatchObject({ valid: 2, duplicates: 1 });
    expect(result.checks[1]?.errors[0]?.message).toMatch(/Duplicate of row 2: same person and badges/);
    expect(spec.ledgerKey({ userId: USER, badges: [B2, B1] })).toBe(`assign-badges|${USER}|${B1};${B2}`);
  });

  it('sends the documented body to the person’s path; success: false fails the row', async () => {
    const sent: unknown[] = [];
    const client = (success: boolean) => ({
      assignBadges: async ({ params: { userId }, body }: { params: { userId: string }; body: unknown }) => {
        sent.push([userId, body]);
        return { message: success ? 'Operation completed successfully' : 'No', success };
      },
    });
    const kind = jobKind('assign-badges');
    expect(await kind.send(client(true), { userId: USER, badges: [B1] })).toEqual({
      kind: 'succeeded',
      outcome: { userId: USER, status: 'Operation completed successfully' },
    });
    expect(sent).toEqual([[USER, { badges: [B1] }]]);
    expect(await kind.send(client(false), { userId: USER, badges: [B1] })).toMatchObject({
      kind: 'failed',
      reason: 'No',
    });
  });

  it('is in place when the lookup by the person’s email lists every badge of the row', async () => {
    const lookup = (held: string[], email: string | null = 'a@b.test') =>
      ({
        async getUser() {
          return { _id: USER, ...(email ? { email } : {}) };
        },
        async lookupUser({ query: { email: asked } }: { query: { email: string } }) {
          if (asked !== email) throw new Error('looked up the wrong person');
          return { _id: USER, badges: held.map((_id) => ({ _id, name: 'Badge' })) };
        },
      }) as unknown as LookupClient;
    const kind = jobKind('assign-badges');
    const body = { userId: USER, badges: [B1, B2] };
    expect(await kind.check?.(lookup([B1, B2]), body)).toMatchObject({ kind: 'in_place' });
    expect(await kind.check?.(lookup([B1]), body)).toEqual({ kind: 'not_in_place' });
    expect(await kind.check?.(lookup([B1, B2], null), body)).toMatchObject({
      kind: 'unknown',
      message: expect.stringMatching(/no email/),
    });
  });

  it('says it cannot be undone', () => {
    expect(spec.notUndoable).toBe(true);
    expect(spec.words.consequence).toMatch(/no way to take a badge away/);
  });
});

describe('assign-points rows', () => {
  const spec = jobKinds['assign-points'];
  const mapping = { ...emptyMapping(spec), userId: 0, score: 1, reference: 2 };
  const check = (cells: string[]) => spec.validateRow(cells, 2, mapping, { today });

  it('take a whole, non-zero score (negative takes away) and an optional reference', () => {
    expect(check([USER, '50', '']).body).toEqual({ userId: USER, score: 50 });
    expect(check([USER, '-10', 'fix-1']).body).toEqual({ userId: USER, score: -10, reference: 'fix-1' });
    expect(check([USER, "'-10", '']).body).toEqual({ userId: USER, score: -10 });
  });

  it.each([
    [['', '5', ''], 'email', /Email and user id are both missing/],
    [[USER, '', ''], 'score', /Score is missing/],
    [[USER, '2.5', ''], 'score', /whole number/],
    [[USER, 'ten', ''], 'score', /whole number/],
    [[USER, '0', ''], 'score', /change nothing/],
    [[USER, '5', 'x'.repeat(201)], 'reference', /longer than 200/],
  ])('refuse %j with a sentence on %s', (cells, field, message) => {
    const result = check(cells);
    expect(result.body).toBeUndefined();
    expect(result.errors).toContainEqual({ field, message: expect.stringMatching(message) });
  });

  it('key rows by person, score and reference: equal awards need their own reference', () => {
    expect(unmappedRequired(emptyMapping(spec), undefined, spec)).toEqual(['score', 'email or userId']);
    expect(autoMatch(['User ID', 'Points', 'Reason'], {}, spec)).toEqual({
      email: null,
      userId: 0,
      score: 1,
      reference: 2,
    });
    const result = validateFile(
      [
        { line: 2, cells: [USER, '10', ''] },
        { line: 3, cells: [USER, '10', ''] },
        { line: 4, cells: [USER, '10', 'second'] },
        { line: 5, cells: [USER, '20', ''] },
      ],
      mapping,
      { today },
      spec,
    );
    expect(result).toMatchObject({ valid: 3, duplicates: 1 });
    expect(result.checks[1]?.errors[0]?.message).toMatch(/give each award its own reference/);
    expect(spec.ledgerKey({ userId: USER, score: -10, reference: 'r' })).toBe(`assign-points|${USER}|-10|r`);
  });

  it('keys a reference as a person reads it: case, outer and repeated spaces aside; other words differ', () => {
    const key = (reference: string) => spec.ledgerKey({ userId: USER, score: 5, reference });
    expect(key(' Quiz  WEEK 1 ')).toBe(key('quiz week 1'));
    expect(key('Quiz\tweek 1')).toBe(key('quiz week 1'));
    expect(key('quiz week 2')).not.toBe(key('quiz week 1'));
    expect(key('quizweek 1')).not.toBe(key('quiz week 1'));
    // Rows of one file that differ only so are duplicates: only the first is sent.
    const result = validateFile(
      [
        { line: 2, cells: [USER, '5', 'Quiz Week 1'] },
        { line: 3, cells: [USER, '5', 'quiz  week 1 '] },
      ],
      mapping,
      { today },
      spec,
    );
    expect(result).toMatchObject({ valid: 1, duplicates: 1 });
  });

  it('sends one person per request and keeps the points record the service made', async () => {
    const sent: unknown[] = [];
    const client = {
      assignPoints: async ({ body }: { body: { fanIds: string[]; score: number } }) => {
        sent.push(body);
        return { [USER]: '6b0000000000000000000009' };
      },
    };
    const kind = jobKind('assign-points');
    expect(await kind.send(client, { userId: USER, score: -10, reference: 'fix' })).toEqual({
      kind: 'succeeded',
      outcome: { userId: USER, status: 'points record 6b0000000000000000000009' },
    });
    expect(sent).toEqual([{ fanIds: [USER], score: -10 }]);
  });

  it('has no dry-run check and says why; a refused request fails the row', () => {
    const kind = jobKind('assign-points');
    expect(kind.check).toBeUndefined();
    expect(kind.spec.cannotCheck).toMatch(/the points ledger cannot tell/);
    const refused = new AppFailure({
      kind: 'http',
      status: 400,
      message: 'Invalid request: no user',
      outcome: 'unknown',
    });
    expect(decideFromError(refused, kind.uncertainWhat)).toMatchObject({
      kind: 'failed',
      serverError: false,
    });
  });
});
