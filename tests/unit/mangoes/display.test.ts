import { describe, expect, it } from 'vitest';
import type { Mango } from '../../../src/shared/contract/mangoes';
import {
  diffDraft,
  diffLineText,
  formatStored,
  formatValue,
} from '../../../src/shared/areas/mangoes/domain/draft';
import { mangoFields } from '../../../src/shared/areas/mangoes/domain/fields';
import { buildPatchBody } from '../../../src/shared/areas/mangoes/domain/patch';
import { currencyLabel, formatMoney } from '../../../src/shared/areas/mangoes/domain/money';
import {
  APPLY_WARNING,
  lockReason,
  mangoRules,
  validateChanges,
} from '../../../src/shared/areas/mangoes/domain/rules';
import { starterCourse } from './sample-mango';

/** Words a person must never meet on a screen: rule numbers, wire words and developer terms. */
const JARGON = /\brule \d|\bweighty\b|idempoten|\bnull\b|\bPATCH\b|transcod|http\(s\)|IMPACTED_COUPONS/i;

describe('what the Mango screens say, in plain words', () => {
  it('has no rule numbers or developer words in any rule message, lock reason, help text or warning', () => {
    const recurring: Mango = { ...starterCourse, type: 'recurring', recurringType: 'monthly' };
    const messages: string[] = [APPLY_WARNING, ...Object.values(mangoRules)];
    for (const base of [starterCourse, recurring]) {
      for (const field of mangoFields) {
        messages.push(lockReason(field, base) ?? '');
        for (const value of [null, -1, 1.5, 'x', true, ['javascript:x'], 999999]) {
          messages.push(...validateChanges(base, { [field.path]: value }).map((i) => i.message));
        }
      }
      messages.push(
        ...validateChanges(base, {
          _id: 'x',
          bogus: 1,
          description: 'a',
          descriptionHtml: 'b',
          title: 'New',
          introVideo: 'https://cdn.test/v.mp4',
          coverContents: ['https://cdn.test/n.mp4'],
          'access.seatLimit': 3,
          price: 1,
          'pricing.strikeThrough': null,
          'pricing.strikeThrough.inr': 4,
        }).map((i) => i.message),
      );
    }
    const offending = messages.filter((m) => JARGON.test(m));
    expect(offending).toEqual([]);
    expect(messages.filter(Boolean).length).toBeGreaterThan(100);
  });
});

describe('money and currency codes', () => {
  it('shows upper-case ISO codes with the amount through Intl', () => {
    expect(formatMoney(1299, 'inr', 'en-GB')).toBe('INR 1,299');
    expect(formatMoney(6.5, 'USD', 'en-GB')).toBe('USD 6.50');
    expect(formatMoney(5, 'eur', 'de-DE')).toBe('5 EUR');
    expect(formatMoney(12, 'not a code', 'en-GB')).toBe('not a code 12');
    expect(currencyLabel('eur')).toBe('EUR');
  });

  it('writes a per-currency map with upper-case codes, a stored null member as none', () => {
    const text = formatStored({ inr: 999, usd: 15, eur: null });
    expect(text).toBe(`${formatMoney(999, 'INR')}, ${formatMoney(15, 'USD')}, EUR (none)`);
    expect(text).not.toMatch(/\binr\b|\busd\b|\beur\b/);
  });

  it('reads per-currency and base prices as money in the diff, yet sends the service’s own keys', () => {
    const changes = { 'differentialPricing.eur': 7, price: 450 };
    const lines = diffDraft({ ...starterCourse, currency: 'USD' }, changes);
    expect(lines.map(diffLineText)).toEqual([
      `Base price: ${formatMoney(499, 'USD')} -> ${formatMoney(450, 'USD')}`,
      `Differential EUR: (not set) -> ${formatMoney(7, 'EUR')}`,
    ]);
    expect(buildPatchBody(starterCourse, changes)).toEqual({ price: 450, differentialPricing: { eur: 7 } });
  });
});

describe('an unchanged field never reads as cleared', () => {
  const withEurNone: Mango = {
    ...starterCourse,
    eurAmount: null,
    // The client reads tolerantly: a currency with no price may come back as null.
    pricing: { strikeThrough: { inr: 999, usd: 15, eur: null as unknown as number } },
  };

  it('shows a stored null as none and only a drafted null as cleared', () => {
    expect(formatStored(null)).toBe('(none)');
    expect(formatValue(null)).toBe('(cleared)');
  });

  it('does not call the untouched EUR member of a currency map cleared when another member changes', () => {
    const lines = diffDraft(withEurNone, { 'pricing.strikeThrough.inr': 899 });
    expect(lines).toHaveLength(1);
    expect(lines.map(diffLineText).join(' ')).not.toMatch(/cleared/);
  });

  it('names the stored EUR of a map being emptied as none, not cleared', () => {
    const [line] = diffDraft(withEurNone, { 'pricing.strikeThrough': null });
    expect(line?.kind).toBe('clear');
    expect(formatStored(line?.before)).toMatch(/EUR \(none\)$/);
    expect(formatStored(line?.before)).not.toMatch(/EUR \(cleared\)/);
  });

  it('leaves an EUR price typed back to its stored none out of the diff and the body', () => {
    expect(diffDraft(withEurNone, { eurAmount: null })).toEqual([]);
    expect(buildPatchBody(withEurNone, { eurAmount: null })).toEqual({});
  });
});
