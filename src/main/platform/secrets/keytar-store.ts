import { appFailure } from '../../../shared/errors';
import type { KeychainState } from '../../../shared/profile';
import { createLogger } from '../logging/logger';
import { KEYCHAIN_SERVICE, keychainAccount, type SecretStore } from './secret-store';

interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

const log = createLogger('keychain');

/** The account the availability probe looks up; no secret is ever stored under it. */
const KEYCHAIN_PROBE_ACCOUNT = 'availability-probe';

/** A locked keyring can answer with a prompt nobody sees (headless): give up instead of hanging. */
const KEYCHAIN_TIMEOUT_MS = 8000;

export function keychainHelp(platform: NodeJS.Platform = process.platform): string {
  if (platform === 'darwin') {
    return 'The macOS Keychain could not be used. Unlock your login keychain in Keychain Access, allow Creator Console when asked, then try again.';
  }
  if (platform === 'win32') {
    return 'Windows Credential Manager could not be used. Sign in to Windows with your own account (not a service account), then try again.';
  }
  return (
    'No OS keychain is available, so tokens and API keys cannot be stored (the console never writes them to a file). ' +
    'Install and unlock a Secret Service keyring (GNOME Keyring or KWallet; on Debian or Ubuntu: sudo apt-get install gnome-keyring), ' +
    'make sure the desktop session has a D-Bus session bus (DBUS_SESSION_BUS_ADDRESS), then restart the console.'
  );
}

async function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The keychain did not answer (it may be locked)')),
      KEYCHAIN_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * libsecret is not safe to call from two threads at once, and keytar runs every call on a thread of its
 * own: two calls in flight can abort or crash the whole process (atom/node-keytar#283, an abort in
 * libgcrypt; here a test worker died with SIGSEGV). So this process makes one keychain call at a time,
 * whatever store made it. A call that never settles (a locked keyring's prompt) holds the line; every caller
 * behind it still gets its own timeout.
 */
let keychainLine: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = keychainLine.then(work, work);
  keychainLine = turn.catch(() => undefined);
  return turn;
}

/**
 * The OS keychain through keytar (macOS Keychain, Windows Credential Manager, Secret Service on Linux).
 * keytar is loaded lazily so that a missing native module or a missing D-Bus session becomes a clear
 * "keychain unavailable" state instead of a crash at start. There is no fallback to a file, by design.
 */
export function createKeytarSecretStore(load: () => Promise<KeytarLike> = loadKeytar): SecretStore {
  let keytar: Promise<KeytarLike> | undefined;
  const module = () => (keytar ??= load());

  async function use<T>(work: (k: KeytarLike) => Promise<T>): Promise<T> {
    try {
      return await withTimeout(oneAtATime(() => module().then(work)));
    } catch (error) {
      // The cause names D-Bus or a timeout, never a value (describe() below); it tells a developer why a
      // screen said the keychain is unavailable.
      log.warn('a keychain call failed', { cause: describe(error) });
      keytar = undefined; // try loading again next time: the user may have fixed it.
      throw appFailure('keychain_unavailable', keychainHelp(), { details: { cause: describe(error) } });
    }
  }

  return {
    async state(): Promise<KeychainState> {
      try {
        // One lookup of an account that never holds a secret: it answers as fast with 2 entries as with
        // 400, where listing the service's credentials (findCredentials) loaded every secret into this
        // process and took a second at 400 entries (a test keyring), longer on a busy machine.
        await use((k) => k.getPassword(KEYCHAIN_SERVICE, KEYCHAIN_PROBE_ACCOUNT));
        return { available: true };
      } catch {
        return { available: false, message: keychainHelp() };
      }
    },
    get: (profileId, name) => use((k) => k.getPassword(KEYCHAIN_SERVICE, keychainAccount(profileId, name))),
    set: (profileId, name, value) =>
      use((k) => k.setPassword(KEYCHAIN_SERVICE, keychainAccount(profileId, name), value)),
    delete: async (profileId, name) => {
      await use((k) => k.deletePassword(KEYCHAIN_SERVICE, keychainAccount(profileId, name)));
    },
  };
}

async function loadKeytar(): Promise<KeytarLike> {
  const imported = (await import('keytar')) as unknown as { default?: KeytarLike } & KeytarLike;
  return imported.default ?? imported;
}

/** The cause without any value that could be a secret: keytar's messages name D-Bus, not passwords. */
function describe(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
}
