import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';
import { MANGO_IDS, MISSING_ID, USER_IDS } from '../../../src/sandbox/fixture/known-ids';

/*
 * "Remove from a Mango" (revoke-user, API key family) through the whole console against the embedded
 * sandbox: the person's active subscription to the Mango ends, a second removal is refused in words with
 * its status, and a profile without an API key is told where to add one before anything is sent.
 */

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ name: 'customers-remove' });
});
afterAll(async () => {
  await h.close();
});

const MEERA = USER_IDS.first;

describe('removing a person from a Mango', () => {
  it('ends their subscription to it at once, and the list read again shows it ended', async () => {
    const made = await h.call('customers.createSubscription', {
      userId: MEERA,
      mangoId: MANGO_IDS.monthly,
      amount: 499,
      currency: 'inr',
      transactionId: 'pay_remove_1',
    });
    expect(made.status).toBe('active');
    const before = h.sandbox.sideEffects.list().length;

    const removed = await h.call('customers.removeFromMango', {
      userId: MEERA,
      mangoId: MANGO_IDS.monthly,
      mangoTitle: 'Masterclass Monthly',
    });
    expect(removed).toMatchObject({ mangoId: MANGO_IDS.monthly, result: 'success' });
    expect(removed.message).toMatch(/Removed from “Masterclass Monthly”: access ended now/);
    const effects = h.sandbox.sideEffects.list().slice(before);
    expect(effects.map((e) => e.kind)).toEqual(['customer.revoked']);

    const { subscriptions } = await h.call('customers.subscriptions', { userId: MEERA });
    const row = subscriptions.find((s) => s._id === made._id);
    expect(row?.status).not.toBe('active');
    expect(row?.expiredAt && Date.parse(row.expiredAt)).toBeLessThanOrEqual(Date.now());
  });

  it('sends no second removal: the read before it finds the access already ended, and says so', async () => {
    const sent = () => h.sandbox.requestLog.list().filter((e) => e.operation === 'revokeUser').length;
    const before = sent();
    const again = await h.call('customers.removeFromMango', { userId: MEERA, mangoId: MANGO_IDS.monthly });
    expect(again).toMatchObject({ mangoId: MANGO_IDS.monthly, result: 'not-active' });
    expect(again.message).toMatch(
      /is active on the service any more \(last changed on the service .+\): it was ended elsewhere, so nothing was sent/,
    );
    expect(sent()).toBe(before);
  });

  it('refuses a person who never held the Mango, a Mango the service does not know and a person it does not know, in words', async () => {
    const { user } = await h.call('customers.createOrFind', {
      email: 'never.held@example.test',
      name: 'Never',
    });
    const never = await h.fail('customers.removeFromMango', { userId: user._id, mangoId: MANGO_IDS.cohort });
    expect(never).toMatchObject({ kind: 'http', status: 400, outcome: 'refused' });
    expect(never.message).toMatch(/not a customer of this mango.*may no longer hold the Mango/i);

    const noMango = await h.fail('customers.removeFromMango', { userId: MEERA, mangoId: MISSING_ID });
    expect(noMango).toMatchObject({ status: 404, errorCode: 'MANGO_NOT_FOUND' });
    expect(noMango.message).toMatch(/does not know the Mango/);

    const noPerson = await h.fail('customers.removeFromMango', {
      userId: MISSING_ID,
      mangoId: MANGO_IDS.monthly,
    });
    expect(noPerson).toMatchObject({ status: 404 });
    expect(noPerson.message).toMatch(/does not know this person/);
  });

  it('refuses malformed ids before any call', async () => {
    const bad = await h.fail('customers.removeFromMango', { userId: 'nope', mangoId: MANGO_IDS.monthly });
    expect(bad.kind).toBe('validation');
  });

  it('tells a profile without an API key where to add it, and sends nothing', async () => {
    const demo = h.sandbox.demoCredentials();
    const profile = await h.call('profiles.create', {
      name: 'Token only',
      baseUrl: h.sandbox.url,
      whitelabelHost: demo.whitelabelHost,
    });
    await h.call('profiles.setSecret', { profileId: profile.id, accessToken: demo.accessToken });
    const before = h.sandbox.sideEffects.list().length;
    const refused = await h.fail('customers.removeFromMango', {
      profileId: profile.id,
      userId: MEERA,
      mangoId: MANGO_IDS.monthly,
    });
    expect(refused).toMatchObject({ kind: 'validation', outcome: 'not_sent' });
    expect(refused.message).toMatch(/no API key.*Profiles screen.*Nothing was sent/);
    expect(h.sandbox.sideEffects.list().length).toBe(before);
  });
});
