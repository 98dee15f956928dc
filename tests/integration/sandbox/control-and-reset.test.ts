import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import type { Sandbox } from '../../../src/sandbox/server';
import { call, control, startSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox(generateDemoFixture({ posts: 60, subscribers: 20 }));
});
afterAll(async () => {
  await sandbox.close();
});

const CHANNEL = 'ca0000000000000000000001';
const POSTS = `/api/v1/external/community/channels/${CHANNEL}/posts?limit=100`;

const postIds = async () => {
  const reply = await call(sandbox, 'GET', POSTS);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { posts: { _id: string }[] }).posts.map((p) => p._id).sort();
};

/** A raw request, so the test can send a Host header fetch would not let it choose. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(sandbox.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(url.port), method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }),
      );
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('reset', () => {
  it('answers channel posts from the new fixture, not from a cache of the previous one', async () => {
    const before = await postIds();
    expect(before.length).toBeGreaterThan(0);
    // Another world: different seed, other post ids in the same channel; the state version restarts at 0.
    const next = generateDemoFixture({ seed: 7, posts: 40, subscribers: 20 });
    const expected = next.posts
      .filter((p) => p.channel === CHANNEL && !p.isDeleted)
      .map((p) => p._id)
      .sort();
    for (const p of next.posts) p._id = `c${p._id.slice(1)}`;
    for (const p of next.posts) if (p.postRef) p.postRef = `c${p.postRef.slice(1)}`;
    expect((await control(sandbox, 'POST', 'reset', { fixture: next })).status).toBe(200);
    const after = await postIds();
    expect(after).toEqual(expected.map((id) => `c${id.slice(1)}`));
    expect(after.some((id) => before.includes(id))).toBe(false);
    // And back: a reset to the first world again is not served from the second one's cache either.
    sandbox.reset(generateDemoFixture({ posts: 60, subscribers: 20 }));
    expect(await postIds()).toEqual(before);
  });
});

describe('control API origin policy', () => {
  const port = () => new URL(sandbox.url).port;

  it('answers its own loopback Host, with no Origin or its own', async () => {
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `[::1]:${port()}`]) {
      expect((await raw('GET', '/__sandbox/clock', { host })).status).toBe(200);
    }
    const own = { host: `127.0.0.1:${port()}`, origin: `http://127.0.0.1:${port()}` };
    expect((await raw('GET', '/__sandbox/clock', own)).status).toBe(200);
  });

  it('refuses a foreign Host (DNS rebinding) and leaves the clock alone', async () => {
    const before = (await control(sandbox, 'GET', 'clock')).body as { now: string };
    for (const host of ['evil.example', `evil.example:${port()}`, '127.0.0.1:1', `127.0.0.2:${port()}`]) {
      const reply = await raw(
        'POST',
        '/__sandbox/clock',
        { host, 'content-type': 'application/json' },
        { advanceMs: 86_400_000 },
      );
      expect(reply.status, host).toBe(403);
      expect((reply.body as { error: string }).error).toMatch(/Foreign Host/);
    }
    const after = (await control(sandbox, 'GET', 'clock')).body as { now: string };
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeLessThan(60_000);
  });

  it('refuses a foreign Origin and does not reset', async () => {
    const host = `127.0.0.1:${port()}`;
    const counts = (await control(sandbox, 'GET', 'counts')).body;
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1:1',
      'null',
      `https://127.0.0.1:${port()}`,
    ]) {
      const reply = await raw(
        'POST',
        '/__sandbox/reset',
        { host, origin, 'content-type': 'application/json' },
        {},
      );
      expect(reply.status, origin).toBe(403);
      expect((reply.body as { error: string }).error).toMatch(/Foreign Origin/);
    }
    expect((await control(sandbox, 'GET', 'counts')).body).toEqual(counts);
  });

  it('does not apply the control policy to service routes (the live service has its own)', async () => {
    const reply = await raw('GET', '/api/v1/external/mangos', {
      host: 'api.example',
      authorization: 'Bearer demo-access-token',
      'x-whitelabel-host': 'learn.asha-academy.test',
    });
    expect(reply.status).toBe(200);
  });
});
