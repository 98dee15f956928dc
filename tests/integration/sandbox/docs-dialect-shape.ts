import type { OperationName } from '../../../src/shared/contract/operations';

/*
 * How docs-dialect.test.ts compares an answer of the sandbox with a documented body: the shape comparer and
 * the few documented differences it allows, each with its reason.
 */

type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';
export const typeOf = (v: unknown): JsonType =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : (typeof v as 'string' | 'number' | 'boolean' | 'object');

/**
 * Keys the sandbox sends beyond a complete (not truncated) documented body, with the reason. Keep it short:
 * each entry is a field the spec requires that the docs example omits.
 */
export const EXTRA_KEYS: Array<{ operations: OperationName[]; path: string; keys: string[]; why: string }> = [
  {
    operations: ['getMango', 'createMango'],
    path: '',
    keys: [
      'descriptionHtml',
      'type',
      'introVideo',
      'checkoutLink',
      'shortLink',
      'differentialPricing',
      'settings',
      'pricing',
      'access',
    ],
    why: "the spec's Mango table lists them and the Mango update rules (immutability, seat limit) read them",
  },
  {
    operations: ['listCourses'],
    path: 'data[]',
    keys: ['modules', 'drip'],
    why: 'the drip follow-up after a new module reads them where the service sends them (unknown otherwise)',
  },
  {
    operations: ['userCollectivePoints'],
    path: '',
    keys: ['custom', 'signUpThroughAffiliate'],
    why: 'the page: custom point types (and every system type a person has) are all returned',
  },
];

/**
 * Documented answers keyed by ids (assign points: fan id -> points id): the fixture's ids are other ids, so
 * the values are compared, not the keys.
 */
export const ID_KEYED: readonly OperationName[] = ['assignPoints'];

/**
 * Values the sandbox may send as null where the docs example shows a value, with the reason: the docs
 * sample a fully populated record, the state has records where the field is unset.
 */
export const NULLABLE: Array<{ operations: OperationName[]; paths: string[]; why: string }> = [
  {
    operations: ['getMango', 'createMango'],
    paths: ['inrAmount', 'usdAmount', 'eurAmount', 'recurringType'],
    why: 'no per-currency price set; recurringType only on recurring Mangoes (spec: Mango)',
  },
  {
    operations: ['listVideoCalls'],
    paths: [
      'data[].calls[].mango.inrAmount',
      'data[].calls[].mango.usdAmount',
      'data[].calls[].mango.eurAmount',
      'data[].calls[].mango.recurringType',
    ],
    why: 'the call’s Mango, same reasons as getMango',
  },
  {
    operations: ['listUserSubscriptions'],
    paths: ['[].expiredAt', '[].nextChargeAt'],
    why: 'lifetime access has no end; a manual (migrated) subscription is never charged',
  },
  {
    operations: ['listCertificateTemplates'],
    paths: ['[].course', '[].workshop', '[].sentAt'],
    why: 'a Mango certificate has no course or workshop; one never sent has no sending time',
  },
  {
    operations: ['createSubscription', 'grantSubscription', 'revokeSubscription', 'refundSubscription'],
    paths: ['expiredAt'],
    why: 'lifetime access (a one-time Mango without validity days) has no end',
  },
  {
    operations: ['updateCourse', 'createCourse'],
    paths: ['firstChapter', 'secondChapter', 'settings.validityInDays', 'settings.showAsLocked.mangoToSell'],
    why: 'a course without chapters, without a validity limit or without a Mango to sell',
  },
  {
    operations: ['createChapter', 'updateChapter'],
    paths: ['assignment', 'embeddedLink'],
    why: 'a chapter without an assignment or an embedded link',
  },
  {
    operations: ['getAppConfig'],
    paths: ['allowedMangoes[].recurringType'],
    why: 'recurringType only on recurring Mangoes (spec: Mango)',
  },
];

/** Compares shapes; returns the differences as readable lines. */
export function shapeDifferences(
  actual: unknown,
  documented: unknown,
  options: { exact: boolean; extra?: (path: string) => string[]; nullable?: (path: string) => boolean },
  path = '',
): string[] {
  const at = path || '(root)';
  if (documented === null) return []; // the docs show no type for it
  const want = typeOf(documented);
  const got = typeOf(actual);
  if (got !== want) {
    if (got === 'null' && options.nullable?.(path)) return [];
    return [`${at}: ${got}, documented ${want}`];
  }
  if (want === 'array') {
    const item = (documented as unknown[])[0];
    if (item === undefined) return [];
    return (actual as unknown[]).flatMap((a) => shapeDifferences(a, item, options, `${path}[]`)).slice(0, 20);
  }
  if (want !== 'object') return [];
  const doc = documented as Record<string, unknown>;
  const act = actual as Record<string, unknown>;
  const out: string[] = [];
  const child = (key: string) => (path ? `${path}.${key}` : key);
  for (const key of Object.keys(doc)) {
    if (!(key in act)) out.push(`${at}: missing documented key "${key}"`);
    else out.push(...shapeDifferences(act[key], doc[key], options, child(key)));
  }
  if (options.exact) {
    const allowed = new Set(options.extra?.(path) ?? []);
    for (const key of Object.keys(act)) {
      if (!(key in doc) && !allowed.has(key)) out.push(`${at}: extra key "${key}" not in the docs`);
    }
  }
  return out;
}
