import type { Mango } from '../../../src/shared/contract/mangoes';

/** A one-time Mango as the sandbox's demo fixture holds it (Starter Course), for rule tests and the benchmark. */
export const starterCourse: Mango = {
  _id: 'ae0000000000000000000003',
  title: 'Starter Course',
  description: 'Learn',
  descriptionHtml: '<p>Learn</p>',
  type: 'onetime',
  recurringType: null,
  price: 499,
  currency: 'INR',
  inrAmount: 499,
  usdAmount: 6,
  eurAmount: null,
  isHidden: false,
  coverContents: ['https://cdn.test/a.jpg'],
  introVideo: null,
  differentialPricing: null,
  settings: { includeGST: false, priceIncludesGST: false, otpless: false, showTdsField: false },
  pricing: { strikeThrough: { inr: 999, usd: 15, eur: 14 } },
  access: {
    startsAt: '2025-01-01T00:00:00.000Z',
    validityDays: 365,
    trialDays: null,
    maxBillingCycles: null,
    seatLimit: 2000,
    seatLabel: 'learners',
    allowMultipleQuantity: false,
  },
};
