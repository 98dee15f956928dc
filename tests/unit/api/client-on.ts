import { createApiClient } from '../../../src/main/platform/api';
import type { Transport } from '../../../src/main/platform/api/transport';

/**
 * The API client of a profile `p1` (secrets `token` and `key`) on a fake `transport`, with no host limit
 * and no retries, so each call is one request; `extra` adds or replaces options.
 */
export function clientOn(transport: Transport, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    profile: { id: 'p1', baseUrl: 'http://127.0.0.1:9', whitelabelHost: 'learn.example.test' },
    getSecrets: async () => ({ accessToken: 'token', apiKey: 'key' }),
    transport,
    hostLimit: false,
    retryPolicy: { maxRetries: 0 },
    ...extra,
  });
}
