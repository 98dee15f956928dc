import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src/main/platform/api/client';
import { MANGO_IDS } from '../../../src/sandbox/fixture/known-ids';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';

/*
 * The customer page's writes end with the service holding ONE effect whatever happens around them
 * (issue 28, item 8), counted on the sandbox's side effects and request log, never on the console's words:
 * two identical calls at once (a double click), a retry after a lost answer, and a write on a row another
 * console changed meanwhile. Each ends with the screen's answer saying which.
 */

let h: ConsoleHarness;
/** "Another console": a second client on the same service, with the same credentials. */
let other: ApiClient;
beforeAll(async () => {
  h = await startConsoleHarness({ name: 'customers-once' });
  const demo = h.sandbox.demoCredentials();
  other = createApiClient({
    profile: { id: 'other-console', baseUrl: h.sandbox.url, whitelabelHost: demo.whitelabelHost },
    getSecrets: async () => ({ accessToken: demo.accessToken, apiKey: demo.apiKey }),
  });
});
afterAll(async () => {
  await other.close();
  await h.close();
});
beforeEach(() => h.sandbox.faults.set({}));

const effects = (kind: string) => h.sandbox.sideEffects.list().filter((e) => e.kind === kind).length;
const requests = (operation: string) =>
  h.sandbox.requestLog.list().filter((e) => e.operation === operation).length;

let people = 0;
/** A new person with one active subscription made through the API ("Add a subscription"). */
async function personWithApiSubscription(mangoId: string = MANGO_IDS.monthly) {
  people += 1;
  const { user } = await h.call('customers.createOrFind', {
    email: `once.${people}@example.test`,
    name: `Once ${people}`,
  });
  const made = await h.call('customers.createSubscription', {
    userId: user._id,
    mangoId,
    amount: 499,
    currency: 'INR',
    transactionId: `pay_once_${people}`,
  });
  return { userId: user._id, subscriptionId: made._id };
}

describe('a second identical call while the first is pending', () => {
  it('joins the first in main: one revoke on the service, the same answer twice', async () => {
    const target = await personWithApiSubscription();
    const [revoked, sent] = [effects('subscription.revoked'), requests('revokeSubscription')];
    const [a, b] = await Promise.all([
      h.app.dispatch('customers.revokeSubscription', target),
      h.app.dispatch('customers.revokeSubscription', target),
    ]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ ok: true, value: { status: 'halted' } });
    expect(effects('subscription.revoked')).toBe(revoked + 1);
    expect(requests('revokeSubscription')).toBe(sent + 1);
  });

  it('refuses a different write on the same subscription, naming the pending one: one effect', async () => {
    const target = await personWithApiSubscription();
    const before = effects('subscription.revoked') + effects('subscription.refundInitiated');
    // The revoke is held at the service until the refund has been asked for: the refund must meet a pending
    // revoke, not one that a fast machine (or a slow one, between the two calls) has already finished.
    h.sandbox.faults.set({ routes: { revokeSubscription: { latencyMs: 3_000 } } });
    const inFlight = h.sandbox.traffic().inFlight;
    const revoking = h.app.dispatch('customers.revokeSubscription', target);
    await expect.poll(() => h.sandbox.traffic().inFlight).toBeGreaterThan(inFlight);
    const refund = await h.app.dispatch('customers.refundSubscription', { ...target, action: 'initiate' });
    const revoke = await revoking;
    expect(revoke.ok).toBe(true);
    expect(refund).toMatchObject({ ok: false, error: { kind: 'conflict', outcome: 'not_sent' } });
    if (!refund.ok) expect(refund.error.message).toMatch(/A revoke of this subscription is still being sent/);
    expect(effects('subscription.revoked') + effects('subscription.refundInitiated')).toBe(before + 1);
  });

  it('makes one subscription, one removal and one person for identical calls at once', async () => {
    const created = effects('subscription.created');
    const form = {
      userId: (await personWithApiSubscription()).userId,
      mangoId: MANGO_IDS.starter,
      amount: 10,
      currency: 'INR',
      transactionId: 'pay_double_click',
    };
    const made = await Promise.all([
      h.call('customers.createSubscription', form),
      h.call('customers.createSubscription', form),
    ]);
    expect(made[0]._id).toBe(made[1]._id);
    expect(effects('subscription.created')).toBe(created + 2); // the person's first, then this one

    const removed = effects('customer.revoked');
    const remove = { userId: form.userId, mangoId: MANGO_IDS.starter };
    await Promise.all([
      h.call('customers.removeFromMango', remove),
      h.call('customers.removeFromMango', remove),
    ]);
    expect(effects('customer.revoked')).toBe(removed + 1);

    const users = effects('user.created');
    const person = { email: 'double.click@example.test', name: 'Double Click' };
    const [p, q] = await Promise.all([
      h.call('customers.createOrFind', person),
      h.call('customers.createOrFind', person),
    ]);
    expect(p.user._id).toBe(q.user._id);
    expect(effects('user.created')).toBe(users + 1);
  });
});

describe('a retry after a lost answer', () => {
  it('reads the subscription first: the earlier revoke landed, nothing is sent again, and it says so', async () => {
    const target = await personWithApiSubscription();
    const revoked = effects('subscription.revoked');
    h.sandbox.faults.set({ routes: { revokeSubscription: { dropAfterHandlingRate: 1 } } });
    const lost = await h.fail('customers.revokeSubscription', target);
    expect(lost).toMatchObject({ outcome: 'unknown', retryable: false });
    expect(lost.message).toMatch(/Do it again to find out/);
    expect(effects('subscription.revoked')).toBe(revoked + 1);

    h.sandbox.faults.set({});
    const sent = requests('revokeSubscription');
    const retried = await h.call('customers.revokeSubscription', target);
    expect(retried).toMatchObject({ status: 'halted', alreadyDone: { by: 'lost_answer' } });
    expect(retried.alreadyDone?.at).toEqual(expect.any(String));
    expect(requests('revokeSubscription')).toBe(sent);
    expect(effects('subscription.revoked')).toBe(revoked + 1);
  });

  it('sends the write when the lost one did not land (the read shows it still active)', async () => {
    const target = await personWithApiSubscription();
    const revoked = effects('subscription.revoked');
    // The connection drops before the service handles it: the request never took effect.
    h.sandbox.faults.set({ routes: { revokeSubscription: { dropRate: 1 } } });
    expect((await h.fail('customers.revokeSubscription', target)).outcome).toBe('unknown');
    expect(effects('subscription.revoked')).toBe(revoked);
    h.sandbox.faults.set({});
    const retried = await h.call('customers.revokeSubscription', target);
    expect(retried.alreadyDone).toBeUndefined();
    expect(effects('subscription.revoked')).toBe(revoked + 1);
  });

  it('starts one refund: a retry finds the subscription halted by the lost start', async () => {
    const target = await personWithApiSubscription();
    const started = effects('subscription.refundInitiated');
    h.sandbox.faults.set({ routes: { refundSubscription: { dropAfterHandlingRate: 1 } } });
    expect((await h.fail('customers.refundSubscription', { ...target, action: 'initiate' })).outcome).toBe(
      'unknown',
    );
    h.sandbox.faults.set({});
    const retried = await h.call('customers.refundSubscription', { ...target, action: 'initiate' });
    expect(retried.alreadyDone?.by).toBe('lost_answer');
    expect(effects('subscription.refundInitiated')).toBe(started + 1);
  });

  it('removes once from a Mango: the retry says the earlier removal reached the service', async () => {
    const { userId } = await personWithApiSubscription(MANGO_IDS.cohort);
    const removed = effects('customer.revoked');
    h.sandbox.faults.set({ routes: { revokeUser: { dropAfterHandlingRate: 1 } } });
    const lost = await h.fail('customers.removeFromMango', { userId, mangoId: MANGO_IDS.cohort });
    expect(lost.outcome).toBe('unknown');
    expect(lost.message).toMatch(/Remove again to find out/);
    h.sandbox.faults.set({});
    const retried = await h.call('customers.removeFromMango', { userId, mangoId: MANGO_IDS.cohort });
    expect(retried.result).toBe('not-active');
    expect(retried.message).toMatch(
      /earlier removal from the Mango .* reached the service \(its answer was lost\)/,
    );
    expect(effects('customer.revoked')).toBe(removed + 1);
  });
});

describe('a row another console just changed', () => {
  it('revoking what another console revoked sends nothing and says when the service changed it', async () => {
    const target = await personWithApiSubscription();
    // The page still shows it active; another console revokes it meanwhile.
    await other.revokeSubscription({ body: { subscriptionId: target.subscriptionId } });
    const revoked = effects('subscription.revoked');
    const sent = requests('revokeSubscription');
    const answer = await h.call('customers.revokeSubscription', target);
    expect(answer).toMatchObject({ status: 'halted', alreadyDone: { by: 'elsewhere' } });
    expect(Date.parse(answer.alreadyDone?.at ?? '')).not.toBeNaN();
    expect(requests('revokeSubscription')).toBe(sent);
    expect(effects('subscription.revoked')).toBe(revoked);
  });

  it('granting what another console granted sends nothing', async () => {
    const target = await personWithApiSubscription();
    await h.call('customers.revokeSubscription', target);
    await other.grantSubscription({ body: { subscriptionId: target.subscriptionId } });
    const granted = effects('subscription.granted');
    const answer = await h.call('customers.grantSubscription', target);
    expect(answer).toMatchObject({ status: 'active', alreadyDone: { by: 'elsewhere' } });
    expect(effects('subscription.granted')).toBe(granted);
  });
});
