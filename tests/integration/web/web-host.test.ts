import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemorySecretStore } from '../../../src/main/platform/secrets/secret-store';
import { startWebHost, type WebHost } from '../../../src/main/app/web/server';
import { offlineSandbox } from '../../helpers/fake-sandbox';

let host: WebHost;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'web-host-'));
  host = await startWebHost({
    dataDir: dir,
    secretStore: createMemorySecretStore(),
    console: { sandbox: offlineSandbox() },
  });
});
afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

/** A raw request, so Host and Origin can be set to anything (fetch forbids that). */
function raw(path: string, headers: Record<string, string>, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: host.port, path, method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      if (body) req.write(body);
      req.end();
    },
  );
}

const own = () => ({ Host: `127.0.0.1:${host.port}` });
const authed = () => ({ ...own(), 'x-console-token': host.token });

describe('web host', () => {
  it('binds to loopback and prints a URL carrying the launch token', () => {
    expect(host.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${host.port}/\\?token=[A-Za-z0-9_-]{32}$`));
  });

  it('refuses a request without the token with 401', async () => {
    const res = await raw(
      '/bridge/profiles.list',
      { ...own(), 'Content-Type': 'application/json' },
      'POST',
      '{}',
    );
    expect(res.status).toBe(401);
    expect((await raw('/', own())).status).toBe(401);
  });

  it('refuses a wrong token', async () => {
    const res = await raw('/', { ...own(), 'x-console-token': 'x'.repeat(32) });
    expect(res.status).toBe(401);
  });

  it('trades the token in the URL for an HttpOnly SameSite cookie and drops it from the address', async () => {
    const res = await raw(`/?token=${host.token}`, own());
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(/cc_web_token=.+; HttpOnly; SameSite=Strict; Path=\//);
  });

  it('refuses a foreign Host header (DNS rebinding) even with the token', async () => {
    const res = await raw('/', { ...authed(), Host: `evil.example:${host.port}` });
    expect(res.status).toBe(421);
  });

  it('refuses a foreign Origin even with the token', async () => {
    const res = await raw(
      '/bridge/profiles.list',
      { ...authed(), Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      'POST',
      '{}',
    );
    expect(res.status).toBe(403);
  });

  it('sends no permissive CORS header', async () => {
    const res = await raw(
      '/bridge/profiles.list',
      { ...authed(), 'Content-Type': 'application/json' },
      'POST',
      '{}',
    );
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('answers a bridge call with the typed result', async () => {
    const res = await raw(
      '/bridge/profiles.list',
      { ...authed(), 'Content-Type': 'application/json' },
      'POST',
      '{}',
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, value: { activeProfileId: 'sandbox' } });
  });

  it('answers a bad input and an unknown channel with typed errors', async () => {
    const bad = await raw(
      '/bridge/profiles.create',
      { ...authed(), 'Content-Type': 'application/json' },
      'POST',
      '{"name":5}',
    );
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, error: { kind: 'validation' } });
    const unknown = await raw(
      '/bridge/nope.nothing',
      { ...authed(), 'Content-Type': 'application/json' },
      'POST',
      '{}',
    );
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { kind: 'unknown_channel' } });
    const notJson = await raw(
      '/bridge/profiles.list',
      { ...authed(), 'Content-Type': 'application/json' },
      'POST',
      '{',
    );
    expect(JSON.parse(notJson.body)).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });

  it('refuses a form-encoded POST (no cross-site form can call the bridge)', async () => {
    const res = await raw(
      '/bridge/profiles.list',
      { ...authed(), 'Content-Type': 'application/x-www-form-urlencoded' },
      'POST',
      'a=1',
    );
    expect(res.status).toBe(415);
  });

  it('refuses paths that escape the renderer folder', async () => {
    const res = await raw('/..%2f..%2fpackage.json', authed());
    expect(res.status).toBe(404);
  });

  it('pushes events over Server-Sent Events', async () => {
    const received = new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: host.port, path: '/events', headers: authed() },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes('event: profiles.changed')) {
              req.destroy();
              resolve(text);
            }
          });
        },
      );
      req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
      req.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await raw(
      '/bridge/profiles.create',
      { ...authed(), 'Content-Type': 'application/json' },
      'POST',
      JSON.stringify({ name: 'SSE test', baseUrl: 'https://api.sse.test', whitelabelHost: 'learn.sse.test' }),
    );
    expect(await received).toContain('SSE test');
  });
});

describe('web host: inputs that used to escape the typed errors', () => {
  /** Sends `size` bytes of JSON-ish body; resolves with the answer even if the host stops reading early. */
  function big(size: number, declareLength: boolean, channel = 'profiles.list') {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers: Record<string, string> = { ...authed(), 'Content-Type': 'application/json' };
      if (declareLength) headers['Content-Length'] = String(size);
      const req = httpRequest(
        { host: '127.0.0.1', port: host.port, path: `/bridge/${channel}`, method: 'POST', headers },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          res.on('error', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      // The host closes the connection after answering 413: a write error then is expected.
      req.on('error', (error) => setTimeout(() => reject(error), 500));
      const piece = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const pump = (): void => {
        while (sent < size) {
          const n = Math.min(piece.length, size - sent);
          sent += n;
          if (!req.write(n === piece.length ? piece : piece.subarray(0, n)))
            return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  it.each([
    [true, 'profiles.list', 5, 4],
    [false, 'profiles.list', 5, 4],
    [true, 'mangoes.validateDraft', 21, 20],
    [false, 'mangoes.validateDraft', 21, 20],
  ])(
    'answers 413 naming the channel limit (Content-Length declared: %s, %s, %i MB)',
    async (declared, channel, sizeMb, limitMb) => {
      const res = await big(sizeMb * 1024 * 1024, declared, channel);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({
        ok: false,
        error: {
          kind: 'validation',
          message: `The request body is larger than the ${limitMb} MB limit of ${channel}`,
          details: { limitBytes: limitMb * 1024 * 1024 },
        },
      });
      // The host still answers afterwards.
      const after = await raw(
        '/bridge/profiles.list',
        { ...authed(), 'Content-Type': 'application/json' },
        'POST',
        '{}',
      );
      expect(after.status).toBe(200);
    },
  );

  it('reads a large body on a channel that allows one (a draft), then refuses it as JSON, not by size', async () => {
    const res = await big(5 * 1024 * 1024, true, 'mangoes.validateDraft');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: { message: 'The request body is not valid JSON' } });
  });

  it('answers a typed error, not a 500, for a channel name that is not valid percent-encoding', async () => {
    for (const path of ['/bridge/%', '/bridge/%E0%A4%A', '/bridge/%ZZ']) {
      const res = await raw(path, { ...authed(), 'Content-Type': 'application/json' }, 'POST', '{}');
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body), path).toMatchObject({ ok: false, error: { kind: 'unknown_channel' } });
    }
  });

  it('answers deep nesting in mangoes.saveDraft over HTTP with a typed validation error', async () => {
    const body = `{"mangoId":"${'a'.repeat(24)}","changes":{"title":${'['.repeat(5_000)}${']'.repeat(5_000)}}}`;
    const res = await raw(
      '/bridge/mangoes.saveDraft',
      { ...authed(), 'Content-Type': 'application/json' },
      'POST',
      body,
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });
});
