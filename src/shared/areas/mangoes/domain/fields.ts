import { mangoTypes, recurringTypes } from '../../../contract/mangoes';

/**
 * Every writable field of a Mango as the editor, the diff and the rules see it. A field is a dotted
 * path into the Mango resource (spec "Mango (response of update)"). Two entries are whole objects that
 * may only be cleared (`differentialPricing`, `pricing.strikeThrough`): null clears every currency at
 * once, while their per-currency leaves are edited one by one.
 */
export type FieldKind =
  | 'text'
  | 'longtext'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'enum'
  | 'url'
  | 'urlList'
  | 'datetime'
  | 'clearGroup';

export const fieldGroups = [
  { id: 'basics', label: 'Basics' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'currencyPrices', label: 'Per-currency prices' },
  { id: 'differentialPricing', label: 'Differential pricing' },
  { id: 'strikeThrough', label: 'Strike-through prices' },
  { id: 'gst', label: 'GST and tax' },
  { id: 'access', label: 'Access' },
  { id: 'media', label: 'Media' },
  { id: 'visibility', label: 'Visibility and checkout' },
] as const;
export type FieldGroup = (typeof fieldGroups)[number]['id'];

export interface MangoField {
  path: string;
  label: string;
  group: FieldGroup;
  kind: FieldKind;
  /** Spec rule 3: null clears this field. */
  clearable: boolean;
  /** Spec rule 4: null is refused for this field (otherwise a refused null falls under rule 3). */
  nullForbidden: boolean;
  /** Spec rule 6: may only carry its current value (always, or only on a recurring Mango). */
  immutable?: 'always' | 'recurring';
  /** Money, tax, validity and seat changes are called out in the diff (they reach buyers). */
  weighty: boolean;
  /** An amount in this currency (ISO code); the base price is in the Mango's own `currency`. */
  currency?: 'INR' | 'USD' | 'EUR';
  options?: readonly string[];
  min?: number;
  /** For clearGroup fields: the leaves it clears. */
  children?: readonly string[];
  help?: string;
}

type Spec = Omit<MangoField, 'clearable' | 'nullForbidden' | 'weighty'> &
  Partial<Pick<MangoField, 'clearable' | 'nullForbidden' | 'weighty'>>;

const f = (spec: Spec): MangoField => ({
  clearable: false,
  nullForbidden: false,
  weighty: false,
  ...spec,
});

/** A GST switch: what buyers pay changes with it, so it is weighty and fixed once a plan recurs. */
const gstSwitch = (path: string, label: string): MangoField =>
  f({
    path,
    label,
    group: 'gst',
    kind: 'boolean',
    nullForbidden: true,
    immutable: 'recurring',
    weighty: true,
  });
/** A per-currency amount; its currency is the code at the end of its path (`inrAmount`, `….eur`). */
const price = (path: string, label: string, group: FieldGroup, extra: Partial<Spec> = {}): MangoField =>
  f({
    path,
    label,
    group,
    kind: 'number',
    min: 0,
    clearable: true,
    currency: (/(inr|usd|eur)(Amount)?$/.exec(path)?.[1] ?? 'inr').toUpperCase() as MangoField['currency'],
    ...extra,
  });

export const mangoFields: readonly MangoField[] = [
  f({ path: 'title', label: 'Title', group: 'basics', kind: 'text', nullForbidden: true }),
  f({
    path: 'description',
    label: 'Description (plain text)',
    group: 'basics',
    kind: 'longtext',
    nullForbidden: true,
    help: 'Change this or the HTML form, not both: the service updates both from either one.',
  }),
  f({
    path: 'descriptionHtml',
    label: 'Description (HTML)',
    group: 'basics',
    kind: 'longtext',
    nullForbidden: true,
  }),
  f({
    path: 'type',
    label: 'Type',
    group: 'basics',
    kind: 'enum',
    options: mangoTypes,
    nullForbidden: true,
    immutable: 'always',
  }),
  f({
    path: 'recurringType',
    label: 'Billing frequency',
    group: 'basics',
    kind: 'enum',
    options: recurringTypes,
    nullForbidden: true,
    immutable: 'recurring',
  }),
  f({
    path: 'price',
    label: 'Base price',
    group: 'pricing',
    kind: 'number',
    min: 0,
    nullForbidden: true,
    immutable: 'recurring',
    weighty: true,
  }),
  f({
    path: 'currency',
    label: 'Currency',
    group: 'pricing',
    kind: 'enum',
    options: ['INR', 'USD', 'EUR'],
    immutable: 'recurring',
    weighty: true,
  }),
  price('inrAmount', 'INR price', 'currencyPrices', { immutable: 'recurring', weighty: true }),
  price('usdAmount', 'USD price', 'currencyPrices', { immutable: 'recurring', weighty: true }),
  price('eurAmount', 'EUR price', 'currencyPrices', { immutable: 'recurring', weighty: true }),
  f({
    path: 'differentialPricing',
    label: 'Differential pricing (all currencies)',
    group: 'differentialPricing',
    kind: 'clearGroup',
    clearable: true,
    weighty: true,
    children: ['differentialPricing.inr', 'differentialPricing.usd', 'differentialPricing.eur'],
  }),
  price('differentialPricing.inr', 'Differential INR', 'differentialPricing', { weighty: true }),
  price('differentialPricing.usd', 'Differential USD', 'differentialPricing', { weighty: true }),
  price('differentialPricing.eur', 'Differential EUR', 'differentialPricing', { weighty: true }),
  f({
    path: 'pricing.strikeThrough',
    label: 'Strike-through (all currencies)',
    group: 'strikeThrough',
    kind: 'clearGroup',
    clearable: true,
    children: ['pricing.strikeThrough.inr', 'pricing.strikeThrough.usd', 'pricing.strikeThrough.eur'],
  }),
  price('pricing.strikeThrough.inr', 'Strike-through INR', 'strikeThrough'),
  price('pricing.strikeThrough.usd', 'Strike-through USD', 'strikeThrough'),
  price('pricing.strikeThrough.eur', 'Strike-through EUR', 'strikeThrough'),
  gstSwitch('settings.includeGST', 'Add GST'),
  gstSwitch('settings.priceIncludesGST', 'Price includes GST'),
  f({
    path: 'settings.showTdsField',
    label: 'Show TDS field',
    group: 'gst',
    kind: 'boolean',
    nullForbidden: true,
  }),
  f({
    path: 'access.startsAt',
    label: 'Access starts at',
    group: 'access',
    kind: 'datetime',
    nullForbidden: true,
    immutable: 'always',
  }),
  f({
    path: 'access.validityDays',
    label: 'Validity (days)',
    group: 'access',
    kind: 'integer',
    min: 1,
    clearable: true,
    weighty: true,
  }),
  f({
    path: 'access.trialDays',
    label: 'Trial (days)',
    group: 'access',
    kind: 'integer',
    min: 0,
    clearable: true,
  }),
  f({
    path: 'access.maxBillingCycles',
    label: 'Billing cycle cap',
    group: 'access',
    kind: 'integer',
    min: 1,
    clearable: true,
  }),
  f({
    path: 'access.seatLimit',
    label: 'Seat limit',
    group: 'access',
    kind: 'integer',
    min: 1,
    clearable: true,
    weighty: true,
    help: 'The service refuses a limit below the number of people subscribed now.',
  }),
  f({ path: 'access.seatLabel', label: 'Seat label', group: 'access', kind: 'text', clearable: true }),
  f({
    path: 'access.allowMultipleQuantity',
    label: 'Allow buying several seats',
    group: 'access',
    kind: 'boolean',
    nullForbidden: true,
  }),
  f({
    path: 'coverContents',
    label: 'Cover contents',
    group: 'media',
    kind: 'urlList',
    nullForbidden: true,
    help: 'The whole list is sent and replaces the stored one: an empty list removes every item.',
  }),
  f({ path: 'introVideo', label: 'Intro video', group: 'media', kind: 'url', clearable: true }),
  f({ path: 'isHidden', label: 'Hidden', group: 'visibility', kind: 'boolean' }),
  f({ path: 'isPublic', label: 'Public', group: 'visibility', kind: 'boolean' }),
  f({ path: 'affiliateEnabled', label: 'Affiliates enabled', group: 'visibility', kind: 'boolean' }),
  f({
    path: 'settings.otpless',
    label: 'OTP-less checkout',
    group: 'visibility',
    kind: 'boolean',
    nullForbidden: true,
  }),
];

const byPath = new Map(mangoFields.map((field) => [field.path, field]));

export function fieldAt(path: string): MangoField | undefined {
  return byPath.get(path);
}

/** The clearGroup a leaf belongs to (`pricing.strikeThrough` for `pricing.strikeThrough.inr`). */
export function parentGroupOf(path: string): MangoField | undefined {
  return mangoFields.find((field) => field.kind === 'clearGroup' && field.children?.includes(path));
}

/** Shown in the detail view but never sent: the service manages them. */
export const readOnlyFields: readonly { path: string; label: string }[] = [
  { path: '_id', label: 'Id' },
  { path: 'createdAt', label: 'Created' },
  { path: 'updatedAt', label: 'Last updated' },
  { path: 'checkoutLink', label: 'Checkout link' },
  { path: 'shortLink', label: 'Short link' },
  { path: 'isFree', label: 'Free' },
  { path: 'zeroCostMango', label: 'Zero cost' },
  { path: 'isDeleted', label: 'Deleted' },
];
