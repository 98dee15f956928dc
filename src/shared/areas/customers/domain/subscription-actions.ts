/*
 * What a subscription's row says about the writes on it, before any is tried: shared by the customer page
 * (a disabled action shows its reason) and main (which checks the row it just read, whatever the page
 * showed). The docs: revoke and refund work only on "external" subscriptions, made through the API's
 * create-subscription ("Add a subscription", after a payment on the business's own gateway); grant works on
 * any that is not active (subscription/*.json in tests/fixtures/service-docs).
 */

/** How a subscription was made, as far as the service's answer tells. */
export const subscriptionOrigins = ['api', 'migration', 'checkout', 'unknown'] as const;
export type SubscriptionOrigin = (typeof subscriptionOrigins)[number];

export type SubscriptionAction = 'grant' | 'revoke' | 'refund-initiate' | 'refund-complete' | 'remove';

export interface SubscriptionFacts {
  status: string;
  expiredAt: string | null;
  paymentProvider: string | null;
  mangoId: string | null;
  origin?: SubscriptionOrigin | undefined;
}

/**
 * Read tolerantly from one subscription of any answer: `paymentProvider: 'external'` (the write pages'
 * Subscription) is the API's; `isMigrated: true` or a manual status (the list page) is a migration or the
 * dashboard's "Add customer"; another provider named is the service's checkout; nothing said is unknown.
 */
export function originOf(raw: {
  paymentProvider?: unknown;
  isMigrated?: unknown;
  status?: unknown;
}): SubscriptionOrigin {
  const provider = typeof raw.paymentProvider === 'string' ? raw.paymentProvider.trim().toLowerCase() : '';
  if (provider === 'external') return 'api';
  const status = typeof raw.status === 'string' ? raw.status : '';
  if (raw.isMigrated === true || status.startsWith('manual')) return 'migration';
  return provider !== '' ? 'checkout' : 'unknown';
}

/** Statuses that give access (the service's active and manually active), while not past their end. */
export function isActive(row: Pick<SubscriptionFacts, 'status' | 'expiredAt'>, now = Date.now()): boolean {
  return (
    (row.status === 'active' || row.status === 'manualactive') &&
    (row.expiredAt === null || Date.parse(row.expiredAt) > now)
  );
}

const MIGRATED = 'Added by a migration (Bulk jobs) or “Add customer” on the service dashboard';
const paidThrough = (row: SubscriptionFacts) =>
  `Paid through ${row.paymentProvider ?? 'the service’s checkout'}`;

/**
 * Why `action` cannot work on this row, in words that say what to do instead; null when it may be tried
 * (the service still decides, and its refusal is shown as it is).
 */
export function whyNot(action: SubscriptionAction, row: SubscriptionFacts, now = Date.now()): string | null {
  const active = isActive(row, now);
  const origin = row.origin ?? 'unknown';
  switch (action) {
    case 'grant':
      return active ? 'Already active: there is nothing to grant.' : null;
    case 'revoke':
      if (!active) return 'Not active: there is nothing to revoke.';
      if (origin === 'migration' || origin === 'checkout') {
        return `${origin === 'migration' ? MIGRATED : paidThrough(row)}: the service revokes only subscriptions made with “Add a subscription”. To end access, use “Remove from this Mango” (under More).`;
      }
      return null;
    case 'refund-initiate':
    case 'refund-complete':
      if (origin === 'migration') return `${MIGRATED}: it has no order to refund.`;
      if (origin === 'checkout') {
        return `${paidThrough(row)}: refund it from the service’s dashboard. The service refunds here only orders made with “Add a subscription”.`;
      }
      return null;
    case 'remove':
      if (row.mangoId === null) return 'The service did not say which Mango this is.';
      return active ? null : 'Not active: there is no access to end.';
  }
}
