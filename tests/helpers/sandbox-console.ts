import { createConsole, type ConsoleApp, type ConsoleOptions } from '../../src/main/app/compose';
import { createMemorySecretStore, type SecretStore } from '../../src/main/platform/secrets/secret-store';
import { embedSandbox } from '../../src/main/areas/profiles/embedded-sandbox';
import type { Sandbox } from '../../src/sandbox/server';

export interface ConsoleOnOptions {
  /** Receives main's events (dropped unless given). */
  emit?: ConsoleOptions['emit'];
  /**
   * The keychain. Unless given, a fresh in-memory one: pass the same store again for a restart that keeps
   * the profiles' secrets, as a relaunch does.
   */
  secretStore?: SecretStore;
  /** The API clients' host limit (`ConsoleOptions.apiHostLimit`); the documented one unless given. */
  hostLimit?: ConsoleOptions['apiHostLimit'];
}

/**
 * A console on a sandbox started elsewhere (tests, benchmarks), on `dataDir`; its built-in Sandbox profile
 * points at `sandbox`, which whoever started it closes. Call it again on the same folder (and secret store)
 * for a restart.
 */
export function openConsoleOn(
  sandbox: Sandbox,
  dataDir: string,
  options: ConsoleOnOptions = {},
): Promise<ConsoleApp> {
  return createConsole({
    dataDir,
    host: 'web',
    secretStore: options.secretStore ?? createMemorySecretStore(),
    emit: options.emit ?? (() => undefined),
    sandbox: embedSandbox(sandbox, { owned: false }),
    apiHostLimit: options.hostLimit,
  });
}
