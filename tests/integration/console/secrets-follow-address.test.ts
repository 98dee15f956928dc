import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../src/shared/errors';
import { createConsole, type ConsoleApp } from '../../../src/main/app/compose';
import { embedSandbox } from '../../../src/main/areas/profiles/embedded-sandbox';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { createMemorySecretStore, type SecretStore } from '../../../src/main/platform/secrets/secret-store';

/** A real HTTP server on 127.0.0.1, port 0, that records the headers of every request it receives. */
interface Recorder {
  url: string;
  headers: IncomingHttpHeaders[];
  close(): Promise<void>;
}

async function recorder(): Promise<Recorder> {
  const headers: IncomingHttpHeaders[] = [];
  const server: Server = createServer((req, res) => {
    headers.push(req.headers);
    req.resume();
    req.on('end', () => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"message":"recorded"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    headers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const TOKEN = 'tok_follow_address_1';
const KEY = 'key_follow_address_1';
const NEW_TOKEN = 'tok_follow_address_2';

let sandbox: Sandbox;
let app: ConsoleApp;
let dataDir: string;
let secretStore: SecretStore;
let oldHost: Recorder;
let newHost: Recorder;

function value<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`bridge call failed: ${result.error.kind}: ${result.error.message}`);
  return result.value as T;
}

function sentSecrets(headers: IncomingHttpHeaders[]): string[] {
  return headers.flatMap((h) => [h.authorization, h['x-api-key']].filter((v): v is string => Boolean(v)));
}

async function testConnection(id: string): Promise<void> {
  value(await app.dispatch('profiles.testConnection', { id }));
}

async function liveProfile(baseUrl: string, name = 'Bound'): Promise<string> {
  const created = value<{ id: string }>(
    await app.dispatch('profiles.create', {
      name,
      baseUrl,
      whitelabelHost: 'learn.bound.test',
      accessToken: TOKEN,
      apiKey: KEY,
    }),
  );
  return created.id;
}

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

beforeEach(async () => {
  oldHost = await recorder();
  newHost = await recorder();
  dataDir = await mkdtemp(join(tmpdir(), 'console-secrets-bound-'));
  secretStore = createMemorySecretStore();
  app = await createConsole({
    dataDir,
    host: 'web',
    secretStore,
    emit: () => undefined,
    sandbox: embedSandbox(sandbox, { owned: false }),
  });
});

afterEach(async () => {
  await app.close();
  await oldHost.close();
  await newHost.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('secrets are bound to the address they were entered for', () => {
  it('sends them to the original host (the recorder sees them)', async () => {
    const id = await liveProfile(oldHost.url);
    await testConnection(id);
    expect(sentSecrets(oldHost.headers)).toEqual(expect.arrayContaining([`Bearer ${TOKEN}`, KEY]));
  });

  it('profiles.update with a new base URL clears them: nothing reaches the new host', async () => {
    const id = await liveProfile(oldHost.url);
    value(await app.dispatch('profiles.update', { id, baseUrl: newHost.url }));
    await testConnection(id);
    expect(sentSecrets(newHost.headers)).toEqual([]);
    expect(value(await app.dispatch('profiles.secretStatus', { profileId: id }))).toMatchObject({
      accessToken: false,
      apiKey: false,
    });
    expect(await secretStore.get(id, 'accessToken')).toBeNull();
    expect(await secretStore.get(id, 'apiKey')).toBeNull();
  });

  it('profiles.update with a new white-label host clears them too', async () => {
    const id = await liveProfile(newHost.url);
    value(await app.dispatch('profiles.update', { id, whitelabelHost: 'other.bound.test' }));
    newHost.headers.length = 0;
    await testConnection(id);
    expect(sentSecrets(newHost.headers)).toEqual([]);
  });

  it('create without secrets, profiles.setSecret, then an address change: still nothing reaches the new host', async () => {
    const created = value<{ id: string }>(
      await app.dispatch('profiles.create', {
        name: 'Later',
        baseUrl: oldHost.url,
        whitelabelHost: 'learn.bound.test',
      }),
    );
    value(
      await app.dispatch('profiles.setSecret', { profileId: created.id, accessToken: TOKEN, apiKey: KEY }),
    );
    value(await app.dispatch('profiles.update', { id: created.id, name: 'Later renamed' }));
    value(await app.dispatch('profiles.update', { id: created.id, baseUrl: newHost.url }));
    await testConnection(created.id);
    expect(sentSecrets(newHost.headers)).toEqual([]);
  });

  it('a port change on loopback is a new destination', async () => {
    const id = await liveProfile(oldHost.url);
    // Same host, another port: the "new" recorder.
    expect(new URL(newHost.url).hostname).toBe(new URL(oldHost.url).hostname);
    value(await app.dispatch('profiles.update', { id, baseUrl: `${newHost.url}/` }));
    await testConnection(id);
    expect(sentSecrets(newHost.headers)).toEqual([]);
  });

  it('secrets typed again in the same update go to the new host, and only those', async () => {
    const id = await liveProfile(oldHost.url);
    value(await app.dispatch('profiles.update', { id, baseUrl: newHost.url, accessToken: NEW_TOKEN }));
    await testConnection(id);
    const sent = sentSecrets(newHost.headers);
    expect(sent).toContain(`Bearer ${NEW_TOKEN}`);
    expect(sent.join(' ')).not.toContain(TOKEN);
    // The API key was not typed again: it was cleared, not carried over.
    expect(sent).not.toContain(KEY);
  });

  it('a cosmetic change (trailing slash, upper-case scheme and host, a name) keeps them', async () => {
    const id = await liveProfile(oldHost.url);
    const port = new URL(oldHost.url).port;
    value(
      await app.dispatch('profiles.update', { id, baseUrl: `HTTP://127.0.0.1:${port}/`, name: 'Renamed' }),
    );
    value(await app.dispatch('profiles.update', { id, whitelabelHost: 'LEARN.bound.test' }));
    await testConnection(id);
    expect(sentSecrets(oldHost.headers)).toEqual(expect.arrayContaining([`Bearer ${TOKEN}`, KEY]));
  });

  it('refuses the address change when the keychain cannot delete the old secrets', async () => {
    const id = await liveProfile(oldHost.url);
    const failing = secretStore.delete;
    secretStore.delete = () => Promise.reject(new Error('locked'));
    try {
      const result = await app.dispatch('profiles.update', { id, baseUrl: newHost.url });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.kind).toBe('keychain_unavailable');
    } finally {
      secretStore.delete = failing;
    }
    const { profiles } = value<{ profiles: Array<{ id: string; baseUrl: string }> }>(
      await app.dispatch('profiles.list', {}),
    );
    expect(profiles.find((p) => p.id === id)?.baseUrl).toBe(oldHost.url);
    await testConnection(id);
    expect(sentSecrets(newHost.headers)).toEqual([]);
  });
});

describe('no keychain: no half-saved profile', () => {
  it('refuses a create that carries secrets as a whole, and creates one without secrets', async () => {
    secretStore.state = async () => ({ available: false, message: 'no keychain here' });
    const refused = await app.dispatch('profiles.create', {
      name: 'Half',
      baseUrl: oldHost.url,
      whitelabelHost: 'learn.bound.test',
      accessToken: TOKEN,
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.kind).toBe('keychain_unavailable');
      expect(refused.error.message).toContain('was not created');
    }
    const list = value<{ profiles: Array<{ name: string }> }>(await app.dispatch('profiles.list', {}));
    expect(list.profiles.map((p) => p.name)).not.toContain('Half');
    value(
      await app.dispatch('profiles.create', {
        name: 'Half',
        baseUrl: oldHost.url,
        whitelabelHost: 'learn.bound.test',
      }),
    );
  });
});
