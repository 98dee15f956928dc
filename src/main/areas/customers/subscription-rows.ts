import type { SubscriptionChange, SubscriptionRow } from '../../../shared/areas/customers/channels';
import { refId } from '../../../shared/contract/common';
import type { SubscriptionWriteAnswer } from '../../../shared/contract/subscriptions';
import type { Subscription } from '../../../shared/contract/users';
import { originOf } from '../../../shared/areas/customers/domain/subscription-actions';

const mangoOf = (mango: Subscription['mango'] | SubscriptionWriteAnswer['mango']) =>
  mango === undefined
    ? { id: null, title: null }
    : { id: refId(mango) ?? null, title: typeof mango === 'object' ? (mango.title ?? null) : null };

/** A subscription of any answer (the person's list, a write's answer) as the customer page shows it. */
export function rowOf(s: Subscription | SubscriptionWriteAnswer): SubscriptionRow {
  const mango = mangoOf(s.mango);
  const raw = s as { paymentProvider?: unknown; isMigrated?: unknown; updatedAt?: unknown };
  return {
    _id: s._id,
    mangoId: mango.id,
    mangoTitle: mango.title,
    status: s.status ?? 'unknown',
    subscribedAt: s.subscribedAt ?? null,
    expiredAt: s.expiredAt ?? null,
    paymentProvider: typeof raw.paymentProvider === 'string' ? raw.paymentProvider : null,
    origin: originOf({ ...raw, status: s.status }),
    updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : null,
  };
}

export function changeOf(s: SubscriptionWriteAnswer, title: string | null): SubscriptionChange {
  const row = rowOf(s);
  return {
    ...row,
    mangoTitle: row.mangoTitle ?? title,
    orderStatus: s.order?.status ?? null,
    transactionId: s.order?.externalTransactionId ?? null,
    isReactivation: s.isReactivation ?? false,
    alreadyProcessed: s.alreadyProcessed ?? false,
  };
}
