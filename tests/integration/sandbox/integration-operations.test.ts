import { describe, expect, it } from 'vitest';
import { MigrateUserFailure } from '../../../src/shared/contract/errors';
import {
  CourseCompletedPayload,
  CourseProgressPayload,
  MigrateUserEnvelope,
  OrderRecurringCreatedPayload,
  WebhookSubscriptionResponse,
} from '../../../src/shared/contract/integration';
import { call, control, parsed } from './helpers';
import { sandboxWithReceiver } from './receiver';

const box = sandboxWithReceiver();

const MIGRATE = '/integration/action/migrate-user';
const MANGO = 'ae0000000000000000000003';

describe('migrate-user', () => {
  it('validUntil wins over validityDays and dialCode over country', async () => {
    const reply = await call(box.sandbox, 'POST', MIGRATE, {
      body: {
        name: 'New Person',
        email: 'new.person@example.test',
        phone: 9876543210,
        mangoId: MANGO,
        validityDays: 5,
        validUntil: '31/12/2099',
        dialCode: '+44',
        country: 'IN',
      },
    });
    const env = parsed(MigrateUserEnvelope, reply);
    expect(env.code).toBe(0);
    expect(env.result.phone).toBe('9876543210');
    const sub = box.sandbox.state.byId('subscriptions', env.result.subscriptionId ?? '');
    expect(sub?.expiredAt).toBe('2099-12-31T18:29:59.999Z');
    expect(box.sandbox.state.byId('users', env.result.userId ?? '')?.dialCode).toBe('+44');
    const effects = box.sandbox.sideEffects.list().filter((e) => e.kind === 'customer.migrated');
    expect(effects).toHaveLength(1);
  });

  it('uses validityDays and the country dial code when nothing overrides them', async () => {
    const env = parsed(
      MigrateUserEnvelope,
      await call(box.sandbox, 'POST', MIGRATE, {
        body: {
          name: 'A',
          email: 'a.us@example.test',
          phone: 5551234567,
          mangoId: MANGO,
          validityDays: 10,
          country: 'US',
        },
      }),
    );
    const sub = box.sandbox.state.byId('subscriptions', env.result.subscriptionId ?? '');
    expect(Date.parse(sub?.expiredAt ?? '') - Date.now()).toBeGreaterThan(9.9 * 86_400_000);
    expect(box.sandbox.state.byId('users', env.result.userId ?? '')?.dialCode).toBe('+1');
  });

  it.each([
    ['an unknown Mango', { mangoId: 'ae00000000000000000000ff' }],
    ['a deleted Mango', { mangoId: 'ae0000000000000000000006' }],
    ['validUntil in the past', { validUntil: '01-01-2000' }],
    ['a missing email', { email: undefined }],
  ])('answers the 500 failure body for %s and creates nothing', async (_n, override) => {
    const subs = box.sandbox.state.data.subscriptions.length;
    const reply = await call(box.sandbox, 'POST', MIGRATE, {
      body: { name: 'B', email: 'b@example.test', phone: 9000000001, mangoId: MANGO, ...override },
    });
    const body = parsed(MigrateUserFailure, reply, 500);
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'result', 'type']);
    expect(box.sandbox.state.data.subscriptions.length).toBe(subs);
  });
});

describe('webhooks', () => {
  const subscribe = async (body: object) =>
    parsed(WebhookSubscriptionResponse, await call(box.sandbox, 'POST', '/integration/webhook', { body }));

  it('delivers order.recurring.created only to matching mango subscriptions', async () => {
    const sub = box.sandbox.state.data.subscriptions.find((s) => s.mango === 'ae0000000000000000000001');
    await subscribe({
      hookUrl: `${box.hookUrl}/match`,
      event: 'order.recurring.created',
      mango: 'ae0000000000000000000001',
    });
    await subscribe({
      hookUrl: `${box.hookUrl}/other`,
      event: 'order.recurring.created',
      mango: 'ae0000000000000000000002',
    });
    await subscribe({ hookUrl: `${box.hookUrl}/all`, event: 'order.recurring.created' });
    await control(box.sandbox, 'POST', 'subscriptions/advance', { subscriptionId: sub?._id });
    expect(box.received.map((r) => r.path).sort()).toEqual(['/all', '/match']);
    const payload = OrderRecurringCreatedPayload.parse(box.received[0]?.body);
    expect(payload.mangoName).toBe('Masterclass Monthly');
    expect(payload).toMatchObject({ batch: 'January' }); // the Mango's custom field
  });

  it('delivers course.progress at 50% and course.completed at 100%, filtered by course', async () => {
    const course = 'c0c000000000000000000001';
    await subscribe({ hookUrl: `${box.hookUrl}/progress`, event: 'course.progress', course });
    await subscribe({ hookUrl: `${box.hookUrl}/done`, event: 'course.completed', course });
    await subscribe({
      hookUrl: `${box.hookUrl}/elsewhere`,
      event: 'course.completed',
      course: 'c0c000000000000000000002',
    });
    const user = 'fa00000000000000000004b0';
    await control(box.sandbox, 'POST', 'course-progress', { user, course, percentage: 40 });
    expect(box.received).toHaveLength(0);
    await control(box.sandbox, 'POST', 'course-progress', { user, course, percentage: 60 });
    expect(CourseProgressPayload.parse(box.received[0]?.body).completionPercentage).toBe(60);
    await control(box.sandbox, 'POST', 'course-progress', { user, course, percentage: 100 });
    expect(box.received.map((r) => r.path)).toEqual(['/progress', '/done']);
    const done = CourseCompletedPayload.parse(box.received[1]?.body);
    expect(done).not.toHaveProperty('completionPercentage');
  });

  it('never delivers to a non-loopback receiver', async () => {
    await subscribe({ hookUrl: 'http://example.com/hook', event: 'course.completed' });
    const result = await control(box.sandbox, 'POST', 'webhooks/trigger', {
      event: 'course.completed',
      user: 'fa00000000000000000004b0',
      course: 'c0c000000000000000000001',
    });
    expect(JSON.stringify(result.body)).toContain('only delivers to loopback');
  });
});
