import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setDisplayLocale } from '../../../../src/shared/format';
import {
  orderSubscriptions,
  SubscriptionsPanel,
} from '../../../../src/renderer/src/areas/customers/SubscriptionsPanel';
import { describeWrite } from '../../../../src/renderer/src/areas/customers/write-actions';
import { failure, fakeBridge, wait } from '../fake-bridge';
import { MANGO, row, show, USER } from './helpers';

/*
 * "Remove from this Mango" on a subscription row (revoke-user), and a long list: active ones first, ten
 * to a page.
 */

async function openRemove(title = 'Starter Course') {
  fireEvent.click(await screen.findByRole('button', { name: `More actions on ${title}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove from this Mango…', hidden: true }));
  return screen.findByTestId('confirm-write');
}

beforeAll(() => setDisplayLocale('en-GB'));
afterEach(cleanup);

describe('removing a person from a Mango', () => {
  it('says what happens: access ends at once, not undoable, adding back is a migration', () => {
    const words = describeWrite('remove', row(), 'Meera');
    expect(words.what).toMatch(/Removes Meera from “Starter Course”.*access ends at once/);
    expect(words.what).toMatch(/customers page/);
    expect(words.undo).toMatch(/cannot be undone.*migration/);
  });

  it('sends once after the confirmation, disabled while pending, then reads the list again', async () => {
    const bridge = fakeBridge({
      'customers.subscriptions': () => ({ subscriptions: [row()] }),
      'customers.removeFromMango': () => wait,
    });
    show(<SubscriptionsPanel userId={USER} personName="Meera" />, bridge);
    const confirm = await openRemove();
    expect(confirm.textContent).toMatch(/Not undoable/);
    expect(confirm.textContent).toMatch(/Bulk jobs/);
    expect(bridge.callsTo('customers.removeFromMango')).toEqual([]);
    const submit = within(confirm).getByTestId('confirm-write-submit');
    expect(submit.textContent).toBe('Remove now');
    fireEvent.click(submit);
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(true));
    fireEvent.click(submit);
    expect(bridge.callsTo('customers.removeFromMango')).toEqual([
      { profileId: 'p1', userId: USER, mangoId: MANGO, mangoTitle: 'Starter Course' },
    ]);
    bridge.calls
      .find((c) => c.channel === 'customers.removeFromMango')
      ?.answer({
        mangoId: MANGO,
        result: 'success',
        message: 'Removed from “Starter Course”: access ended now.',
      });
    expect((await screen.findByTestId('subscription-result')).textContent).toMatch(
      /Removed from “Starter Course”/,
    );
    await waitFor(() => expect(bridge.callsTo('customers.subscriptions')).toHaveLength(2));
  });

  it('shows a refusal with its cause and errorCode, and a missing API key as nothing sent', async () => {
    let answer = 0;
    const bridge = fakeBridge({
      'customers.subscriptions': () => ({ subscriptions: [row()] }),
      'customers.removeFromMango': () =>
        ++answer === 1
          ? failure({ status: 404, errorCode: 'MANGO_NOT_FOUND', message: 'The service does not know it.' })
          : failure({
              kind: 'validation',
              outcome: 'not_sent',
              message: 'This profile has no API key. Add the key on the Profiles screen.',
            }),
    });
    show(<SubscriptionsPanel userId={USER} personName="Meera" />, bridge);
    const confirm = await openRemove();
    fireEvent.click(within(confirm).getByTestId('confirm-write-submit'));
    expect(await within(confirm).findByText('The service does not know it.')).toBeTruthy();
    expect(within(confirm).getByText('404 MANGO_NOT_FOUND')).toBeTruthy();
    fireEvent.click(within(confirm).getByTestId('confirm-write-submit'));
    expect(await within(confirm).findByText(/Profiles screen/)).toBeTruthy();
    expect(within(confirm).getByText('Nothing was sent')).toBeTruthy();
  });

  it('is offered only on a subscription that gives access', async () => {
    const bridge = fakeBridge({
      'customers.subscriptions': () => ({ subscriptions: [row({ status: 'halted' })] }),
    });
    show(<SubscriptionsPanel userId={USER} personName="Meera" />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions on Starter Course' }));
    const item = await screen.findByRole('menuitem', { name: /^Remove from this Mango…/, hidden: true });
    expect(item.hasAttribute('disabled') || item.getAttribute('data-disabled') === 'true').toBe(true);
    expect(item.textContent).toMatch(/Not active: there is no access to end/);
  });
});

describe('a person with many subscriptions', () => {
  const many = Array.from({ length: 30 }, (_, i) =>
    row({
      _id: `5b00000000000000000000${String(i).padStart(2, '0')}`,
      mangoTitle: `Mango ${i}`,
      status: i % 3 === 0 ? 'active' : 'expired',
      subscribedAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    }),
  );

  it('puts active ones first, newest first within each', () => {
    const ordered = orderSubscriptions(many).map((r) => r.mangoTitle);
    expect(ordered.slice(0, 3)).toEqual(['Mango 27', 'Mango 24', 'Mango 21']);
    expect(ordered[10]).toBe('Mango 29');
  });

  it('shows ten to a page with the count, and pages on', async () => {
    const bridge = fakeBridge({ 'customers.subscriptions': () => ({ subscriptions: many }) });
    show(<SubscriptionsPanel userId={USER} personName="Meera" />, bridge);
    expect((await screen.findByTestId('subscriptions-count')).textContent).toBe('10 active of 30');
    const table = screen.getByTestId('subscription-table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 of 30, active ones first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('21–30 of 30, active ones first')).toBeTruthy();
    expect(within(table).getByText('Mango 1')).toBeTruthy();
    expect(within(table).queryByText('Mango 27')).toBeNull();
  });
});
