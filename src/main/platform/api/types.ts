import type { z } from 'zod';
import type { OperationName, Operations } from '@shared/contract/operations';
import type { ActivityEntry } from '@shared/areas/activity/channels';
import type { Timeouts } from './transport';

/** Options every client function takes as its last argument. */
export interface CallOptions {
  /** Cancels the call: waiting for a rate-limit pause, a backoff, or the request itself. */
  signal?: AbortSignal;
  /** Per-call overrides of the connect, headers and body timeouts. */
  timeouts?: Timeouts;
  /**
   * Workshop reads only: the IANA zone the call is about, for `x-timezone-offset`. Writes take it from the
   * body's `timezoneName`. Defaults to the client's `defaultTimeZone`.
   */
  timeZone?: string;
  /**
   * An answer the caller expects and handles (`'not-found'`: a 404 means "no such person yet"). The
   * activity log marks it so that it does not read as an error.
   */
  expected?: 'not-found';
}

/** The options of a call that its caller's signal cancels; without a signal, the call runs to its end. */
export function withSignal(signal: AbortSignal | undefined): CallOptions {
  return signal ? { signal } : {};
}

/** `'/a/:b/c/:d'` -> `'b' | 'd'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

type Descriptor<N extends OperationName> = Operations[N];

type ParamsPart<D extends { path: string }> = [PathParamNames<D['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<D['path']>, string> };
type QueryPart<D> = D extends { query: infer Q extends z.ZodType }
  ? { query?: z.input<Q> }
  : { query?: undefined };
type BodyPart<D> = D extends { body: infer B extends z.ZodType }
  ? { body: z.input<B> }
  : { body?: undefined };

/** What the generic `invoke` takes for operation N: path params, query and body as the contract types them. */
export type OperationRequest<N extends OperationName> = ParamsPart<Descriptor<N>> &
  QueryPart<Descriptor<N>> &
  BodyPart<Descriptor<N>>;

export type OperationQuery<N extends OperationName> =
  Descriptor<N> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type OperationBody<N extends OperationName> =
  Descriptor<N> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type OperationOutput<N extends OperationName> = z.output<Descriptor<N>['response']>;

/** The arguments of operation N's client method: its request (left out when every part of it may be) and the call's options. */
export type OperationArgs<N extends OperationName> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "may the request be left out"
  {} extends OperationRequest<N>
    ? [request?: OperationRequest<N>, options?: CallOptions]
    : [request: OperationRequest<N>, options?: CallOptions];

/** One method per operation of the table, named as the operation: `client.getMango({ params: { mangoId } })`. */
export type OperationMethods = {
  [N in OperationName]: (...args: OperationArgs<N>) => Promise<OperationOutput<N>>;
};

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
