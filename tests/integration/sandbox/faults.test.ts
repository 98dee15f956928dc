import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Mango } from '../../../src/shared/contract/mangoes';
import type { Sandbox } from '../../../src/main/sandbox/server';
import { call, control, expectError, parsed, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await control(sandbox, 'DELETE', 'faults');
});

const MANGO = '/api/v1/external/mangos/ae0000000000000000000001';

describe('fault injection', () => {
  it('an error rate of 1.0 answers 500 every time', async () => {
    await control(sandbox, 'PUT', 'faults', { all: { errorRate: 1 } });
    for (let i = 0; i < 5; i += 1)
      expectError(await call(sandbox, 'GET', MANGO), 500, undefined, 'Internal server error');
  });

  it('a rate limit of N answers 429 with Retry-After: 10 from request N+1, and the window passes on the virtual clock', async () => {
    await control(sandbox, 'PUT', 'faults', { routes: { getMango: { requestsPerMinute: 3 } } });
    for (let i = 0; i < 3; i += 1) parsed(Mango, await call(sandbox, 'GET', MANGO));
    const limited = await call(sandbox, 'GET', MANGO);
    expectError(limited, 429, undefined, /retry after 10 seconds/);
    expect(limited.headers.get('retry-after')).toBe('10');
    // Other routes are not limited by a per-route setting.
    expect((await call(sandbox, 'GET', '/api/v1/external/mangos')).status).toBe(200);
    await control(sandbox, 'POST', 'clock', { advanceMs: 61_000 });
    parsed(Mango, await call(sandbox, 'GET', MANGO));
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
    parsed(Mango, await call(sandbox, 'GET', MANGO));
    expect(performance.now() - t).toBeGreaterThanOrEqual(75);
  });

  it('a stall mid-body still delivers the whole body afterwards', async () => {
    await control(sandbox, 'PUT', 'faults', { all: { stallMs: 50, stallAt: 'body' } });
    parsed(Mango, await call(sandbox, 'GET', MANGO));
  });

  it('refuses a malformed fault config', async () => {
    expect((await control(sandbox, 'PUT', 'faults', { all: { errorRate: 2 } })).status).toBe(400);
  });
});
