import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';
import { MANGO_IDS, MISSING_ID, USER_IDS } from '../../../src/main/sandbox/fixture/known-ids';

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
    const made = await h.call('subscriptions.create', {
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

  it('refuses a second removal, a Mango the service does not know and a person it does not know, in words', async () => {
    const again = await h.fail('customers.removeFromMango', { userId: MEERA, mangoId: MANGO_IDS.monthly });
    expect(again).toMatchObject({ kind: 'http', status: 400 });
    expect(again.message).toMatch(/not a customer of this mango.*may no longer hold the Mango/i);

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
    await h.call('secrets.set', { profileId: profile.id, accessToken: demo.accessToken });
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
