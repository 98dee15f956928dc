import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppFailure } from '../../../src/shared/errors';
import type { RevokeUserEnvelope } from '../../../src/shared/contract/integration';
import { emptyMapping, autoMatch } from '../../../src/shared/areas/bulk-jobs/domain/fields';
import { jobKindSpec, jobKinds } from '../../../src/shared/areas/bulk-jobs/kinds';
import { unmappedRequired, validateFile } from '../../../src/shared/areas/bulk-jobs/domain/validate-file';
import { JobFile } from '../../../src/main/areas/bulk-jobs/job-store';
import { assessJournal, journalHeader } from '../../../src/main/areas/bulk-jobs/journal-trust';
import { jobKind } from '../../../src/shared/areas/bulk-jobs/kinds';
import type { LookupClient } from '../../../src/shared/areas/bulk-jobs/kinds/common/customer-check';
import { decideFromError } from '../../../src/shared/areas/bulk-jobs/kinds/common/row-decision';

const MANGO = 'ae0000000000000000000003';
const USER = 'fa0000000000000000000002';
const spec = jobKinds['revoke-user'];
const today = { year: 2026, month: 1, day: 1 };
const mapping = { ...emptyMapping(spec), email: 0, userId: 1, mangoId: 2 };
const check = (cells: string[], extra: { mangoIdForAll?: string } = {}) =>
  spec.validateRow(cells, 2, mapping, { today, ...extra });

describe('revoke-user rows', () => {
  it('build the documented body from an email, a user id, or both (the id wins on the service)', () => {
    expect(check(['Asha@Example.com', '', MANGO]).body).toEqual({
      mangoId: MANGO,
      userEmail: 'Asha@Example.com',
    });
    expect(check(['', USER.toUpperCase(), MANGO]).body).toEqual({ mangoId: MANGO, userId: USER });
    const both = check(['asha@example.com', USER, MANGO]);
    expect(both.body).toEqual({ mangoId: MANGO, userId: USER, userEmail: 'asha@example.com' });
    expect(both.notes[0]).toMatch(/by the user id/);
    expect(check(['', USER, ''], { mangoIdForAll: MANGO }).body).toMatchObject({ mangoId: MANGO });
  });

  it.each([
    [['', '', MANGO], 'email', /both missing/],
    [['not-an-email', '', MANGO], 'email', /not an email address/],
    [['', 'xyz', MANGO], 'userId', /24 hexadecimal/],
    [['a@b.test', '', ''], 'mangoId', /Mango id is missing/],
    [['a@b.test', '', 'nope'], 'mangoId', /24 hexadecimal/],
  ])('refuse %j with a sentence on %s', (cells, field, message) => {
    const result = check(cells);
    expect(result.body).toBeUndefined();
    expect(result.errors).toContainEqual({ field, message: expect.stringMatching(message) });
  });

  it('say which columns are missing: mangoId, and an email or a user id', () => {
    expect(unmappedRequired(emptyMapping(spec), undefined, spec)).toEqual(['mangoId', 'email or userId']);
    expect(unmappedRequired({ ...emptyMapping(spec), userId: 0 }, MANGO, spec)).toEqual([]);
    expect(autoMatch(['E-mail', 'Fan ID', 'Mango'], {}, spec)).toEqual({ email: 0, userId: 1, mangoId: 2 });
  });

  it('send the same person and Mango once per file, and never share ledger keys with a migration', () => {
    const rows = [
      { line: 2, cells: ['a@b.test', '', MANGO] },
      { line: 3, cells: ['A@B.test', '', MANGO] },
      { line: 4, cells: ['a@b.test', '', 'ae0000000000000000000004'] },
    ];
    const result = validateFile(rows, mapping, { today }, spec);
    expect(result).toMatchObject({ valid: 2, duplicates: 1 });
    expect(result.checks[1]?.errors[0]?.message).toMatch(/Duplicate of row 2: same person and Mango/);
    const key = spec.ledgerKey({ mangoId: MANGO, userEmail: 'a@b.test' });
    expect(key).toBe(`revoke-user|a@b.test|${MANGO}`);
    expect(key).not.toBe(jobKinds.migrate.ledgerKey({ email: 'a@b.test', mangoId: MANGO }));
  });
});

describe('a revoke-user row on the wire', () => {
  const kind = jobKind('revoke-user');
  const client = (answer: RevokeUserEnvelope) => ({ revokeUser: async () => answer });

  it('succeeds on the documented string result, and fails on any other', async () => {
    const body = { mangoId: MANGO, userEmail: 'a@b.test' };
    expect(await kind.send(client({ code: 0, type: 'OK', result: 'success' }), body)).toEqual({
      kind: 'succeeded',
      outcome: { status: 'success' },
    });
    expect(
      await kind.send(client({ code: 0, type: 'OK', message: 'Nope', result: 'failed' }), body),
    ).toMatchObject({ kind: 'failed', reason: 'Nope' });
    await expect(kind.send({}, body)).rejects.toThrow(/cannot send revokeUser/);
  });

  it('reads errors as every kind does, in its own words', () => {
    const http = (status: number, message: string) =>
      new AppFailure({ kind: 'http', status, message, outcome: 'unknown' });
    expect(decideFromError(http(502, 'Bad gateway.'), kind.uncertainWhat)).toEqual({
      kind: 'uncertain',
      reason: 'Bad gateway. A gateway error does not say whether the customer was removed.',
    });
    expect(
      decideFromError(http(400, 'User is not a customer of this mango'), kind.uncertainWhat),
    ).toMatchObject({
      kind: 'failed',
      serverError: false,
    });
  });

  it('is in place when the person exists without an active subscription; unknown when not found', async () => {
    const lookup = (subscribed: boolean, found = true) =>
      ({
        async lookupUser() {
          if (!found)
            throw new AppFailure({
              kind: 'http',
              status: 404,
              message: 'User not found',
              outcome: 'unknown',
            });
          return { _id: USER };
        },
        async listUserSubscriptions() {
          return subscribed ? [{ _id: 's1', mango: MANGO, status: 'active' }] : [];
        },
        async getMango() {
          return { _id: MANGO };
        },
      }) as unknown as LookupClient;
    const body = { mangoId: MANGO, userEmail: 'a@b.test' };
    expect(await kind.check?.(lookup(true), body)).toEqual({ kind: 'not_in_place' });
    expect(await kind.check?.(lookup(false), body)).toMatchObject({
      kind: 'in_place',
      outcome: { userId: USER },
    });
    expect(await kind.check?.(lookup(false, false), body)).toMatchObject({ kind: 'unknown' });
    // By user id: no lookup by email is needed.
    expect(await kind.check?.(lookup(false, false), { mangoId: MANGO, userId: USER })).toMatchObject({
      kind: 'in_place',
    });
  });
});

describe('job files and journals of a kind', () => {
  const base = {
    schemaVersion: 1,
    id: 'job-20260101000000-kinds1',
    profileId: 'sandbox',
    profileName: 'Sandbox',
    profileKind: 'sandbox',
    fileName: 'f.csv',
    createdAt: '2026-01-01T00:00:00.000Z',
    headers: ['email', 'mangoId'],
    mangoes: [],
    concurrency: 1,
  };
  const migrateRow = {
    line: 2,
    cells: [],
    body: { name: 'A', email: 'a@b.test', phone: 98765, mangoId: MANGO },
  };
  const revokeRow = { line: 2, cells: [], body: { mangoId: MANGO, userEmail: 'a@b.test' } };

  it('read a job without a kind as a migration (files written before kinds still open)', () => {
    const old = JobFile.parse({ ...base, rows: [migrateRow] });
    expect(old.kind).toBeUndefined();
    expect(jobKindSpec(old.kind).name).toBe('migrate');
    expect(JobFile.safeParse({ ...base, rows: [revokeRow] }).success).toBe(false);
    expect(JobFile.safeParse({ ...base, kind: 'revoke-user', rows: [revokeRow] }).success).toBe(true);
    expect(JobFile.safeParse({ ...base, kind: 'revoke-user', rows: [migrateRow] }).success).toBe(false);
  });

  it('hold a journal whose header names another kind as damaged', () => {
    const job = JobFile.parse({ ...base, kind: 'revoke-user', rows: [revokeRow] });
    const at = '2026-01-01T00:00:00.000Z';
    const mark = (text: string) => ({
      state: 'ok' as const,
      mark: {
        v: 1 as const,
        job: job.id,
        next: 0,
        bytes: Buffer.byteLength(text),
        sha256: createHash('sha256').update(text).digest('hex'),
        clean: true,
        at,
      },
    });
    const own = `${JSON.stringify(journalHeader(job, at))}\n`;
    expect(JSON.parse(own)).toMatchObject({ t: 'header', kind: 'revoke-user' });
    expect(assessJournal(job, Buffer.from(own), mark(own)).damage).toBeUndefined();
    const { kind: _dropped, ...asMigration } = job;
    const foreign = `${JSON.stringify(journalHeader(asMigration, at))}\n`;
    expect(assessJournal(job, Buffer.from(foreign), mark(foreign)).damage).toMatch(
      /another kind of job \(migrate\)/,
    );
  });
});
