import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../../src/shared/errors';
import { createMemorySecretStore } from '../../../src/main/platform/secrets/secret-store';
import { createProfilesService, SANDBOX_PROFILE_ID } from '../../../src/main/areas/profiles/profiles';

const sandbox = {
  profile: () => ({
    id: SANDBOX_PROFILE_ID,
    name: 'Sandbox',
    baseUrl: 'http://127.0.0.1:4010',
    whitelabelHost: 'demo.sandbox.test',
    kind: 'sandbox' as const,
  }),
  credentials: () => ({ accessToken: 'demo-token', apiKey: 'demo-key' }),
};
const draft = { name: 'Acme live', baseUrl: 'https://api.acme.test', whitelabelHost: 'learn.acme.test' };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'profiles-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function service(secrets = createMemorySecretStore()) {
  const changes: unknown[] = [];
  const profiles = createProfilesService({
    dataDir: dir,
    secrets,
    sandbox,
    onChange: (list) => changes.push(list),
  });
  return { profiles, secrets, changes };
}

describe('profiles service', () => {
  it('starts with the built-in sandbox profile active', async () => {
    const { profiles } = service();
    const list = await profiles.list();
    expect(list.profiles.map((p) => p.kind)).toEqual(['sandbox']);
    expect(list.activeProfileId).toBe(SANDBOX_PROFILE_ID);
  });

  it('creates, updates and activates a live profile, persisting it as JSON without secrets', async () => {
    const { profiles, changes } = service();
    const created = await profiles.create(draft);
    await profiles.setSecrets(created.id, { accessToken: 'tok_unit_secret_1', apiKey: 'key_unit_secret_1' });
    await profiles.update(created.id, { name: 'Acme production' });
    await profiles.setActive(created.id);
    const list = await profiles.list();
    expect(list.activeProfileId).toBe(created.id);
    expect(list.profiles[1]).toMatchObject({ name: 'Acme production', kind: 'live' });
    const onDisk = await readFile(join(dir, 'profiles.json'), 'utf8');
    expect(onDisk).toContain('Acme production');
    expect(onDisk).not.toContain('tok_unit_secret_1');
    expect(onDisk).not.toContain('key_unit_secret_1');
    expect(changes.length).toBe(3);
  });

  it('marks a live profile remembered from an earlier run as unconfirmed until it is chosen again', async () => {
    const first = service();
    const created = await first.profiles.create(draft);
    await first.profiles.setActive(created.id);
    expect((await first.profiles.list()).liveUnconfirmed).toBeUndefined();

    // A restart: a new service on the same directory remembers the live profile, not the choice.
    const restarted = service().profiles;
    const remembered = await restarted.list();
    expect(remembered.activeProfileId).toBe(created.id);
    expect(remembered.liveUnconfirmed).toBe(true);
    expect((await restarted.setActive(created.id)).liveUnconfirmed).toBeUndefined();

    // Choosing the sandbox instead leaves nothing to confirm; a later restart on it asks nothing either.
    const again = service().profiles;
    expect((await again.setActive(SANDBOX_PROFILE_ID)).liveUnconfirmed).toBeUndefined();
    expect((await service().profiles.list()).liveUnconfirmed).toBeUndefined();
  });

  it('reports which secrets are set without returning them', async () => {
    const { profiles } = service();
    const created = await profiles.create(draft);
    expect(await profiles.secretStatus(created.id)).toEqual({
      accessToken: false,
      apiKey: false,
      keychain: { available: true },
    });
    const status = await profiles.setSecrets(created.id, { accessToken: 'tok_unit_secret_2' });
    expect(status).toEqual({ accessToken: true, apiKey: false, keychain: { available: true } });
    expect(JSON.stringify(status)).not.toContain('tok_unit_secret_2');
    expect(await profiles.clearSecrets(created.id, ['accessToken'])).toMatchObject({ accessToken: false });
  });

  it('deletes a profile together with its secrets and falls back to the sandbox', async () => {
    const { profiles, secrets } = service();
    const created = await profiles.create(draft);
    await profiles.setSecrets(created.id, { accessToken: 'tok_x_123', apiKey: 'key_x_123' });
    await profiles.setActive(created.id);
    const list = await profiles.delete(created.id);
    expect(list.profiles).toHaveLength(1);
    expect(list.activeProfileId).toBe(SANDBOX_PROFILE_ID);
    expect(secrets.dump().size).toBe(0);
  });

  it('keeps the profile when its secrets cannot be removed from the keychain', async () => {
    const store = createMemorySecretStore();
    const { profiles } = service(store);
    const created = await profiles.create(draft);
    store.delete = async () => {
      throw new AppFailure({ kind: 'keychain_unavailable', message: 'locked' });
    };
    await expect(profiles.delete(created.id)).rejects.toMatchObject({
      error: { kind: 'keychain_unavailable' },
    });
    expect((await profiles.list()).profiles).toHaveLength(2);
  });

  it('refuses to edit or delete the sandbox profile and refuses duplicate names', async () => {
    const { profiles } = service();
    await expect(profiles.delete(SANDBOX_PROFILE_ID)).rejects.toMatchObject({
      error: { kind: 'validation' },
    });
    await expect(profiles.create({ ...draft, name: 'sandbox' })).rejects.toMatchObject({
      error: { kind: 'validation' },
    });
  });

  it('moves a damaged profiles file aside and starts clean, reporting it', async () => {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'profiles.json'), '{"schemaVersion":1,"profiles":[');
    const reports: string[] = [];
    const profiles = createProfilesService({
      dataDir: dir,
      secrets: createMemorySecretStore(),
      sandbox,
      onCorruptFile: (movedTo) => reports.push(movedTo),
    });
    expect((await profiles.list()).profiles).toHaveLength(1);
    expect(reports).toHaveLength(1);
    expect((await readdir(dir)).some((name) => name.startsWith('profiles.json.corrupt-'))).toBe(true);
  });

  it('hands the sandbox demo credentials to the client, and live secrets from the store', async () => {
    const { profiles } = service();
    expect(await profiles.secretsFor(SANDBOX_PROFILE_ID)).toEqual({
      accessToken: 'demo-token',
      apiKey: 'demo-key',
    });
    const created = await profiles.create(draft);
    await profiles.setSecrets(created.id, { apiKey: 'key_live_abc' });
    expect(await profiles.secretsFor(created.id)).toEqual({ accessToken: undefined, apiKey: 'key_live_abc' });
  });
});
