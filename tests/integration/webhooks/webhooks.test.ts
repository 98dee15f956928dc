import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiverStatus, WebhookDelivery } from '../../../src/shared/areas/webhooks/channels';
import { webhookEventNames, webhookEventTable } from '../../../src/shared/contract/webhook-events';
import { COURSE_FOUNDATIONS, MONTHLY, STARTER, startHarness, type Harness } from '../../helpers/demo-harness';

let h: Harness;
let receiver: ReceiverStatus;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const deliveriesEmitted = (): WebhookDelivery[] =>
  h.events.filter((e) => e.event === 'webhooks.delivery').map((e) => e.payload as WebhookDelivery);

describe('built-in receiver with the sandbox', () => {
  it('starts on loopback with one path per event', async () => {
    receiver = await h.call('webhooks.receiverStart', {});
    expect(receiver.running).toBe(true);
    expect(receiver.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(receiver.urls['course.completed.50']).toBe(`${receiver.url}/hooks/course.completed.50`);
    expect(Object.keys(receiver.urls)).toHaveLength(17);
    expect(await h.call('webhooks.receiverStart', {})).toEqual(receiver);
  });

  it('subscribes the receiver to each event and keeps a local list per profile', async () => {
    await h.call('webhooks.subscribe', {
      hookUrl: receiver.urls['order.recurring.created']!,
      event: 'order.recurring.created',
      mango: MONTHLY,
    });
    await h.call('webhooks.subscribe', {
      hookUrl: receiver.urls['course.completed.50']!,
      event: 'course.completed.50',
    });
    const { subscription, response, via } = await h.call('webhooks.subscribe', {
      hookUrl: receiver.urls['course.completed.100']!,
      event: 'course.completed.100',
      course: COURSE_FOUNDATIONS,
    });
    expect(response.success).toBe(true);
    // The sandbox knows the current path: no fallback.
    expect(via).toEqual({
      operation: 'subscribeWebhook',
      path: '/api/v1/integration/webhook/webhook',
      fellBack: false,
    });
    expect(subscription.via).toEqual(via);
    expect(subscription).toMatchObject({
      builtInReceiver: true,
      course: COURSE_FOUNDATIONS,
      serverId: response._id,
    });
    const { subscriptions } = await h.call('webhooks.list', {});
    expect(subscriptions.map((s) => s.event)).toEqual([
      'course.completed.100',
      'course.completed.50',
      'order.recurring.created',
    ]);
    const file = JSON.parse(
      await readFile(join(h.dataDir, 'profiles', 'sandbox', 'webhook-subscriptions.json'), 'utf8'),
    );
    expect(file.subscriptions).toHaveLength(3);
    const state = (await h.control('GET', 'state?collection=webhooks')) as unknown[];
    expect(state).toHaveLength(3);
  });

  it('fires order.recurring.created for the associated Mango and records a valid delivery', async () => {
    const fired = await h.call('webhooks.fire', { event: 'order.recurring.created', mango: MONTHLY });
    expect(fired.description).toMatch(/Masterclass Monthly/);
    expect(fired.deliveries).toEqual([
      { hookUrl: receiver.urls['order.recurring.created']!, status: 200, error: null },
    ]);
    const { deliveries } = await h.call('webhooks.deliveries', {});
    const last = deliveries[deliveries.length - 1]!;
    expect(last).toMatchObject({
      event: 'order.recurring.created',
      eventSource: 'path',
      valid: true,
      issues: [],
      duplicate: false,
      answeredStatus: 200,
    });
    expect(last.payload).toMatchObject({ mangoName: 'Masterclass Monthly' });
    expect(deliveriesEmitted().at(-1)).toEqual(last);
  });

  it('fires course.completed.50 and course.completed.100, each labelled as itself', async () => {
    const half = await h.call('webhooks.fire', { event: 'course.completed.50' });
    expect(half.description).toMatch(/crossed 50% of/);
    expect(half.deliveries.some((d) => d.status === 200)).toBe(true);
    const completed = await h.call('webhooks.fire', {
      event: 'course.completed.100',
      course: COURSE_FOUNDATIONS,
    });
    expect(completed.description).toMatch(/completed “Foundations”/);
    expect(completed.deliveries.filter((d) => d.hookUrl.endsWith('course.completed.100'))).toHaveLength(1);
    const { deliveries } = await h.call('webhooks.deliveries', {});
    const byEvent = (e: string) => deliveries.filter((d) => d.event === e);
    expect(byEvent('course.completed.50').every((d) => d.valid)).toBe(true);
    expect(byEvent('course.completed.50')[0]!.label).toBe('Course 50% completed');
    expect(byEvent('course.completed.100')).toHaveLength(1);
    expect(byEvent('course.completed.100')[0]).toMatchObject({
      label: 'Course 100% completed',
      payload: { courseId: COURSE_FOUNDATIONS, course: 'Foundations' },
    });
  });

  it('answers 200 to a duplicate and marks it; reports payloads that miss documented fields', async () => {
    const url = receiver.urls['course.completed.100']!;
    const body = JSON.stringify({
      name: 'A',
      email: 'a@x.test',
      course: 'C',
      courseId: 'c1',
      phone: 1,
      lastProgressOn: '2025-01-01T10:00Z',
    });
    const first = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    const second = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    const bad = await fetch(receiver.urls['course.completed.50']!, {
      method: 'POST',
      body: JSON.stringify({ name: 'B', phone: '12' }),
    });
    expect(bad.status).toBe(200);
    const notJson = await fetch(`${receiver.url}/hooks/course.completed.50`, {
      method: 'POST',
      body: 'hello',
    });
    expect(notJson.status).toBe(400);
    expect((await fetch(`${receiver.url}/elsewhere`, { method: 'POST', body: '{}' })).status).toBe(404);
    const { deliveries } = await h.call('webhooks.deliveries', {});
    const tail = deliveries.slice(-4);
    expect(tail.map((d) => d.duplicate)).toEqual([false, true, false, false]);
    expect(tail[0]).toMatchObject({ valid: true, who: 'A <a@x.test> · 1' });
    expect(tail[2]).toMatchObject({ valid: false, event: 'course.completed.50' });
    expect(tail[2]!.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['email', 'phone', 'courseId', 'lastProgressOn']),
    );
    expect(tail[3]).toMatchObject({ valid: false, answeredStatus: 400 });
  });

  it('recognises the event by its fields on a path that names none; an unknown name stays unknown', async () => {
    const progress = {
      name: 'A',
      email: 'a@x.test',
      course: 'C',
      courseId: 'c',
      phone: 1,
      lastProgressOn: '2025-01-01T10:00:00Z',
      completionPercentage: 50,
    };
    await fetch(`${receiver.url}/hooks/anything`, { method: 'POST', body: JSON.stringify(progress) });
    let { deliveries } = await h.call('webhooks.deliveries', {});
    expect(deliveries.at(-1)).toMatchObject({
      event: 'course.progress',
      eventSource: 'inferred',
      valid: true,
    });
    await fetch(`${receiver.url}/hooks/course.completed.75`, {
      method: 'POST',
      body: JSON.stringify(progress),
    });
    ({ deliveries } = await h.call('webhooks.deliveries', {}));
    expect(deliveries.at(-1)).toMatchObject({
      event: null,
      rawEvent: 'course.completed.75',
      label: 'Unknown event “course.completed.75”',
    });
  });

  it('refuses to subscribe the same URL and event twice unless asked', async () => {
    const error = await h.fail('webhooks.subscribe', {
      hookUrl: receiver.urls['course.completed.50']!,
      event: 'course.completed.50',
    });
    expect(error.kind).toBe('conflict');
    expect(error.message).toMatch(/deliver each event twice/);
    const again = await h.call('webhooks.subscribe', {
      hookUrl: receiver.urls['course.completed.50']!,
      event: 'course.completed.50',
      allowDuplicate: true,
    });
    expect(again.subscription.event).toBe('course.completed.50');
  });

  it('checks the association and the address before sending', async () => {
    const wrongAssoc = await h.fail('webhooks.subscribe', {
      hookUrl: receiver.urls['course.completed.50']!,
      event: 'course.completed.50',
      mango: MONTHLY,
    });
    expect(wrongAssoc.message).toMatch(/course.completed.50 takes only a course: remove a Mango/);
    const noneTaken = await h.fail('webhooks.subscribe', {
      hookUrl: receiver.urls['user.deleted']!,
      event: 'user.deleted',
      course: COURSE_FOUNDATIONS,
    });
    expect(noneTaken.message).toMatch(/user.deleted takes no association/);
    const remote = await h.fail('webhooks.subscribe', {
      hookUrl: 'https://hooks.example.test/in',
      event: 'course.completed.50',
    });
    expect(remote.message).toMatch(/only to loopback/);
    expect(
      (await h.fail('webhooks.subscribe', { hookUrl: 'not a url', event: 'course.completed.50' })).kind,
    ).toBe('validation');
    expect(
      (await h.fail('webhooks.fire', { event: 'order.recurring.created', mango: STARTER })).message,
    ).toMatch(/not a recurring Mango/);
  });

  it('fires every event of the table from the console; each arrives labelled and as documented', async () => {
    for (const event of webhookEventNames) {
      const url = receiver.urls[event]!;
      const { subscriptions } = await h.call('webhooks.list', {});
      const existing = subscriptions.find((s) => s.hookUrl === url && s.event === event);
      if (!existing) await h.call('webhooks.subscribe', { hookUrl: url, event });
      await h.call('webhooks.clearDeliveries', {});
      // Fire within the subscription's association (order.recurring.created was subscribed for one Mango).
      const fired = await h.call('webhooks.fire', {
        event,
        ...(existing?.mango ? { mango: existing.mango } : {}),
        ...(existing?.course ? { course: existing.course } : {}),
      });
      // course.completed.50 was subscribed twice above (allowDuplicate): each subscription gets its delivery.
      const toReceiver = fired.deliveries.filter((d) => d.hookUrl === url);
      expect(toReceiver.length, event).toBeGreaterThanOrEqual(1);
      expect(
        toReceiver.every((d) => d.status === 200 && d.error === null),
        event,
      ).toBe(true);
      const { deliveries } = await h.call('webhooks.deliveries', {});
      const mine = deliveries.find((d) => d.path === `/hooks/${event}`);
      expect(mine, event).toMatchObject({
        event,
        label: webhookEventTable[event].label,
        valid: true,
        issues: [],
      });
      expect(mine!.who, event).toBeTruthy();
      expect(mine!.what, event).toBeTruthy();
    }
  });

  it('clears and stops', async () => {
    await fetch(receiver.urls['user.deleted']!, { method: 'POST', body: '{}' });
    expect((await h.call('webhooks.clearDeliveries', {})).cleared).toBeGreaterThan(0);
    const stopped = await h.call('webhooks.receiverStop', {});
    expect(stopped).toMatchObject({ running: false, url: null });
    await expect(
      fetch(receiver.urls['course.completed.50']!, { method: 'POST', body: '{}' }),
    ).rejects.toThrow();
  });
});

describe('live profiles', () => {
  it('refuses loopback and plain http receivers, and firing', async () => {
    const live = await h.liveProfile('learn.asha-academy.test', 'demo-access-token', 'demo-api-key');
    const loop = await h.fail('webhooks.subscribe', {
      profileId: live,
      hookUrl: 'http://127.0.0.1:9/hooks',
      event: 'course.completed.50',
    });
    expect(loop.message).toMatch(/cannot reach this machine/);
    const plain = await h.fail('webhooks.subscribe', {
      profileId: live,
      hookUrl: 'http://hooks.example.test/in',
      event: 'course.completed.50',
    });
    expect(plain.message).toMatch(/https/);
    const fire = await h.fail('webhooks.fire', { profileId: live, event: 'course.completed.50' });
    expect(fire.message).toMatch(/Only the built-in sandbox/);
  });

  it('sends the subscription with the API key; a wrong key is refused with 401 and no fallback', async () => {
    const wrongKey = await h.liveProfile('learn.asha-academy.test', 'demo-access-token', 'wrong-api-key');
    const error = await h.fail('webhooks.subscribe', {
      profileId: wrongKey,
      hookUrl: 'https://hooks.example.test/in',
      event: 'course.completed.50',
    });
    expect(error.status).toBe(401);
    expect((await h.call('webhooks.list', { profileId: wrongKey })).subscriptions).toEqual([]);
    const { entries } = await h.call('activity.list', { profileId: wrongKey });
    expect(entries.map((e) => e.operation)).toEqual(['subscribeWebhook']);
  });

  it('a live host that knows the current path is not asked on the legacy one', async () => {
    const live = await h.liveProfile('learn.asha-academy.test', 'demo-access-token', 'demo-api-key');
    const { via } = await h.call('webhooks.subscribe', {
      profileId: live,
      hookUrl: 'https://hooks.example.test/current',
      event: 'webinar.reminder.15min',
    });
    expect(via.fellBack).toBe(false);
    const { entries } = await h.call('activity.list', { profileId: live });
    expect(entries.map((e) => `${e.operation} ${e.path} ${e.status}`)).toContain(
      'subscribeWebhook /api/v1/integration/webhook/webhook 200',
    );
  });

  it('falls back to the legacy path after a 404 from a live host, and says so', async () => {
    const seen: string[] = [];
    const host = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${req.headers['x-api-key'] ? 'key' : 'no key'}`);
        if (req.url === '/integration/webhook') {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
        } else {
          res
            .writeHead(404, { 'content-type': 'application/json' })
            .end(`{"message":"Cannot POST ${req.url}","statusCode":404}`);
        }
      });
    });
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    try {
      const profile = await h.call('profiles.create', {
        name: 'Old live host',
        baseUrl: `http://127.0.0.1:${(host.address() as AddressInfo).port}`,
        whitelabelHost: 'learn.asha-academy.test',
      });
      await h.call('profiles.setSecret', { profileId: profile.id, apiKey: 'some-api-key' });
      const result = await h.call('webhooks.subscribe', {
        profileId: profile.id,
        hookUrl: 'https://hooks.example.test/orders',
        event: 'order.created.completed',
        mango: MONTHLY,
      });
      expect(seen).toEqual(['POST /api/v1/integration/webhook/webhook key', 'POST /integration/webhook key']);
      expect(result.via).toEqual({
        operation: 'subscribeWebhookLegacy',
        path: '/integration/webhook',
        fellBack: true,
      });
      const { subscriptions } = await h.call('webhooks.list', { profileId: profile.id });
      expect(subscriptions[0]?.via?.fellBack).toBe(true);
      const { entries } = await h.call('activity.list', { profileId: profile.id });
      expect(entries.map((e) => `${e.operation} ${e.path} ${e.status}`).sort()).toEqual([
        'subscribeWebhook /api/v1/integration/webhook/webhook 404',
        'subscribeWebhookLegacy /integration/webhook 200',
      ]);
    } finally {
      await new Promise((r) => host.close(r));
    }
  });

  it('lists Mangoes, courses and webinars for the pickers', async () => {
    const { mangoes, courses, webinars } = await h.call('webhooks.targets', {});
    expect(webinars.length).toBeGreaterThan(0);
    expect(webinars.every((w) => /^[0-9a-f]{24}$/.test(w._id) && w.title.length > 0)).toBe(true);
    expect(mangoes.find((m) => m._id === MONTHLY)).toMatchObject({
      title: 'Masterclass Monthly',
      recurring: true,
    });
    expect(mangoes.some((m) => m.title === 'Retired Workshop')).toBe(false);
    expect(courses.map((c) => c.title)).toContain('Foundations');
  });
});
