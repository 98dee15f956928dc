import type { EmbeddedSandbox } from '../../src/main/areas/profiles/embedded-sandbox';

/** A sandbox profile source for tests that do not talk to the service at all. */
export function offlineSandbox(): EmbeddedSandbox {
  const generation = { id: 'gen-offline', startedAt: new Date().toISOString() };
  return {
    url: 'http://127.0.0.1:9',
    profile: () => ({
      id: 'sandbox',
      name: 'Sandbox',
      baseUrl: 'http://127.0.0.1:9',
      whitelabelHost: 'demo.sandbox.test',
      kind: 'sandbox',
    }),
    credentials: () => ({ accessToken: 'sandbox-demo-token', apiKey: 'sandbox-demo-key' }),
    generation: async () => generation,
    resetData: async () => generation,
    dataStatus: () => ({ kept: false, generation }),
    close: async () => undefined,
  };
}
