import { describe, expect, it } from 'vitest';
import { AppFailure, type AppError } from '../../../src/shared/errors';
import { emptyMapping } from '../../../src/shared/areas/bulk-jobs/domain/fields';
import { jobKinds } from '../../../src/shared/areas/bulk-jobs/kinds';
import { validateFile } from '../../../src/shared/areas/bulk-jobs/domain/validate-file';
import { jobKind, type JobClient } from '../../../src/shared/areas/bulk-jobs/kinds';

/*
 * Badges and points rows may name their person by email: validated like a revoke-user row's (the id wins
 * when both are given), looked up just before the write, and a lookup that fails writes nothing.
 */

const USER = 'fa0000000000000000000002';
const B1 = 'ba0000000000000000000001';
const EMAIL = 'Meera.Iyer0@example.test';
const today = { year: 2026, month: 1, day: 1 };

const failure = (error: Partial<AppError>) =>
  new AppFailure({ kind: 'http', message: 'refused', outcome: 'unknown', ...error });

/** A client whose lookup answers `lookup` (or throws it) and records what was asked and sent. */
function fakeClient(lookup: { _id: string } | AppFailure) {
  const asked: string[] = [];
  const sent: unknown[] = [];
  const client: JobClient = {
    lookupUser: (async ({ query }: { query: { email?: string } }) => {
      asked.push(query.email ?? '');
      if (lookup instanceof AppFailure) throw lookup;
      return lookup;
    }) as unknown as JobClient['lookupUser'],
    assignPoints: (async ({ body }: { body: { fanIds: string[]; score: number } }) => {
      sent.push(body);
      return { [body.fanIds[0] ?? '']: '6b0000000000000000000009' };
    }) as unknown as JobClient['assignPoints'],
    assignBadges: (async ({ params: { userId }, body }: { params: { userId: string }; body: unknown }) => {
      sent.push([userId, body]);
      return { message: 'Operation completed successfully', success: true };
    }) as unknown as JobClient['assignBadges'],
  };
  return { client, asked, sent };
}

describe('badges and points rows by email', () => {
  const badges = jobKinds['assign-badges'];
  const points = jobKinds['assign-points'];
  const badgeMapping = { ...emptyMapping(badges), email: 0, userId: 1, badges: 2 };
  const pointMapping = { ...emptyMapping(points), email: 0, userId: 1, score: 2, reference: 3 };

  it('take an email, a user id or both (the id wins), and say which cell to fix', () => {
    const row = (cells: string[]) => badges.validateRow(cells, 2, badgeMapping, { today });
    expect(row([EMAIL, '', B1]).body).toEqual({ email: EMAIL, badges: [B1] });
    expect(row(['', USER.toUpperCase(), B1]).body).toEqual({ userId: USER, badges: [B1] });
    expect(row([EMAIL, USER, B1])).toMatchObject({
      body: { userId: USER, email: EMAIL, badges: [B1] },
      notes: ['Both email and user id are given: the person is found by the user id.'],
    });
    expect(row(['meera@', '', B1]).errors).toContainEqual({
      field: 'email',
      message: 'Email "meera@" is not an email address.',
    });
    expect(points.validateRow(['', '', '5', ''], 2, pointMapping, { today }).errors).toContainEqual({
      field: 'email',
      message: 'Email and user id are both missing: give one of them.',
    });
  });

  it('tell rows apart by the id, else the email in any case', () => {
    const result = validateFile(
      [
        { line: 2, cells: [EMAIL, '', '10', ''] },
        { line: 3, cells: [EMAIL.toLowerCase(), '', '10', ''] },
        { line: 4, cells: ['', USER, '10', ''] },
      ],
      pointMapping,
      { today },
      points,
    );
    expect(result).toMatchObject({ valid: 2, duplicates: 1 });
    expect(points.ledgerKey({ email: EMAIL, score: 10 })).toBe(`assign-points|${EMAIL.toLowerCase()}|10|`);
  });

  it('look the person up just before sending, once per email, and send to the id found', async () => {
    const { client, asked, sent } = fakeClient({ _id: USER.toUpperCase() });
    const kind = jobKind('assign-points');
    expect(await kind.send(client, { email: EMAIL, score: 5 })).toEqual({
      kind: 'succeeded',
      outcome: { userId: USER, status: 'points record 6b0000000000000000000009' },
    });
    await kind.send(client, { email: EMAIL.toLowerCase(), score: 7, reference: 'again' });
    expect(asked).toEqual([EMAIL.toLowerCase()]);
    expect(sent).toEqual([
      { fanIds: [USER], score: 5 },
      { fanIds: [USER], score: 7 },
    ]);
    const badgeClient = fakeClient({ _id: USER });
    expect(
      await jobKind('assign-badges').send(badgeClient.client, { email: EMAIL, badges: [B1] }),
    ).toMatchObject({
      kind: 'succeeded',
      outcome: { userId: USER },
    });
    expect(badgeClient.sent).toEqual([[USER, { badges: [B1] }]]);
  });

  it('a row with a user id sends without a lookup', async () => {
    const { client, asked } = fakeClient(failure({ status: 500 }));
    await jobKind('assign-points').send(client, { userId: USER, score: 5 });
    expect(asked).toEqual([]);
  });

  it.each([
    [
      failure({ status: 404 }),
      { kind: 'failed', reason: expect.stringMatching(/No person with the email .*Add a person/) },
    ],
    [
      failure({ status: 404, errorCode: 'NOT_AVAILABLE_ON_HOST' }),
      {
        kind: 'failed',
        reason: expect.stringMatching(/does not offer the lookup by email: give the person’s user id/),
      },
    ],
    [failure({ kind: 'rate_limited', status: 429 }), { kind: 'requeue', rateLimited: true }],
    [failure({ kind: 'network', outcome: 'not_sent' }), { kind: 'requeue', rateLimited: false }],
    // A reset or a gateway error on the read: nothing was written, so the row goes back to the queue.
    [failure({ kind: 'network', outcome: 'unknown' }), { kind: 'requeue', rateLimited: false }],
    [failure({ status: 502 }), { kind: 'requeue', reason: expect.stringMatching(/^Looking up /) }],
    [failure({ status: 500 }), { kind: 'requeue', rateLimited: false }],
    [failure({ status: 400, message: 'Bad email' }), { kind: 'failed', reason: 'Bad email' }],
  ])('a lookup that fails (%s) writes nothing: %j', async (error, decision) => {
    const { client, sent } = fakeClient(error);
    expect(await jobKind('assign-badges').send(client, { email: EMAIL, badges: [B1] })).toMatchObject(
      decision,
    );
    expect(await jobKind('assign-points').send(client, { email: EMAIL, score: 5 })).toMatchObject(decision);
    expect(sent).toEqual([]);
  });
});
