import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';
import { MANGO_IDS, MISSING_ID, USER_IDS } from '../../../src/sandbox/fixture/known-ids';

/*
 * The customer view's channels through the whole console (bridge dispatcher, zod input parsing, service,
 * client, HTTP) against the embedded sandbox: find a person, list subscriptions, add one with a
 * transactionId that is kept across retries, revoke, grant, refund, and the service's refusals in words.
 */

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ name: 'customers' });
});
afterAll(async () => {
  await h.close();
});

const MEERA = USER_IDS.first;

describe('finding a person', () => {
  it('finds by email or phone, by id, and answers null for someone unknown', async () => {
    const byEmail = await h.call('customers.find', { email: 'meera.iyer0@example.test' });
    expect(byEmail.user).toMatchObject({ _id: MEERA, name: 'Meera Iyer' });
    const byPhone = await h.call('customers.find', { phone: '90000 00000' });
    expect(byPhone.user?._id).toBe(MEERA);
    expect((await h.call('customers.find', { email: 'nobody@example.test' })).user).toBeNull();
    expect((await h.call('customers.get', { userId: MEERA })).user?.email).toBe('meera.iyer0@example.test');
    expect((await h.call('customers.get', { userId: MISSING_ID })).user).toBeNull();
  });

  it('refuses a search with neither email nor phone, and a malformed one, before any call', async () => {
    expect((await h.fail('customers.find', {})).kind).toBe('validation');
    expect((await h.fail('customers.find', { email: 'not-an-email' })).message).toMatch(/email/);
    expect((await h.fail('customers.find', { phone: '12ab' })).message).toMatch(/digits/);
  });

  it('adds a person, or finds the one already there', async () => {
    const made = await h.call('customers.createOrFind', {
      email: 'new.customer@example.test',
      name: 'New Customer',
      country: 'in',
    });
    expect(made).toMatchObject({ isNew: true, user: { name: 'New Customer', country: 'India' } });
    const again = await h.call('customers.createOrFind', { email: 'new.customer@example.test' });
    expect(again).toMatchObject({ isNew: false, user: { _id: made.user._id } });
    expect((await h.fail('customers.createOrFind', { name: 'No contact' })).kind).toBe('validation');
  });
});

describe('subscriptions of a person', () => {
  it('lists them with their Mango titles', async () => {
    const { subscriptions } = await h.call('customers.subscriptions', { userId: MEERA });
    expect(subscriptions.length).toBeGreaterThan(0);
    expect(subscriptions[0]).toMatchObject({ status: expect.any(String), mangoTitle: expect.any(String) });
  });

  it('creates once per transactionId, then revokes, grants and refunds with the results in words', async () => {
    const form = {
      userId: MEERA,
      mangoId: MANGO_IDS.monthly,
      amount: 999,
      currency: 'inr',
      transactionId: 'pay_console_1',
    };
    const made = await h.call('customers.createSubscription', form);
    expect(made).toMatchObject({ status: 'active', paymentProvider: 'external', orderStatus: 'PAID' });
    expect(made.mangoTitle).toBe('Masterclass Monthly');
    // A retry with the same id (a repeated click, a lost answer) makes nothing new.
    const retried = await h.call('customers.createSubscription', form);
    expect(retried).toMatchObject({ _id: made._id, alreadyProcessed: true });

    const revoked = await h.call('customers.revokeSubscription', { subscriptionId: made._id });
    expect(revoked.status).toBe('halted');
    // A second revoke finds it halted on the service (read just before): nothing sent, said so.
    const revokes = () =>
      h.sandbox.sideEffects.list().filter((e) => e.kind === 'subscription.revoked').length;
    const revokedOnce = revokes();
    const revokedAgain = await h.call('customers.revokeSubscription', {
      subscriptionId: made._id,
      userId: MEERA,
    });
    expect(revokedAgain).toMatchObject({ status: 'halted', alreadyDone: { by: 'elsewhere' } });
    expect(revokes()).toBe(revokedOnce);
    const granted = await h.call('customers.grantSubscription', { subscriptionId: made._id });
    expect(granted).toMatchObject({ status: 'active', isReactivation: true });
    expect((await h.call('customers.grantSubscription', { subscriptionId: made._id })).alreadyDone?.by).toBe(
      'elsewhere',
    );

    const started = await h.call('customers.refundSubscription', {
      subscriptionId: made._id,
      action: 'initiate',
    });
    expect(started).toMatchObject({ status: 'halted', orderStatus: 'REFUND_INITIATED' });
    const done = await h.call('customers.refundSubscription', {
      subscriptionId: made._id,
      action: 'complete',
    });
    expect(done.orderStatus).toBe('REFUNDED');
  });

  it('refuses in main, before sending, a revoke or refund the row shows cannot work, and says why', async () => {
    // Meera's first subscription in the demo fixture was added by hand (manualactive): not "external".
    const manual = { subscriptionId: '5b0000000000000000000001', userId: MEERA };
    const sent = () =>
      h.sandbox.requestLog
        .list()
        .filter((e) => e.operation === 'revokeSubscription' || e.operation === 'refundSubscription').length;
    const before = sent();
    const notExternal = await h.fail('customers.revokeSubscription', manual);
    expect(notExternal).toMatchObject({ kind: 'conflict', outcome: 'not_sent' });
    expect(notExternal.message).toMatch(/Added by a migration .*“Remove from this Mango”/);
    const notSupported = await h.fail('customers.refundSubscription', { ...manual, action: 'initiate' });
    expect(notSupported).toMatchObject({ kind: 'conflict', outcome: 'not_sent' });
    expect(notSupported.message).toMatch(/no order to refund/);
    expect(sent()).toBe(before);
  });

  it('says in words why the service refused, keeping its errorCode, as a definite refusal', async () => {
    // No userId and no list read of this person yet: nothing to check in main, so the service answers.
    const other = await startConsoleHarness({ name: 'customers-refusals' });
    try {
      const internal = { subscriptionId: '5b0000000000000000000001' };
      const notExternal = await other.fail('customers.revokeSubscription', internal);
      expect(notExternal).toMatchObject({
        status: 400,
        errorCode: 'SUBSCRIPTION_NOT_EXTERNAL',
        outcome: 'refused',
      });
      expect(notExternal.message).toMatch(/only subscriptions made through its API.*a migration/);
      expect(notExternal.message).not.toMatch(/bought through/);
      const notSupported = await other.fail('customers.refundSubscription', {
        ...internal,
        action: 'initiate',
      });
      expect(notSupported).toMatchObject({ errorCode: 'ORDER_NOT_SUPPORTED', outcome: 'refused' });
    } finally {
      await other.close();
    }
    const zero = await h.fail('customers.createSubscription', {
      userId: MEERA,
      mangoId: MANGO_IDS.starter,
      amount: 0,
      currency: 'INR',
      transactionId: 'pay_zero',
    });
    expect(zero).toMatchObject({
      errorCode: 'INVALID_AMOUNT',
      message: expect.stringMatching(/more than zero/),
    });
    const foreign = await h.fail('customers.createSubscription', {
      userId: MEERA,
      mangoId: MANGO_IDS.foreign,
      amount: 10,
      currency: 'INR',
      transactionId: 'pay_foreign',
    });
    expect(foreign).toMatchObject({ status: 403, errorCode: 'MANGO_CREATOR_MISMATCH' });
    expect((await h.fail('customers.grantSubscription', { subscriptionId: MISSING_ID })).status).toBe(404);
    expect(
      (
        await h.fail('customers.createSubscription', {
          ...{ userId: MEERA, mangoId: MANGO_IDS.starter },
          amount: -1,
          currency: 'INR',
          transactionId: 'x',
        })
      ).kind,
    ).toBe('validation');
  });
});
