import type { KeychainState, SecretName } from '../../../shared/profile';

/**
 * Where a profile's bearer token and API key live. Only main holds an instance; only the HTTP client
 * reads a value back. The production adapter is the OS keychain; the in-memory one is for unit tests of
 * code that merely uses secrets.
 */
export interface SecretStore {
  /** Whether the keychain can be used right now, and if not, what to do about it. */
  state(): Promise<KeychainState>;
  get(profileId: string, name: SecretName): Promise<string | null>;
  set(profileId: string, name: SecretName, value: string): Promise<void>;
  delete(profileId: string, name: SecretName): Promise<void>;
}

/** The keychain service name; one account per profile and secret: `<profileId>:<secret>`. */
export const KEYCHAIN_SERVICE = 'creator-console';

export function keychainAccount(profileId: string, name: SecretName): string {
  return `${profileId}:${name}`;
}

export function createMemorySecretStore(): SecretStore & { dump(): Map<string, string> } {
  const values = new Map<string, string>();
  return {
    state: async () => ({ available: true }),
    get: async (profileId, name) => values.get(keychainAccount(profileId, name)) ?? null,
    set: async (profileId, name, value) => {
      values.set(keychainAccount(profileId, name), value);
    },
    delete: async (profileId, name) => {
      values.delete(keychainAccount(profileId, name));
    },
    dump: () => new Map(values),
  };
}
