import type {
  MigrateUserBody,
  MigrateUserEnvelope,
  RevokeUserBody,
  RevokeUserEnvelope,
} from '../../../../contract/integration';
import type { OperationMethods } from '../../../../contract/operation-types';
import type { RowOutcome } from '../../domain/journal';
import type { JobKindSpec } from './spec';
import type { JobBody } from '../../domain/validate-row';
import type { LookupClient } from './customer-check';
import type { RowDecision } from './row-decision';

type Send<B, R> = (request: { body: B }, options?: { signal?: AbortSignal }) => Promise<R>;

/**
 * The operations jobs send with: the console's ApiClient has them all (each with its own family: api key or
 * profile token). A client given to a runner needs only the ones its kind sends.
 */
export interface JobClient {
  migrateUser?: Send<MigrateUserBody, MigrateUserEnvelope>;
  revokeUser?: Send<RevokeUserBody, RevokeUserEnvelope>;
  grantSubscription?: OperationMethods['grantSubscription'];
  revokeSubscription?: OperationMethods['revokeSubscription'];
  assignBadges?: OperationMethods['assignBadges'];
  assignPoints?: OperationMethods['assignPoints'];
  /** Rows that name a person by email (badges, points) look their user id up just before sending. */
  lookupUser?: OperationMethods['lookupUser'];
}

/** Whether a row's effect is already in place on the service, read without writing anything. */
export type EffectCheck =
  | { kind: 'in_place'; outcome?: RowOutcome }
  | { kind: 'not_in_place' }
  /**
   * `unavailable`: the host does not offer the reads at all (no point asking for the next rows). `cause`:
   * the read failed (a 429, a reset, a server error…), so asking again later may answer.
   */
  | { kind: 'unknown'; message: string; unavailable?: boolean; cause?: unknown };

/**
 * What a job kind adds to its shared spec (job-kinds.ts) in main: the one request a row sends and how its
 * answer reads, and the read-only check the dry run (in place: skipped) and the uncertain-row check (in
 * place: succeeded; not in place: failed, ready to retry) ask. Errors thrown by `send` are read by the
 * engine (row-decision.ts): 429 and unsent go back to the queue, 4xx and the documented 500 fail the row,
 * everything else leaves it uncertain.
 */
export interface JobKind {
  spec: JobKindSpec;
  send(client: JobClient, body: JobBody, signal?: AbortSignal): Promise<RowDecision>;
  /** Absent: nothing can be checked (the dry run says "cannot check"; uncertain rows stay for the person). */
  check?(client: LookupClient, body: JobBody, signal?: AbortSignal): Promise<EffectCheck>;
  /** "whether the customer was added": what a lost answer leaves unknown. */
  uncertainWhat: string;
}

/** The client's method for a kind, or a clear failure when the given client cannot send it. */
export function sender<K extends keyof JobClient>(client: JobClient, name: K): NonNullable<JobClient[K]> {
  const method = client[name];
  if (!method) throw new Error(`This job's client cannot send ${name}.`);
  return method.bind(client) as NonNullable<JobClient[K]>;
}
