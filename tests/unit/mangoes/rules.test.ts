import { describe, expect, it } from 'vitest';
import type { Mango } from '../../../src/shared/contract/mangoes';
import { starterCourse as oneTime } from './sample-mango';
import { diffDraft, diffLineText } from '../../../src/shared/areas/mangoes/domain/draft';
import { getAt, type JsonValue } from '../../../src/shared/areas/mangoes/domain/json';
import { buildPatchBody } from '../../../src/shared/areas/mangoes/domain/patch';
import { fieldAt } from '../../../src/shared/areas/mangoes/domain/fields';
import { formatMoney } from '../../../src/shared/areas/mangoes/domain/money';
import {
  hasErrors,
  lockReason,
  validateChanges,
  type RuleIssue,
} from '../../../src/shared/areas/mangoes/domain/rules';

const recurring: Mango = { ...oneTime, type: 'recurring', recurringType: 'monthly', price: 999 };

const errors = (issues: RuleIssue[]) => issues.filter((i) => i.severity === 'error');
const rulesOf = (issues: RuleIssue[], path?: string) =>
  errors(issues)
    .filter((i) => path === undefined || i.path === path)
    .map((i) => i.rule);

describe('rule 1: the path id is authoritative, unknown fields are stripped', () => {
  it('refuses _id and unknown fields and never puts them in the body', () => {
    const changes = { _id: 'ffffffffffffffffffffffff', createChatroom: true, title: 'New' };
    expect(rulesOf(validateChanges(oneTime, changes), '_id')).toEqual([1]);
    expect(rulesOf(validateChanges(oneTime, changes), 'createChatroom')).toEqual([1]);
    expect(buildPatchBody(oneTime, changes)).toEqual({ title: 'New' });
  });
});

describe('rule 2: omitted keeps, false and 0 replace, lists replace whole', () => {
  it('sends false and 0 as real values and leaves omitted leaves out', () => {
    const body = buildPatchBody(oneTime, { isHidden: true, 'settings.otpless': true, 'access.trialDays': 0 });
    expect(body).toEqual({ isHidden: true, settings: { otpless: true }, access: { trialDays: 0 } });
    expect(buildPatchBody({ ...oneTime, isHidden: true }, { isHidden: false })).toEqual({ isHidden: false });
  });
  it('says that an empty list clears every item, and sends it whole', () => {
    const issues = validateChanges(oneTime, { coverContents: [] });
    expect(hasErrors(issues)).toBe(false);
    expect(issues).toContainEqual(
      expect.objectContaining({
        path: 'coverContents',
        rule: 2,
        message: expect.stringMatching(/empty list removes every cover item/),
      }),
    );
    expect(buildPatchBody(oneTime, { coverContents: [] })).toEqual({ coverContents: [] });
  });
  it('refuses more than 10 remote media items in one update', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `https://cdn.test/${i}.jpg`);
    expect(errors(validateChanges(oneTime, { coverContents: eleven }))[0]).toMatchObject({
      errorCode: 'REMOTE_MEDIA_TOO_MANY_ITEMS',
    });
    expect(hasErrors(validateChanges(oneTime, { coverContents: eleven.slice(1) }))).toBe(false);
  });
});

describe('rule 3: null clears only the listed fields', () => {
  it('allows clearing per-currency prices, strike-through, validity, trial, billing cap, seat limit and label', () => {
    for (const path of [
      'inrAmount',
      'usdAmount',
      'pricing.strikeThrough',
      'pricing.strikeThrough.usd',
      'access.validityDays',
      'access.trialDays',
      'access.maxBillingCycles',
      'access.seatLimit',
      'access.seatLabel',
    ])
      expect(errors(validateChanges(oneTime, { [path]: null })), path).toEqual([]);
    expect(buildPatchBody(oneTime, { 'pricing.strikeThrough': null, 'access.seatLimit': null })).toEqual({
      pricing: { strikeThrough: null },
      access: { seatLimit: null },
    });
  });
  it('refuses null for a field neither list names, citing rule 3', () => {
    expect(rulesOf(validateChanges(oneTime, { isHidden: null }), 'isHidden')).toEqual([3]);
    expect(rulesOf(validateChanges(oneTime, { currency: null }), 'currency')).toEqual([3]);
  });
  it('refuses clearing a whole group while also setting one of its currencies', () => {
    const issues = validateChanges(oneTime, {
      'pricing.strikeThrough': null,
      'pricing.strikeThrough.inr': 5,
    });
    expect(rulesOf(issues, 'pricing.strikeThrough.inr')).toEqual([3]);
  });
});

describe('rule 4: null is refused for titles, descriptions, lists, type, frequency, base price, settings, start, quantity', () => {
  it.each([
    'title',
    'description',
    'descriptionHtml',
    'coverContents',
    'price',
    'settings.otpless',
    'settings.showTdsField',
    'access.allowMultipleQuantity',
  ])('refuses null for %s', (path) => {
    expect(rulesOf(validateChanges(oneTime, { [path]: null }), path)).toEqual([4]);
  });
  it('refuses null for type and access.startsAt under rule 4 as well as rule 6', () => {
    expect(rulesOf(validateChanges(oneTime, { type: null }), 'type')).toEqual([4, 6]);
    expect(rulesOf(validateChanges(recurring, { recurringType: null }), 'recurringType')).toEqual([4, 6]);
  });
});

describe('rule 5: at most one description form', () => {
  it('refuses changing both forms, on both fields', () => {
    const issues = validateChanges(oneTime, { description: 'A', descriptionHtml: '<p>B</p>' });
    expect(rulesOf(issues, 'description')).toEqual([5]);
    expect(rulesOf(issues, 'descriptionHtml')).toEqual([5]);
    expect(hasErrors(validateChanges(oneTime, { description: 'A' }))).toBe(false);
  });
  it('does not count an untouched form that merely echoes the stored value', () => {
    expect(hasErrors(validateChanges(oneTime, { description: 'A', descriptionHtml: '<p>Learn</p>' }))).toBe(
      false,
    );
  });
});

describe('rule 6: immutable fields may only carry their current value', () => {
  it('refuses a new type or access start on any Mango', () => {
    expect(rulesOf(validateChanges(oneTime, { type: 'free' }), 'type')).toEqual([6]);
    expect(
      rulesOf(validateChanges(oneTime, { 'access.startsAt': '2030-01-01T00:00:00.000Z' }), 'access.startsAt'),
    ).toEqual([6]);
    expect(errors(validateChanges(oneTime, { type: 'onetime' }))).toEqual([]);
  });
  it.each([
    ['recurringType', 'yearly'],
    ['price', 1099],
    ['inrAmount', 1099],
    ['usdAmount', 13],
    ['eurAmount', 12],
    ['currency', 'USD'],
    ['settings.includeGST', true],
    ['settings.priceIncludesGST', true],
  ])('refuses changing %s on a recurring Mango', (path, value) => {
    expect(rulesOf(validateChanges(recurring, { [path]: value }), path)).toContain(6);
    const current = getAt(recurring, path as string) as JsonValue;
    expect(rulesOf(validateChanges(recurring, { [path]: current }), path)).not.toContain(6);
  });
  it('keeps one-time price, differential pricing, GST and strike-through editable', () => {
    const changes = {
      price: 399,
      'differentialPricing.usd': 5,
      'settings.includeGST': true,
      'pricing.strikeThrough.inr': 799,
    };
    expect(errors(validateChanges(oneTime, changes))).toEqual([]);
    const { price: _price, 'settings.includeGST': _gst, ...recurringEditable } = changes;
    expect(errors(validateChanges(recurring, recurringEditable))).toEqual([]);
  });
});

describe('the editor locks exactly the fields the rules refuse to change', () => {
  const lock = (base: Mango, path: string) => lockReason(fieldAt(path)!, base);
  it('locks type everywhere and recurring-only fields on a recurring Mango, saying why in plain words', () => {
    expect(lock(oneTime, 'type')).toMatch(/^Fixed once the Mango is created/);
    expect(lock(recurring, 'price')).toMatch(/^Fixed on a recurring Mango/);
    expect(lock(oneTime, 'price')).toBeNull();
    expect(lock(recurring, 'title')).toBeNull();
  });
  it('locks the billing frequency of a Mango that is not recurring with the message rule 7 gives', () => {
    const message = lock(oneTime, 'recurringType');
    expect(message).toBe(validateChanges(oneTime, { recurringType: 'monthly' })[0]?.message);
    expect(lock(recurring, 'recurringType')).toMatch(/^Fixed on a recurring Mango/);
  });
});

describe('rule 7: what the console can check of the resulting Mango', () => {
  it('refuses a price on a free Mango and a frequency on a one-time Mango', () => {
    const free: Mango = { ...oneTime, type: 'free', price: 0 };
    expect(rulesOf(validateChanges(free, { price: 10 }), 'price')).toEqual([7]);
    expect(rulesOf(validateChanges(oneTime, { recurringType: 'monthly' }), 'recurringType')).toEqual([7]);
  });
  it('refuses out-of-range values and says the seat limit is checked against live subscribers', () => {
    expect(rulesOf(validateChanges(oneTime, { 'access.seatLimit': 0 }), 'access.seatLimit')).toEqual([7]);
    expect(errors(validateChanges(oneTime, { 'access.validityDays': 1.5 }))[0]?.message).toMatch(
      /whole number/,
    );
    expect(rulesOf(validateChanges(oneTime, { introVideo: 'javascript:alert(1)' }), 'introVideo')).toEqual([
      7,
    ]);
    const notices = validateChanges(oneTime, { 'access.seatLimit': 40, price: 100 }).filter(
      (i) => i.severity === 'notice',
    );
    expect(notices.map((n) => n.message).join(' ')).toMatch(
      /people subscribed now.*coupon is worth more|coupon is worth more.*people subscribed now/s,
    );
  });
});

describe('rule 8: side effects are announced', () => {
  it('names the room rename, thumbnail, funnel notice and transcoding', () => {
    const issues = validateChanges(oneTime, {
      title: 'Renamed',
      introVideo: 'https://cdn.test/intro.mp4',
      price: 599,
      coverContents: ['https://cdn.test/a.jpg', 'https://cdn.test/new.mp4'],
    });
    const rule8 = issues.filter((i) => i.rule === 8).map((i) => i.path);
    expect(rule8.sort()).toEqual(['coverContents', 'introVideo', 'price', 'title']);
  });
});

describe('rule 9 and the diff', () => {
  it('lists changes as label: old -> new, with clears visible and weighty fields called out', () => {
    const lines = diffDraft(oneTime, { price: 399, 'access.seatLimit': null, title: 'Starter Course' });
    expect(lines.map(diffLineText)).toEqual([
      `Base price: ${formatMoney(499, 'INR')} -> ${formatMoney(399, 'INR')}`,
      'Seat limit: 2000 -> (cleared)',
    ]);
    expect(lines.map((l) => [l.kind, l.weighty])).toEqual([
      ['set', true],
      ['clear', true],
    ]);
  });
});
