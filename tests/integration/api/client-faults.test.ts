import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../src/main/platform/api/client';
import { createVirtualClock } from '../../../src/main/platform/api/clock';
import { createActivityLog, type ActivityLog } from '../../../src/main/platform/activity-log/activity-log';
import { createConnectivity } from '../../../src/main/platform/connectivity';
import { AppFailure } from '@shared/errors';
import { closedPort, envelope, json, startServer, type TestServer } from './helpers';

const TOKEN = 'tok-FAULTS-7f3a9c1e55d2';
const API_KEY = 'key-FAULTS-0b8e4d6a21c9';
const MANGO = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const thrown: unknown[] = [];
const servers: TestServer[] = [];
let logDir: string;

beforeAll(async () => {
  logDir = await mkdtemp(join(tmpdir(), 'client-faults-'));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await rm(logDir, { recursive: true, force: true });
});

async function server(handler: Parameters<typeof startServer>[0]): Promise<TestServer> {
  const started = await startServer(handler);
  servers.push(started);
  return started;
}

/**
 * Every log of this run, so the secret scan can wait until each has written all it was given. Each log has
 * its own folder: a test that reads "the latest getMango entry" must never see another test's entry.
 */
const logs: ActivityLog[] = [];
const activityLog = (): ActivityLog => {
  const log = createActivityLog({ dir: join(logDir, `log-${logs.length}`) });
  logs.push(log);
  return log;
};

function client(baseUrl: string, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    profile: { id: 'faults', baseUrl, whitelabelHost: 'learn.example.com' },
    getSecrets: async () => ({ accessToken: TOKEN, apiKey: API_KEY }),
    clock: createVirtualClock({ auto: true, random: Math.random }),
    activityLog: activityLog(),
    ...extra,
  });
}

async function failure(promise: Promise<unknown>): Promise<AppFailure> {
  try {
    await promise;
  } catch (error) {
    thrown.push(error);
    if (error instanceof AppFailure) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const migrateBody = { name: 'Asha', email: 'asha@example.com', phone: 9876543210, mangoId: MANGO };

describe('redirects never carry credentials to another origin', () => {
  it('refuses a cross-origin redirect for bearer and integration calls; the other server sees nothing', async () => {
    const elsewhere = await server((_r, res) => json(res, 200, { title: 'stolen' }));
    const origin = await server((req, res) => {
      res.writeHead(req.method === 'GET' ? 302 : 307, { location: `${elsewhere.url}/steal${req.url}` });
      res.end();
    });
    const api = client(origin.url);
    const a = await failure(api.getMango({ params: { mangoId: MANGO } }));
    expect(a.error).toMatchObject({ kind: 'http', status: 302 });
    expect(a.error.message).toMatch(/redirected the request to another host/);
    const b = await failure(api.migrateUser({ body: migrateBody }));
    expect(b.error).toMatchObject({ kind: 'http', status: 307, outcome: 'unknown' });
    expect(elsewhere.requests).toHaveLength(0);
    expect(origin.requests).toHaveLength(2);
  });

  it('follows a same-origin redirect and keeps the credentials there', async () => {
    const origin = await server((req, res) => {
      if (req.url.startsWith('/old')) {
        res.writeHead(301, { location: req.url.replace('/old', '') });
        res.end();
      } else json(res, 200, { _id: MANGO, title: 'Yoga' });
    });
    const api = client(`${origin.url}/old`);
    await expect(api.getMango({ params: { mangoId: MANGO } })).resolves.toMatchObject({ title: 'Yoga' });
    expect(origin.requests[1]?.headers['authorization']).toBe(`Bearer ${TOKEN}`);
  });
});

describe('retries', () => {
  it('retries a GET on 500 and succeeds, recording the attempts', async () => {
    let calls = 0;
    const s = await server((_r, res) =>
      ++calls < 3 ? json(res, 500, envelope(500, 'boom')) : json(res, 200, { _id: MANGO }),
    );
    const log = activityLog();
    const api = client(s.url, { activityLog: log });
    await expect(api.getMango({ params: { mangoId: MANGO } })).resolves.toMatchObject({ _id: MANGO });
    expect(s.requests).toHaveLength(3);
    const [entry] = await log.read({ operation: 'getMango', limit: 1 });
    expect(entry).toMatchObject({ status: 200, attempts: 3 });
  });

  it('reports each 5xx attempt to the connection status as degraded, not unreachable', async () => {
    const connectivity = createConnectivity();
    const s = await server((_r, res) => json(res, 503, envelope(503, 'down')));
    await failure(client(s.url, { connectivity }).getMango({ params: { mangoId: MANGO } }));
    expect(connectivity.get('faults')).toMatchObject({ state: 'degraded', recentFailures: 4 });
    expect(connectivity.get('faults').message).toContain('getMango answered 503');
  });

  it('gives up on a GET after the bounded retries', async () => {
    const s = await server((_r, res) => json(res, 503, envelope(503, 'down')));
    const f = await failure(client(s.url).getMango({ params: { mangoId: MANGO } }));
    expect(f.error).toMatchObject({ kind: 'http', status: 503, retryable: true });
    expect(s.requests).toHaveLength(4);
  });

  it('never retries a POST or PATCH that reached the server, and says the outcome is unknown', async () => {
    const s = await server((_r, res) =>
      json(res, 500, { code: 500, type: 'InternalServerError', message: 'failed', result: null }),
    );
    const api = client(s.url);
    const post = await failure(api.migrateUser({ body: migrateBody }));
    expect(post.error).toMatchObject({ kind: 'http', status: 500, outcome: 'unknown', retryable: false });
    const patch = await failure(api.updateMango({ params: { mangoId: MANGO }, body: { title: 'New' } }));
    expect(patch.error).toMatchObject({ status: 500, outcome: 'unknown' });
    expect(s.requests).toHaveLength(2);
  });

  it('retries a POST whose connection was refused, and says it was never sent', async () => {
    const connectivity = createConnectivity();
    const changes: string[] = [];
    connectivity.onChange((state) => changes.push(state.state));
    const port = await closedPort();
    const f = await failure(
      client(`http://127.0.0.1:${port}`, { connectivity }).migrateUser({ body: migrateBody }),
    );
    expect(f.error).toMatchObject({ kind: 'network', outcome: 'not_sent', retryable: true });
    expect(new Set(changes)).toEqual(new Set(['unreachable']));
  });

  it('handles dropped connections: GET retried, POST reported as unknown', async () => {
    let calls = 0;
    const s = await server((req, res, raw) => {
      calls += 1;
      if (req.method === 'POST' || calls === 1) raw.socket.destroy();
      else json(res, 200, { _id: MANGO });
    });
    const api = client(s.url);
    await expect(api.getMango({ params: { mangoId: MANGO } })).resolves.toMatchObject({ _id: MANGO });
    const f = await failure(api.createBadge({ body: { name: 'Gold' } }));
    expect(f.error).toMatchObject({ kind: 'network', outcome: 'unknown', retryable: false });
    expect(s.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('timeouts and cancellation', () => {
  it('turns latency beyond the headers timeout into a timeout with unknown outcome', async () => {
    const s = await server((_r, res) => {
      setTimeout(() => json(res, 200, {}), 1_000).unref();
    });
    const api = client(s.url, { retryPolicy: { maxRetries: 1 } });
    const started = Date.now();
    const f = await failure(
      api.createChannelGroup({ body: { name: 'G' } }, { timeouts: { headersMs: 150 } }),
    );
    expect(f.error).toMatchObject({ kind: 'timeout', outcome: 'unknown' });
    expect(f.error.message).toContain('may or may not have been processed');
    const g = await failure(api.getMango({ params: { mangoId: MANGO } }, { timeouts: { headersMs: 150 } }));
    expect(g.error.kind).toBe('timeout');
    // A read changed nothing: it says so instead of "may or may not have been processed".
    expect(g.error.message).toContain('Nothing was changed by this read; it is safe to retry.');
    expect(g.error.message).not.toContain('may or may not');
    expect(g.error.outcome).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(s.requests).toHaveLength(3);
  });

  it('turns a body that stalls mid-way into a timeout', async () => {
    const s = await server((_r, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"_id":');
    });
    const f = await failure(
      client(s.url, { retryPolicy: { maxRetries: 0 } }).getMango(
        { params: { mangoId: MANGO } },
        { timeouts: { bodyMs: 150 } },
      ),
    );
    // A read that timed out changed nothing: no "outcome unknown" warning, and it says it is safe to retry.
    expect(f.error).toMatchObject({ kind: 'timeout' });
    expect(f.error.outcome).toBeUndefined();
    expect(f.error.message).toContain('safe to retry');
  });

  it('cancels a request in flight', async () => {
    // Cancelled once the service has the request (not after a set time, which a busy machine may not
    // have reached the server by): it never answers.
    const controller = new AbortController();
    const s = await server(() => controller.abort());
    const f = await failure(
      client(s.url).getMango({ params: { mangoId: MANGO } }, { signal: controller.signal }),
    );
    expect(f.error.kind).toBe('cancelled');
    expect(s.requests).toHaveLength(1);
  });
});

describe('429 storms', () => {
  it('pauses for the advised time, then succeeds, within the bounded attempts', async () => {
    let calls = 0;
    const s = await server((_r, res) =>
      ++calls <= 3
        ? json(res, 429, { statusCode: 429, message: 'Too many', success: false })
        : json(res, 200, { _id: MANGO }),
    );
    const clock = createVirtualClock({ auto: true, random: () => 0.5 });
    const api = client(s.url, { clock });
    await expect(
      api.updateMango({ params: { mangoId: MANGO }, body: { title: 'X' } }),
    ).resolves.toMatchObject({ _id: MANGO });
    expect(s.requests).toHaveLength(4);
    expect(clock.slept).toBeGreaterThanOrEqual(30_000);
  });

  it('honours Retry-After and stops after the bounded retries', async () => {
    const s = await server((_r, res) =>
      json(res, 429, envelope(429, 'Retry after 10 seconds'), { 'retry-after': '2' }),
    );
    const clock = createVirtualClock({ auto: true, random: () => 0 });
    const f = await failure(client(s.url, { clock }).getMango({ params: { mangoId: MANGO } }));
    expect(f.error).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(s.requests).toHaveLength(4);
    expect(clock.slept).toBe(6_000);
  });

  it('can be cancelled during the pause', async () => {
    const s = await server((_r, res) => json(res, 429, envelope(429, 'slow down')));
    const controller = new AbortController();
    const clock = createVirtualClock();
    const pending = failure(
      client(s.url, { clock }).getMango({ params: { mangoId: MANGO } }, { signal: controller.signal }),
    );
    // Cancelled once the client is in its pause (the virtual clock never ends it by itself), not after a
    // set time, by which a busy machine may not have had the first answer yet.
    await vi.waitFor(() => expect(clock.slept).toBeGreaterThan(0), { timeout: 10_000 });
    controller.abort();
    const f = await pending;
    expect(f.error).toMatchObject({ kind: 'cancelled', outcome: 'not_sent' });
    expect(s.requests).toHaveLength(1);
  });
});

describe('requests and answers', () => {
  it('checks path ids before sending anything and joins array queries with commas', async () => {
    const s = await server((_r, res) => json(res, 200, { totalParticipant: 3 }));
    const api = client(s.url);
    const f = await failure(api.getMango({ params: { mangoId: 'not-an-id' } }));
    expect(f.error).toMatchObject({ kind: 'validation', outcome: 'not_sent' });
    expect(s.requests).toHaveLength(0);
    await api.participantPreview(
      { query: { mangoes: [MANGO, 'bbbbbbbbbbbbbbbbbbbbbbbb'] } },
      { timeZone: 'America/New_York' },
    );
    const url = new URL(s.requests[0]?.url ?? '', s.url);
    expect(url.searchParams.get('mangoes')).toBe(`${MANGO},bbbbbbbbbbbbbbbbbbbbbbbb`);
    expect(s.requests[0]?.headers['x-timezone-offset']).toMatch(/^-(300|240)$/);
  });

  it('sends exactly the integration headers to /integration/...', async () => {
    const s = await server((_r, res) =>
      json(res, 200, { code: 0, type: 'OK', message: 'ok', result: { email: 'a@b.c' } }),
    );
    await client(s.url).migrateUser({ body: migrateBody });
    const headers = s.requests[0]?.headers ?? {};
    expect(headers['x-api-key']).toBe(API_KEY);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['authorization']).toBeUndefined();
    expect(headers['x-whitelabel-host']).toBeUndefined();
  });

  it('reports a known field of the wrong type as unexpected_response naming the path', async () => {
    const s = await server((_r, res) => json(res, 200, { result: { title: 42 }, success: true }));
    const f = await failure(client(s.url).getMango({ params: { mangoId: MANGO } }));
    expect(f.error.kind).toBe('unexpected_response');
    expect(f.error.message).toContain('field title');
  });

  it('never lets a credential echoed by the server into a message', async () => {
    const s = await server((req, res) =>
      json(res, 400, envelope(400, `bad header ${req.headers['authorization'] ?? ''}`)),
    );
    const f = await failure(client(s.url).getMango({ params: { mangoId: MANGO } }));
    expect(f.error.message).toContain('[redacted]');
  });
});

describe('secrets stay out of logs and errors', () => {
  it('finds neither test credential in the activity log or any thrown error of this run', async () => {
    expect(thrown.length).toBeGreaterThan(10);
    const texts = thrown.map((error) =>
      error instanceof AppFailure
        ? `${error.message}\n${error.stack ?? ''}\n${JSON.stringify(error.error)}`
        : String(error),
    );
    await Promise.all(logs.map((log) => log.flush()));
    const files = await readdir(logDir, { recursive: true, withFileTypes: true });
    for (const file of files.filter((f) => f.isFile())) {
      texts.push(await readFile(join(file.parentPath, file.name), 'utf8'));
    }
    expect(texts.join('\n').length).toBeGreaterThan(1000);
    for (const text of texts) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(API_KEY);
    }
  });
});
