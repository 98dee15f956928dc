import type { OperationName } from '@shared/contract/operations';
import type { ActivityEntry } from '@shared/areas/activity/channels';

// What each operation takes and answers, read from the operation table (shared, so shared code can type a client).
export type * from '@shared/contract/operation-types';
import type { CallOptions, OperationOutput, OperationRequest } from '@shared/contract/operation-types';

/** The options of a call that its caller's signal cancels; without a signal, the call runs to its end. */
export function withSignal(signal: AbortSignal | undefined): CallOptions {
  return signal ? { signal } : {};
}

/** Hints for headers and messages that only the typed wrapper knows. */
export interface InvokeContext {
  /** Workshop family: the zone and instant for `x-timezone-offset`. */
  timeZone?: string;
  instant?: Date;
}

export type Invoke = <N extends OperationName>(
  name: N,
  request: OperationRequest<N>,
  options?: CallOptions,
  context?: InvokeContext,
) => Promise<OperationOutput<N>>;

/** Where the client writes down each call it makes (the Activity log, areas/activity/activity-log.ts). */
export interface CallRecorder {
  /** Queues the line; never fails the call being recorded. */
  record(entry: ActivityEntry): Promise<void>;
}

/** What the client knows about a failed call: which operation, and whether the request may have been sent. */
export interface FailureDetail {
  operation?: string;
  kind?: 'network' | 'timeout';
  /** False when the connection was never made (refused, DNS, connect timeout). */
  sent?: boolean;
}

/** Who hears how each call ended (the connectivity indicator, platform/connectivity.ts). */
export interface CallOutcomes {
  /** An HTTP answer arrived from the profile's host (with its status: 5xx and 429 count as failed calls). */
  reportAnswer(profileId: string, operation?: string, status?: number): void;
  /** The call failed without an HTTP answer (refused, DNS, timeout, reset). */
  reportFailure(profileId: string, message: string, detail?: FailureDetail): void;
}

/**
 * One reading of the service's clock from an answer's `Date` header (RFC 9110: the moment the answer was
 * made, to the second), with when the request left and the answer arrived (the client's clock).
 */
export interface ServiceDateSample {
  serverDate: number;
  sentAt: number;
  receivedAt: number;
}

/** Who learns the service's clock from its answers (the video calls' service clock, per profile). */
export interface ServiceTimeObserver {
  observe(profileId: string, sample: ServiceDateSample): void;
}
