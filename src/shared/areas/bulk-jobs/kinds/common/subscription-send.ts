import { SubscriptionTarget, type SubscriptionWriteAnswer } from '../../../../contract/subscriptions';
import type { JobKindSpec } from './spec';
import { checkCustomer } from './customer-check';
import type { RowDecision } from './row-decision';
import { sender, type EffectCheck, type JobKind } from './job';

/** A fan or creator in a write answer: an id, or a person object with one. */
const idOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as { _id?: unknown })._id === 'string'
      ? (value as { _id: string })._id
      : undefined;

/**
 * A grant or revoke answer is the bare Subscription: any 2xx with it is done. The status is kept as the
 * service gave it (the revoke page says it becomes "halted", its own sample shows "active").
 */
export function decideFromSubscription(answer: SubscriptionWriteAnswer): RowDecision {
  const userId = idOf(answer.fan);
  return {
    kind: 'succeeded',
    outcome: {
      subscriptionId: answer._id,
      ...(userId ? { userId } : {}),
      ...(answer.status ? { status: answer.status } : {}),
    },
  };
}

/**
 * Whether the row's person holds an active subscription to the Mango (their subscriptions, read by user
 * id). A row named by subscription id alone cannot be checked: the reads list subscriptions per person.
 */
async function activeNow(
  client: Parameters<NonNullable<JobKind['check']>>[0],
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<{ active: boolean; userId: string; subscriptionId?: string } | EffectCheck> {
  const target = SubscriptionTarget.parse(body);
  if (!target.userId || !target.mangoId)
    return {
      kind: 'unknown',
      message:
        'Named by subscription id: the service’s reads find subscriptions by person, so it is not checked.',
    };
  const result = await checkCustomer(client, { userId: target.userId }, target.mangoId, signal);
  if (result.kind === 'subscribed')
    return {
      active: true,
      userId: target.userId,
      ...(result.subscriptionId ? { subscriptionId: result.subscriptionId } : {}),
    };
  if (result.kind === 'not_subscribed') return { active: false, userId: target.userId };
  if (result.kind === 'unavailable') return { kind: 'unknown', message: result.message, unavailable: true };
  return { kind: 'unknown', message: result.message, cause: result.cause };
}

/**
 * A kind that sends one subscription target per row with `operation`; `inPlaceWhenActive`: whether an active
 * subscription to the Mango means the row is done (a grant) or not yet (a revoke).
 */
export function subscriptionJob(
  spec: JobKindSpec,
  operation: 'grantSubscription' | 'revokeSubscription',
  inPlaceWhenActive: boolean,
  uncertainWhat: string,
): JobKind {
  return {
    spec,
    uncertainWhat,
    async send(client, body, signal) {
      return decideFromSubscription(
        await sender(client, operation)({ body: SubscriptionTarget.parse(body) }, { signal }),
      );
    },
    async check(client, body, signal) {
      const found = await activeNow(client, body, signal);
      if ('kind' in found) return found;
      if (found.active !== inPlaceWhenActive) return { kind: 'not_in_place' };
      return {
        kind: 'in_place',
        outcome: {
          userId: found.userId,
          ...(found.subscriptionId ? { subscriptionId: found.subscriptionId } : {}),
          status: 'confirmed by lookup',
        },
      };
    },
  };
}
