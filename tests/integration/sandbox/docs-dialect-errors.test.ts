import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server';
import { MANGO_IDS, MODULE_IDS, CHAPTER_IDS } from '../../../src/sandbox/fixture/known-ids';
import { operations, type OperationName } from '../../../src/shared/contract/operations';
import { corpus, pathFor, routedOperation, type Request } from './docs-dialect-requests';
import { shapeDifferences } from './docs-dialect-shape';
import { call, startSandbox, type Reply } from './helpers';

/**
 * The sandbox's error answers in the documented dialect: for every documented 401, 404 (an operation with a
 * path id) and 400 (with a request in BAD_REQUESTS) of a routed operation, the same failure is provoked and
 * the answer must have the documented shape and the documented code, type, statusMessage and errorCode.
 */

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

/** The request that makes the sandbox answer `status` for `name`: a wrong token, an unknown id or a bad request. */
function sendError(sandbox: Sandbox, name: OperationName, status: number | null): Promise<Reply> {
  const route = operations[name];
  const family = { family: route.family };
  if (status === 401) {
    return call(sandbox, route.method, pathFor(name, {}), {
      ...family,
      headers: { authorization: 'Bearer not-a-token' },
      ...(route.method !== 'GET' ? { body: {} } : {}),
    });
  }
  if (status === 404) {
    const params = Object.fromEntries(
      [...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1] ?? '', 'abcdef0123456789abcdef01']),
    );
    return call(sandbox, route.method, pathFor(name, params), {
      ...family,
      ...(route.method !== 'GET' ? { body: { title: 'x' } } : {}),
    });
  }
  const bad = BAD_REQUESTS[name] ?? {};
  const search = new URLSearchParams(
    Object.entries(bad.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
  return call(sandbox, route.method, `${pathFor(name, bad.params ?? {})}${search ? `?${search}` : ''}`, {
    ...family,
    ...(bad.body !== undefined ? { body: bad.body } : {}),
  });
}

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('errors in the documented dialect', () => {
  it.each(errorCases)('$label', async ({ name, response }) => {
    const reply = await sendError(sandbox, name, response.status);
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
