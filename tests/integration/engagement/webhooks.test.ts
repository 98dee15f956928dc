import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiverStatus, WebhookDelivery } from '../../../src/shared/channels/engagement';
import { COURSE_FOUNDATIONS, MONTHLY, STARTER, startHarness, type Harness } from './helpers';

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
    expect(receiver.urls['course.progress']).toBe(`${receiver.url}/hooks/course.progress`);
    expect(await h.call('webhooks.receiverStart', {})).toEqual(receiver);
  });

  it('subscribes the receiver to each event and keeps a local list per profile', async () => {
    await h.call('webhooks.subscribe', {
      hookUrl: receiver.urls['order.recurring.created'],
      event: 'order.recurring.created',
      mango: MONTHLY,
    });
    await h.call('webhooks.subscribe', {
      hookUrl: receiver.urls['course.progress'],
      event: 'course.progress',
    });
    const { subscription, response } = await h.call('webhooks.subscribe', {
      hookUrl: receiver.urls['course.completed'],
      event: 'course.completed',
      course: COURSE_FOUNDATIONS,
    });
    expect(response.success).toBe(true);
    expect(subscription).toMatchObject({
      builtInReceiver: true,
      course: COURSE_FOUNDATIONS,
      serverId: response._id,
    });
    const { subscriptions } = await h.call('webhooks.list', {});
    expect(subscriptions.map((s) => s.event)).toEqual([
      'course.completed',
      'course.progress',
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
      { hookUrl: receiver.urls['order.recurring.created'], status: 200, error: null },
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

  it('fires course.progress and course.completed with valid payloads', async () => {
    const progress = await h.call('webhooks.fire', { event: 'course.progress' });
    expect(progress.deliveries.some((d) => d.status === 200)).toBe(true);
    const completed = await h.call('webhooks.fire', {
      event: 'course.completed',
      course: COURSE_FOUNDATIONS,
    });
    expect(completed.description).toMatch(/completed “Foundations”/);
    expect(completed.deliveries.filter((d) => d.hookUrl.endsWith('course.completed'))).toHaveLength(1);
    const { deliveries } = await h.call('webhooks.deliveries', {});
    const byEvent = (e: string) => deliveries.filter((d) => d.event === e);
    expect(byEvent('course.progress').every((d) => d.valid)).toBe(true);
    expect(byEvent('course.completed')).toHaveLength(1);
    expect(byEvent('course.completed')[0]!.payload).toMatchObject({
      courseId: COURSE_FOUNDATIONS,
      course: 'Foundations',
    });
  });

  it('answers 200 to a duplicate and marks it; reports payloads that miss spec fields', async () => {
    const url = receiver.urls['course.completed']!;
    const body = JSON.stringify({
      name: 'A',
      email: 'a@x.test',
      course: 'C',
      courseId: 'c1',
      phone: 1,
      lastProgressOn: '2025-01-01',
    });
    const first = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    const second = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    const bad = await fetch(receiver.urls['course.progress']!, {
      method: 'POST',
      body: JSON.stringify({ name: 'B', phone: '123' }),
    });
    expect(bad.status).toBe(200);
    const notJson = await fetch(`${receiver.url}/hooks/course.progress`, { method: 'POST', body: 'hello' });
    expect(notJson.status).toBe(400);
    expect((await fetch(`${receiver.url}/elsewhere`, { method: 'POST', body: '{}' })).status).toBe(404);
    const { deliveries } = await h.call('webhooks.deliveries', {});
    const tail = deliveries.slice(-4);
    expect(tail.map((d) => d.duplicate)).toEqual([false, true, false, false]);
    expect(tail[2]).toMatchObject({ valid: false, event: 'course.progress' });
    expect(tail[2]!.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['email', 'phone', 'completionPercentage']),
    );
    expect(tail[3]).toMatchObject({ valid: false, answeredStatus: 400 });
  });

  it('recognises the event by its fields on a path that names none', async () => {
    await fetch(`${receiver.url}/hooks/anything`, {
      method: 'POST',
      body: JSON.stringify({
        name: 'A',
        email: 'a',
        course: 'C',
        courseId: 'c',
        phone: 1,
        lastProgressOn: 'x',
        completionPercentage: 50,
      }),
    });
    const { deliveries } = await h.call('webhooks.deliveries', {});
    expect(deliveries.at(-1)).toMatchObject({
      event: 'course.progress',
      eventSource: 'inferred',
      valid: true,
    });
  });

  it('refuses to subscribe the same URL and event twice unless asked', async () => {
    const error = await h.fail('webhooks.subscribe', {
      hookUrl: receiver.urls['course.progress'],
      event: 'course.progress',
    });
    expect(error.kind).toBe('conflict');
    expect(error.message).toMatch(/deliver each event twice/);
    const again = await h.call('webhooks.subscribe', {
      hookUrl: receiver.urls['course.progress'],
      event: 'course.progress',
      allowDuplicate: true,
    });
    expect(again.subscription.event).toBe('course.progress');
  });

  it('checks the association and the address before sending', async () => {
    const wrongAssoc = await h.fail('webhooks.subscribe', {
      hookUrl: receiver.urls['course.progress'],
      event: 'course.progress',
      mango: MONTHLY,
    });
    expect(wrongAssoc.message).toMatch(/Mango goes with order.recurring.created only/);
    const remote = await h.fail('webhooks.subscribe', {
      hookUrl: 'https://hooks.example.test/in',
      event: 'course.progress',
    });
    expect(remote.message).toMatch(/only to loopback/);
    expect(
      (await h.fail('webhooks.subscribe', { hookUrl: 'not a url', event: 'course.progress' })).kind,
    ).toBe('validation');
    expect(
      (await h.fail('webhooks.fire', { event: 'order.recurring.created', mango: STARTER })).message,
    ).toMatch(/not a recurring Mango/);
  });

  it('clears and stops', async () => {
    expect((await h.call('webhooks.clearDeliveries', {})).cleared).toBeGreaterThan(0);
    const stopped = await h.call('webhooks.receiverStop', {});
    expect(stopped).toMatchObject({ running: false, url: null });
    await expect(fetch(receiver.urls['course.progress']!, { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});

describe('live profiles', () => {
  it('refuses loopback and plain http receivers, and firing', async () => {
    const live = await h.liveProfile('learn.asha-academy.test', 'demo-access-token', 'demo-api-key');
    const loop = await h.fail('webhooks.subscribe', {
      profileId: live,
      hookUrl: 'http://127.0.0.1:9/hooks',
      event: 'course.progress',
    });
    expect(loop.message).toMatch(/cannot reach this machine/);
    const plain = await h.fail('webhooks.subscribe', {
      profileId: live,
      hookUrl: 'http://hooks.example.test/in',
      event: 'course.progress',
    });
    expect(plain.message).toMatch(/https/);
    const fire = await h.fail('webhooks.fire', { profileId: live, event: 'course.progress' });
    expect(fire.message).toMatch(/Only the built-in sandbox/);
  });

  it('sends the subscription with the API key; a wrong key is refused with 401', async () => {
    const wrongKey = await h.liveProfile('learn.asha-academy.test', 'demo-access-token', 'wrong-api-key');
    const error = await h.fail('webhooks.subscribe', {
      profileId: wrongKey,
      hookUrl: 'https://hooks.example.test/in',
      event: 'course.progress',
    });
    expect(error.status).toBe(401);
    expect((await h.call('webhooks.list', { profileId: wrongKey })).subscriptions).toEqual([]);
  });

  it('lists Mangoes and courses for the pickers', async () => {
    const { mangoes, courses } = await h.call('webhooks.targets', {});
    expect(mangoes.find((m) => m._id === MONTHLY)).toMatchObject({
      title: 'Masterclass Monthly',
      recurring: true,
    });
    expect(mangoes.some((m) => m.title === 'Retired Workshop')).toBe(false);
    expect(courses.map((c) => c.title)).toContain('Foundations');
  });
});
