import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConsole } from '../../../src/main/app/compose';
import { createMemorySecretStore } from '../../../src/main/platform/secrets/secret-store';
import { startEmbeddedSandbox } from '../../../src/main/areas/profiles/embedded-sandbox';
import { SANDBOX_PROFILE_ID } from '../../../src/main/areas/profiles/profiles';

/** The real sandbox module, counting how often it is loaded. */
function countingLoader() {
  const loader = Object.assign(
    async () => {
      loader.loads += 1;
      return import('../../../src/sandbox/server');
    },
    { loads: 0 },
  );
  return loader;
}

describe('the embedded sandbox starts on first use', () => {
  it('listens at once, loads on the first request, and two concurrent first requests load it once', async () => {
    const load = countingLoader();
    const sandbox = await startEmbeddedSandbox(load);
    try {
      expect(sandbox.started()).toBe(false);
      // The profile is listed without it.
      expect(sandbox.profile()).toMatchObject({
        id: SANDBOX_PROFILE_ID,
        baseUrl: sandbox.url,
        kind: 'sandbox',
      });
      expect(load.loads).toBe(0);
      const [a, b] = await Promise.all([
        fetch(`${sandbox.url}/__sandbox/credentials`),
        fetch(`${sandbox.url}/__sandbox/credentials`),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const credentials = (await a.json()) as { apiKey: string; whitelabelHost: string };
      await b.arrayBuffer();
      // The constants the profile used before it started are the sandbox's own.
      expect(credentials).toMatchObject({
        apiKey: sandbox.credentials().apiKey,
        whitelabelHost: sandbox.profile().whitelabelHost,
      });
      expect(load.loads).toBe(1);
      expect(sandbox.starts()).toBe(1);
      // Later requests go straight to it.
      expect((await fetch(`${sandbox.url}/__sandbox/credentials`)).status).toBe(200);
      expect(load.loads).toBe(1);
    } finally {
      await sandbox.close();
    }
  });

  it('a console starts without it, and its first call on the Sandbox profile starts it', async () => {
    const load = countingLoader();
    const sandbox = await startEmbeddedSandbox(load);
    const dataDir = await mkdtemp(join(tmpdir(), 'lazy-sandbox-'));
    const app = await createConsole({
      dataDir,
      host: 'web',
      secretStore: createMemorySecretStore(),
      emit: () => undefined,
      sandbox,
    });
    try {
      // Listing profiles (the first screen) does not start it.
      const listed = await app.dispatch('profiles.list', {});
      expect(listed.ok).toBe(true);
      expect(sandbox.started()).toBe(false);
      const check = await app.dispatch('profiles.testConnection', { id: SANDBOX_PROFILE_ID });
      expect(check.ok).toBe(true);
      expect(sandbox.started()).toBe(true);
      expect(load.loads).toBe(1);
    } finally {
      await app.close();
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('closes cleanly when it was never used', async () => {
    const load = countingLoader();
    const sandbox = await startEmbeddedSandbox(load);
    await sandbox.close();
    expect(load.loads).toBe(0);
    await expect(fetch(`${sandbox.url}/__sandbox/credentials`)).rejects.toThrow();
  });
});
