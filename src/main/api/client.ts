import type { Profile } from '@shared/profile';
import { systemClock, type Clock } from './clock';
import type { Secrets } from './headers';
import { createInvoker } from './invoke';
import { certificateOperations } from './operations/certificates';
import { communityOperations } from './operations/community';
import { courseOperations } from './operations/courses';
import { feedOperations } from './operations/feed';
import { hostOperations } from './operations/host';
import { gamificationOperations } from './operations/gamification';
import { integrationOperations } from './operations/integration';
import { mangoOperations } from './operations/mangoes';
import { subscriptionOperations } from './operations/subscriptions';
import { analyticsOperations, userOperations } from './operations/users';
import { videoCallOperations } from './operations/video-calls';
import { COLLECTIVE_POINTS_LIMIT, createRateLimiter, type RateLimiter, type WindowLimit } from './rate-limit';
import { defaultRetryPolicy, type RetryPolicy } from './retry';
import { createTransport, type Timeouts, type Transport } from './transport';
import type { CallOutcomes, CallRecorder, Invoke } from './types';

export interface ApiClientOptions {
  profile: Pick<Profile, 'id' | 'baseUrl' | 'whitelabelHost'>;
  /** Read on every call, so a token changed on the profile screen applies at once. Never cached here. */
  getSecrets: () => Promise<Secrets>;
  activityLog?: CallRecorder;
  connectivity?: CallOutcomes;
  clock?: Clock;
  /**
   * Share one transport (keep-alive pools) and one limiter between the clients of several profiles; the
   * limiter is keyed by origin, so two profiles on one host share its 120-per-10-s budget.
   */
  transport?: Transport;
  rateLimiter?: RateLimiter;
  /** Client-side host limit; `false` turns it off (benchmarks, tests). Default: the documented 120 / 10 s. */
  hostLimit?: WindowLimit | false;
  retryPolicy?: Partial<RetryPolicy>;
  timeouts?: Timeouts;
  /** Zone for `x-timezone-offset` on workshop reads that name none. Default Asia/Kolkata (the service's). */
  defaultTimeZone?: string;
}

/**
 * The typed client of the Creator Integration Service for one profile: one async function per operation,
 * each returning the contract's output type or throwing an `AppFailure`.
 */
export function createApiClient(options: ApiClientOptions) {
  const clock = options.clock ?? systemClock;
  const ownsTransport = !options.transport;
  const transport = options.transport ?? createTransport({ defaults: options.timeouts });
  const limiter =
    options.rateLimiter ??
    createRateLimiter({
      clock,
      hostLimit: options.hostLimit,
      operationLimits: { collectivePoints: COLLECTIVE_POINTS_LIMIT },
    });
  const defaultTimeZone = options.defaultTimeZone ?? 'Asia/Kolkata';
  const invoke: Invoke = createInvoker({
    profile: options.profile,
    getSecrets: options.getSecrets,
    transport,
    limiter,
    clock,
    retryPolicy: { ...defaultRetryPolicy, ...options.retryPolicy },
    defaultTimeZone,
    activityLog: options.activityLog,
    connectivity: options.connectivity,
  });

  return {
    ...userOperations(invoke),
    ...subscriptionOperations(invoke),
    ...analyticsOperations(invoke),
    ...videoCallOperations(invoke, clock, defaultTimeZone),
    ...mangoOperations(invoke),
    ...communityOperations(invoke),
    ...courseOperations(invoke),
    ...gamificationOperations(invoke),
    ...certificateOperations(invoke),
    ...feedOperations(invoke),
    ...hostOperations(invoke),
    ...integrationOperations(invoke),
    /** The generic entry point, for code driven by the descriptor table (e.g. a contract test). */
    invoke,
    /** Closes the keep-alive pools when this client created them. */
    async close(): Promise<void> {
      if (ownsTransport) await transport.close();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
