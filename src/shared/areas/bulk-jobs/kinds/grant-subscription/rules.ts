import { subscriptionKind } from '../common/subscription-rules';
import { doneWords } from '../common/words';

/**
 * grant-subscription: (re)activates each row's subscription without a payment, as the service's grant page
 * says. Undone by a revoke-subscription job (external subscriptions only).
 */
export const grantSubscriptionKind = subscriptionKind({
  name: 'grant-subscription',
  operation: 'grantSubscription',
  verb: 'grant',
  title: 'Grant access (activate subscriptions)',
  shortTitle: 'Grant',
  summary:
    'Activates each row’s subscription without a payment (grant subscription access): the person gets the Mango at once.',
  notUndoable: false,
  templateFileName: 'grant-subscription-template.csv',
  words: {
    effect: (rows, profileName) => `${rows} subscriptions will be activated on ${profileName}`,
    ...doneWords('Granted'),
    skipVerdict: 'Already active',
    actVerdict: 'To grant',
    confirmTitle: 'Grant access on a live business',
    consequence:
      'Each subscription becomes active at once, with no payment; a revoke-subscription job takes it away again (external subscriptions only).',
    start: (rows) => `Start granting ${rows} subscriptions`,
  },
});
