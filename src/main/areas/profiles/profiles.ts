import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { profileDestination, type ProfileList } from '../../../shared/areas/profiles/channels';
import { AppFailure, appFailure } from '../../../shared/errors';
import {
  Profile,
  ProfileId,
  type ProfileDraft,
  type SecretName,
  type SecretStatus,
} from '../../../shared/profile';
import { testConnection } from './connection-test';
import type { ActivityLog } from '../../platform/activity-log/activity-log';
import type { ApiClients } from '../../platform/api-clients';
import type { Handlers } from '../../platform/handlers';
import type { SecretStore } from '../../platform/secrets/secret-store';
import { registerSecret } from '../../platform/logging/redact';
import { createKeyedQueue, readJsonFile, writeFileAtomic } from '../../platform/storage/atomic-file';

/** Stored profiles: live ones only. The sandbox profile is built in and never written. */
const ProfilesFile = z.object({
  schemaVersion: z.literal(1),
  profiles: z.array(Profile.extend({ kind: z.literal('live') })),
  activeProfileId: ProfileId.nullable(),
});
type ProfilesFile = z.infer<typeof ProfilesFile>;

export const SANDBOX_PROFILE_ID = 'sandbox';

/** The built-in sandbox profile: where the embedded sandbox listens now, and its public demo credentials. */
export interface SandboxProfileSource {
  profile(): Profile;
  credentials(): { accessToken: string; apiKey: string };
}

export interface ProfilesServiceOptions {
  dataDir: string;
  secrets: SecretStore;
  sandbox: SandboxProfileSource;
  onChange?: (list: ProfileList) => void;
  /** Reports a profiles file that was damaged and moved aside. */
  onCorruptFile?: (movedTo: string, reason: string) => void;
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

/** Secrets typed with a create or an update, written in the same call. */
export type SecretInput = Partial<Record<SecretName, string>>;

/** Secrets are bound to the destination they were entered for (see `profileDestination`). */
export const destinationOf = profileDestination;

function hasSecrets(values: SecretInput | undefined): values is SecretInput {
  return Boolean(values?.accessToken) || Boolean(values?.apiKey);
}

export function createProfilesService(options: ProfilesServiceOptions) {
  const file = join(options.dataDir, 'profiles.json');
  const queue = createKeyedQueue();
  // The live profile someone chose (a switch, which asks) since this process started; a live profile
  // remembered from an earlier run is not chosen until then.
  let chosenLive: string | null = null;

  async function load(): Promise<ProfilesFile> {
    const read = await readJsonFile(file, ProfilesFile);
    if (read.state === 'ok') return read.value;
    if (read.state === 'corrupt') options.onCorruptFile?.(read.movedTo, read.reason);
    return { schemaVersion: 1, profiles: [], activeProfileId: SANDBOX_PROFILE_ID };
  }

  function toList(stored: ProfilesFile): ProfileList {
    const profiles = [options.sandbox.profile(), ...stored.profiles];
    const active = profiles.some((p) => p.id === stored.activeProfileId)
      ? stored.activeProfileId
      : SANDBOX_PROFILE_ID;
    const live = profiles.find((p) => p.id === active)?.kind === 'live';
    return {
      profiles,
      activeProfileId: active,
      ...(live && active !== chosenLive ? { liveUnconfirmed: true } : {}),
    };
  }

  /** Read-modify-write under one queue, so concurrent edits never lose each other. */
  function mutate<T>(change: (stored: ProfilesFile) => Promise<T> | T): Promise<T> {
    return queue(file, async () => {
      const stored = await load();
      const result = await change(stored);
      await writeFileAtomic(file, `${JSON.stringify(stored, null, 2)}\n`);
      options.onChange?.(toList(stored));
      return result;
    });
  }

  function findLive(stored: ProfilesFile, id: string): ProfilesFile['profiles'][number] {
    if (id === SANDBOX_PROFILE_ID) {
      throw appFailure('validation', 'The built-in Sandbox profile cannot be changed or deleted.');
    }
    const found = stored.profiles.find((p) => p.id === id);
    if (!found) throw appFailure('not_found', 'That profile no longer exists. Reload the profile list.');
    return found;
  }

  function ensureUniqueName(stored: ProfilesFile, name: string, exceptId?: string): void {
    const taken = [options.sandbox.profile(), ...stored.profiles].some(
      (p) => p.id !== exceptId && p.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) {
      throw appFailure('validation', `A profile named "${name}" already exists`, {
        details: { issues: [{ path: 'name', message: 'Choose a name no other profile has' }] },
      });
    }
  }

  async function secretStatus(profileId: string): Promise<SecretStatus> {
    const keychain = await options.secrets.state();
    // The sandbox's demo credentials are built in, but the screen still needs the real keychain state.
    if (profileId === SANDBOX_PROFILE_ID) return { accessToken: true, apiKey: true, keychain };
    if (!keychain.available) return { accessToken: false, apiKey: false, keychain };
    const [token, key] = await Promise.all([
      options.secrets.get(profileId, 'accessToken'),
      options.secrets.get(profileId, 'apiKey'),
    ]);
    return { accessToken: token !== null && token !== '', apiKey: key !== null && key !== '', keychain };
  }

  async function requireKeychain(what: string): Promise<void> {
    const keychain = await options.secrets.state();
    if (!keychain.available) {
      throw appFailure(
        'keychain_unavailable',
        `${what}: the OS keychain is unavailable, so its token and API key cannot be saved. Leave them empty to save the profile without them.`,
        { details: { keychain: keychain.message ?? '' } },
      );
    }
  }

  async function writeSecrets(profileId: string, values: SecretInput, what: string): Promise<void> {
    try {
      for (const name of ['accessToken', 'apiKey'] as const) {
        const value = values[name];
        if (!value) continue;
        registerSecret(value);
        await options.secrets.set(profileId, name, value);
      }
    } catch (error) {
      const reason = error instanceof AppFailure ? error.error.message : 'the keychain failed';
      throw appFailure(
        'keychain_unavailable',
        `${what}: the keychain refused the token or API key. ${reason}`,
      );
    }
  }

  async function assertLiveProfile(profileId: string): Promise<void> {
    const stored = await load();
    findLive(stored, profileId);
  }

  return {
    list: async (): Promise<ProfileList> => toList(await load()),

    async get(id: string): Promise<Profile> {
      const list = toList(await load());
      const found = list.profiles.find((p) => p.id === id);
      if (!found) throw appFailure('not_found', 'That profile no longer exists. Reload the profile list.');
      return found;
    },

    async active(): Promise<Profile> {
      const list = toList(await load());
      return list.profiles.find((p) => p.id === list.activeProfileId) ?? options.sandbox.profile();
    },

    /**
     * Creates a profile and, in the same call, stores the secrets typed with it. Without a keychain a
     * create that carries secrets is refused as a whole: no profile exists half-saved.
     */
    create: (draft: ProfileDraft, secrets?: SecretInput): Promise<Profile> =>
      mutate(async (stored) => {
        ensureUniqueName(stored, draft.name);
        if (hasSecrets(secrets)) await requireKeychain('The profile was not created');
        const profile = { ...draft, id: randomUUID(), kind: 'live' as const };
        // Secrets before the file: if the keychain fails now, nothing is written.
        if (hasSecrets(secrets)) await writeSecrets(profile.id, secrets, 'The profile was not created');
        stored.profiles.push(profile);
        return profile;
      }),

    /**
     * Changes a profile. A new destination (base URL origin or white-label host) deletes the stored
     * token and API key first, unless this same call carries new ones: secrets never follow an address
     * change. If the keychain cannot delete them, nothing changes.
     */
    update: (id: string, patch: Partial<ProfileDraft>, secrets?: SecretInput): Promise<Profile> =>
      mutate(async (stored) => {
        const current = findLive(stored, id);
        if (patch.name !== undefined) ensureUniqueName(stored, patch.name, id);
        const next = { ...current, ...patch };
        const moved = destinationOf(next) !== destinationOf(current);
        if (hasSecrets(secrets)) await requireKeychain('The profile was not changed');
        if (moved) {
          const keep = hasSecrets(secrets) ? secrets : {};
          for (const name of ['accessToken', 'apiKey'] as const) {
            if (keep[name]) continue;
            try {
              await options.secrets.delete(id, name);
            } catch (error) {
              const reason = error instanceof AppFailure ? error.error.message : 'the keychain failed';
              throw appFailure(
                'keychain_unavailable',
                `"${current.name}" was not changed: its address changed, and its saved token and API key could not be removed from the keychain. ${reason}`,
              );
            }
          }
        }
        if (hasSecrets(secrets)) await writeSecrets(id, secrets, 'The profile was not changed');
        Object.assign(current, patch);
        return current;
      }),

    delete: (id: string): Promise<ProfileList> =>
      mutate(async (stored) => {
        const current = findLive(stored, id);
        // Secrets first: a profile must never disappear while its token stays behind in the keychain.
        try {
          await options.secrets.delete(current.id, 'accessToken');
          await options.secrets.delete(current.id, 'apiKey');
        } catch (error) {
          const reason = error instanceof AppFailure ? error.error.message : 'the keychain failed';
          throw appFailure(
            'keychain_unavailable',
            `"${current.name}" was not deleted: its token and API key could not be removed from the keychain. ${reason}`,
          );
        }
        stored.profiles = stored.profiles.filter((p) => p.id !== id);
        if (stored.activeProfileId === id) stored.activeProfileId = SANDBOX_PROFILE_ID;
        return toList(stored);
      }),

    setActive: (id: string): Promise<ProfileList> =>
      mutate((stored) => {
        if (id !== SANDBOX_PROFILE_ID) findLive(stored, id);
        stored.activeProfileId = id;
        chosenLive = id === SANDBOX_PROFILE_ID ? null : id;
        return toList(stored);
      }),

    secretStatus,

    async setSecrets(profileId: string, values: Partial<Record<SecretName, string>>): Promise<SecretStatus> {
      await assertLiveProfile(profileId);
      for (const name of ['accessToken', 'apiKey'] as const) {
        const value = values[name];
        if (value === undefined) continue;
        registerSecret(value);
        await options.secrets.set(profileId, name, value);
      }
      return secretStatus(profileId);
    },

    async clearSecrets(profileId: string, which: SecretName[]): Promise<SecretStatus> {
      await assertLiveProfile(profileId);
      for (const name of which) await options.secrets.delete(profileId, name);
      return secretStatus(profileId);
    },

    /** For the HTTP client only: the values never leave main. */
    async secretsFor(profileId: string): Promise<{ accessToken?: string; apiKey?: string }> {
      if (profileId === SANDBOX_PROFILE_ID) return options.sandbox.credentials();
      const [accessToken, apiKey] = await Promise.all([
        options.secrets.get(profileId, 'accessToken'),
        options.secrets.get(profileId, 'apiKey'),
      ]);
      registerSecret(accessToken);
      registerSecret(apiKey);
      return { accessToken: accessToken ?? undefined, apiKey: apiKey ?? undefined };
    },
  };
}

type ProfileChannel =
  | 'profiles.list'
  | 'profiles.create'
  | 'profiles.update'
  | 'profiles.delete'
  | 'profiles.setActive'
  | 'profiles.testConnection'
  | 'profiles.secretStatus'
  | 'profiles.setSecret'
  | 'profiles.clearSecret';

function secretInput(accessToken?: string, apiKey?: string): { accessToken?: string; apiKey?: string } {
  return { ...(accessToken ? { accessToken } : {}), ...(apiKey ? { apiKey } : {}) };
}

/** The profiles screen: the list, its edits, the active profile, secrets and the connection test. */
export function profileHandlers(
  profiles: ProfilesService,
  clients: ApiClients,
  activityLog: Pick<ActivityLog, 'record'>,
): Pick<Handlers, ProfileChannel> {
  return {
    'profiles.list': () => profiles.list(),
    'profiles.create': ({ accessToken, apiKey, ...draft }) =>
      profiles.create(draft, secretInput(accessToken, apiKey)),
    'profiles.update': ({ id, accessToken, apiKey, ...patch }) =>
      profiles.update(id, patch, secretInput(accessToken, apiKey)),
    'profiles.delete': ({ id }) => profiles.delete(id),
    'profiles.setActive': ({ id }) => profiles.setActive(id),
    'profiles.testConnection': async ({ id }, { signal }) => {
      const profile = await profiles.get(id);
      const checks = await testConnection(
        profile,
        clients.forProfile(profile),
        clients.transport,
        () => profiles.secretsFor(id),
        activityLog,
        signal,
      );
      return { profileId: id, checks };
    },
    'profiles.secretStatus': ({ profileId }) => profiles.secretStatus(profileId),
    'profiles.setSecret': ({ profileId, ...values }) => profiles.setSecrets(profileId, values),
    'profiles.clearSecret': ({ profileId, which }) => profiles.clearSecrets(profileId, which),
  };
}
