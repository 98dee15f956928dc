import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isActiveSubscription } from '../../../src/main/sandbox/handlers/common';
import type { Sandbox } from '../../../src/main/sandbox/server';
import { operations, type OperationName } from '../../../src/shared/contract/operations';
import { docsOperations, type DocsOperation, type DocsRequest } from '../../helpers/service-docs';
import { ASSET_URLS, CHAPTER_IDS, MANGO_IDS, MODULE_IDS } from '../../../src/main/sandbox/fixture/known-ids';
import { call, type Reply, startSandbox } from './helpers';

/**
 * The sandbox answers in the service's documented dialect: for every corpus entry
 * (tests/fixtures/service-docs) with a documented 2xx body whose operation the sandbox routes, the same
 * request (with fixture ids) goes to a started sandbox over HTTP and the answer's SHAPE must match the
 * documented body: same keys (or, where the stored page is truncated, at least the documented ones), same
 * JSON types, array items shaped like the documented item. Cases come from the corpus, so a new file is
 * tested as soon as it lands (its request falls back to the docs' own request).
 */

type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';
const typeOf = (v: unknown): JsonType =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : (typeof v as 'string' | 'number' | 'boolean' | 'object');

/**
 * Keys the sandbox sends beyond a complete (not truncated) documented body, with the reason. Keep it short:
 * each entry is a field the spec requires that the docs example omits.
 */
const EXTRA_KEYS: Array<{ operations: OperationName[]; path: string; keys: string[]; why: string }> = [
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
const ID_KEYED: readonly OperationName[] = ['assignPoints'];

/**
 * Values the sandbox may send as null where the docs example shows a value, with the reason: the docs
 * sample a fully populated record, the state has records where the field is unset.
 */
const NULLABLE: Array<{ operations: OperationName[]; paths: string[]; why: string }> = [
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

const toColon = (docPath: string) => docPath.replace(/\{(\w+)\}/g, ':$1');

/** The console operation the sandbox routes for a corpus entry, or undefined. */
function routedOperation(op: DocsOperation): OperationName | undefined {
  if (!op.consoleOperation || !(op.consoleOperation in operations)) return undefined;
  const name = op.consoleOperation as OperationName;
  const route = operations[name];
  return route.method === op.method && route.path === toColon(op.path ?? '') ? name : undefined;
}

const FIXTURE_PARAMS: Record<string, string> = {
  mangoId: 'ae0000000000000000000001',
  courseId: 'c0c000000000000000000001',
  userId: 'fa0000000000000000000001',
  badgeId: 'bad000000000000000000001',
  moduleId: MODULE_IDS.foundations1,
  chapterId: CHAPTER_IDS.firstSteps,
};

interface Request {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/**
 * Requests with fixture ids, where the docs' own example does not fit the fixture or the console's request
 * schema. An operation not listed here sends the docs' request as it is, with fixture path ids.
 */
const REQUESTS: Partial<Record<OperationName, (s: Sandbox) => Request>> = {
  verifyToken: () => ({ query: { token: 'demo-user-token-1' } }),
  lookupUser: () => ({ query: { email: 'meera.iyer0@example.test' } }),
  createMango: () => ({
    body: {
      title: 'Premium Fitness Course',
      description: 'A 12-week fitness transformation program.',
      type: 'recurring',
      recurringType: 'monthly',
      price: 500,
    },
  }),
  mangoSubscriberCounts: () => ({ query: { mangoes: 'ae0000000000000000000001,ae0000000000000000000007' } }),
  listVideoCalls: () => ({ query: { limit: 50 } }),
  participantPreview: () => ({ query: { mangoes: 'ae0000000000000000000007' } }),
  createVideoCall: (s) => ({
    body: {
      title: 'Weekly Marketing Call',
      mango: 'ae0000000000000000000003',
      startDate: DateTime.fromMillis(s.clock.now(), { zone: 'Asia/Kolkata' })
        .plus({ days: 12 })
        .toFormat('yyyy-MM-dd'),
      fromTime: '03:10',
      timezoneName: 'Asia/Calcutta',
      duration: 60,
    },
  }),
  checkVideoCallAvailability: (s) => {
    // The slot of an upcoming service-hosted call, so overlapList has an item to compare.
    const now = s.clock.now();
    const call = s.state.data.videoCalls.find(
      (c) =>
        c.creator === 'cccc00000000000000000001' &&
        !c.cancelled &&
        !c.meetingUrl &&
        Date.parse(c.fromTime) > now + 3_600_000,
    );
    if (!call) throw new Error('The demo fixture has no upcoming service-hosted call');
    return {
      body: {
        startDate: call.startDate,
        fromTime: call.fromTime24h,
        timezoneName: call.timezoneName,
        duration: call.duration,
      },
    };
  },
  uploadCertificate: () => ({
    body: { certificateId: 'ce0000000000000000000001', fanId: 'fa0000000000000000000002' },
  }),
  createOrFindUser: () => ({
    body: { email: 'user@example.test', phone: 9876543210, name: 'John Doe', country: 'IN' },
  }),
  createSubscription: () => ({
    body: {
      userId: 'fa0000000000000000000001',
      mangoId: 'ae0000000000000000000001',
      amount: 999,
      currency: 'INR',
      transactionId: 'pay_docs_dialect',
    },
  }),
  // An ended subscription (grant brings it back), an active external one (revoke, refund).
  grantSubscription: (s) => ({
    body: { subscriptionId: s.state.data.subscriptions.find((x) => x.status === 'expired')?._id },
  }),
  revokeSubscription: (s) => ({ body: { subscriptionId: externalSubscription(s) } }),
  refundSubscription: (s) => ({ body: { action: 'initiate', subscriptionId: externalSubscription(s) } }),
  // The docs' curl sends only mangoId, against the page's own rule (userId or userEmail): a real customer.
  revokeUser: (s) => {
    const now = s.clock.now();
    const sub = s.state.data.subscriptions.find((x) => isActiveSubscription(x, now));
    return { body: { mangoId: sub?.mango, userId: sub?.fan } };
  },
  createCourse: () => ({
    body: {
      title: 'My Course',
      description: '<p>Course description</p>',
      mangoes: [MANGO_IDS.monthly],
      coverImage: 'https://example.com/cover.jpg',
    },
  }),
  updateModule: () => ({ params: { moduleId: MODULE_IDS.foundations1 }, body: {} }),
  createChapter: () => ({
    params: { moduleId: MODULE_IDS.foundations1 },
    body: {
      title: 'Introduction',
      description: 'Chapter description',
      contentType: 'video',
      content: ASSET_URLS.video,
    },
  }),
  updateChapter: () => ({ params: { chapterId: CHAPTER_IDS.welcome }, body: {} }),
  createFeedPost: (s) => ({
    body: {
      mangoes: [MANGO_IDS.monthly],
      excludeMangoes: [MANGO_IDS.yearly],
      contentType: 'video',
      contentUrl: ASSET_URLS.video,
      caption: 'Learn the basics of Mango in this video.',
      scheduleTime: new Date(s.clock.now() + 86_400_000).toISOString(),
    },
  }),
  migrateUser: () => ({
    body: {
      name: 'John Doe',
      email: 'john.docs@example.test',
      phone: 1900118822,
      mangoId: 'ae0000000000000000000003',
    },
  }),
  assignBadges: () => ({ body: { badges: ['bad000000000000000000003'] } }),
  assignPoints: () => ({ body: { fanIds: ['fa0000000000000000000002'], score: 10 } }),
};

/** An active subscription of the demo creator, made external with one paid order (as createSubscription makes). */
function externalSubscription(s: Sandbox): string {
  const now = s.clock.now();
  const sub = s.state.data.subscriptions.find(
    (x) =>
      x.creator === 'cccc00000000000000000001' &&
      x.status === 'active' &&
      x.expiredAt !== null &&
      Date.parse(x.expiredAt) > now,
  );
  if (!sub) throw new Error('The demo fixture has no active subscription with an end');
  const at = s.clock.nowIso();
  sub.paymentProvider = 'external';
  sub.orders = [
    {
      _id: s.state.newId(),
      amount: 999,
      currency: 'INR',
      status: 'PAID',
      externalTransactionId: 'txn_docs_dialect',
      createdAt: at,
      updatedAt: at,
    },
  ];
  s.state.touch();
  return sub._id;
}

function pathFor(name: OperationName, params: Record<string, string>): string {
  return operations[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key] ?? FIXTURE_PARAMS[key];
    if (!value) throw new Error(`No fixture id for path parameter ${key} of ${name}`);
    return value;
  });
}

async function send(sandbox: Sandbox, name: OperationName, docs: DocsRequest | undefined): Promise<Reply> {
  const own = REQUESTS[name]?.(sandbox);
  const query = own ? (own.query ?? {}) : (docs?.query ?? {});
  const body = own ? own.body : docs?.body;
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
  const route = operations[name];
  const path = `${pathFor(name, own?.params ?? {})}${search ? `?${search}` : ''}`;
  return call(sandbox, route.method, path, {
    family: route.family,
    ...(route.method !== 'GET' && body !== undefined && body !== null ? { body } : {}),
  });
}

const corpus = docsOperations().filter((op) => op.method !== null);
const cases = corpus.flatMap((op) => {
  const name = routedOperation(op);
  if (!name) return [];
  return op.responses
    .filter((r) => r.status !== null && r.status >= 200 && r.status < 300 && r.body !== null)
    .map((response) => ({ name, op, response, label: `${name} (${op.file}: ${response.name})` }));
});

/**
 * Corpus operations the sandbox does not route (the console does not use them). Kept as a list so a new
 * corpus file shows up here, and so the report can say what is not compared.
 */
const NOT_ROUTED: string[] = [
  // Both webhook subscription paths are routed (subscribeWebhook, subscribeWebhookLegacy); neither page
  // documents a response body, so nothing is compared for either.
];

/**
 * Requests the sandbox refuses with a 400, per operation whose page documents a 400 body: a generic one
 * (shape errors) or, where the documented 400 has an errorCode, the case that triggers it. An operation not
 * listed here has its documented 400 skipped (listBadges and listCertificates take no input that can be
 * malformed short of a broken path id, which getMango covers).
 */
const BAD_REQUESTS: Partial<Record<OperationName, Request>> = {
  getMango: { params: { mangoId: 'not-an-id' } },
  createMango: { body: { title: 'public', type: 'free' } },
  mangoSubscriberCounts: { query: { mangoes: 'not-an-id' } },
  lookupUser: { query: {} },
  participantPreview: { query: {} },
  createVideoCall: { body: { title: 'No schedule' } },
  checkVideoCallAvailability: { body: {} },
  createBadge: { body: {} },
  collectivePoints: { query: { users: 'not-an-id' } },
  uploadCertificate: { body: {} },
  createModule: { body: {} },
  updateCourse: { body: { title: '' } },
  listCourses: { query: { limit: 0 } },
  updateBadge: { body: { name: '' } },
  assignBadges: { body: { badges: [] } },
  assignPoints: { body: { fanIds: ['fa0000000000000000000001'], score: 'ten' } },
  pointsLedger: { query: { limit: 0 } },
  userCollectivePoints: { params: { userId: 'abcdef0123456789abcdef01' } },
  createOrFindUser: { body: {} },
  createSubscription: {
    body: {
      userId: 'fa0000000000000000000001',
      mangoId: 'ae0000000000000000000001',
      amount: 0,
      currency: 'INR',
      transactionId: 'pay_zero',
    },
  },
  grantSubscription: { body: {} },
  // The documented 400s with an errorCode: a subscription and an order of the service's own checkout.
  revokeSubscription: { body: { subscriptionId: '5b0000000000000000000001' } },
  refundSubscription: { body: { action: 'initiate', subscriptionId: '5b0000000000000000000001' } },
  createCourse: { body: { title: '' } },
  updateModule: { params: { moduleId: MODULE_IDS.foundations1 }, body: { title: '' } },
  updateChapter: {
    params: { chapterId: CHAPTER_IDS.welcome },
    body: { content: 'https://example.com/video.mp4', contentType: 'video' },
  },
  deleteChapter: { params: { chapterId: 'not-an-id' } },
  createFeedPost: {
    body: { mangoes: [MANGO_IDS.monthly], contentType: 'image', contentUrl: 'https://example.com/a.jpg' },
  },
  getAppConfig: { query: { app: 'my-custom-app' } },
  updateAppConfig: { body: { app: 'levelup', mangoes: ['not-an-id'] } },
};

/** Error answers: 401 with a wrong token, 404 with an id that names nothing, 400 from BAD_REQUESTS. */
const errorCases = corpus.flatMap((op) => {
  const name = routedOperation(op);
  if (!name || operations[name].family === 'integration') return [];
  return op.responses
    .filter((r) => r.body !== null)
    .filter(
      (r) =>
        r.status === 401 ||
        (r.status === 404 && operations[name].path.includes(':')) ||
        (r.status === 400 && BAD_REQUESTS[name] !== undefined),
    )
    .map((response) => ({ name, op, response, label: `${name} ${response.status} (${op.file})` }));
});

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('the shape comparer', () => {
  const exact = { exact: true };
  it('compares key sets, JSON types and array items', () => {
    expect(shapeDifferences({ a: 1, b: [{ c: 'x' }] }, { a: 2, b: [{ c: 'y' }] }, exact)).toEqual([]);
    expect(shapeDifferences({ a: '1' }, { a: 2 }, exact)).toEqual(['a: string, documented number']);
    expect(shapeDifferences({ a: 1, z: 0 }, { a: 2 }, exact)).toEqual([
      '(root): extra key "z" not in the docs',
    ]);
    expect(shapeDifferences({ a: 1, z: 0 }, { a: 2 }, { exact: false })).toEqual([]);
    expect(shapeDifferences({}, { a: 2 }, { exact: false })).toEqual(['(root): missing documented key "a"']);
    expect(shapeDifferences([{ a: 1 }, { a: 'x' }], [{ a: 1 }], exact)).toEqual([
      '[].a: string, documented number',
    ]);
    expect(shapeDifferences({ total: 1, data: [] }, [{ a: 1 }], exact)).toEqual([
      '(root): object, documented array',
    ]);
    expect(shapeDifferences({ a: null }, { a: 'x' }, { exact: true, nullable: (p) => p === 'a' })).toEqual(
      [],
    );
  });
});

describe('corpus coverage', () => {
  it('lists the corpus operations the sandbox does not route', () => {
    const notRouted = corpus
      .filter((op) => !routedOperation(op))
      .map((op) => `${op.method} ${op.path} (${op.file})`)
      .sort();
    expect(notRouted).toEqual([...NOT_ROUTED].sort());
  });

  it('compares at least the documented operations the console uses', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBeGreaterThanOrEqual(18);
  });
});

describe('the sandbox answers in the documented dialect', () => {
  it.each(cases)('$label', async ({ name, op, response }) => {
    const reply = await send(sandbox, name, op.requests[0]);
    expect(reply.status, JSON.stringify(reply.body).slice(0, 400)).toBe(response.status);
    const keyed = ID_KEYED.includes(name);
    const values = (v: unknown) => Object.values(v as Record<string, unknown>);
    const problems = shapeDifferences(
      keyed ? values(reply.body) : reply.body,
      keyed ? values(response.body) : response.body,
      {
        exact: op.truncated === null,
        extra: (path) =>
          EXTRA_KEYS.filter((e) => e.operations.includes(name) && e.path === path).flatMap((e) => e.keys),
        nullable: (path) => NULLABLE.some((n) => n.operations.includes(name) && n.paths.includes(path)),
      },
    );
    expect(problems).toEqual([]);
  });
});

describe('errors in the documented dialect', () => {
  it.each(errorCases)('$label', async ({ name, response }) => {
    const route = operations[name];
    const family = { family: route.family };
    let reply: Reply;
    if (response.status === 401) {
      reply = await call(sandbox, route.method, pathFor(name, {}), {
        ...family,
        headers: { authorization: 'Bearer not-a-token' },
        ...(route.method !== 'GET' ? { body: {} } : {}),
      });
    } else if (response.status === 404) {
      const params = Object.fromEntries(
        [...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1] ?? '', 'abcdef0123456789abcdef01']),
      );
      reply = await call(sandbox, route.method, pathFor(name, params), {
        ...family,
        ...(route.method !== 'GET' ? { body: { title: 'x' } } : {}),
      });
    } else {
      const bad = BAD_REQUESTS[name] ?? {};
      const search = new URLSearchParams(
        Object.entries(bad.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
      ).toString();
      reply = await call(
        sandbox,
        route.method,
        `${pathFor(name, bad.params ?? {})}${search ? `?${search}` : ''}`,
        {
          ...family,
          ...(bad.body !== undefined ? { body: bad.body } : {}),
        },
      );
    }
    expect(reply.status, JSON.stringify(reply.body)).toBe(response.status);
    // A complete documented error body ends with `success`; one the stored page cuts is compared on the
    // keys it still has.
    const documented = response.body as Record<string, unknown>;
    expect(shapeDifferences(reply.body, documented, { exact: 'success' in documented })).toEqual([]);
    const got = reply.body as Record<string, unknown>;
    for (const key of ['code', 'type', 'statusMessage', 'errorCode', 'success'] as const)
      if (key in documented) expect(got[key], key).toBe(documented[key]);
  });
});
