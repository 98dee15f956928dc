import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticatedUser } from '../../../src/shared/contract/users';
import { Mango } from '../../../src/shared/contract/mangoes';
import type { Sandbox } from '../../../src/sandbox/server';
import { call, expectError, parsed, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const MANGO = '/api/v1/external/mangos/ae0000000000000000000001';

describe('authentication and the common rules', () => {
  it('answers 401 Invalid token with the spec envelope for a missing or wrong bearer token', async () => {
    expectError(
      await call(sandbox, 'GET', MANGO, { headers: { authorization: '' } }),
      401,
      undefined,
      'Invalid token',
    );
    expectError(
      await call(sandbox, 'GET', MANGO, { headers: { authorization: 'Bearer nope' } }),
      401,
      undefined,
      'Invalid token',
    );
  });

  it('answers 401 for a wrong x-api-key on integration operations and ignores the bearer there', async () => {
    const reply = await call(sandbox, 'POST', '/integration/webhook', {
      headers: { 'x-api-key': 'wrong' },
      body: { hookUrl: 'http://127.0.0.1:1/x', event: 'course.progress' },
    });
    expectError(reply, 401);
    expect(sandbox.state.data.webhooks).toHaveLength(0);
  });

  it('refuses a regular account with 403 WORKSHOP_MANGO_FORBIDDEN', async () => {
    const reply = await call(sandbox, 'GET', MANGO, {
      headers: { authorization: 'Bearer demo-regular-token', 'x-whitelabel-host': 'ravi.regular.test' },
    });
    expectError(reply, 403, 'WORKSHOP_MANGO_FORBIDDEN');
  });

  it('requires x-timezone-offset on workshop operations', async () => {
    const reply = await call(
      sandbox,
      'GET',
      '/api/v1/external/workshops/video-calls/ca1100000000000000000001',
      {
        headers: { 'x-timezone-offset': '' },
      },
    );
    expectError(reply, 400, undefined, /x-timezone-offset/);
  });

  it('refuses ids that are not 24-hex with 400', async () => {
    expectError(
      await call(sandbox, 'GET', '/api/v1/external/mangos/not-an-id'),
      400,
      undefined,
      /24-character/,
    );
    expectError(await call(sandbox, 'GET', '/api/v1/external/courses/123/reviews/summary'), 400);
  });

  it('serves verify-token for a user refresh token and refuses an unknown one', async () => {
    const user = parsed(
      AuthenticatedUser,
      await call(sandbox, 'GET', '/api/v1/external/auth/v2/verify-token?token=demo-user-token-1'),
    );
    expect(user.email).toMatch(/@example\.test$/);
    expect(typeof user.phone).toBe('number');
    expectError(
      await call(sandbox, 'GET', '/api/v1/external/auth/v2/verify-token?token=bad'),
      401,
      undefined,
      'Invalid token',
    );
  });

  it('answers a good request with a contract-valid body', async () => {
    const mango = parsed(Mango, await call(sandbox, 'GET', MANGO));
    expect(mango._id).toBe('ae0000000000000000000001');
  });

  it('logs requests with secrets redacted', async () => {
    const entries = sandbox.requestLog.list();
    expect(entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(entries)).not.toContain('demo-access-token');
  });
});
