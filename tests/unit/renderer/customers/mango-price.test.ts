import { describe, expect, it } from 'vitest';
import { mangoPrice } from '../../../../src/renderer/src/areas/customers/AddSubscriptionModal';

/** The price "Add a subscription" fills in, read from the Mango as the service's public docs show it. */
describe('the Mango price a new subscription is filled in with', () => {
  it('is the base price in the Mango’s currency, as in the docs’ example (price 500, currency USD)', () => {
    // docs.tagmango.com, Get Mango by ID: its example also says "isFree": true beside the price.
    const documented = { price: 500, currency: 'USD', inrAmount: 500, usdAmount: 6, isFree: true };
    expect(mangoPrice(documented)).toEqual({ amount: 500, currency: 'USD' });
  });

  it('reads a currency in any case, and INR when the Mango names none', () => {
    expect(mangoPrice({ price: 499, currency: 'inr' })).toEqual({ amount: 499, currency: 'INR' });
    expect(mangoPrice({ price: 499 })).toEqual({ amount: 499, currency: 'INR' });
  });

  it('is 0 for a free Mango, and nothing at all for a Mango without a price', () => {
    expect(mangoPrice({ type: 'free', currency: 'INR' })).toEqual({ amount: 0, currency: 'INR' });
    expect(mangoPrice({ isFree: true })).toEqual({ amount: 0, currency: 'INR' });
    expect(mangoPrice({ currency: 'INR' })).toBeUndefined();
  });
});
