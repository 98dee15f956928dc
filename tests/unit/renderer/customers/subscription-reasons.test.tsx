import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '../../../../src/shared/areas/customers/channels';
import { setDisplayLocale } from '../../../../src/shared/format';
import { SubscriptionsPanel } from '../../../../src/renderer/src/areas/customers/SubscriptionsPanel';
import { failure, fakeBridge } from '../fake-bridge';
import { row, show, USER } from './helpers';

/*
 * The customer page says why an action cannot work before it is tried (a subscription added by a
 * migration cannot be revoked or refunded through the API), and what main found when it did not send.
 */

beforeAll(() => setDisplayLocale('en-GB'));
afterEach(cleanup);

const change = (over: Partial<SubscriptionRow> & Record<string, unknown> = {}) => ({
  ...row(over),
  orderStatus: null,
  transactionId: null,
  isReactivation: false,
  alreadyProcessed: false,
  ...over,
});

describe('an action the row shows cannot work', () => {
  it('is disabled with its reason for a subscription added by a migration, and nothing is sent', async () => {
    const manual = row({ status: 'manualactive', origin: 'migration' });
    const bridge = fakeBridge({ 'customers.subscriptions': () => ({ subscriptions: [manual] }) });
    show(<SubscriptionsPanel userId={USER} personName="Meera" />, bridge);
    const revoke = await screen.findByRole('button', { name: 'Revoke' });
    expect(revoke.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('subscription-origin').textContent).toBe('Added by migration');
    fireEvent.mouseEnter(screen.getByTestId('why-not-revoke'));
    expect((await screen.findByRole('tooltip')).textContent).toMatch(
      /Added by a migration .*the service revokes only subscriptions made with “Add a subscription”.*“Remove from this Mango”/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More actions on Starter Course' }));
    const start = await screen.findByRole('menuitem', { name: /^Start refund…/, hidden: true });
    expect(start.hasAttribute('disabled') || start.getAttribute('data-disabled') === 'true').toBe(true);
    expect(screen.getByTestId('why-not-refund').textContent).toMatch(/no order to refund/);
    const remove = screen.getByRole('menuitem', { name: /^Remove from this Mango…/, hidden: true });
    expect(remove.hasAttribute('disabled') || remove.getAttribute('data-disabled') === 'true').toBe(false);
    expect(bridge.callsTo('customers.revokeSubscription')).toEqual([]);
  });

  it('stays enabled for one made through the API', async () => {
    const bridge = fakeBridge({
      'customers.subscriptions': () => ({
        subscriptions: [row({ origin: 'api', paymentProvider: 'external' })],
      }),
    });
    show(<SubscriptionsPanel userId={USER} personName="Meera" />, bridge);
    const revoke = await screen.findByRole('button', { name: 'Revoke' });
    expect(revoke.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('subscription-origin')).toBeNull();
  });
});

describe('what main found instead of sending', () => {
  it('says the subscription was already revoked on the service, with when', async () => {
    const bridge = fakeBridge({
      'customers.subscriptions': () => ({ subscriptions: [row({ origin: 'api' })] }),
      'customers.revokeSubscription': () =>
        change({
          status: 'halted',
          alreadyDone: { by: 'elsewhere', at: '2026-03-04T05:06:00.000Z' },
        }),
    });
    show(<SubscriptionsPanel userId={USER} personName="Meera" />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    fireEvent.click(await screen.findByTestId('confirm-write-submit'));
    expect((await screen.findByTestId('subscription-result')).textContent).toMatch(
      /“Starter Course” was already not active on the service \(status halted, last changed .*2026.*\): nothing was sent\./,
    );
  });

  it('after a lost answer, titles the box so and says to check; the retry says the first one landed', async () => {
    let attempt = 0;
    const bridge = fakeBridge({
      'customers.subscriptions': () => ({ subscriptions: [row({ origin: 'api' })] }),
      'customers.revokeSubscription': () =>
        ++attempt === 1
          ? failure({ kind: 'network', message: 'The connection was lost.', outcome: 'unknown' })
          : change({ status: 'halted', alreadyDone: { by: 'lost_answer', at: null } }),
    });
    show(<SubscriptionsPanel userId={USER} personName="Meera" />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByTestId('confirm-write');
    fireEvent.click(within(confirm).getByTestId('confirm-write-submit'));
    await waitFor(() => expect(confirm.textContent).toMatch(/The answer was lost/));
    expect(confirm.textContent).toMatch(/may have reached the service/);
    // The list is read again after the failure too, so the row shows what the service holds.
    await waitFor(() => expect(bridge.callsTo('customers.subscriptions').length).toBeGreaterThan(1));
    fireEvent.click(within(confirm).getByTestId('confirm-write-submit'));
    expect((await screen.findByTestId('subscription-result')).textContent).toMatch(
      /The earlier revoke of “Starter Course” reached the service \(its answer was lost\): status halted\. Nothing was sent again\./,
    );
  });
});
