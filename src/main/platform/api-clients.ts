import type { Profile } from '../../shared/profile';
import {
  createApiClient,
  createRateLimiter,
  createTransport,
  COLLECTIVE_POINTS_LIMIT,
  systemClock,
  type ApiClient,
  type WindowLimit,
} from './api';
import { persistRateWindow } from './api/rate-window-store';
import type { ServiceTimeObserver } from './api/types';
import type { ActivityLog } from './activity-log/activity-log';
import type { Connectivity } from './connectivity';

/** Where the clients find a profile and its secrets (the profiles area's service). */
export interface ProfileSource {
  get(id: string): Promise<Profile>;
  active(): Promise<Profile>;
  secretsFor(profileId: string): Promise<{ accessToken?: string; apiKey?: string }>;
}

export interface ApiClientsOptions {
  profiles: ProfileSource;
  activityLog: Pick<ActivityLog, 'record'>;
  connectivity: Pick<Connectivity, 'reportAnswer' | 'reportFailure'>;
  /** Learns each profile's service clock from the answers' Date headers. */
  serviceTime?: ServiceTimeObserver;
  /** Where the request budget is kept across restarts (see rate-window-store.ts); none: not kept. */
  rateWindowFile?: string;
  /**
   * The clients' limit on calls to one host: the documented 120 per 10 s unless told. Only tests about
   * something else (a bulk job's thousand rows, a long export) widen it, so they do not wait out windows.
   */
  hostLimit?: WindowLimit | false;
}

/**
 * One API client per profile, sharing one keep-alive transport and one rate limiter (keyed by origin, so
 * two profiles on one host share its budget). A client is rebuilt when its profile's address changes;
 * secrets are read from the keychain on every call, so a new token applies at once.
 */
export function createApiClients(options: ApiClientsOptions) {
  const transport = createTransport();
  const rateLimiter = createRateLimiter({
    clock: systemClock,
    hostLimit: options.hostLimit,
    operationLimits: { collectivePoints: COLLECTIVE_POINTS_LIMIT },
  });
  const clients = new Map<string, { key: string; client: ApiClient }>();
  const budget = options.rateWindowFile
    ? persistRateWindow({ file: options.rateWindowFile, limiter: rateLimiter, clock: systemClock })
    : undefined;

  function forProfile(profile: Profile): ApiClient {
    const key = `${profile.baseUrl}|${profile.whitelabelHost}`;
    const cached = clients.get(profile.id);
    if (cached?.key === key) return cached.client;
    const client = createApiClient({
      profile,
      getSecrets: () => options.profiles.secretsFor(profile.id),
      activityLog: options.activityLog,
      connectivity: options.connectivity,
      serviceTime: options.serviceTime,
      transport,
      rateLimiter,
    });
    clients.set(profile.id, { key, client });
    return client;
  }

  return {
    forProfile,
    /** The shared transport, for probes that must bypass an operation's own rules (connection test). */
    transport,
    /**
     * The shared limiter (120 per 10 s per host, collective points, 429 pauses), for clients built
     * elsewhere (bulk jobs), so every request to a host counts against one budget.
     */
    rateLimiter,
    /** Where every client records its calls and reachability, for clients built elsewhere (bulk jobs). */
    activityLog: options.activityLog,
    connectivity: options.connectivity,
    /** The client of the profile a screen is working on: the given one, else the active one. */
    async forId(profileId?: string): Promise<ApiClient> {
      const profile = profileId ? await options.profiles.get(profileId) : await options.profiles.active();
      return forProfile(profile);
    },
    /** Counts what the previous run spent of each host's budget; call once before the first request. */
    async restoreBudget(): Promise<void> {
      await budget?.start();
    },
    async close(): Promise<void> {
      clients.clear();
      await budget?.close();
      await transport.close();
    },
  };
}
export type ApiClients = ReturnType<typeof createApiClients>;
