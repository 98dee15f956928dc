import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '../../../src/shared/areas/webhooks/channels';
import { WebhookSubscriptionBody } from '../../../src/shared/contract/integration';
import { operations } from '../../../src/shared/contract/operations';
import {
  associationIssues,
  webhookEventLabel,
  webhookEventNames,
  webhookEventTable,
  webhookEvents,
  type WebhookEventName,
} from '../../../src/shared/contract/webhook-events';
import { AppFailure } from '../../../src/shared/errors';
import {
  createWebhookReceiver,
  eventNameOf,
  type WebhookReceiver,
} from '../../../src/main/areas/webhooks/webhook-receiver';
import {
  shouldFallBackToLegacy,
  subscribeWithFallback,
} from '../../../src/main/areas/webhooks/webhook-subscriptions';
import { validatePayload } from '../../../src/main/areas/webhooks/webhook-validation';
import { docsEvents, docsFor, SERVICE_DOCS_DIR } from '../../helpers/service-docs';

const corpus = docsEvents();
const corpusNames = new Set(corpus.map((e) => e.event));
/** Documented events whose page shows no payload (coverage-part2.json rows with no file). */
const withoutPayload = (
  JSON.parse(readFileSync(join(SERVICE_DOCS_DIR, 'coverage-part2.json'), 'utf8')) as {
    operationId: string;
    path: string | null;
    file: string | null;
  }[]
)
  .filter((row) => row.path?.startsWith('{hookUrl}') && row.file === null)
  .map((row) => row.operationId);

/** The two documented subscription pages: the current path and the legacy one. */
const subscriptionPages = () => [...docsFor('subscribeWebhook'), ...docsFor('subscribeWebhookLegacy')];

describe('the event table against the docs', () => {
  it('lists every event of the corpus, with a payload, and every documented event without one', () => {
    for (const name of corpusNames) {
      expect(webhookEventNames, name).toContain(name);
      expect(webhookEventTable[name as WebhookEventName].documentedPayload, name).toBe(true);
    }
    expect(withoutPayload.sort()).toEqual(
      [
        'course.completed.50',
        'order.created.initiated',
        'webinar.created.recurring',
        'webinar.reminder.1day',
        'webinar.reminder.all',
      ].sort(),
    );
    for (const name of withoutPayload) {
      const info = webhookEventTable[name as WebhookEventName];
      expect(info, name).toBeDefined();
      expect(info.documentedPayload, name).toBe(false);
      expect(corpusNames.has(info.payloadLike ?? ''), `${name} follows a documented sibling`).toBe(true);
    }
    // 16 documented events, plus course.progress from our spec.
    expect(webhookEvents.filter((e) => e.source === 'docs')).toHaveLength(16);
    expect(webhookEvents.filter((e) => e.source === 'spec').map((e) => e.name)).toEqual(['course.progress']);
  });

  it('agrees with each event page: association fields, deprecation', () => {
    for (const docs of corpus) {
      const info = webhookEventTable[docs.event as WebhookEventName];
      expect([...info.association], docs.event).toEqual(docs.associationFields);
      expect(Boolean(info.deprecated), docs.event).toBe(/deprecated/i.test(docs.title));
    }
    expect(webhookEventTable['course.completed'].deprecated?.replacement).toBe('course.completed.100');
    expect(webhookEventTable['course.progress'].deprecated?.replacement).toBe('course.completed.50');
  });

  it('routes both documented subscription paths through the operations table', () => {
    const paths = subscriptionPages().map((op) => op.path);
    expect(paths.sort()).toEqual(
      [operations.subscribeWebhook.path, operations.subscribeWebhookLegacy.path].sort(),
    );
    expect(operations.subscribeWebhookLegacy).toMatchObject({ deprecated: true, method: 'POST' });
    expect(operations.subscribeWebhook.path).toBe('/api/v1/integration/webhook/webhook');
  });

  it('accepts the documented request bodies of both paths (placeholders aside)', () => {
    for (const op of subscriptionPages()) {
      for (const request of op.requests) {
        const body = request.body as { event: string };
        if (!webhookEventNames.includes(body.event as WebhookEventName)) continue;
        const parsed = WebhookSubscriptionBody.safeParse({
          ...body,
          hookUrl: 'https://hooks.example.com/in',
        });
        // The docs' association values are placeholders, not ids: only they may fail.
        const failing = parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
        expect(
          failing.every((p) => ['mango', 'course'].includes(p)),
          request.name,
        ).toBe(true);
      }
    }
  });
});

describe('association rules, per event', () => {
  it('says which field an event must not have and what it takes', () => {
    expect(associationIssues({ event: 'order.created.failed', course: 'c' })).toEqual([
      { path: 'course', message: 'order.created.failed takes only a Mango: remove a course' },
    ]);
    expect(associationIssues({ event: 'user.deleted', mango: 'm' })[0]?.message).toBe(
      'user.deleted takes no association: remove a Mango',
    );
    expect(associationIssues({ event: 'webinar.reminder.all', webinar: 'w' })).toEqual([]);
    expect(associationIssues({ event: 'course.completed.50', webinar: 'w' })[0]?.message).toMatch(
      /takes only a course: remove a webinar/,
    );
    expect(associationIssues({ event: 'webinar.created.single', page: 'p' })[0]?.message).toMatch(
      /No documented event takes a page association/,
    );
    const id = 'ae0000000000000000000001';
    const parsed = WebhookSubscriptionBody.safeParse({
      hookUrl: 'https://h.example/x',
      event: 'subscription.expired',
      webinar: id,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['webinar'] });
    expect(
      WebhookSubscriptionBody.safeParse({
        hookUrl: 'https://h.example/x',
        event: 'subscription.expired',
        mango: id,
      }).success,
    ).toBe(true);
  });
});

describe('the built-in receiver reads every documented payload', () => {
  let receiver: WebhookReceiver;
  const seen: WebhookDelivery[] = [];
  let base = '';
  beforeAll(async () => {
    receiver = createWebhookReceiver({ now: () => new Date(), onDelivery: (d) => seen.push(d) });
    base = (await receiver.start()).url!;
  });
  afterAll(async () => {
    await receiver.stop();
  });
  const post = async (path: string, body: unknown) => {
    const before = seen.length;
    const response = await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(before + 1);
    return seen[seen.length - 1]!;
  };

  it.each(corpus.map((e) => [e.event, e] as const))(
    '%s: recognised on its path, labelled, valid, who and what extracted',
    async (name, docs) => {
      const payload = docs.payload as Record<string, unknown>;
      const d = await post(`/hooks/${name}`, payload);
      expect(d).toMatchObject({
        event: name,
        rawEvent: name,
        eventSource: 'path',
        label: webhookEventTable[name as WebhookEventName].label,
        valid: true,
        issues: [],
        extraFields: [],
      });
      expect(d.who).toContain(String(payload.name));
      expect(d.who).toContain(String(payload.email));
      expect(d.what).toBeTruthy();
    },
  );

  it.each(corpus.map((e) => [e.event, e] as const))(
    '%s on a path that names no event: its family is inferred, never another family',
    async (name, docs) => {
      const d = await post('/hooks/my-endpoint', docs.payload);
      const group = webhookEventTable[name as WebhookEventName].group;
      expect(d.candidates).toContain(name);
      expect(d.candidates.every((c) => webhookEventTable[c].group === group)).toBe(true);
      expect(d.valid).toBe(true);
      if (d.candidates.length > 1) {
        expect(d.event).toBeNull();
        expect(d.label).toMatch(/cannot be told from the fields/);
      } else expect(d.event).toBe(name);
    },
  );

  it('labels course.completed.50 as a 50% milestone, not a course completion', async () => {
    const course = corpus.find((e) => e.event === 'course.completed.100')!.payload;
    const d = await post('/hooks/course.completed.50', course);
    expect(d.label).toBe('Course 50% completed');
    expect(d.label).not.toMatch(/^Course completed/);
    expect(webhookEventLabel('course.completed')).toBe('Course completed (deprecated)');
  });

  it('shows an undocumented event as unknown, with its raw name, never as a look-alike', async () => {
    const course = corpus.find((e) => e.event === 'course.completed.100')!.payload;
    const d = await post('/hooks/course.completed.75', course);
    expect(d).toMatchObject({
      event: null,
      rawEvent: 'course.completed.75',
      eventSource: 'unknown',
      label: 'Unknown event “course.completed.75”',
    });
    expect(d.issues[0]?.message).toMatch(/not an event the service documents/);
    expect(eventNameOf('/hooks/my-endpoint')).toBeNull();
    expect(eventNameOf('/hooks/webinar.reminder.30min?x=1')).toBe('webinar.reminder.30min');
    expect(webhookEventLabel('webinar.reminder.30min')).toBe('Unknown event “webinar.reminder.30min”');
  });

  it('tolerates the docs’ variations on each field', () => {
    const order = corpus.find((e) => e.event === 'order.created.completed')!.payload as Record<
      string,
      unknown
    >;
    const variants: Record<string, unknown>[] = [
      { ...order, phone: '+91 98765 43210' },
      { ...order, customFields: null },
      { ...order, customFields: [{ key: 'batch', value: 'May' }] },
      { ...order, customFields: undefined, batch: 'May' },
      { ...order, id: undefined },
      { ...order, orderTime: '2023-11-20T18:30:05.123+05:30' },
      { ...order, orderId: 'abcd' },
    ];
    for (const v of variants) {
      const verdict = validatePayload(JSON.parse(JSON.stringify(v)), 'order.created.completed');
      expect(verdict.issues, JSON.stringify(v)).toEqual([]);
    }
    expect(validatePayload({ ...order, batch: 'May' }, 'order.recurring.created').extraFields).toEqual([
      'batch',
    ]);
    const reminder = corpus.find((e) => e.event === 'webinar.reminder.15min')!.payload as Record<
      string,
      unknown
    >;
    expect(validatePayload({ ...reminder, phone: 1234567890 }, 'webinar.reminder.1day').valid).toBe(true);
    expect(validatePayload({ ...reminder, mangoes: ['a', 'b'] }, 'webinar.reminder.all').valid).toBe(true);
    expect(validatePayload({ ...reminder, timezone: null }, 'webinar.reminder.15min').valid).toBe(true);
    const bad = validatePayload({ ...reminder, webinarFromTime: 'tomorrow' }, 'webinar.reminder.15min');
    expect(bad.issues.map((i) => i.path)).toEqual(['webinarFromTime']);
  });
});

describe('subscription path fallback', () => {
  const notFound = new AppFailure({ kind: 'http', status: 404, message: 'Not found' });
  const recordMissing = new AppFailure({
    kind: 'http',
    status: 404,
    errorCode: 'MANGO_NOT_FOUND',
    message: 'x',
  });
  const serverError = new AppFailure({ kind: 'http', status: 500, message: 'x' });

  it('falls back only for a live host answering 404 with no errorCode', () => {
    expect(shouldFallBackToLegacy('live', notFound)).toBe(true);
    expect(shouldFallBackToLegacy('sandbox', notFound)).toBe(false);
    expect(shouldFallBackToLegacy('live', recordMissing)).toBe(false);
    expect(shouldFallBackToLegacy('live', serverError)).toBe(false);
    expect(shouldFallBackToLegacy('live', new Error('boom'))).toBe(false);
  });

  const fakeClient = (current: () => Promise<unknown>) => {
    const calls: string[] = [];
    return {
      calls,
      subscribeWebhook: async () => {
        calls.push('current');
        return current();
      },
      subscribeWebhookLegacy: async () => {
        calls.push('legacy');
        return { success: true };
      },
    };
  };
  const body = { hookUrl: 'https://h.example/x', event: 'user.deleted' as const };

  it('uses the current path when it answers, and says so', async () => {
    const client = fakeClient(async () => ({ success: true }));
    const result = await subscribeWithFallback(client, 'live', body);
    expect(client.calls).toEqual(['current']);
    expect(result.via).toEqual({
      operation: 'subscribeWebhook',
      path: '/api/v1/integration/webhook/webhook',
      fellBack: false,
    });
  });

  it('asks the legacy path after a live 404, and never for the sandbox or another error', async () => {
    const live = fakeClient(async () => Promise.reject(notFound));
    const result = await subscribeWithFallback(live, 'live', body);
    expect(live.calls).toEqual(['current', 'legacy']);
    expect(result.via).toEqual({
      operation: 'subscribeWebhookLegacy',
      path: '/integration/webhook',
      fellBack: true,
    });

    const sandbox = fakeClient(async () => Promise.reject(notFound));
    await expect(subscribeWithFallback(sandbox, 'sandbox', body)).rejects.toBe(notFound);
    expect(sandbox.calls).toEqual(['current']);

    const broken = fakeClient(async () => Promise.reject(serverError));
    await expect(subscribeWithFallback(broken, 'live', body)).rejects.toBe(serverError);
    expect(broken.calls).toEqual(['current']);
  });
});
