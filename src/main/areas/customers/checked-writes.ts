import type { SubscriptionChange, SubscriptionRow } from '../../../shared/areas/customers/channels';
import { isActive, whyNot } from '../../../shared/areas/customers/domain/subscription-actions';
import { AppFailure, type AppError } from '../../../shared/errors';
import type { ApiClient } from '../../platform/api/client';
import type { ServiceDeps } from '../deps';
import { rowOf } from './subscription-rows';

export type SubscriptionWriteKind = 'grant' | 'revoke' | 'refund-initiate' | 'refund-complete';

export interface WriteTarget {
  profileId: string;
  subscriptionId: string;
  userId?: string | undefined;
}

/**
 * Whether the subscription already is as the write would leave it. A grant leaves it active, a revoke not
 * active; a refund's start halts it, but a halt can have other causes, so only a start whose answer was lost
 * counts as done by a halt. The list shows no order, so a refund's completion cannot be seen: the service
 * refuses a second one itself.
 */
function isDone(
  kind: SubscriptionWriteKind,
  row: SubscriptionRow,
  lostBefore: boolean,
  now: number,
): boolean {
  switch (kind) {
    case 'grant':
      return isActive(row, now);
    case 'revoke':
      return !isActive(row, now);
    case 'refund-initiate':
      return lostBefore && !isActive(row, now);
    case 'refund-complete':
      return false;
  }
}

const LOST_ANSWER_WORDS =
  'Do it again to find out: the console first reads the subscription and sends nothing if it already changed.';

/**
 * The service has no idempotency key for grant, revoke or refund, so main looks before it sends: the
 * person's subscriptions are read just before each write (a documented read), and a write the service
 * already holds (a lost answer's, another console's) is not sent again but reported with the time the
 * service gives. A write whose answer is lost is remembered, so its retry can say that it was the one.
 */
export function createCheckedWrites(deps: Pick<ServiceDeps, 'now'>) {
  /** Whose each subscription is (from the lists and answers seen), for a call that does not say. */
  const owners = new Map<string, string>();
  /** profile:subscription:kind of writes whose answer was lost, with when. */
  const lost = new Map<string, string>();
  const lostKey = (kind: SubscriptionWriteKind, t: WriteTarget) =>
    `${t.profileId}:${t.subscriptionId}:${kind}`;

  async function readRow(client: ApiClient, userId: string, subscriptionId: string) {
    try {
      const all = await client.listUserSubscriptions({ params: { userId }, query: { limit: 100 } });
      return all.map(rowOf).find((row) => row._id === subscriptionId);
    } catch (caught) {
      if (!(caught instanceof AppFailure)) throw caught;
      const error: AppError = caught.error;
      throw new AppFailure({
        ...error,
        message: `The subscription could not be read before sending, so nothing was sent: ${error.message}`,
        outcome: 'not_sent',
      });
    }
  }

  return {
    learnOwner(rows: readonly SubscriptionRow[], userId: string): void {
      for (const row of rows) owners.set(row._id, userId);
    },

    /**
     * The change to report instead of sending (the service already holds it), null to send; throws when
     * the row shows the write cannot work (how the subscription was made), before anything is sent.
     */
    async before(
      client: ApiClient,
      kind: SubscriptionWriteKind,
      target: WriteTarget,
    ): Promise<SubscriptionChange | null> {
      const userId = target.userId ?? owners.get(target.subscriptionId);
      if (!userId) return null;
      owners.set(target.subscriptionId, userId);
      const row = await readRow(client, userId, target.subscriptionId);
      // Not in the person's list: the service answers for it (a definite 404).
      if (!row) return null;
      const key = lostKey(kind, target);
      const lostAt = lost.get(key);
      const now = deps.now().getTime();
      if (isDone(kind, row, lostAt !== undefined, now)) {
        lost.delete(key);
        return {
          ...row,
          orderStatus: null,
          transactionId: null,
          isReactivation: false,
          alreadyProcessed: false,
          alreadyDone: { by: lostAt !== undefined ? 'lost_answer' : 'elsewhere', at: row.updatedAt ?? null },
        };
      }
      const reason = whyNot(kind, row, now);
      if (reason) {
        throw new AppFailure({ kind: 'conflict', message: reason, retryable: false, outcome: 'not_sent' });
      }
      return null;
    },

    /** Sends, remembering a lost answer (and forgetting it on any definite one). */
    async send<T>(kind: SubscriptionWriteKind, target: WriteTarget, request: () => Promise<T>): Promise<T> {
      const key = lostKey(kind, target);
      try {
        const answer = await request();
        lost.delete(key);
        const fan = (answer as { fan?: unknown }).fan;
        if (typeof fan === 'string') owners.set(target.subscriptionId, fan);
        return answer;
      } catch (caught) {
        if (!(caught instanceof AppFailure) || caught.error.outcome !== 'unknown') {
          lost.delete(key);
          throw caught;
        }
        lost.set(key, deps.now().toISOString());
        const checkable = kind !== 'refund-complete' && owners.has(target.subscriptionId);
        throw checkable
          ? new AppFailure({ ...caught.error, message: `${caught.error.message} ${LOST_ANSWER_WORDS}` })
          : caught;
      }
    },
  };
}
