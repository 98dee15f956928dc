import { describe, expect, it } from 'vitest';
import { AppFailure } from '../../../src/shared/errors';
import { emptyMapping, autoMatch } from '../../../src/shared/areas/bulk-jobs/domain/fields';
import { jobKinds, type JobKindName } from '../../../src/shared/areas/bulk-jobs/kinds';
import { unmappedRequired, validateFile } from '../../../src/shared/areas/bulk-jobs/domain/validate-file';
import { jobKind } from '../../../src/shared/areas/bulk-jobs/kinds';
import type { LookupClient } from '../../../src/shared/areas/bulk-jobs/kinds/common/customer-check';
import { decideFromError } from '../../../src/shared/areas/bulk-jobs/kinds/common/row-decision';
import { requireJobSecret } from '../../../src/main/areas/bulk-jobs/job-client';

const MANGO = 'ae0000000000000000000003';
const USER = 'fa0000000000000000000002';
const SUB = '5a0000000000000000000001';
const today = { year: 2026, month: 1, day: 1 };
const http = (status: number, message: string, errorCode?: string) =>
  new AppFailure({ kind: 'http', status, message, outcome: 'unknown', ...(errorCode ? { errorCode } : {}) });

describe.each(['grant-subscription', 'revoke-subscription'] as JobKindName[])('%s rows', (name) => {
  const spec = jobKinds[name];
  const mapping = { ...emptyMapping(spec), subscriptionId: 0, userId: 1, mangoId: 2 };
  const check = (cells: string[], extra: { mangoIdForAll?: string } = {}) =>
    spec.validateRow(cells, 2, mapping, { today, ...extra });

  it('name one subscription: its id alone, or a user id and a Mango (a column or one for all rows)', () => {
    expect(check([SUB.toUpperCase(), '', '']).body).toEqual({ subscriptionId: SUB });
    expect(check(['', USER, MANGO]).body).toEqual({ userId: USER, mangoId: MANGO });
    expect(check(['', USER, ''], { mangoIdForAll: MANGO }).body).toEqual({ userId: USER, mangoId: MANGO });
    const byId = check([SUB, '', ''], { mangoIdForAll: MANGO });
    expect(byId.body).toEqual({ subscriptionId: SUB });
    expect(byId.notes[0]).toMatch(/Mango chosen for all rows is not sent/);
  });

  it.each([
    [['', '', MANGO], 'userId', /both missing/],
    [[SUB, USER, MANGO], 'subscriptionId', /either a subscription id, or a user id and a Mango id/],
    [['nope', '', ''], 'subscriptionId', /24 hexadecimal/],
    [['', 'xyz', MANGO], 'userId', /24 hexadecimal/],
    [['', USER, ''], 'mangoId', /Mango id is missing/],
  ])('refuse %j with a sentence on %s', (cells, field, message) => {
    const result = check(cells);
    expect(result.body).toBeUndefined();
    expect(result.errors).toContainEqual({ field, message: expect.stringMatching(message) });
  });

  it('say which columns are missing, and match the usual headers', () => {
    expect(unmappedRequired(emptyMapping(spec), undefined, spec)).toEqual(['subscriptionId or userId']);
    expect(autoMatch(['Subscription ID', 'Fan ID', 'Mango'], {}, spec)).toEqual({
      subscriptionId: 0,
      userId: 1,
      mangoId: 2,
    });
  });

  it('send each subscription once per file, with keys of their own kind', () => {
    const result = validateFile(
      [
        { line: 2, cells: ['', USER, MANGO] },
        { line: 3, cells: ['', USER.toUpperCase(), MANGO] },
        { line: 4, cells: [SUB, '', ''] },
        { line: 5, cells: [SUB, '', ''] },
      ],
      mapping,
      { today },
      spec,
    );
    expect(result).toMatchObject({ valid: 2, duplicates: 2 });
    expect(result.checks[1]?.errors[0]?.message).toMatch(/Duplicate of row 2: the same subscription/);
    expect(spec.ledgerKey({ userId: USER, mangoId: MANGO })).toBe(`${name}|${USER}|${MANGO}`);
    expect(spec.ledgerKey({ subscriptionId: SUB })).toBe(`${name}|subscription:${SUB}`);
    const other = name === 'grant-subscription' ? 'revoke-subscription' : 'grant-subscription';
    expect(spec.ledgerKey({ userId: USER, mangoId: MANGO })).not.toBe(
      jobKinds[other].ledgerKey({ userId: USER, mangoId: MANGO }),
    );
  });

  it('sends the documented body and keeps the subscription the service answers', async () => {
    const seen: unknown[] = [];
    const answer = async ({ body }: { body: unknown }) => {
      seen.push(body);
      return {
        _id: SUB,
        fan: USER,
        mango: MANGO,
        status: name === 'grant-subscription' ? 'active' : 'halted',
      };
    };
    const client = { grantSubscription: answer, revokeSubscription: answer };
    const decision = await jobKind(name).send(client, { userId: USER, mangoId: MANGO });
    expect(seen).toEqual([{ userId: USER, mangoId: MANGO }]);
    expect(decision).toEqual({
      kind: 'succeeded',
      outcome: {
        subscriptionId: SUB,
        userId: USER,
        status: name === 'grant-subscription' ? 'active' : 'halted',
      },
    });
    await expect(jobKind(name).send({}, { subscriptionId: SUB })).rejects.toThrow(/cannot send/);
  });

  it('is checked on the person’s active subscriptions; a row named by subscription id is not', async () => {
    const lookup = (active: boolean) =>
      ({
        async listUserSubscriptions() {
          return active ? [{ _id: SUB, mango: MANGO, status: 'active' }] : [];
        },
      }) as unknown as LookupClient;
    const body = { userId: USER, mangoId: MANGO };
    const kind = jobKind(name);
    const grant = name === 'grant-subscription';
    expect(await kind.check?.(lookup(true), body)).toMatchObject({
      kind: grant ? 'in_place' : 'not_in_place',
    });
    expect(await kind.check?.(lookup(false), body)).toMatchObject({
      kind: grant ? 'not_in_place' : 'in_place',
    });
    expect(await kind.check?.(lookup(true), { subscriptionId: SUB })).toMatchObject({
      kind: 'unknown',
      message: expect.stringMatching(/subscription id/),
    });
  });
});

describe('the service’s refusals are failed rows with their cause and code', () => {
  it.each([
    ['grant-subscription', http(404, 'Subscription not found'), undefined],
    ['grant-subscription', http(409, 'Subscription is already active'), undefined],
    [
      'revoke-subscription',
      http(400, 'Only external subscriptions can be managed.', 'SUBSCRIPTION_NOT_EXTERNAL'),
      'SUBSCRIPTION_NOT_EXTERNAL',
    ],
    [
      'revoke-subscription',
      http(403, 'The mango does not belong to this creator', 'MANGO_CREATOR_MISMATCH'),
      'MANGO_CREATOR_MISMATCH',
    ],
  ] as const)('%s: %s', (name, error, code) => {
    expect(decideFromError(error, jobKind(name).uncertainWhat)).toEqual({
      kind: 'failed',
      reason: error.error.message,
      ...(code ? { code } : {}),
      serverError: false,
    });
  });

  it('a lost answer leaves the row uncertain, in the kind’s words', () => {
    expect(decideFromError(http(502, 'Bad gateway.'), jobKind('revoke-subscription').uncertainWhat)).toEqual({
      kind: 'uncertain',
      reason: 'Bad gateway. A gateway error does not say whether the subscription was halted.',
    });
  });

  it('the revoke says the service cannot restore it and names the undo; the grant names the revoke as its way back', () => {
    expect(jobKinds['revoke-subscription'].notUndoable).toBe(true);
    expect(jobKinds['revoke-subscription'].words.effect('4', 'Acme')).toMatch(
      /service cannot restore them; Undo this job can grant access again/,
    );
    expect(jobKinds['revoke-subscription'].words.consequence).toMatch(/new grant, not a restore/);
    expect(jobKinds['grant-subscription'].notUndoable).toBe(false);
    expect(jobKinds['grant-subscription'].words.consequence).toMatch(/revoke-subscription job/);
  });
});

describe('the secret a kind sends with', () => {
  const deps = (secrets: { accessToken?: string; apiKey?: string }) =>
    ({
      profiles: { secretsFor: async () => secrets },
    }) as unknown as Parameters<typeof requireJobSecret>[0];
  const profile = { id: 'p1', name: 'Acme Academy' };

  it('refuses a token kind on a profile without an access token, saying what to add', async () => {
    for (const name of [
      'grant-subscription',
      'revoke-subscription',
      'assign-badges',
      'assign-points',
    ] as const) {
      const spec = jobKinds[name];
      await expect(
        requireJobSecret(deps({ apiKey: 'k' }), profile, spec.operation, spec.title),
      ).rejects.toThrow(
        `"${spec.title}" jobs send ${spec.operation} with the profile's access token, and Acme Academy has none: add it to the profile`,
      );
      await expect(
        requireJobSecret(deps({ accessToken: 't' }), profile, spec.operation, spec.title),
      ).resolves.toBeUndefined();
    }
  });

  it('asks the API key of the integration kinds', async () => {
    const spec = jobKinds['revoke-user'];
    await expect(
      requireJobSecret(deps({ accessToken: 't' }), profile, spec.operation, spec.title),
    ).rejects.toThrow(/with the profile's API key/);
    await expect(
      requireJobSecret(deps({ apiKey: 'k' }), profile, spec.operation, spec.title),
    ).resolves.toBeUndefined();
  });
});
