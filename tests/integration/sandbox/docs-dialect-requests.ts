import { DateTime } from 'luxon';
import { isActiveSubscription } from '../../../src/sandbox/handlers/common';
import type { Sandbox } from '../../../src/sandbox/server';
import { operations, type OperationName } from '../../../src/shared/contract/operations';
import { docsOperations, type DocsOperation, type DocsRequest } from '../../helpers/service-docs';
import { ASSET_URLS, CHAPTER_IDS, MANGO_IDS, MODULE_IDS } from '../../../src/sandbox/fixture/known-ids';
import { call, type Reply } from './helpers';

/*
 * What docs-dialect.test.ts and docs-dialect-errors.test.ts replay: the corpus entries whose operation the
 * sandbox routes, and the requests (with fixture ids) that make the sandbox give each documented answer.
 */

const toColon = (docPath: string) => docPath.replace(/\{(\w+)\}/g, ':$1');

/** The console operation the sandbox routes for a corpus entry, or undefined. */
export function routedOperation(op: DocsOperation): OperationName | undefined {
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

export interface Request {
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

export function pathFor(name: OperationName, params: Record<string, string>): string {
  return operations[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key] ?? FIXTURE_PARAMS[key];
    if (!value) throw new Error(`No fixture id for path parameter ${key} of ${name}`);
    return value;
  });
}

export async function send(
  sandbox: Sandbox,
  name: OperationName,
  docs: DocsRequest | undefined,
): Promise<Reply> {
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

export const corpus = docsOperations().filter((op) => op.method !== null);
export const cases = corpus.flatMap((op) => {
  const name = routedOperation(op);
  if (!name) return [];
  return op.responses
    .filter((r) => r.status !== null && r.status >= 200 && r.status < 300 && r.body !== null)
    .map((response) => ({ name, op, response, label: `${name} (${op.file}: ${response.name})` }));
});
