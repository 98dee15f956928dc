import { activeSubscriptionStatuses } from '../../../../contract/users';
import type { Subscription } from '../../../../contract/users';
import { AppFailure } from '../../../../errors';
import { composeMessage } from '../../../../messages';
import type { OperationMethods } from '../../../../contract/operation-types';

export type LookupClient = Pick<
  OperationMethods,
  'lookupUser' | 'listUserSubscriptions' | 'getMango' | 'getUser'
>;

export type CustomerCheck =
  | { kind: 'subscribed'; userId: string; subscriptionId?: string }
  | { kind: 'not_subscribed'; userId?: string }
  /** The host does not offer the lookup operations: nothing can be checked there. */
  | { kind: 'unavailable'; message: string }
  /** `cause`: the read's own failure, so a caller can tell a passing fault (ask again) from a refusal. */
  | { kind: 'error'; message: string; cause?: unknown };

function mangoOf(subscription: Subscription): string | undefined {
  const mango = subscription.mango;
  return typeof mango === 'string' ? mango : mango?._id;
}

function isUnavailable(error: unknown): boolean {
  return error instanceof AppFailure && error.error.errorCode === 'NOT_AVAILABLE_ON_HOST';
}

function isNotFound(error: unknown): boolean {
  return error instanceof AppFailure && error.error.status === 404 && !error.error.errorCode;
}

/**
 * Is this person (by email, or by user id with no lookup) a customer of this Mango right now? Public-contracts'
 * user lookup, then the user's active subscriptions. Used by the dry run (before sending) and to resolve
 * uncertain rows (after a crash).
 */
export async function checkCustomer(
  client: LookupClient,
  who: string | { email?: string; userId?: string },
  mangoId: string,
  signal?: AbortSignal,
): Promise<CustomerCheck> {
  const { email, userId: knownId } = typeof who === 'string' ? { email: who, userId: undefined } : who;
  let userId: string | undefined = knownId;
  if (!userId)
    try {
      // A 404 here is the expected "not yet a customer"; the Activity screen marks it so, not as an error.
      const user = await client.lookupUser(
        { query: { email: email ?? '' } },
        { signal, expected: 'not-found' },
      );
      userId = user._id;
    } catch (error) {
      if (isUnavailable(error))
        return { kind: 'unavailable', message: 'This host does not offer the user lookup operation.' };
      if (isNotFound(error)) return { kind: 'not_subscribed' };
      return {
        kind: 'error',
        message: error instanceof AppFailure ? error.error.message : 'The lookup failed.',
        cause: error,
      };
    }
  if (!userId) return { kind: 'error', message: 'The lookup answered without a user id.' };
  try {
    for (let page = 1; page <= 20; page += 1) {
      const subscriptions = await client.listUserSubscriptions(
        { params: { userId }, query: { limit: 100, page, statuses: [...activeSubscriptionStatuses] } },
        { signal },
      );
      const match = subscriptions.find((s) => mangoOf(s)?.toLowerCase() === mangoId.toLowerCase());
      if (match) return { kind: 'subscribed', userId, ...(match._id ? { subscriptionId: match._id } : {}) };
      if (subscriptions.length < 100) break;
    }
    return { kind: 'not_subscribed', userId };
  } catch (error) {
    if (isUnavailable(error))
      return { kind: 'unavailable', message: "This host does not offer the user's subscriptions operation." };
    return {
      kind: 'error',
      message: error instanceof AppFailure ? error.error.message : 'The subscription check failed.',
      cause: error,
    };
  }
}

/** Whether a Mango exists and is active for this creator (404 MANGO_NOT_FOUND covers missing and deleted). */
export async function checkMango(
  client: LookupClient,
  mangoId: string,
): Promise<{ ok: boolean; message?: string }> {
  try {
    const mango = await client.getMango({ params: { mangoId } });
    if (mango.isDeleted) return { ok: false, message: 'This Mango is deleted.' };
    return { ok: true };
  } catch (error) {
    if (error instanceof AppFailure && error.error.errorCode === 'MANGO_NOT_FOUND') {
      return { ok: false, message: 'This Mango does not exist or is not active.' };
    }
    return {
      ok: true,
      message:
        error instanceof AppFailure
          ? composeMessage({ context: 'Mango not checked', cause: error.error.message })
          : undefined,
    };
  }
}

/** Runs `work` over items with at most `limit` at a time, in order of start. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
