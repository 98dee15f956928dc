import { afterEach, describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '../../../src/shared/areas/webhooks/channels';
import {
  createWebhookReceiver,
  type WebhookReceiver,
} from '../../../src/main/areas/webhooks/webhook-receiver';
import { checkHookUrl } from '../../../src/main/areas/webhooks/webhook-subscriptions';
import {
  inferEvent,
  inferEvents,
  validatePayload,
} from '../../../src/main/areas/webhooks/webhook-validation';
import { AppFailure } from '../../../src/shared/errors';

const progress = {
  name: 'A',
  email: 'a@x.test',
  course: 'C',
  courseId: 'c1',
  phone: 98,
  lastProgressOn: '2025-01-01T00:00:00Z',
  completionPercentage: 50,
};

describe('payload validation', () => {
  it('names one event only when the fields tell it, else the family', () => {
    expect(inferEvent(progress)).toBe('course.progress');
    const { completionPercentage: _drop, ...completed } = progress;
    expect(inferEvent(completed)).toBeNull();
    expect(inferEvents(completed)).toEqual([
      'course.completed.50',
      'course.completed.100',
      'course.completed.all',
      'course.completed',
    ]);
    expect(validatePayload(completed, null)).toMatchObject({
      event: null,
      eventSource: 'inferred',
      label: expect.stringMatching(/^A course milestone/),
      valid: true,
    });
    expect(inferEvents({ orderId: 'o' })).toContain('order.recurring.created');
    expect(inferEvent({ hello: 1 })).toBeNull();
  });

  it('reports missing and mistyped fields, and lists extra keys', () => {
    const verdict = validatePayload({ ...progress, phone: true, extra: 'x' }, 'course.progress');
    expect(verdict.valid).toBe(false);
    expect(verdict.issues.map((i) => i.path)).toEqual(['phone']);
    expect(verdict.extraFields).toEqual(['extra']);
    expect(validatePayload(progress, 'course.progress')).toMatchObject({ valid: true, eventSource: 'path' });
    expect(validatePayload([1], null)).toMatchObject({ valid: false, eventSource: 'unknown' });
  });
});

describe('receiver URL rules', () => {
  const message = (fn: () => unknown): string => {
    try {
      fn();
    } catch (error) {
      return (error as AppFailure).error.message;
    }
    return 'accepted';
  };
  it('keeps live receivers public and encrypted, sandbox receivers on loopback', () => {
    expect(checkHookUrl('https://hooks.example.com/in', false)).toBe('https://hooks.example.com/in');
    expect(message(() => checkHookUrl('http://hooks.example.com/in', false))).toMatch(/https/);
    expect(message(() => checkHookUrl('https://localhost/in', false))).toMatch(/loopback/);
    expect(message(() => checkHookUrl('https://u:p@hooks.example.com', false))).toMatch(/user name/);
    expect(message(() => checkHookUrl('ftp://127.0.0.1/x', true))).toMatch(/http/);
    expect(checkHookUrl('http://127.0.0.1:4000/hooks/x', true)).toBe('http://127.0.0.1:4000/hooks/x');
    expect(message(() => checkHookUrl('https://hooks.example.com/in', true))).toMatch(/only to loopback/);
  });
});

describe('receiver', () => {
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await receiver?.stop();
  });

  it('keeps only the last deliveries and emits each one', async () => {
    const seen: WebhookDelivery[] = [];
    receiver = createWebhookReceiver({ now: () => new Date(), onDelivery: (d) => seen.push(d), keep: 3 });
    const status = await receiver.start();
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(status.urls['course.progress']!, {
        method: 'POST',
        body: JSON.stringify({ ...progress, completionPercentage: 50 + i }),
      });
      expect(response.status).toBe(200);
    }
    expect(seen).toHaveLength(5);
    expect(receiver.deliveries().map((d) => d.id)).toEqual([3, 4, 5]);
    expect(receiver.status().received).toBe(5);
    const wrongMethod = await fetch(status.urls['course.progress']!);
    expect(wrongMethod.status).toBe(405);
  });

  it('refuses a body over 1 MB with 413 and records nothing', async () => {
    const seen: WebhookDelivery[] = [];
    receiver = createWebhookReceiver({ now: () => new Date(), onDelivery: (d) => seen.push(d) });
    const status = await receiver.start();
    const response = await fetch(status.urls['course.completed']!, {
      method: 'POST',
      body: 'x'.repeat(1_100_000),
    }).catch(() => null);
    expect(response === null || response.status === 413).toBe(true);
    expect(seen).toHaveLength(0);
  });
});
