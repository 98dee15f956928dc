import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitMeetingRange } from '@shared/contract/video-calls';
import { operations, type OperationName } from '@shared/contract/operations';
import type { AppError } from '@shared/errors';
import { createAgendaReader } from '../../../src/main/services/video-calls/agenda';
import {
  call,
  coveredEntries,
  coveredOperations,
  invokeRequest,
  replayClient,
  startReplayServer,
  type ReplayServer,
} from '../../helpers/docs-replay';
import { docsOperations, type DocsOperation, type DocsResponse } from '../../helpers/service-docs';

/**
 * Every documented answer of every console operation (tests/fixtures/service-docs) goes through the client's
 * real path: undici transport to a loopback server, wrapper unwrap, error mapping, response schema. A 2xx
 * must come out as the values a screen shows, an error as the right kind with the service's words.
 */

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => value as Json;
const first = (value: unknown): Json => (value as unknown[])[0] as Json;

/**
 * What each operation's screen needs from a documented success body, asserted against the parsed value.
 * A corpus file for an operation missing here fails the "every operation has its screen values" test.
 */
const screenValues: Record<string, (out: unknown, body: unknown) => void> = {
  createOrFindUser(out) {
    // The request sends country 'IN'; the answer names the country ('India'): shown as sent back.
    expect(out).toMatchObject({
      _id: '6659ca9e5f2acb7abfdcd8fd',
      name: 'John Doe',
      country: 'India',
      isNew: true,
    });
  },
  createSubscription(out) {
    // The sample's values disagree with its request (amount 999 vs 1000, pay_ vs txn_): see the corpus note.
    expect(out).toMatchObject({
      _id: '66a1390268a76f2f5c9f39a3',
      status: 'active',
      amount: 1000,
      alreadyProcessed: false,
    });
    expect(obj(out)['order']).toMatchObject({ status: 'PAID', externalTransactionId: 'txn_abc123xyz' });
  },
  grantSubscription(out) {
    expect(out).toMatchObject({ _id: '66a1390268a76f2f5c9f39a3', status: 'active', isReactivation: false });
  },
  revokeSubscription(out) {
    // The sample says 'active' and 'Razorpay' although the page says revoke halts external subscriptions:
    // the client shows the status the service sends back, whatever it is.
    expect(out).toMatchObject({
      _id: '66a1390268a76f2f5c9f39a3',
      status: 'active',
      paymentProvider: 'Razorpay',
    });
  },
  refundSubscription(out) {
    expect(obj(out)['order']).toMatchObject({ status: 'PAID', subscriberCurrency: 'INR' });
  },
  listVideoCalls(out, body) {
    const documented = first(obj(first(obj(body)['data']))['calls']);
    const callOut = first(obj(first(obj(out)['data']))['calls']);
    expect(callOut).toMatchObject({
      _id: documented['_id'],
      title: 'Weekly Team Standup',
      status: 'available',
    });
    // One Mango object in the docs, an array of {_id, title} for the agenda; the creator's id and name.
    expect(callOut['mango']).toEqual([
      expect.objectContaining({ _id: '66a1390268a76f2f5c9f39a3', title: 'Introduction to Coding' }),
    ]);
    expect(callOut['creator']).toBe('6659ca9e5f2acb7abfdcd8fd');
    expect(callOut['creatorName']).toBe('John Doe');
    expect(obj(out)['total']).toBe(10);
  },
  checkVideoCallAvailability(out) {
    expect(out).toMatchObject({ maximumOverlap: 1 });
    expect(first(obj(out)['overlapList'])).toMatchObject({ existingCall: { title: 'Morning Standup' } });
  },
  createVideoCall(out, body) {
    // The docs' example is internally inconsistent (see the corpus note): only its shape is checked.
    expect(obj(out)['_id']).toBe(obj(body)['_id']);
    const ranges = obj(out)['scheduledMeetingDates'] as string[];
    expect(ranges.map(splitMeetingRange)).toEqual([
      { fromTime: '2025-06-02T04:30:00.000Z', toTime: '2025-06-02T05:30:00.000Z' },
    ]);
  },
  participantPreview(out) {
    expect(out).toMatchObject({ totalParticipant: 120 });
  },
  getMango(out, body) {
    expect(out).toMatchObject({ _id: obj(body)['_id'], title: 'Introduction to Coding', price: 500 });
    // Upper case in the docs' answer; the console's lower case everywhere after the client.
    expect(obj(out)['recurringType']).toBe('monthly');
  },
  createMango(out, body) {
    screenValues['getMango']!(out, body);
  },
  mangoSubscriberCounts(out) {
    expect(first(obj(out)['subscriptions'])).toMatchObject({
      mangoId: '63b4079dcdca2403e8909ce2',
      mangoTitle: 'This is Free Service(03-Feb-23)',
      count: 496,
    });
    expect(obj(out)['totalSubscriptions']).toBe(500);
  },
  lookupUser(out) {
    expect(out).toMatchObject({ _id: '6659ca9e5f2acb7abfdcd8fd', name: 'John Doe', phone: 1234567890 });
    expect(obj(out)['score']).toMatchObject({ lifetime: 100, month: 20, week: 5 });
    expect(first(obj(out)['badges'])).toMatchObject({ name: 'Hall Of Fame' });
  },
  verifyToken(out, body) {
    screenValues['lookupUser']!(out, body);
  },
  listUserSubscriptions(out) {
    expect(first(out)).toMatchObject({
      _id: '66a1390268a76f2f5c9f39a3',
      status: 'active',
      fan: { _id: '6659ca9e5f2acb7abfdcd8fd', name: 'John Doe' },
      creator: { _id: '6659ca9e5f2acb7abfdcd8fd' },
    });
  },
  getUser(out) {
    // The page's example gives score and rank as plain numbers; the screen needs the name and email.
    expect(out).toMatchObject({
      _id: '6659ca9e5f2acb7abfdcd8fd',
      name: 'John Doe',
      email: 'john.doe@example.com',
    });
  },
  listCertificateTemplates(out) {
    const list = Array.isArray(out)
      ? out
      : (obj(out)['data'] ?? obj(out)['items'] ?? obj(out)['certificates']);
    expect(first(list)).toMatchObject({
      _id: '659bda0d1f30911c18766b31',
      title: 'Certificate of Completion - Advanced React Course',
    });
  },
  uploadCertificate(out) {
    expect(out).toMatchObject({ success: true, message: 'Operation completed successfully' });
  },
  listCertificates(out) {
    expect(first(out)).toMatchObject({
      _id: '66558085afa45d0583eb71bd',
      mango: '66558042b487b3571f73305d',
      certificateReceivedOn: '2024-06-03T09:59:34.308Z',
    });
  },
  createModule(out) {
    expect(out).toMatchObject({ _id: '61e97c146cf2b4d8c68f3a40', title: 'Introduction' });
    expect(obj(out)['chapters']).toHaveLength(2);
  },
  listCourses(out) {
    const course = first(obj(out)['data']);
    expect(course).toMatchObject({
      _id: '61e97c146cf2b4d8c68f3a40',
      title: 'Learn JavaScript',
      progress: 50,
    });
    expect(course['mangoes']).toEqual([
      expect.objectContaining({ _id: '66a1390268a76f2f5c9f39a3', title: 'Introduction to Coding' }),
    ]);
  },
  createCourse(out) {
    expect(out).toMatchObject({
      _id: '61e97c146cf2b4d8c68f3a40',
      title: 'Learn JavaScript',
      isPublished: false,
    });
    // Ids in the create answer, refs for the screen.
    expect(obj(out)['mangoes']).toEqual([{ _id: '66c4964c11e7fef26751f3a7' }]);
    expect(obj(out)['modules']).toHaveLength(2);
  },
  updateModule(out) {
    expect(out).toMatchObject({ _id: '61e97c146cf2b4d8c68f3a40', title: 'Introduction' });
    expect(obj(out)['chapters']).toEqual(['61e97c146cf2b4d8c68f3a42', '61e97c146cf2b4d8c68f3a43']);
  },
  createChapter(out) {
    expect(out).toMatchObject({
      _id: '61e97c146cf2b4d8c68f3a40',
      title: 'Introduction to NestJS',
      contentType: 'video',
      module: '61e97c146cf2b4d8c68f3a41',
      isFree: false,
    });
  },
  updateChapter(out) {
    expect(out).toMatchObject({ _id: '61e97c146cf2b4d8c68f3a40', title: 'Introduction to NestJS' });
    expect(obj(out)['additionalContents']).toEqual(['https://example.com/supplementary-material.pdf']);
  },
  deleteChapter(out) {
    // "Empty": nothing to show but that it worked.
    expect(out ?? null).toBeNull();
  },
  createFeedPost(out) {
    expect(out).toMatchObject({
      _id: '64fbc8d765c6e5b324d12345',
      caption: 'Learn the basics of Mango in this video.',
      contentType: 'video',
      scheduleTime: '2025-01-25T12:30:00Z',
    });
    expect(obj(out)['mangoes']).toEqual([
      expect.objectContaining({ _id: '66a1390268a76f2f5c9f39a3', title: 'Introduction to Coding' }),
    ]);
  },
  getAppConfig(out) {
    expect(out).toMatchObject({ key: 'levelup' });
    expect(obj(out)['allowedMangoes']).toEqual([
      expect.objectContaining({ _id: '66a1390268a76f2f5c9f39a3', title: 'Introduction to Coding' }),
    ]);
  },
  updateAppConfig(out) {
    expect(out).toMatchObject({ success: true, message: 'Operation completed successfully' });
  },
  updateCourse(out) {
    expect(out).toMatchObject({ _id: '61e97c146cf2b4d8c68f3a40', title: 'Learn JavaScript' });
    // Ids in the update answer, refs for the screen.
    expect(obj(out)['mangoes']).toEqual([{ _id: '66c4964c11e7fef26751f3a7' }]);
    expect(obj(out)['modules']).toHaveLength(2);
    expect(obj(out)['settings']).toMatchObject({ enableDRM: false });
  },
  createBadge(out) {
    expect(out).toMatchObject({
      _id: '6659ca9e5f2acb7abfdcd8fd',
      name: 'Hall Of Fame',
      pointsThreshold: 100,
    });
  },
  listBadges(out) {
    // A bare array in the docs, {total, data} for the screen.
    // (Inside the older {data} wrapper the list carries no total: the screen counts the array.)
    expect(obj(out)['total'] ?? (obj(out)['data'] as unknown[]).length).toBe(1);
    expect(first(obj(out)['data'])).toMatchObject({ _id: '6659ca9e5f2acb7abfdcd8fd', name: 'Hall Of Fame' });
  },
  collectivePoints(out) {
    expect(first(out)).toMatchObject({ _id: '6659ca9e5f2acb7abfdcd8fd', totalScore: 300 });
    expect(first(out)['points']).toEqual([
      { type: 'custom', score: 100 },
      { type: 'attendance', score: 200 },
    ]);
  },
  migrateUser(out) {
    expect(out).toMatchObject({ code: 0, type: 'OK' });
    expect(obj(out)['result']).toMatchObject({
      email: 'john@example.com',
      phone: '1234567890',
      status: 'Success',
    });
  },
  updateBadge(out) {
    expect(out).toMatchObject({
      _id: '6659ca9e5f2acb7abfdcd8fd',
      name: 'Hall Of Fame',
      enableAutomation: true,
      pointsThreshold: 100,
      pointCategoryForAutomation: 'lifetime',
    });
  },
  assignBadges(out) {
    expect(out).toMatchObject({ success: true, message: 'Operation completed successfully' });
  },
  assignPoints(out) {
    // A map fan id -> the id of the points given.
    expect(out).toEqual({ '646dd0eb159d8b7a7f5a9c29': '646dd0eb159d8b7a7f5a9c29' });
  },
  pointsLedger(out) {
    expect(out).toMatchObject({ total: 100, page: 1, limit: 10, hasNext: true });
    expect(first(obj(out)['data'])).toMatchObject({
      _id: '659bda0d1f30911c18766b31',
      fan: '62ea773dfc87495de3894e73',
      score: 16,
      type: 'custom',
      description: 'This is a description for the point',
      date: '2024-01-07T11:18:37.146Z',
    });
  },
  userCollectivePoints(out) {
    expect(out).toMatchObject({ dailyActive: 110, attendance: 90, tenPercentCourseCompletion: 10 });
    expect(Object.values(obj(out)).reduce((a: number, b) => a + Number(b), 0)).toBe(850);
  },
  revokeUser(out) {
    // The documented envelope as is: result is the string "success", not an object.
    expect(out).toMatchObject({ code: 0, type: 'OK', result: 'success' });
  },
};

/**
 * A documented lookup request sends no query at all, which the console refuses (email or phone is a real
 * service rule, stated on the same page); responses are replayed with a request the console does send.
 */
const requestFor: Partial<Record<OperationName, { query?: Record<string, unknown>; body?: unknown }>> = {
  lookupUser: { query: { email: 'john.doe@example.com' } },
  // The subscription pages' curl examples send {} (grant, revoke) or only the action (refund); the console
  // always names the subscription.
  grantSubscription: { body: { subscriptionId: '66a1390268a76f2f5c9f39a3' } },
  revokeSubscription: { body: { subscriptionId: '66a1390268a76f2f5c9f39a3' } },
  refundSubscription: { body: { action: 'initiate', subscriptionId: '66a1390268a76f2f5c9f39a3' } },
  // The webhook pages print placeholders ("<your webhook url>"): a real subscription stands in.
  subscribeWebhook: { body: { hookUrl: 'https://hooks.example.com/tagmango', event: 'course.completed' } },
  subscribeWebhookLegacy: {
    body: { hookUrl: 'https://hooks.example.com/tagmango', event: 'course.completed' },
  },
  // The docs' curl sends only mangoId, against the page's own rule (userId or userEmail is required).
  revokeUser: { body: { mangoId: '66d0493aa0d85045eefbea89', userEmail: 'john@example.com' } },
};

function requestOf(op: DocsOperation) {
  const request = invokeRequest(op, op.requests[0]);
  const override = requestFor[op.consoleOperation as OperationName];
  return override ? { ...request, ...override } : request;
}

const isSuccess = (r: DocsResponse) => r.status !== null && r.status >= 200 && r.status < 300;
const isError = (r: DocsResponse) => r.status !== null && r.status >= 400;

/** Documented statuses that are replayed; a status the docs do not state (an "Empty" third body) is not. */
function replayed(op: DocsOperation): DocsResponse[] {
  return op.responses.filter((r) => isSuccess(r) || isError(r));
}

const conventions = docsOperations().find((op) => op.operationId === 'conventions');
if (!conventions) throw new Error('the corpus has no conventions entry');

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(async () => {
  await replay.close();
});

async function replayAnswer(op: DocsOperation, status: number, body: unknown) {
  replay.answer({ status, body });
  const client = replayClient(replay.server.url);
  try {
    return await call(client, op.consoleOperation as OperationName, requestOf(op));
  } finally {
    await client.close();
  }
}

/** The error a documented error body must map to: kind and status, errorCode, and the service's words. */
function expectMapped(error: AppError, status: number, body: unknown, name: OperationName): void {
  if (status === 429) {
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryable: true, outcome: 'not_sent' });
    // No Retry-After is documented: the pause is the advised 10 s (plus at most 1 s of jitter).
    const retryAfterMs = obj(error.details)['retryAfterMs'] as number;
    expect(retryAfterMs).toBeGreaterThanOrEqual(10_000);
    expect(retryAfterMs).toBeLessThanOrEqual(11_000);
  } else {
    // The docs advise retrying 5xx; a write whose outcome is unknown is never offered as "retry" (the person
    // checks first), so only reads are retryable.
    const read = operations[name].method === 'GET';
    expect(error).toMatchObject({ kind: 'http', status, retryable: status >= 500 && read });
  }
  const documented = obj(body);
  if (typeof documented['errorCode'] === 'string') expect(error.errorCode).toBe(documented['errorCode']);
  else expect(error.errorCode).toBeUndefined();
  expect(error.message.length).toBeGreaterThan(10);
  if (typeof documented['message'] === 'string' && !documented['errorCode']) {
    // The service's own sentence reaches the error: in the message or as details.serviceMessage.
    const said = [error.message, obj(error.details ?? {})['serviceMessage']];
    expect(said).toContainEqual(expect.stringContaining(documented['message']));
  }
}

const entries = coveredEntries();
const successCases = entries.flatMap((op) =>
  op.responses.filter(isSuccess).map((response) => ({ label: `${op.file}: ${response.name}`, op, response })),
);
const errorCases = entries.flatMap((op) =>
  op.responses
    .filter(isError)
    .map((response) => ({ label: `${op.file}: ${response.status} ${response.name}`, op, response })),
);

describe('the corpus reaches every console operation it documents', () => {
  it('names only operations of the console, each replayed below', () => {
    const named = docsOperations().flatMap((op) => (op.consoleOperation ? [op.consoleOperation] : []));
    expect(named.filter((name) => !(name in operations))).toEqual([]);
    expect(coveredOperations()).toEqual([...new Set(named)].sort());
  });

  it('has the screen values of every documented operation with a success example', () => {
    const withSuccess = [...new Set(successCases.map((c) => c.op.consoleOperation))];
    expect(withSuccess.filter((name) => !screenValues[name])).toEqual([]);
  });

  it('replays every documented answer that has a status; only status-less bodies are left out', () => {
    const left = entries.flatMap((op) => op.responses.filter((r) => !replayed(op).includes(r)));
    expect(left.every((r) => r.status === null)).toBe(true);
    expect(successCases.length + errorCases.length + left.length).toBe(
      entries.reduce((n, op) => n + op.responses.length, 0),
    );
  });
});

describe('documented success answers', () => {
  it.each(successCases)('$label: parsed into what the screen shows', async ({ op, response }) => {
    const result = await replayAnswer(op, response.status!, response.body);
    if (!result.ok) throw new Error(`refused: ${result.error.message}`);
    screenValues[op.consoleOperation!]!(result.value, response.body);
  });

  // The docs describe two success wrappers ({message, success, result, code, statusMessage} and the older
  // {message, success, data}); the same payload in either must read the same. migrate-user answers its own
  // {code: 0, ..., result} envelope, which is already what the console reads.
  const wrappable = successCases.filter((c) => c.op.consoleOperation !== 'migrateUser');
  it.each(wrappable)('$label: the same inside the {result} and {data} wrappers', async ({ op, response }) => {
    const wrappers = [
      {
        message: 'Operation completed successfully',
        success: true,
        result: response.body,
        code: 200,
        statusMessage: 'OK',
      },
      { message: 'Operation completed successfully', success: true, data: response.body },
    ];
    for (const wrapper of wrappers) {
      const result = await replayAnswer(op, response.status!, wrapper);
      if (!result.ok)
        throw new Error(`refused in ${Object.keys(wrapper).join(',')}: ${result.error.message}`);
      screenValues[op.consoleOperation!]!(result.value, response.body);
    }
  });
});

describe('documented error answers', () => {
  it.each(errorCases)('$label: mapped to its kind with the service’s words', async ({ op, response }) => {
    const result = await replayAnswer(op, response.status!, response.body);
    if (result.ok) throw new Error('an error answer was accepted');
    expectMapped(result.error, response.status!, response.body, op.consoleOperation);
  });
});

describe('the conventions page against every documented operation', () => {
  const placeholders = conventions.responses.filter(isSuccess);
  const errors = conventions.responses.filter(isError);
  const ops = coveredOperations();

  // The conventions page shows its wrappers with the placeholder "<Response data here>" as the payload: no
  // operation's data, so each operation refuses it visibly. The exceptions read only an acknowledgement: the
  // certificate upload, whose whole documented answer IS `{message, success: true}`, and the webhook
  // subscription, whose answer no page documents (its schema belongs to the webhook work).
  const acknowledgements: readonly string[] = [
    'uploadCertificate',
    'subscribeWebhook',
    'subscribeWebhookLegacy',
    // gamification/assignBadgesToUser.json: the whole documented answer is {message, success: true}.
    'assignBadges',
    // Both documented as acknowledgements only: `{message, success: true}` and "Empty".
    'updateAppConfig',
    'deleteChapter',
  ];
  it.each(ops.flatMap((name) => placeholders.map((response) => ({ name, response }))))(
    '$name: $response.name with no real payload',
    async ({ name, response }) => {
      const op = entries.find((e) => e.consoleOperation === name)!;
      const result = await replayAnswer(op, response.status!, response.body);
      if (acknowledgements.includes(name)) {
        expect(result).toMatchObject({ ok: true, value: { success: true } });
        return;
      }
      if (result.ok) throw new Error(`accepted as ${JSON.stringify(result.value)}`);
      expect(result.error).toMatchObject({ kind: 'unexpected_response', retryable: false });
    },
  );

  it.each(ops.flatMap((name) => errors.map((response) => ({ name, response }))))(
    '$name: $response.status $response.name',
    async ({ name, response }) => {
      const op = entries.find((e) => e.consoleOperation === name)!;
      const result = await replayAnswer(op, response.status!, response.body);
      if (result.ok) throw new Error('an error answer was accepted');
      expectMapped(result.error, response.status!, response.body, name);
    },
  );

  it('a bare status with no payload is refused, never read as an empty record', async () => {
    const op = entries.find((e) => e.consoleOperation === 'getMango')!;
    const result = await replayAnswer(op, 200, {
      message: 'Operation completed successfully',
      success: true,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unexpected_response' } });
    if (!result.ok) expect(result.error.message).toContain('Operation completed successfully');
  });
});

describe('the agenda screen on the documented list', () => {
  it('shows the documented call with its Mango title', async () => {
    const op = entries.find((e) => e.consoleOperation === 'listVideoCalls')!;
    const list = op.responses.find(isSuccess)!;
    // The detail read is no part of this page: answer it 404 so the agenda shows what the list gave.
    replay.answer((request) =>
      request.url.startsWith(operations.listVideoCalls.path + '?')
        ? { status: 200, body: list.body }
        : {
            status: 404,
            body: { code: 404, type: 'Not Found', statusMessage: 'NOT_FOUND', message: 'x', success: false },
          },
    );
    const client = replayClient(replay.server.url);
    try {
      const agenda = await createAgendaReader().list(client, {
        startDate: '2024-01-01',
        endDate: '2024-02-01',
        displayZone: 'Asia/Kolkata',
        page: 1,
        limit: 20,
      });
      expect(agenda.calls).toEqual([
        expect.objectContaining({
          id: '507f1f77bcf86cd799439011',
          title: 'Weekly Team Standup',
          status: 'available',
          mango: [
            expect.objectContaining({ _id: '66a1390268a76f2f5c9f39a3', title: 'Introduction to Coding' }),
          ],
        }),
      ]);
    } finally {
      await client.close();
    }
  });
});
