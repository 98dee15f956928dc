import { operations, type OperationName } from '../../../shared/contract/operations';
import { appFailure } from '../../../shared/errors';
import type { Profile } from '../../../shared/profile';
import { createApiClient, type ApiClient } from '../../platform/api';
import type { ServiceDeps } from '../deps';

/**
 * The client a job sends migrate-user with. It shares the console's keep-alive transport and rate limiter
 * but does not retry a 429 itself: the runner must see every 429 to pause all of its workers and lower
 * its rate. The shared host limiter (120 requests per 10 s) paces every request underneath, counting the
 * job's requests and every screen's against one budget, and a 429 the job meets pauses the other screens'
 * calls to that host too. Its calls go to the same activity log and connectivity state as every other
 * screen's.
 */
export function createJobClients(deps: Pick<ServiceDeps, 'profiles' | 'clients'>) {
  const cache = new Map<string, { key: string; client: ApiClient }>();
  return {
    async forProfile(profileId: string): Promise<ApiClient> {
      const profile: Profile = await deps.profiles.get(profileId);
      const key = `${profile.baseUrl}|${profile.whitelabelHost}`;
      const cached = cache.get(profileId);
      if (cached?.key === key) return cached.client;
      const client = createApiClient({
        profile,
        getSecrets: () => deps.profiles.secretsFor(profile.id),
        transport: deps.clients.transport,
        rateLimiter: deps.clients.rateLimiter,
        activityLog: deps.clients.activityLog,
        connectivity: deps.clients.connectivity,
        retryPolicy: { maxRateLimitRetries: 0 },
      });
      cache.set(profileId, { key, client });
      return client;
    },
  };
}

/**
 * A kind's operation goes out with the profile's API key (integration family) or its access token (every
 * other family). A profile without that secret is refused before the job starts, saying what to add:
 * otherwise every row would wait in the queue on a request that cannot leave.
 */
export async function requireJobSecret(
  deps: Pick<ServiceDeps, 'profiles'>,
  profile: Pick<Profile, 'id' | 'name'>,
  operation: OperationName,
  kindTitle: string,
): Promise<void> {
  const secrets = await deps.profiles.secretsFor(profile.id);
  const apiKey = operations[operation].family === 'integration';
  if (apiKey ? secrets.apiKey : secrets.accessToken) return;
  throw appFailure(
    'validation',
    `"${kindTitle}" jobs send ${operation} with the profile's ${apiKey ? 'API key' : 'access token'}, and ${profile.name} has none: add it to the profile (Profiles), then start the job again.`,
  );
}
