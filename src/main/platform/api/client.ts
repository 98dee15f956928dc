import { operationNames } from '@shared/contract/operations';
import type { Profile } from '@shared/profile';
import { systemClock, type Clock } from './clock';
import type { Secrets } from './headers';
import { createInvoker } from './invoke';
import { COLLECTIVE_POINTS_LIMIT, createRateLimiter, type RateLimiter, type WindowLimit } from './rate-limit';
import { defaultRetryPolicy, type RetryPolicy } from './retry';
import { createTransport, type Timeouts, type Transport } from './transport';
import type {
  CallOptions,
  CallOutcomes,
  CallRecorder,
  Invoke,
  OperationMethods,
  ServiceTimeObserver,
} from './types';
import { videoCallWrites } from './video-call-writes';

export interface ApiClientOptions {
  profile: Pick<Profile, 'id' | 'baseUrl' | 'whitelabelHost'>;
  /** Read on every call, so a token changed on the profile screen applies at once. Never cached here. */
  getSecrets: () => Promise<Secrets>;
  activityLog?: CallRecorder;
  connectivity?: CallOutcomes;
  /** Hears the service's clock from every answer's Date header. */
  serviceTime?: ServiceTimeObserver;
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
 * The typed client of the Creator Integration Service for one profile: one async method per operation of
 * the table (`src/shared/contract/operations.ts`), named as the operation and taking its request as the
 * table types it (`{ params, query, body }`) and the call's options; each returns the contract's output type
 * or throws an `AppFailure`. A new row in the table is a new method here, with nothing to write.
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
    serviceTime: options.serviceTime,
  });

  const methods = Object.fromEntries(
    operationNames.map((name) => [
      name,
      (request: object = {}, options?: CallOptions) => invoke(name, request as never, options),
    ]),
  ) as OperationMethods;

  return {
    ...methods,
    ...videoCallWrites(invoke, clock, defaultTimeZone),
    /** The generic entry point, for code driven by the descriptor table (e.g. a contract test). */
    invoke,
    /** Closes the keep-alive pools when this client created them. */
    async close(): Promise<void> {
      if (ownsTransport) await transport.close();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
