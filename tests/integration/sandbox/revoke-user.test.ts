import { beforeEach, describe, expect, it } from 'vitest';
import { MigrateUserEnvelope, RevokeUserEnvelope } from '../../../src/shared/contract/integration';
import type { Sandbox } from '../../../src/sandbox/server';
import { isActiveSubscription } from '../../../src/sandbox/handlers/common';
import { call, expectError, parsed, startSandbox } from './helpers';
import { harnessPerFile } from '../../helpers/per-file';

const MIGRATE = '/integration/action/migrate-user';
const REVOKE = '/integration/action/revoke-user';
const MANGO = 'ae0000000000000000000003';

let sandbox: Sandbox;
harnessPerFile(startSandbox, (started) => (sandbox = started));
beforeEach(() => sandbox.reset());

/** Adds a customer through migrate-user and answers their user id. */
async function customer(email: string): Promise<string> {
  const env = parsed(
    MigrateUserEnvelope,
    await call(sandbox, 'POST', MIGRATE, {
      body: { name: 'Rita', email, phone: 9811122233, mangoId: MANGO },
    }),
  );
  return env.result.userId ?? '';
}

const activeFor = (userId: string) =>
  sandbox.state.data.subscriptions.filter(
    (s) => s.fan === userId && s.mango === MANGO && isActiveSubscription(s, Date.now()),
  );

describe('revoke-user', () => {
  it('keeps no copy of the person in the request log (bodies naming a person are omitted)', async () => {
    await customer('log.private@example.test');
    await call(sandbox, 'POST', REVOKE, { body: { mangoId: MANGO, userEmail: 'log.private@example.test' } });
    await call(sandbox, 'POST', '/api/v1/external/users', {
      body: { email: 'log.private@example.test', name: 'Lo Private', country: 'IN' },
    });
    const logged = sandbox.requestLog.list(0).filter((e) => e.operation !== null);
    expect(logged.map((e) => e.operation)).toEqual(
      expect.arrayContaining(['migrateUser', 'revokeUser', 'createOrFindUser']),
    );
    expect(JSON.stringify(logged)).not.toContain('log.private');
  });

  it("ends the customer's access by email and answers the documented string result", async () => {
    const userId = await customer('rita.revoke@example.test');
    expect(activeFor(userId)).toHaveLength(1);
    const env = parsed(
      RevokeUserEnvelope,
      await call(sandbox, 'POST', REVOKE, {
        body: { mangoId: MANGO, userEmail: 'Rita.Revoke@example.test' },
      }),
    );
    expect(env).toEqual({ code: 0, type: 'OK', message: 'Successfully loaded data', result: 'success' });
    expect(activeFor(userId)).toHaveLength(0);
    const ended = sandbox.state.data.subscriptions.find((s) => s.fan === userId && s.mango === MANGO);
    expect(ended?.status).toBe('manualexpired');
    const effects = sandbox.sideEffects.list().filter((e) => e.kind === 'customer.revoked');
    expect(effects).toHaveLength(1);
  });

  it('finds the customer by userId, and a second revoke is refused as not a customer', async () => {
    const userId = await customer('sam.revoke@example.test');
    parsed(RevokeUserEnvelope, await call(sandbox, 'POST', REVOKE, { body: { mangoId: MANGO, userId } }));
    expectError(
      await call(sandbox, 'POST', REVOKE, { body: { mangoId: MANGO, userId } }),
      400,
      undefined,
      'User is not a customer of this mango',
    );
  });

  it.each([
    ['no user at all (the docs curl)', { mangoId: MANGO }, 400, undefined, /userId or userEmail/],
    ['a bad mango id', { mangoId: 'nope', userEmail: 'a@b.test' }, 400, undefined, /mangoId/],
    [
      'an unknown Mango',
      { mangoId: 'ae00000000000000000000ff', userEmail: 'a@b.test' },
      404,
      'MANGO_NOT_FOUND',
      'Mango not found',
    ],
    [
      'an unknown email',
      { mangoId: MANGO, userEmail: 'nobody@example.test' },
      404,
      undefined,
      'User not found',
    ],
    [
      'an unknown user id',
      { mangoId: MANGO, userId: 'ffffffffffffffffffffff01' },
      404,
      undefined,
      'User not found',
    ],
  ] as const)('refuses %s in the documented error dialect', async (_n, body, status, code, message) => {
    const before = JSON.stringify(sandbox.state.data.subscriptions);
    expectError(await call(sandbox, 'POST', REVOKE, { body }), status, code, message);
    expect(JSON.stringify(sandbox.state.data.subscriptions)).toBe(before);
  });

  it('needs the API key, like migrate-user', async () => {
    const reply = await call(sandbox, 'POST', REVOKE, {
      body: { mangoId: MANGO, userEmail: 'a@b.test' },
      headers: { 'x-api-key': '' },
    });
    expect(reply.status).toBe(401);
  });
});
