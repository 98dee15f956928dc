import { subscriptionKind } from '../common/subscription-rules';
import { doneWords } from '../common/words';

/**
 * revoke-subscription: halts each row's subscription (its status becomes "halted"). Only subscriptions
 * created through the external API can be revoked. Not undoable from the console's jobs: a grant makes a
 * halted subscription active again only as a new grant, with its own dates.
 */
export const revokeSubscriptionKind = subscriptionKind({
  name: 'revoke-subscription',
  operation: 'revokeSubscription',
  verb: 'revoke',
  title: 'Revoke access (halt subscriptions)',
  shortTitle: 'Halt',
  summary:
    'Halts each row’s subscription (revoke subscription access): its status becomes “halted” and access ends at once. External subscriptions only.',
  notUndoable: true,
  templateFileName: 'revoke-subscription-template.csv',
  words: {
    effect: (rows, profileName) =>
      `${rows} subscriptions will be halted on ${profileName} (the service cannot restore them; Undo this job can grant access again)`,
    ...doneWords('Halted'),
    skipVerdict: 'Not active',
    actVerdict: 'To halt',
    confirmTitle: 'Halt subscriptions on a live business',
    consequence:
      'Each subscription is halted at once and the person loses access; granting access again later is a new grant, not a restore.',
    start: (rows) => `Start halting ${rows} subscriptions`,
  },
});
