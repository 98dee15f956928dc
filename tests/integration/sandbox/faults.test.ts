import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { call, control, expectError, expectRateLimited, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await control(sandbox, 'DELETE', 'faults');
  await control(sandbox, 'PUT', 'settings', { rateLimitStyle: 'documented' });
});

const MANGO = '/api/v1/external/mangos/ae0000000000000000000001';

describe('fault injection', () => {
  it('an error rate of 1.0 answers 500 every time', async () => {
    await control(sandbox, 'PUT', 'faults', { all: { errorRate: 1 } });
    for (let i = 0; i < 5; i += 1)
      expectError(await call(sandbox, 'GET', MANGO), 500, undefined, 'Internal server error');
  });

  // The docs' 429 (conventions/errors.json): key statusCode, no type, no Retry-After. It used to be the
  // spec's envelope with Retry-After: 10, which is now a setting (next test).
  it('a rate limit of N answers the documented 429 from request N+1, and the window passes on the virtual clock', async () => {
    await control(sandbox, 'PUT', 'faults', { routes: { getMango: { requestsPerMinute: 3 } } });
    for (let i = 0; i < 3; i += 1) expect((await call(sandbox, 'GET', MANGO)).status).toBe(200);
    const limited = await call(sandbox, 'GET', MANGO);
    expectRateLimited(limited, 'documented');
    // Other routes are not limited by a per-route setting.
    expect((await call(sandbox, 'GET', '/api/v1/external/mangos')).status).toBe(200);
    await control(sandbox, 'POST', 'clock', { advanceMs: 61_000 });
    expect((await call(sandbox, 'GET', MANGO)).status).toBe(200);
  });

  it("answers the spec's 429 envelope with Retry-After: 10 when the settings ask for it", async () => {
    expect((await control(sandbox, 'GET', 'settings')).body).toEqual({ rateLimitStyle: 'documented' });
    const set = await control(sandbox, 'PUT', 'settings', { rateLimitStyle: 'spec' });
    expect(set.body).toEqual({ rateLimitStyle: 'spec' });
    await control(sandbox, 'PUT', 'faults', { all: { requestsPerMinute: 0 } });
    expectRateLimited(await call(sandbox, 'GET', MANGO), 'spec');
    expect((await control(sandbox, 'PUT', 'settings', { rateLimitStyle: 'nope' })).status).toBe(400);
    await control(sandbox, 'PUT', 'settings', { rateLimitStyle: 'documented' });
    expectRateLimited(await call(sandbox, 'GET', MANGO), 'documented');
  });

  it('takes the 429 style as a createSandbox option', async () => {
    const own = await createSandbox({ port: 0, rateLimitStyle: 'spec' });
    try {
      await control(own, 'PUT', 'faults', { all: { requestsPerMinute: 0 } });
      expectRateLimited(await call(own, 'GET', MANGO), 'spec');
    } finally {
      await own.close();
    }
  });

  it('a dropped connection is a real socket reset', async () => {
    await control(sandbox, 'PUT', 'faults', { all: { dropRate: 1 } });
    const error = await fetch(`${sandbox.url}${MANGO}`, {
      headers: { authorization: 'Bearer demo-access-token' },
    }).then(
      () => undefined,
      (e: unknown) => e as Error & { cause?: { code?: string; message?: string } },
    );
    expect(error).toBeInstanceOf(TypeError);
    const cause = `${error?.cause?.code ?? ''} ${error?.cause?.message ?? ''}`;
    expect(cause).toMatch(/ECONNRESET|other side closed|socket hang up/i);
  });

  it('added latency delays the answer', async () => {
    await control(sandbox, 'PUT', 'faults', { all: { latencyMs: 80 } });
    const t = performance.now();
    expect((await call(sandbox, 'GET', MANGO)).status).toBe(200);
    expect(performance.now() - t).toBeGreaterThanOrEqual(75);
  });

  it('a stall mid-body still delivers the whole body afterwards', async () => {
    await control(sandbox, 'PUT', 'faults', { all: { stallMs: 50, stallAt: 'body' } });
    const reply = await call(sandbox, 'GET', MANGO);
    expect(reply.status).toBe(200);
    expect((reply.body as { _id?: string })._id).toBe('ae0000000000000000000001');
  });

  it('refuses a malformed fault config', async () => {
    expect((await control(sandbox, 'PUT', 'faults', { all: { errorRate: 2 } })).status).toBe(400);
  });
});
