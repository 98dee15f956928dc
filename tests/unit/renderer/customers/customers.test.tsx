import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '../../../../src/shared/areas/customers/channels';
import type { WebhookDelivery } from '../../../../src/shared/areas/webhooks/channels';
import { setDisplayLocale } from '../../../../src/shared/format';
import { AddSubscriptionModal } from '../../../../src/renderer/src/areas/customers/AddSubscriptionModal';
import { readSearch } from '../../../../src/renderer/src/areas/customers/FindPerson';
import { PointsSection } from '../../../../src/renderer/src/areas/customers/PointsSection';
import { courseDeliveriesFor } from '../../../../src/renderer/src/areas/customers/queries';
import { SubscriptionsPanel } from '../../../../src/renderer/src/areas/customers/SubscriptionsPanel';
import { describeWrite, isActive } from '../../../../src/renderer/src/areas/customers/write-actions';
import { failure, fakeBridge, wait } from '../fake-bridge';
import { MANGO, row, show, USER } from './helpers';

const noop = () => undefined;

const change = (over: Partial<SubscriptionRow> = {}) => ({
  ...row(over),
  orderStatus: null,
  transactionId: null,
  isReactivation: false,
  alreadyProcessed: false,
});

beforeAll(() => setDisplayLocale('en-GB'));
afterEach(cleanup);

describe('reading the search field', () => {
  it('tells an email, a phone number and a user id apart, and refuses anything else', () => {
    expect(readSearch(' meera@example.test ')).toEqual({
      kind: 'find',
      input: { email: 'meera@example.test' },
    });
    expect(readSearch('98765 43210')).toEqual({ kind: 'find', input: { phone: '9876543210' } });
    expect(readSearch(USER.toUpperCase())).toEqual({ kind: 'id', id: USER });
    expect(readSearch('meera')).toBeNull();
    expect(readSearch('12')).toBeNull();
  });
});

describe('what a write does, said before it is sent', () => {
  it('says revoke and both refund steps cannot be undone, and grant can', () => {
    expect(describeWrite('grant', row(), 'Meera').undo).toBeNull();
    for (const kind of ['revoke', 'refund-initiate', 'refund-complete'] as const) {
      expect(describeWrite(kind, row(), 'Meera').undo).toMatch(/cannot be undone/);
    }
    expect(describeWrite('revoke', row(), 'Meera').what).toContain('“Starter Course”');
  });

  it('counts an active subscription past its end as ended', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(isActive(row({ expiredAt: '2026-07-01T00:00:00Z' }), now)).toBe(true);
    expect(isActive(row({ expiredAt: '2026-05-01T00:00:00Z' }), now)).toBe(false);
    expect(isActive(row({ status: 'halted' }), now)).toBe(false);
  });
});

describe('course progress from the receiver', () => {
  const delivery = (id: number, event: WebhookDelivery['event'], payload: Record<string, unknown>) =>
    ({ id, event, candidates: [], payload }) as unknown as WebhookDelivery;
  it('keeps the course events about this person, by email or phone', () => {
    const list = [
      delivery(1, 'course.progress', { email: 'MEERA@example.test', completionPercentage: 50 }),
      delivery(2, 'course.completed.100', { phone: 9000000000 }),
      delivery(3, 'course.progress', { email: 'someone@example.test' }),
      delivery(4, 'order.created.completed', { email: 'meera@example.test' }),
    ];
    const mine = courseDeliveriesFor(list, { email: 'meera@example.test', phone: 9000000000 });
    expect(mine.map((d) => d.id)).toEqual([1, 2]);
  });
});

describe('subscriptions panel', () => {
  it('revokes only after the confirmation, once, disabled while pending, then reads the list again', async () => {
    const bridge = fakeBridge({
      'customers.subscriptions': () => ({ subscriptions: [row()] }),
      'webhooks.targets': () => ({ mangoes: [], courses: [], webinars: [] }),
      'customers.revokeSubscription': () => wait,
    });
    show(<SubscriptionsPanel userId={USER} personName="Meera" />, bridge);
    await screen.findByText('Starter Course');
    expect(screen.getByRole('button', { name: 'Grant' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Not undoable')).toBeTruthy();
    expect(bridge.callsTo('customers.revokeSubscription')).toEqual([]);
    const confirm = screen.getByTestId('confirm-write-submit');
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(true));
    fireEvent.click(confirm);
    expect(bridge.callsTo('customers.revokeSubscription')).toEqual([
      { profileId: 'p1', subscriptionId: '5b0000000000000000000009', userId: USER },
    ]);
    bridge.calls
      .find((c) => c.channel === 'customers.revokeSubscription')
      ?.answer(change({ status: 'halted' }));
    expect((await screen.findByTestId('subscription-result')).textContent).toMatch(
      /Revoked “Starter Course”: status halted/,
    );
    await waitFor(() => expect(bridge.callsTo('customers.subscriptions')).toHaveLength(2));
  });

  it('shows why the service refused, in the confirmation', async () => {
    const bridge = fakeBridge({
      'customers.subscriptions': () => ({ subscriptions: [row()] }),
      'customers.revokeSubscription': () =>
        failure({
          status: 400,
          errorCode: 'SUBSCRIPTION_NOT_EXTERNAL',
          message: 'made another way',
          outcome: 'refused',
        }),
    });
    show(<SubscriptionsPanel userId={USER} personName="Meera" />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    fireEvent.click(await screen.findByTestId('confirm-write-submit'));
    expect(await screen.findByText('made another way')).toBeTruthy();
    expect(screen.getByText('400 SUBSCRIPTION_NOT_EXTERNAL')).toBeTruthy();
    // A definite refusal: titled so, and never "may have reached the service".
    const confirm = screen.getByTestId('confirm-write');
    expect(confirm.textContent).toMatch(/The service refused.*Nothing was changed on the service/);
    expect(confirm.textContent).not.toMatch(/may have reached/);
  });

  it('says so when the person holds no subscription', async () => {
    const bridge = fakeBridge({ 'customers.subscriptions': () => ({ subscriptions: [] }) });
    show(<SubscriptionsPanel userId={USER} personName="Meera" />, bridge);
    expect((await screen.findByTestId('subscriptions-empty')).textContent).toMatch(
      /Meera holds no subscription/,
    );
  });
});

describe('add a subscription', () => {
  it('sends the same transaction id on a retry after a failure', async () => {
    let attempt = 0;
    const bridge = fakeBridge({
      'webhooks.targets': () => ({
        mangoes: [{ _id: MANGO, title: 'Starter Course' }],
        courses: [],
        webinars: [],
      }),
      'customers.createSubscription': () =>
        ++attempt === 1 ? failure({ kind: 'timeout', message: 'no answer' }) : change(),
    });
    let done = 0;
    show(
      <AddSubscriptionModal userId={USER} person="Meera" onDone={() => (done += 1)} onClose={noop} />,
      bridge,
    );
    const mango = await screen.findByTestId('add-subscription-mango');
    await waitFor(() => expect(mango.getAttribute('placeholder')).toBe('Pick a Mango'));
    mango.focus();
    fireEvent.click(mango);
    fireEvent.change(mango, { target: { value: 'Starter' } });
    // The dropdown sits in a portal the modal's transition still hides from the accessibility tree.
    fireEvent.click(await screen.findByRole('option', { name: 'Starter Course', hidden: true }));
    fireEvent.change(screen.getByTestId('add-subscription-amount'), { target: { value: '499' } });
    fireEvent.click(screen.getByTestId('add-subscription-submit'));
    expect(await screen.findByText('no answer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again (same transaction id)' }));
    await waitFor(() => expect(done).toBe(1));
    const [first, second] = bridge.callsTo('customers.createSubscription');
    expect(first).toMatchObject({ userId: USER, mangoId: MANGO, amount: 499, currency: 'INR' });
    expect(String(first?.transactionId)).toMatch(/^console_[0-9a-f]{32}$/);
    expect(second?.transactionId).toBe(first?.transactionId);
  });
});

describe('add a subscription: the amount', () => {
  it('is filled in from the chosen Mango’s price as the service holds it, says so, and stays editable', async () => {
    const bridge = fakeBridge({
      'webhooks.targets': () => ({
        mangoes: [{ _id: MANGO, title: 'Starter Course' }],
        courses: [],
        webinars: [],
      }),
      'mangoes.get': () => ({
        mango: { _id: MANGO, title: 'Starter Course', price: 599, currency: 'USD', type: 'onetime' },
        fetchedAt: '2026-11-28T09:00:00.000Z',
        source: 'service' as const,
      }),
      'customers.createSubscription': () => change(),
    });
    show(<AddSubscriptionModal userId={USER} person="Meera" onDone={noop} onClose={noop} />, bridge);
    const mango = await screen.findByTestId('add-subscription-mango');
    await waitFor(() => expect(mango.getAttribute('placeholder')).toBe('Pick a Mango'));
    mango.focus();
    fireEvent.click(mango);
    fireEvent.change(mango, { target: { value: 'Starter' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Starter Course', hidden: true }));
    const amount = screen.getByTestId('add-subscription-amount') as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('599'));
    expect((screen.getByTestId('add-subscription-currency') as HTMLInputElement).value).toBe('USD');
    expect(bridge.callsTo('mangoes.get')[0]).toMatchObject({ mangoId: MANGO });
    expect(
      screen.getByText(/Filled in from the Mango's price, 599 USD \(as the service holds it\)/),
    ).toBeTruthy();
    fireEvent.change(amount, { target: { value: '450' } });
    expect(await screen.findByText(/Changed from the Mango's price, 599 USD/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-subscription-submit'));
    await waitFor(() => expect(bridge.callsTo('customers.createSubscription')).toHaveLength(1));
    expect(bridge.callsTo('customers.createSubscription')[0]).toMatchObject({ amount: 450, currency: 'USD' });
  });
});

describe('points and badges section', () => {
  it('is a labelled section with the person’s v1 points, badges and ledger, and the assignment actions', async () => {
    const bridge = fakeBridge({
      'gamification.userPoints': () => ({
        person: { _id: USER, name: 'Meera Iyer', email: 'meera@example.test' },
        badges: [{ _id: 'bad000000000000000000001', name: 'Rising Star' }],
        points: [{ type: 'dailyActive', score: 100 }],
        totalScore: 100,
      }),
      'gamification.ledger': () => ({ entries: [], total: 0, page: 1, limit: 20, hasNext: false }),
    });
    show(<PointsSection userId={USER} />, bridge);
    const section = screen.getByRole('region', { name: 'Points and badges' });
    expect(await within(section).findByText('Rising Star')).toBeTruthy();
    expect(within(section).getByText('Daily active')).toBeTruthy();
    expect(within(section).getByTestId('person-assign-badges')).toBeTruthy();
    expect(bridge.callsTo('gamification.userPoints')[0]).toMatchObject({ person: { userId: USER } });
    // The deprecated all-users read (10 calls a minute) is not used here.
    expect(bridge.callsTo('gamification.points')).toEqual([]);
  });
});
