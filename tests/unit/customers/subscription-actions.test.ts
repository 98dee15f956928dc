import { describe, expect, it } from 'vitest';
import {
  originOf,
  whyNot,
  type SubscriptionFacts,
} from '../../../src/shared/areas/customers/domain/subscription-actions';
import { canonical, createWriteGuard } from '../../../src/main/areas/customers/write-guard';
import { AppFailure } from '../../../src/shared/errors';

/*
 * What a subscription's row says about the writes on it (shared by the customer page and main), and the
 * guard that keeps one write per subscription in flight.
 */

const NOW = Date.parse('2026-06-01T00:00:00Z');
const row = (over: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  status: 'active',
  expiredAt: null,
  paymentProvider: null,
  mangoId: 'ae0000000000000000000003',
  origin: 'unknown',
  ...over,
});

describe('how a subscription was made, read tolerantly', () => {
  it.each([
    [{ paymentProvider: 'external', status: 'active' }, 'api'],
    [{ paymentProvider: 'External ' }, 'api'],
    [{ isMigrated: true, status: 'active' }, 'migration'],
    [{ status: 'manualactive' }, 'migration'],
    [{ status: 'manualexpired', paymentProvider: 'razorpay' }, 'migration'],
    [{ paymentProvider: 'Razorpay', status: 'active', isMigrated: false }, 'checkout'],
    [{ status: 'active' }, 'unknown'],
    [{ paymentProvider: 42, status: 'active' }, 'unknown'],
  ])('%j is %s', (raw, origin) => {
    expect(originOf(raw)).toBe(origin);
  });
});

describe('why an action cannot work, before it is tried', () => {
  it('revoke: only an active subscription made through the API; the others point at "Remove from this Mango"', () => {
    expect(whyNot('revoke', row({ origin: 'api' }), NOW)).toBeNull();
    expect(whyNot('revoke', row(), NOW)).toBeNull(); // unknown: the service decides, its refusal is shown
    expect(whyNot('revoke', row({ origin: 'migration', status: 'manualactive' }), NOW)).toMatch(
      /^Added by a migration .*only subscriptions made with “Add a subscription”.*“Remove from this Mango”/,
    );
    expect(whyNot('revoke', row({ origin: 'checkout', paymentProvider: 'razorpay' }), NOW)).toMatch(
      /^Paid through razorpay: /,
    );
    expect(whyNot('revoke', row({ origin: 'api', status: 'halted' }), NOW)).toMatch(/nothing to revoke/);
    expect(whyNot('revoke', row({ origin: 'api', expiredAt: '2026-05-01T00:00:00Z' }), NOW)).toMatch(
      /nothing to revoke/,
    );
  });

  it('refund: none for a migration (no order), the dashboard for a checkout payment', () => {
    for (const action of ['refund-initiate', 'refund-complete'] as const) {
      expect(whyNot(action, row({ origin: 'api' }), NOW)).toBeNull();
      expect(whyNot(action, row({ origin: 'migration' }), NOW)).toMatch(/no order to refund/);
      expect(whyNot(action, row({ origin: 'checkout', paymentProvider: 'razorpay' }), NOW)).toMatch(
        /refund it from the service’s dashboard/,
      );
    }
  });

  it('grant only when not active; remove only when active and the Mango is known', () => {
    expect(whyNot('grant', row(), NOW)).toMatch(/Already active/);
    expect(whyNot('grant', row({ status: 'halted', origin: 'migration' }), NOW)).toBeNull();
    expect(whyNot('remove', row({ origin: 'migration', status: 'manualactive' }), NOW)).toBeNull();
    expect(whyNot('remove', row({ status: 'expired' }), NOW)).toMatch(/no access to end/);
    expect(whyNot('remove', row({ mangoId: null }), NOW)).toMatch(/which Mango/);
  });
});

describe('one write per target in main', () => {
  it('joins an identical call, refuses a different one, and frees the target after either ends', async () => {
    const guard = createWriteGuard();
    let sent = 0;
    let release: (value: string) => void = () => undefined;
    const work = () => {
      sent += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = guard.run('p:s', 'revoke', (c) => `busy with ${c}`, work);
    const second = guard.run('p:s', 'revoke', (c) => `busy with ${c}`, work);
    const other = guard.run('p:s', 'grant', (c) => `busy with ${c}`, work);
    await expect(other).rejects.toBeInstanceOf(AppFailure);
    await expect(other).rejects.toMatchObject({
      error: { kind: 'conflict', outcome: 'not_sent', message: 'busy with revoke' },
    });
    release('done');
    expect(await first).toBe('done');
    expect(await second).toBe('done');
    expect(sent).toBe(1);
    expect(guard.size()).toBe(0);
    const failing = guard.run(
      'p:s',
      'grant',
      () => '',
      () => Promise.reject(new Error('boom')),
    );
    await expect(failing).rejects.toThrow('boom');
    expect(guard.size()).toBe(0);
  });

  it('reads a call the same in any key order', () => {
    expect(canonical({ b: 1, a: { d: [1, 2], c: undefined } })).toBe(canonical({ a: { d: [1, 2] }, b: 1 }));
    expect(canonical({ a: 1 })).not.toBe(canonical({ a: '1' }));
  });
});
