import { expect } from 'vitest';
import { obj, type ScreenValues } from './common';

/** Subscription writes: what the customer screen shows after each. */
export const subscriptionScreenValues: ScreenValues = {
  createSubscription(out) {
    // The sample's values disagree with its request (amount 999 vs 1000, pay_ vs txn_): see the corpus note.
    expect(out).toMatchObject({
      _id: '66a1390268a76f2f5c9f39a3',
      status: 'active',
      amount: 1000,
      alreadyProcessed: false,
    });
    expect(obj(out)['order']).toMatchObject({ status: 'PAID', externalTransactionId: 'txn_abc123xyz' });
  },
  grantSubscription(out) {
    expect(out).toMatchObject({ _id: '66a1390268a76f2f5c9f39a3', status: 'active', isReactivation: false });
  },
  revokeSubscription(out) {
    // The sample says 'active' and 'Razorpay' although the page says revoke halts external subscriptions:
    // the client shows the status the service sends back, whatever it is.
    expect(out).toMatchObject({
      _id: '66a1390268a76f2f5c9f39a3',
      status: 'active',
      paymentProvider: 'Razorpay',
    });
  },
  refundSubscription(out) {
    expect(obj(out)['order']).toMatchObject({ status: 'PAID', subscriberCurrency: 'INR' });
  },
};
