import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi } from '@shared/bridge';
import type { ProfileList } from '@shared/channels/profiles';
import type { AppError, Result } from '@shared/errors';
import type { KeychainState, Profile, ProfileDraft, SecretName, SecretStatus } from '@shared/profile';

/** Secrets as typed into the form: sent once through the write-only channel, never kept here. */
export interface SecretInput {
  accessToken?: string;
  apiKey?: string;
}

/** Whether each secret is stored, per profile. Booleans only: this store never holds a secret. */
export type SecretFlags = Pick<SecretStatus, 'accessToken' | 'apiKey'>;

export interface ProfilesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: ProfileList | null;
  secrets: Record<string, SecretFlags>;
  keychain: KeychainState | null;
  error: AppError | null;
  load: () => Promise<void>;
  applyList: (list: ProfileList) => void;
  create: (draft: ProfileDraft, secrets: SecretInput) => Promise<SaveResult>;
  update: (id: string, changes: Partial<ProfileDraft>, secrets: SecretInput) => Promise<SaveResult>;
  remove: (id: string) => Promise<Result<ProfileList>>;
  setActive: (id: string) => Promise<Result<ProfileList>>;
  clearSecret: (profileId: string, which: SecretName) => Promise<Result<SecretStatus>>;
}

/** A failed save changed nothing in main (create and update are all-or-nothing). */
export type SaveResult =
  { ok: true; profile: Profile } | { ok: false; error: AppError; profile: Profile | null };

export type ProfilesStore = StoreApi<ProfilesState>;

function typed(secrets: SecretInput): SecretInput {
  return {
    ...(secrets.accessToken ? { accessToken: secrets.accessToken } : {}),
    ...(secrets.apiKey ? { apiKey: secrets.apiKey } : {}),
  };
}

/**
 * The Profiles feature's state, made from the bridge so tests can pass a fake. Main is the source of
 * truth: every write answers with fresh data and `profiles.changed` refreshes the list.
 */
export function createProfilesStore(api: BridgeApi): ProfilesStore {
  return createStore<ProfilesState>()((set, get) => {
    const recordSecrets = (profileId: string, status: SecretStatus): void => {
      set((state) => ({
        secrets: {
          ...state.secrets,
          [profileId]: { accessToken: status.accessToken, apiKey: status.apiKey },
        },
        keychain: status.keychain,
      }));
    };

    const keychainDown = (error: AppError): void => {
      if (error.kind !== 'keychain_unavailable') return;
      // Keep the how-to-fix text main gave with the state (details.keychain), not the refusal sentence.
      const details = error.details as { keychain?: unknown } | undefined;
      const help = typeof details?.keychain === 'string' && details.keychain ? details.keychain : undefined;
      set((state) => ({
        keychain: { available: false, message: help ?? state.keychain?.message ?? error.message },
      }));
    };

    const refreshSecrets = async (profiles: Profile[]): Promise<void> => {
      const results = await Promise.all(profiles.map((p) => api.secrets.status({ profileId: p.id })));
      let keychain: KeychainState | null = null;
      results.forEach((result, index) => {
        const profile = profiles[index];
        if (!profile) return;
        if (!result.ok) {
          if (result.error.kind === 'keychain_unavailable') {
            keychain = { available: false, message: result.error.message };
          }
          return;
        }
        set((state) => ({
          secrets: {
            ...state.secrets,
            [profile.id]: { accessToken: result.value.accessToken, apiKey: result.value.apiKey },
          },
        }));
        // Main reports the real keychain state for every profile, the sandbox too, so the screen knows it
        // before the first live profile exists. An unavailable keychain wins.
        if (keychain?.available !== false) keychain = result.value.keychain;
      });
      if (keychain) set({ keychain });
    };

    return {
      status: 'idle',
      data: null,
      secrets: {},
      keychain: null,
      error: null,

      load: async () => {
        set({ status: get().data ? 'ready' : 'loading', error: null });
        const result = await api.profiles.list();
        if (!result.ok) {
          set({ status: 'error', error: result.error });
          return;
        }
        get().applyList(result.value);
      },

      applyList: (list) => {
        set({ status: 'ready', data: list, error: null });
        void refreshSecrets(list.profiles);
      },

      // Secrets travel with the create or update itself: main stores them in the same call (or refuses
      // the whole call), and clears stored ones when the address changes without new ones.
      create: async (draft, secrets) => {
        const created = await api.profiles.create({ ...draft, ...typed(secrets) });
        if (!created.ok) {
          keychainDown(created.error);
          return { ok: false, error: created.error, profile: null };
        }
        await get().load();
        return { ok: true, profile: created.value };
      },

      update: async (id, changes, secrets) => {
        const updated = await api.profiles.update({ id, ...changes, ...typed(secrets) });
        if (!updated.ok) {
          keychainDown(updated.error);
          return { ok: false, error: updated.error, profile: null };
        }
        await get().load();
        return { ok: true, profile: updated.value };
      },

      remove: async (id) => {
        const result = await api.profiles.delete({ id });
        if (result.ok) {
          set((state) => {
            const { [id]: _removed, ...rest } = state.secrets;
            return { secrets: rest };
          });
          get().applyList(result.value);
        }
        return result;
      },

      setActive: async (id) => {
        const result = await api.profiles.setActive({ id });
        if (result.ok) get().applyList(result.value);
        return result;
      },

      clearSecret: async (profileId, which) => {
        const result = await api.secrets.clear({ profileId, which: [which] });
        if (result.ok) recordSecrets(profileId, result.value);
        else keychainDown(result.error);
        return result;
      },
    };
  });
}
