import { createConsole, type ConsoleApp, type ConsoleOptions } from '../../src/main/app/compose';
import { createMemorySecretStore } from '../../src/main/platform/secrets/secret-store';
import { embedSandbox } from '../../src/main/areas/profiles/embedded-sandbox';
import type { Sandbox } from '../../src/sandbox/server';

/**
 * A console on a sandbox started elsewhere (tests, benchmarks), on `dataDir`, with a fresh in-memory
 * keychain; its built-in Sandbox profile points at `sandbox`, which whoever started it closes. `emit`
 * receives main's events (dropped unless given). Call it again on the same folder for a restart.
 */
export function openConsoleOn(
  sandbox: Sandbox,
  dataDir: string,
  emit: ConsoleOptions['emit'] = () => undefined,
): Promise<ConsoleApp> {
  return createConsole({
    dataDir,
    host: 'web',
    secretStore: createMemorySecretStore(),
    emit,
    sandbox: embedSandbox(sandbox, { owned: false }),
  });
}
