import { describe, expect, it } from 'vitest';
import {
  payloadShapeOf,
  webhookEventNames,
  webhookEventTable,
  type WebhookEventName,
} from '../../../src/shared/contract/webhook-events';
import { docsEvents } from '../../helpers/service-docs';
import { call, control } from './helpers';
import { sandboxWithReceiver } from './receiver';

/**
 * The sandbox's deliveries against the docs' examples: for every event, the payload the sandbox sends has
 * the keys and JSON types of the corpus payload of that event, or of the documented sibling it follows when
 * its page shows none (webhookEventTable[event].payloadLike). The sandbox's own serializers, never the
 * client's schemas, are checked here.
 */

const box = sandboxWithReceiver();

const CURRENT = '/api/v1/integration/webhook/webhook';
const LEGACY = '/integration/webhook';

/**
 * Keys and JSON types, recursively (an array by its first element). Where the docs show an empty array
 * (customFields: []), any array matches: the docs say nothing about its elements.
 */
function shapeOf(value: unknown, documented?: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    if (Array.isArray(documented) && documented.length === 0) return 'array';
    return value.length
      ? [shapeOf(value[0], Array.isArray(documented) ? documented[0] : undefined)]
      : 'array';
  }
  if (typeof value === 'object') {
    const docs = (documented ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, shapeOf((value as Record<string, unknown>)[k], docs[k])]),
    );
  }
  return typeof value;
}

const corpus = new Map(docsEvents().map((e) => [e.event, e]));

/** The sandbox's extras on top of the documented keys: a Mango's custom fields on order.recurring.created. */
function withoutCustomFields(
  event: WebhookEventName,
  body: Record<string, unknown>,
): Record<string, unknown> {
  if (event !== 'order.recurring.created') return body;
  const documented = new Set(Object.keys(corpus.get('order.recurring.created')?.payload as object));
  return Object.fromEntries(Object.entries(body).filter(([k]) => documented.has(k)));
}

async function subscribe(body: Record<string, unknown>, path = CURRENT) {
  return call(box.sandbox, 'POST', path, { body, family: 'integration' });
}

describe('sandbox webhook deliveries follow the documented payloads', () => {
  it('every event in the table has a corpus payload of its own or of its documented sibling', () => {
    for (const event of webhookEventNames) {
      expect(corpus.has(payloadShapeOf(event)), event).toBe(true);
    }
  });

  it.each(webhookEventNames.map((e) => [e]))('%s: same keys and JSON types as the docs', async (event) => {
    const reply = await subscribe({ hookUrl: `${box.hookUrl}/${event}`, event });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const fired = await control(box.sandbox, 'POST', 'webhooks/trigger', { event });
    expect(fired.status, JSON.stringify(fired.body)).toBe(200);
    const mine = box.received.filter((r) => r.path === `/${event}`);
    expect(mine.length, `${event} delivered`).toBeGreaterThanOrEqual(1);
    const docs = corpus.get(payloadShapeOf(event))!;
    const body = withoutCustomFields(event, mine[0]!.body as Record<string, unknown>);
    const expected = shapeOf(docs.payload) as Record<string, unknown>;
    // course.progress is our spec's event: the documented course payload plus completionPercentage.
    if (event === 'course.progress') expected.completionPercentage = 'number';
    expect(shapeOf(body, docs.payload)).toEqual(expected);
  });

  it('keeps the docs quirks: phone types, mangoes as one string, formatted lastPurchaseDate, no id on a failed order', async () => {
    const events: WebhookEventName[] = [
      'webinar.reminder.15min',
      'webinar.completed.all',
      'webinar.created.single',
      'subscription.expired',
      'order.created.failed',
    ];
    for (const event of events) {
      await subscribe({ hookUrl: `${box.hookUrl}/${event}`, event });
      await control(box.sandbox, 'POST', 'webhooks/trigger', { event });
    }
    const body = (event: string) =>
      box.received.find((r) => r.path === `/${event}`)?.body as Record<string, unknown>;
    expect(typeof body('webinar.reminder.15min').phone).toBe('string');
    expect(body('webinar.completed.all').phone).toMatch(/^\+\d+$/);
    expect(typeof body('webinar.created.single').phone).toBe('number');
    expect(typeof body('webinar.created.single').mangoes).toBe('string');
    expect(body('subscription.expired').lastPurchaseDate).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    expect(body('order.created.failed')).not.toHaveProperty('id');
    expect(body('order.created.failed').status).toBe('failed');
  });
});

describe('subscription paths and associations', () => {
  it('routes both documented paths', async () => {
    for (const path of [CURRENT, LEGACY]) {
      const reply = await subscribe({ hookUrl: `${box.hookUrl}${path}`, event: 'user.deleted' }, path);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ event: 'user.deleted', success: true });
    }
    await control(box.sandbox, 'POST', 'webhooks/trigger', { event: 'user.deleted' });
    expect(box.received.map((r) => r.path).sort()).toEqual([CURRENT, LEGACY].sort());
  });

  it('refuses an association field the event does not take, naming what it takes', async () => {
    const course = await subscribe({
      hookUrl: `${box.hookUrl}/x`,
      event: 'order.created.completed',
      course: 'c0c000000000000000000001',
    });
    expect(course.status).toBe(400);
    expect(JSON.stringify(course.body)).toContain(
      'order.created.completed takes only a Mango: remove a course',
    );
    const anyField = await subscribe({
      hookUrl: `${box.hookUrl}/x`,
      event: 'user.deleted',
      mango: 'ae0000000000000000000001',
    });
    expect(JSON.stringify(anyField.body)).toContain('user.deleted takes no association');
    const page = await subscribe({
      hookUrl: `${box.hookUrl}/x`,
      event: 'webinar.reminder.1day',
      page: 'ae0000000000000000000001',
    });
    expect(JSON.stringify(page.body)).toContain('No documented event takes a page association');
  });

  it('delivers webinar events only to subscriptions of that webinar (or of every webinar)', async () => {
    const calls = box.sandbox.state.data.videoCalls.filter(
      (c) => !c.cancelled && c.creator === box.sandbox.state.data.creators[0]!._id,
    );
    const [one, other] = calls;
    await subscribe({ hookUrl: `${box.hookUrl}/one`, event: 'webinar.reminder.1day', webinar: one!._id });
    await subscribe({ hookUrl: `${box.hookUrl}/other`, event: 'webinar.reminder.1day', webinar: other!._id });
    await subscribe({ hookUrl: `${box.hookUrl}/all`, event: 'webinar.reminder.1day' });
    const fired = await control(box.sandbox, 'POST', 'webhooks/trigger', {
      event: 'webinar.reminder.1day',
      webinar: one!._id,
    });
    expect(fired.status).toBe(200);
    expect(box.received.map((r) => r.path).sort()).toEqual(['/all', '/one']);
    expect((box.received[0]!.body as { webinarId: string }).webinarId).toBe(one!._id);
  });

  it('crossing 50% fires the 50% milestone, every-milestone and the spec’s course.progress, not the 100% ones', async () => {
    const course = 'c0c000000000000000000001';
    for (const event of webhookEventNames.filter((e) => webhookEventTable[e].group === 'courses')) {
      await subscribe({ hookUrl: `${box.hookUrl}/${event}`, event, course });
    }
    const user = 'fa00000000000000000004b0';
    await control(box.sandbox, 'POST', 'course-progress', { user, course, percentage: 40 });
    expect(box.received.map((r) => r.path)).toEqual(['/course.completed.all']); // the 10% milestone
    box.received.length = 0;
    await control(box.sandbox, 'POST', 'course-progress', { user, course, percentage: 60 });
    expect(box.received.map((r) => r.path).sort()).toEqual(
      ['/course.completed.50', '/course.completed.all', '/course.progress'].sort(),
    );
    box.received.length = 0;
    await control(box.sandbox, 'POST', 'course-progress', { user, course, percentage: 100 });
    expect(box.received.map((r) => r.path).sort()).toEqual(
      ['/course.completed', '/course.completed.100', '/course.completed.all'].sort(),
    );
  });
});
