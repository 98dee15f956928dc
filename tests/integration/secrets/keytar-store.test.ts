import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createKeytarSecretStore } from '../../../src/main/platform/secrets/keytar-store';
import { createProfilesService, SANDBOX_PROFILE_ID } from '../../../src/main/areas/profiles/profiles';

const run = promisify(execFile);
const keyringReady = process.env.CONSOLE_KEYRING_READY === '1';
const sandbox = {
  profile: () => ({
    id: SANDBOX_PROFILE_ID,
    name: 'Sandbox',
    baseUrl: 'http://127.0.0.1:1',
    whitelabelHost: 'demo.test',
    kind: 'sandbox' as const,
  }),
  credentials: () => ({ accessToken: 'demo', apiKey: 'demo' }),
};

// The real OS keychain: `npm test` runs the suite inside a private D-Bus session with GNOME Keyring.
describe.skipIf(!keyringReady)('keytar secret store against the real keychain', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('sets, reads back inside main, clears, and reports the keychain available', async () => {
    const store = createKeytarSecretStore();
    const profileId = `test-${randomUUID()}`;
    expect(await store.state()).toEqual({ available: true });
    await store.set(profileId, 'accessToken', 'tok_keychain_A1b2C3');
    expect(await store.get(profileId, 'accessToken')).toBe('tok_keychain_A1b2C3');
    await store.delete(profileId, 'accessToken');
    expect(await store.get(profileId, 'accessToken')).toBeNull();
  });

  it('deletes both secrets with the profile and never writes them to the data directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keytar-profiles-'));
    dirs.push(dir);
    const store = createKeytarSecretStore();
    const profiles = createProfilesService({ dataDir: dir, secrets: store, sandbox });
    const profile = await profiles.create({
      name: 'Keychain test',
      baseUrl: 'https://api.example.test',
      whitelabelHost: 'learn.example.test',
    });
    await profiles.setSecrets(profile.id, {
      accessToken: 'tok_keychain_D4e5F6',
      apiKey: 'key_keychain_G7h8I9',
    });
    expect(await profiles.secretStatus(profile.id)).toEqual({
      accessToken: true,
      apiKey: true,
      keychain: { available: true },
    });
    for (const name of await readdir(dir)) {
      const text = await readFile(join(dir, name), 'utf8');
      expect(text).not.toContain('tok_keychain_D4e5F6');
      expect(text).not.toContain('key_keychain_G7h8I9');
    }
    await profiles.delete(profile.id);
    expect(await store.get(profile.id, 'accessToken')).toBeNull();
    expect(await store.get(profile.id, 'apiKey')).toBeNull();
  });
});

describe('keytar secret store without a keychain', () => {
  it('reports the keychain unavailable with how to fix it, and refuses to store', async () => {
    const env = { ...process.env };
    delete env.DBUS_SESSION_BUS_ADDRESS;
    delete env.DISPLAY;
    delete env.CONSOLE_KEYRING_READY;
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'tests/integration/secrets/no-keychain-probe.ts'],
      {
        env,
        timeout: 20_000,
      },
    );
    const report = JSON.parse(stdout) as {
      state: { available: boolean; message: string };
      setError: { kind: string; message: string };
    };
    expect(report.state.available).toBe(false);
    expect(report.state.message).toMatch(/keychain/i);
    expect(report.state.message).toMatch(/gnome-keyring/);
    expect(report.setError.kind).toBe('keychain_unavailable');
    expect(JSON.stringify(report)).not.toContain('tok_never_written_123');
  });
});
