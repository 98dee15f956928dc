import { describe, expect, it } from 'vitest';
import { priceDisagreement } from '@shared/areas/mangoes/domain/price-agreement';

const stored = { price: 499, currency: 'INR', inrAmount: 499, usdAmount: 6 };

describe('priceDisagreement', () => {
  it('names the INR price left at 499 when the base price of an INR Mango becomes 599', () => {
    expect(priceDisagreement(stored, { price: 599 })).toEqual({
      currency: 'INR',
      base: 599,
      perCurrency: 499,
      perCurrencyPath: 'inrAmount',
      perCurrencyLabel: 'INR price',
      changed: 'base',
    });
  });

  it('finds nothing once both prices are changed to the same amount', () => {
    expect(priceDisagreement(stored, { price: 599, inrAmount: 599 })).toBeNull();
  });

  it('says the per-currency price was the one changed', () => {
    expect(priceDisagreement(stored, { inrAmount: 450 })?.changed).toBe('perCurrency');
  });

  it('compares with the price of the new currency when the draft changes the currency', () => {
    expect(priceDisagreement(stored, { currency: 'USD' })).toMatchObject({
      currency: 'USD',
      base: 499,
      perCurrency: 6,
      perCurrencyLabel: 'USD price',
    });
  });

  it('leaves alone a disagreement the draft did not make, and a price that was cleared', () => {
    expect(priceDisagreement({ ...stored, inrAmount: 450 }, { title: 'x' })).toBeNull();
    expect(priceDisagreement(stored, { inrAmount: null })).toBeNull();
  });
});
