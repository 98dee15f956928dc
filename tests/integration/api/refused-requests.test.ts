import { afterAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/main/platform/api/client';
import { createVirtualClock } from '../../../src/main/platform/api/clock';
import { createTransport } from '../../../src/main/platform/api/transport';
import { AppFailure } from '@shared/errors';
import { json, startServer, type TestServer } from './helpers';

const MANGO = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const GOOD = 'tok-GOOD-7f3a9c1e55d2';
const BAD = 'tok-BAD-\u200b-7f3a9c1e55d2';
const servers: TestServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function server(handler: Parameters<typeof startServer>[0]): Promise<TestServer> {
  const started = await startServer(handler);
  servers.push(started);
  return started;
}

async function failure(promise: Promise<unknown>): Promise<AppFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppFailure) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const ok = (_: unknown, res: Parameters<typeof json>[0]) =>
  json(res, 200, { code: 200, success: true, result: { ok: true } });

describe('requests refused before sending', () => {
  it('a pool of 2 connections survives 1,000 refused requests; a healthy request answers meanwhile and after', async () => {
    const s = await server(ok);
    const transport = createTransport({ connections: 2 });
    const healthy = () => transport.request({ method: 'GET', baseUrl: s.url, path: '/ok' });
    try {
      let refused = 0;
      for (let i = 0; i < 1000; i += 1) {
        // Alternate what is refused: a character above U+00FF in a value (ours), and a header undici itself
        // refuses (an invalid content-length), which used to mark a pool connection busy forever.
        const headers: Record<string, string> =
          i % 2 === 0 ? { authorization: `Bearer ${BAD}` } : { 'content-length': 'not-a-number' };
        const f = await failure(transport.request({ method: 'GET', baseUrl: s.url, path: '/x', headers }));
        expect(f.error.outcome).toBe('not_sent');
        expect(f.error.message).not.toContain('may or may not');
        refused += 1;
        if (i % 100 === 0) expect((await healthy()).status).toBe(200);
      }
      expect(refused).toBe(1000);
      const after = await Promise.all(Array.from({ length: 10 }, healthy));
      expect(after.map((r) => r.status)).toEqual(Array(10).fill(200));
      // Only the healthy requests reached the server.
      expect(s.requests.every((r) => r.url === '/ok')).toBe(true);
    } finally {
      await transport.close();
    }
  }, 30_000);

  it('a stored secret with an invisible character is refused in main with its position; another profile on the host still answers', async () => {
    const s = await server(ok);
    const transport = createTransport({ connections: 2 });
    const clock = createVirtualClock({ auto: true, random: Math.random });
    const bad = createApiClient({
      profile: { id: 'bad', baseUrl: s.url, whitelabelHost: 'learn.example.com' },
      getSecrets: async () => ({ accessToken: BAD, apiKey: 'k' }),
      transport,
      clock,
      hostLimit: false,
    });
    const good = createApiClient({
      profile: { id: 'good', baseUrl: s.url, whitelabelHost: 'learn.example.com' },
      getSecrets: async () => ({ accessToken: GOOD, apiKey: 'k' }),
      transport,
      clock,
      hostLimit: false,
    });
    try {
      for (let i = 0; i < 5; i += 1) {
        const f = await failure(bad.getMango({ params: { mangoId: MANGO } }));
        expect(f.error.kind).toBe('validation');
        expect(f.error.outcome).toBe('not_sent');
        expect(f.error.message).toContain('invisible character (U+200B) at position 9');
        expect(f.error.message).not.toContain('tok-BAD');
      }
      await good.getMango({ params: { mangoId: MANGO } }).catch(() => undefined);
      expect(s.requests.length).toBe(1);
      expect(s.requests[0]?.headers.authorization).toBe(`Bearer ${GOOD}`);
    } finally {
      await transport.close();
    }
  });

  it('close() returns within its bound with a request stuck on a stalled server', async () => {
    const s = await server(() => {
      /* never answers */
    });
    const transport = createTransport({ defaults: { headersMs: 60_000, bodyMs: 60_000 } });
    const stuck = transport.request({ method: 'GET', baseUrl: s.url, path: '/stall' });
    stuck.catch(() => undefined);
    while (s.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
    const started = Date.now();
    await transport.close(300);
    const took = Date.now() - started;
    expect(took).toBeLessThan(1_500);
    const f = await failure(stuck);
    expect(f.error.kind).toBe('network');
  });
});
