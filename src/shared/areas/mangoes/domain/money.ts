/**
 * Money as people read it. The service keys per-currency maps in lower case (`differentialPricing.inr`,
 * `pricing.strikeThrough.eur`) and names a Mango's currency in upper case (`"currency": "USD"` in the
 * docs); what is sent keeps the service's own case, and screens always show the upper-case ISO 4217 code.
 */
export const currencyKeys = ['inr', 'usd', 'eur'] as const;

/** "INR" for "inr" (a code as people read it); other text unchanged. */
export function currencyLabel(code: string): string {
  return /^[a-z]{3}$/i.test(code) ? code.toUpperCase() : code;
}

/** True for an object whose keys are all currency keys (`{inr: 499, usd: 6}`). */
export function isCurrencyMap(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (currencyKeys as readonly string[]).includes(key));
}

/**
 * "INR 1,299" or "USD 6.50": the amount through Intl in the currency named by its ISO code (any case), in
 * the given locale (the machine's when absent). Without a currency, or with one Intl does not know, the
 * number alone. Whole amounts show no decimals.
 */
export function formatMoney(amount: number, currency?: string | null, locale?: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const plain = { minimumFractionDigits: digits, maximumFractionDigits: 2 };
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, {
        ...plain,
        style: 'currency',
        currency: currency.toUpperCase(),
        currencyDisplay: 'code',
      })
        .format(amount)
        .replace(/\u00a0/g, ' ');
    } catch {
      // An unknown code: the number, then the code as given (upper case).
      return `${currencyLabel(currency)} ${new Intl.NumberFormat(locale, plain).format(amount)}`;
    }
  }
  return new Intl.NumberFormat(locale, plain).format(amount);
}
