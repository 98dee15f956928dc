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
  const demo = sandbox.demoCredentials();
  const profile: Profile = {
    id: SANDBOX_PROFILE_ID,
    name: 'Sandbox',
    baseUrl: sandbox.url,
    whitelabelHost: demo.whitelabelHost,
    kind: 'sandbox',
  };
  return {
    url: sandbox.url,
    profile: () => profile,
    credentials: () => ({ accessToken: demo.accessToken, apiKey: demo.apiKey }),
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
