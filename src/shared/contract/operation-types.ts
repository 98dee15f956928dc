import type { z } from 'zod';
import type { OperationName, Operations } from './operations';

/**
 * The types of the client's calls, read from the operation table: what each operation takes and answers.
 * Main's API client implements them (src/main/platform/api); shared code that drives a client it is given
 * (a bulk job kind's send and check) is typed by them without importing main.
 */

/** Per-call overrides of the connect, headers and body timeouts. */
export interface Timeouts {
  connectMs?: number;
  headersMs?: number;
  bodyMs?: number;
}

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
