import type { SubscriptionChange, SubscriptionRow } from '@shared/areas/customers/channels';
import {
  isActive,
  whyNot,
  type SubscriptionAction,
} from '@shared/areas/customers/domain/subscription-actions';
import { formatDateTime } from '@shared/format';

/** The subscription writes, and 'remove': the person out of the row's Mango (revoke-user, API key). */
export type WriteKind = SubscriptionAction;

export { isActive, whyNot };

export const mangoName = (row: Pick<SubscriptionRow, 'mangoTitle' | 'mangoId'>) =>
  row.mangoTitle ?? (row.mangoId ? `Mango ${row.mangoId}` : 'an unnamed Mango');

/** What each write does, said before it is sent; `undoable: false` ones say so in the confirmation. */
export function describeWrite(
  kind: WriteKind,
  row: SubscriptionRow,
  person: string,
): { title: string; what: string; undo: string | null; confirm: string } {
  const mango = `“${mangoName(row)}”`;
  switch (kind) {
    case 'grant':
      return {
        title: 'Grant access',
        what: `Gives ${person} access to ${mango} again, without payment. The subscription becomes active.`,
        undo: null,
        confirm: 'Grant access',
      };
    case 'revoke':
      return {
        title: 'Revoke access',
        what: `Halts ${person}’s subscription to ${mango} now: access ends at once. Only subscriptions added through the API can be revoked.`,
        undo: 'Revoking cannot be undone. Granting afterwards gives access back without payment, as a new grant.',
        confirm: 'Revoke now',
      };
    case 'refund-initiate':
      return {
        title: 'Start a refund',
        what: `Starts a refund of the latest order of ${mango}: the subscription is halted and the service notifies ${person}. Then refund the money on your payment gateway and come back to complete the refund.`,
        undo: 'Starting a refund cannot be undone.',
        confirm: 'Start refund',
      };
    case 'refund-complete':
      return {
        title: 'Complete the refund',
        what: `Records that the money for ${mango} was refunded on your payment gateway. Do this only after the gateway refunded ${person}.`,
        undo: 'Completing a refund cannot be undone.',
        confirm: 'Complete refund',
      };
    case 'remove':
      return {
        title: 'Remove from a Mango',
        what: `Removes ${person} from ${mango}, as removing a customer on the service dashboard’s customers page does: every active subscription of theirs to this Mango ends and access ends at once, however it was bought (the service’s checkout too). Sent with the profile’s API key.`,
        undo: 'Removing cannot be undone. To give access back, add them to the Mango again with a migration (Bulk jobs).',
        confirm: 'Remove now',
      };
  }
}

/** The result of a write in words, for the line under the list. */
export function describeChange(
  kind: Exclude<WriteKind, 'remove'> | 'create',
  change: SubscriptionChange,
): string {
  const mango = `“${mangoName(change)}”`;
  if (change.alreadyDone && kind !== 'create') return describeAlreadyDone(kind, change, mango);
  if (kind === 'create') {
    return change.alreadyProcessed
      ? `Transaction ${change.transactionId ?? ''} was already processed: nothing new was made (${mango} is ${change.status}).`
      : `Added ${mango}${change.isReactivation ? ' (reactivated)' : ''}: status ${change.status}, order ${change.orderStatus ?? 'recorded'}.`;
  }
  if (kind === 'grant')
    return `Granted ${mango}${change.isReactivation ? ' again' : ''}: status ${change.status}.`;
  if (kind === 'revoke') return `Revoked ${mango}: status ${change.status}.`;
  if (kind === 'refund-initiate')
    return `Refund started for ${mango}: status ${change.status}, order ${change.orderStatus ?? ''}.`;
  return `Refund completed for ${mango}: order ${change.orderStatus ?? ''}.`;
}

const EARLIER: Record<Exclude<WriteKind, 'remove'>, string> = {
  grant: 'grant',
  revoke: 'revoke',
  'refund-initiate': 'start of the refund',
  'refund-complete': 'completion of the refund',
};

/** Main read the subscription before sending and found the write already done: nothing was sent. */
function describeAlreadyDone(
  kind: Exclude<WriteKind, 'remove'>,
  change: SubscriptionChange,
  mango: string,
): string {
  const at = change.alreadyDone?.at;
  const state = `status ${change.status}${at ? `, last changed ${formatDateTime(at)}` : ''}`;
  if (change.alreadyDone?.by === 'lost_answer') {
    return `The earlier ${EARLIER[kind]} of ${mango} reached the service (its answer was lost): ${state}. Nothing was sent again.`;
  }
  const already = kind === 'grant' ? 'already active' : 'already not active';
  return `${mango} was ${already} on the service (${state}): nothing was sent.`;
}
