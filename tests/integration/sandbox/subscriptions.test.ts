import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CreateOrFindUserResponse,
  SubscriptionWriteAnswer,
} from '../../../src/shared/contract/subscriptions';
import type { Sandbox } from '../../../src/sandbox/server';
import { call, expectError, parsed, startSandbox } from './helpers';
import { startReceiver } from './receiver';

/*
 * Subscription writes and create-or-find user against the sandbox: the behaviour the docs pages describe,
 * every documented errorCode (INVALID_AMOUNT, SUBSCRIPTION_NOT_EXTERNAL, MANGO_CREATOR_MISMATCH,
 * ORDER_NOT_SUPPORTED), the 404/409 the descriptions name, and the order webhook of a paid subscription.
 * Where the revoke page's sample says 'active', the description ('halted') is what is checked.
 */

let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  sandbox = await startSandbox();
  receiver = await startReceiver();
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(() => {
  sandbox.reset();
  receiver.received.length = 0;
});

const V1 = '/api/v1/external';
const MEERA = 'fa0000000000000000000001'; // meera.iyer0@example.test, one internal (manualactive) subscription
const MEERA_INTERNAL_SUB = '5b0000000000000000000001';
const STARTER = 'ae0000000000000000000003'; // one-time, 499
const MONTHLY = 'ae0000000000000000000001'; // recurring monthly, 999
const FOREIGN_MANGO = 'ae000000000000000000000d'; // another creator's
const MISSING = 'ae00000000000000000000ff';
const OTHER_CREATORS_USER = 'fa00000000000000000004b1';

const post = (path: string, body: unknown) => call(sandbox, 'POST', `${V1}${path}`, { body });
const create = (body: Record<string, unknown> = {}) =>
  post('/subscriptions', {
    userId: MEERA,
    mangoId: STARTER,
    amount: 499,
    currency: 'INR',
    transactionId: 'pay_starter_1',
    ...body,
  });
const answer = async (reply: Promise<Awaited<ReturnType<typeof post>>>) =>
  parsed(SubscriptionWriteAnswer, await reply);

describe('create or find user', () => {
  it('finds a person by email or phone, and creates one that is not there (isNew)', async () => {
    const found = parsed(
      CreateOrFindUserResponse,
      await post('/users', { email: 'MEERA.IYER0@example.test', name: 'Someone else' }),
    );
    expect(found).toMatchObject({ _id: MEERA, name: 'Meera Iyer', isNew: false });
    const byPhone = parsed(CreateOrFindUserResponse, await post('/users', { phone: 9000000000 }));
    expect(byPhone).toMatchObject({ _id: MEERA, isNew: false });

    const made = parsed(
      CreateOrFindUserResponse,
      await post('/users', {
        email: 'new.person@example.test',
        phone: 9876543210,
        name: 'New Person',
        country: 'IN',
      }),
    );
    // The request sends a country code, the answer a country name (as in the docs' example).
    expect(made).toMatchObject({ name: 'New Person', country: 'India', dialCode: '+91', isNew: true });
    const again = parsed(
      CreateOrFindUserResponse,
      await post('/users', { email: 'new.person@example.test' }),
    );
    expect(again).toMatchObject({ _id: made._id, isNew: false });
  });

  it('refuses a body with neither email nor phone (400) and a wrong token (401)', async () => {
    expectError(await post('/users', { name: 'Nobody' }), 400);
    expectError(
      await call(sandbox, 'POST', `${V1}/users`, {
        body: { email: 'a@example.test' },
        headers: { authorization: 'Bearer wrong' },
      }),
      401,
      undefined,
      'Invalid token',
    );
  });
});

describe('create subscription', () => {
  it('creates an active external subscription with its paid order', async () => {
    const sub = await answer(create());
    expect(sub).toMatchObject({
      fan: MEERA,
      mango: STARTER,
      status: 'active',
      paymentProvider: 'external',
      amount: 499,
      isReactivation: false,
      alreadyProcessed: false,
    });
    expect(sub.order).toMatchObject({
      status: 'PAID',
      externalTransactionId: 'pay_starter_1',
      subscriberCurrency: 'INR',
    });
    expect(sub.orders).toEqual([sub.order?._id]);
  });

  it('creates once for the same transactionId, however often it is sent (the idempotency key)', async () => {
    const first = await answer(create());
    const second = await answer(create());
    const third = await answer(create({ amount: 1 }));
    expect(second).toMatchObject({ _id: first._id, alreadyProcessed: true });
    expect(third.order?._id).toBe(first.order?._id);
    const mine = sandbox.state.data.subscriptions.filter((s) => s.fan === MEERA && s.mango === STARTER);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.orders).toHaveLength(1);
    expect(sandbox.sideEffects.list().filter((e) => e.kind === 'subscription.created')).toHaveLength(1);
  });

  it('renews a recurring subscription from its end and marks a lapsed one as a reactivation', async () => {
    const first = await answer(create({ mangoId: MONTHLY, amount: 999, transactionId: 'pay_m_1' }));
    const renewed = await answer(create({ mangoId: MONTHLY, amount: 999, transactionId: 'pay_m_2' }));
    expect(renewed._id).toBe(first._id);
    expect(renewed.isReactivation).toBe(false);
    expect(Date.parse(renewed.expiredAt ?? '')).toBeGreaterThan(Date.parse(first.expiredAt ?? ''));
    await answer(post('/subscriptions/revoke', { subscriptionId: first._id }));
    const back = await answer(create({ mangoId: MONTHLY, amount: 999, transactionId: 'pay_m_3' }));
    expect(back).toMatchObject({ _id: first._id, status: 'active', isReactivation: true });
  });

  it('answers INVALID_AMOUNT for a zero or negative amount on a paid Mango', async () => {
    expectError(
      await create({ amount: 0 }),
      400,
      'INVALID_AMOUNT',
      'The payment amount is negative or zero for a paid mango.',
    );
    expectError(await create({ amount: -5 }), 400, 'INVALID_AMOUNT');
    expect(sandbox.sideEffects.list()).toEqual([]);
  });

  it('answers MANGO_CREATOR_MISMATCH, MANGO_NOT_FOUND, an unknown person and a bad body', async () => {
    expectError(await create({ mangoId: FOREIGN_MANGO }), 403, 'MANGO_CREATOR_MISMATCH');
    expectError(await create({ mangoId: MISSING }), 404, 'MANGO_NOT_FOUND');
    expectError(await create({ userId: OTHER_CREATORS_USER }), 404, undefined, 'User not found');
    expectError(await create({ transactionId: '' }), 400);
    expectError(await create({ currency: 'rupees' }), 400);
  });

  it('sends order.created.completed with the order id to a subscribed receiver', async () => {
    const sub = await call(sandbox, 'POST', '/api/v1/integration/webhook/webhook', {
      body: { hookUrl: `${receiver.url}/orders`, event: 'order.created.completed' },
      family: 'integration',
    });
    expect(sub.status).toBe(200);
    const made = await answer(create());
    await expect.poll(() => receiver.received.length).toBe(1);
    expect(receiver.received[0]?.body).toMatchObject({
      orderId: made.order?._id,
      mangoName: 'Starter Course',
      status: 'completed',
    });
  });
});

describe('grant, revoke and refund', () => {
  it('revokes an active external subscription to halted and grants it back', async () => {
    const made = await answer(create());
    const revoked = await answer(post('/subscriptions/revoke', { userId: MEERA, mangoId: STARTER }));
    // The page's sample says 'active'; its description says the status becomes 'halted'.
    expect(revoked).toMatchObject({ _id: made._id, status: 'halted' });
    expectError(await post('/subscriptions/revoke', { subscriptionId: made._id }), 409);
    const granted = await answer(post('/subscriptions/grant', { subscriptionId: made._id }));
    expect(granted).toMatchObject({ _id: made._id, status: 'active', isReactivation: true });
    expectError(
      await post('/subscriptions/grant', { subscriptionId: made._id }),
      409,
      undefined,
      'Subscription is already active',
    );
  });

  it('refuses to revoke a subscription made through the service checkout (SUBSCRIPTION_NOT_EXTERNAL)', async () => {
    expectError(
      await post('/subscriptions/revoke', { subscriptionId: MEERA_INTERNAL_SUB }),
      400,
      'SUBSCRIPTION_NOT_EXTERNAL',
    );
    expect(sandbox.state.byId('subscriptions', MEERA_INTERNAL_SUB)?.status).toBe('manualactive');
  });

  it('answers MANGO_CREATOR_MISMATCH and 404 for grant and revoke targets', async () => {
    for (const path of ['/subscriptions/grant', '/subscriptions/revoke', '/subscriptions/refund']) {
      const extra = path.endsWith('refund') ? { action: 'initiate' } : {};
      expectError(
        await post(path, { userId: MEERA, mangoId: FOREIGN_MANGO, ...extra }),
        403,
        'MANGO_CREATOR_MISMATCH',
      );
      expectError(
        await post(path, { userId: MEERA, mangoId: MONTHLY, ...extra }),
        404,
        undefined,
        'Subscription not found',
      );
      expectError(await post(path, { subscriptionId: MISSING, ...extra }), 404);
      // Neither, or both ways of naming the subscription: the generic 400.
      expectError(await post(path, { ...extra }), 400);
      expectError(
        await post(path, { subscriptionId: MISSING, userId: MEERA, mangoId: STARTER, ...extra }),
        400,
      );
    }
  });

  it('grants an internal subscription that ended, without payment, as a reactivation', async () => {
    const ended = sandbox.state.data.subscriptions.find(
      (x) => x.creator === 'cccc00000000000000000001' && x.status === 'expired',
    );
    expect(ended).toBeDefined();
    const granted = await answer(post('/subscriptions/grant', { subscriptionId: ended?._id }));
    expect(granted).toMatchObject({ status: 'active', isReactivation: true });
    expect(Date.parse(granted.expiredAt ?? '9999')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refunds in two steps: initiate halts the subscription, complete marks the order refunded', async () => {
    const made = await answer(create());
    expectError(await post('/subscriptions/refund', { action: 'complete', subscriptionId: made._id }), 409);
    const started = await answer(
      post('/subscriptions/refund', { action: 'initiate', subscriptionId: made._id }),
    );
    expect(started).toMatchObject({ status: 'halted', order: { status: 'REFUND_INITIATED' } });
    expect(sandbox.sideEffects.list().map((e) => e.kind)).toContain('notification.sent');
    expectError(await post('/subscriptions/refund', { action: 'initiate', subscriptionId: made._id }), 409);
    const done = await answer(
      post('/subscriptions/refund', { action: 'complete', subscriptionId: made._id }),
    );
    expect(done.order).toMatchObject({ status: 'REFUNDED', externalTransactionId: 'pay_starter_1' });
    expectError(await post('/subscriptions/refund', { action: 'complete', subscriptionId: made._id }), 409);
  });

  it('refuses to refund an order of the service checkout (ORDER_NOT_SUPPORTED) and an unknown action', async () => {
    expectError(
      await post('/subscriptions/refund', { action: 'initiate', subscriptionId: MEERA_INTERNAL_SUB }),
      400,
      'ORDER_NOT_SUPPORTED',
    );
    expectError(
      await post('/subscriptions/refund', { action: 'undo', subscriptionId: MEERA_INTERNAL_SUB }),
      400,
    );
  });
});
