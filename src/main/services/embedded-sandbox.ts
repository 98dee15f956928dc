import type { Profile } from '../../shared/profile';
import type { Sandbox } from '../sandbox/server';
import { SANDBOX_PROFILE_ID, type SandboxProfileSource } from './profiles';

/** The embedded sandbox as the console sees it: where it listens, its demo credentials, how to stop it. */
export interface EmbeddedSandbox extends SandboxProfileSource {
  url: string;
  close(): Promise<void>;
}

/**
 * The console's view of a running sandbox: the built-in "Sandbox" profile pointing at it with its demo
 * credentials. `owned: false` leaves closing the sandbox to whoever started it (tests, benchmarks).
 */
export function embedSandbox(sandbox: Sandbox, options: { owned?: boolean } = {}): EmbeddedSandbox {
  // Read on first use: the demo credentials come from the sandbox's fixture, which it builds lazily.
  let demo: ReturnType<Sandbox['demoCredentials']> | undefined;
  let profile: Profile | undefined;
  const credentials = () => (demo ??= sandbox.demoCredentials());
  return {
    url: sandbox.url,
    profile: () =>
      (profile ??= {
        id: SANDBOX_PROFILE_ID,
        name: 'Sandbox',
        baseUrl: sandbox.url,
        whitelabelHost: credentials().whitelabelHost,
        kind: 'sandbox',
      }),
    credentials: () => ({ accessToken: credentials().accessToken, apiKey: credentials().apiKey }),
    close: () => (options.owned === false ? Promise.resolve() : sandbox.close()),
  };
}

/**
 * Starts the built-in Creator Integration Service on a free loopback port with the demo fixture, so the
 * console works on first start with no account (the built-in "Sandbox" profile points at it).
 */
export async function startEmbeddedSandbox(): Promise<EmbeddedSandbox> {
  const { createSandbox } = await import('../sandbox/server');
  return embedSandbox(await createSandbox({ port: 0, host: '127.0.0.1' }));
}
