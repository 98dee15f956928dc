import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';
import { MANGO_IDS, MISSING_ID, USER_IDS } from '../../../src/main/sandbox/fixture/known-ids';

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
    const made = await h.call('users.createOrFind', {
      email: 'new.customer@example.test',
      name: 'New Customer',
      country: 'in',
    });
    expect(made).toMatchObject({ isNew: true, user: { name: 'New Customer', country: 'India' } });
    const again = await h.call('users.createOrFind', { email: 'new.customer@example.test' });
    expect(again).toMatchObject({ isNew: false, user: { _id: made.user._id } });
    expect((await h.fail('users.createOrFind', { name: 'No contact' })).kind).toBe('validation');
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
    const made = await h.call('subscriptions.create', form);
    expect(made).toMatchObject({ status: 'active', paymentProvider: 'external', orderStatus: 'PAID' });
    expect(made.mangoTitle).toBe('Masterclass Monthly');
    // A retry with the same id (a repeated click, a lost answer) makes nothing new.
    const retried = await h.call('subscriptions.create', form);
    expect(retried).toMatchObject({ _id: made._id, alreadyProcessed: true });

    const revoked = await h.call('subscriptions.revoke', { subscriptionId: made._id });
    expect(revoked.status).toBe('halted');
    const revokedAgain = await h.fail('subscriptions.revoke', { subscriptionId: made._id });
    expect(revokedAgain).toMatchObject({ status: 409, message: expect.stringMatching(/not active/) });
    const granted = await h.call('subscriptions.grant', { subscriptionId: made._id });
    expect(granted).toMatchObject({ status: 'active', isReactivation: true });
    expect((await h.fail('subscriptions.grant', { subscriptionId: made._id })).message).toMatch(
      /already active/,
    );

    const started = await h.call('subscriptions.refund', { subscriptionId: made._id, action: 'initiate' });
    expect(started).toMatchObject({ status: 'halted', orderStatus: 'REFUND_INITIATED' });
    const done = await h.call('subscriptions.refund', { subscriptionId: made._id, action: 'complete' });
    expect(done.orderStatus).toBe('REFUNDED');
  });

  it('says in words why the service refused, keeping its errorCode', async () => {
    // Meera's subscription from the service's own checkout (the demo fixture's first).
    const internal = { _id: '5b0000000000000000000001' };
    const notExternal = await h.fail('subscriptions.revoke', { subscriptionId: internal._id });
    expect(notExternal).toMatchObject({ status: 400, errorCode: 'SUBSCRIPTION_NOT_EXTERNAL' });
    expect(notExternal.message).toMatch(/own checkout/);
    const notSupported = await h.fail('subscriptions.refund', {
      subscriptionId: internal._id,
      action: 'initiate',
    });
    expect(notSupported).toMatchObject({ errorCode: 'ORDER_NOT_SUPPORTED' });
    const zero = await h.fail('subscriptions.create', {
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
    const foreign = await h.fail('subscriptions.create', {
      userId: MEERA,
      mangoId: MANGO_IDS.foreign,
      amount: 10,
      currency: 'INR',
      transactionId: 'pay_foreign',
    });
    expect(foreign).toMatchObject({ status: 403, errorCode: 'MANGO_CREATOR_MISMATCH' });
    expect((await h.fail('subscriptions.grant', { subscriptionId: MISSING_ID })).status).toBe(404);
    expect(
      (
        await h.fail('subscriptions.create', {
          ...{ userId: MEERA, mangoId: MANGO_IDS.starter },
          amount: -1,
          currency: 'INR',
          transactionId: 'x',
        })
      ).kind,
    ).toBe('validation');
  });
});
