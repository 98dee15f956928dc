import type { JsonValue } from './json';
import type { Changes } from './draft';

/** What a draft's pricing says once its changes are laid over the stored Mango. */
export interface PriceDisagreement {
  /** The Mango's own currency (upper case). */
  currency: string;
  /** The base price after the draft. */
  base: number;
  /** The per-currency price of the same currency after the draft (`inrAmount` for INR…). */
  perCurrency: number;
  /** The field that holds `perCurrency`, and its label in the editor. */
  perCurrencyPath: string;
  perCurrencyLabel: string;
  /** Which of the two the draft changed (the other kept its stored value). */
  changed: 'base' | 'perCurrency' | 'both';
}

const perCurrencyField: Record<string, { path: string; label: string }> = {
  INR: { path: 'inrAmount', label: 'INR price' },
  USD: { path: 'usdAmount', label: 'USD price' },
  EUR: { path: 'eurAmount', label: 'EUR price' },
};

function valueAfter(stored: Record<string, unknown>, changes: Changes, path: string): JsonValue | undefined {
  if (path in changes) return changes[path];
  return stored[path] as JsonValue | undefined;
}

/**
 * The base price and the per-currency price of the Mango's own currency after a draft, when the draft made
 * them differ (a change to one left the other as it was). The service stores both: the docs give the base
 * price as the price "in creator's currency" and derive the other currencies from it unless differential
 * pricing sets them, so a buyer could be shown either number. `null` when they agree, when either is not a
 * number, or when the draft touched neither (a disagreement the service already holds is not the draft's).
 */
export function priceDisagreement(
  stored: Record<string, unknown>,
  changes: Changes,
): PriceDisagreement | null {
  const currencyValue = valueAfter(stored, changes, 'currency');
  const currency = typeof currencyValue === 'string' ? currencyValue.toUpperCase() : 'INR';
  const field = perCurrencyField[currency];
  if (!field) return null;
  const baseChanged = 'price' in changes || 'currency' in changes;
  const perChanged = field.path in changes;
  if (!baseChanged && !perChanged) return null;
  const base = valueAfter(stored, changes, 'price');
  const perCurrency = valueAfter(stored, changes, field.path);
  if (typeof base !== 'number' || typeof perCurrency !== 'number' || base === perCurrency) return null;
  return {
    currency,
    base,
    perCurrency,
    perCurrencyPath: field.path,
    perCurrencyLabel: field.label,
    changed: baseChanged && perChanged ? 'both' : baseChanged ? 'base' : 'perCurrency',
  };
}
