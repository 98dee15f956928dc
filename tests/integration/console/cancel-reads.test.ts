import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelName } from '../../../src/shared/bridge';
import { CHANNEL_IDS, COURSE_IDS, MANGO_IDS, USER_IDS } from '../../../src/sandbox/fixture/known-ids';
import { startConsoleHarness, type ConsoleHarness } from '../../helpers/console-harness';

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ name: 'cancel-reads' });
});
afterAll(async () => {
  h.sandbox.faults.set({});
  await h.close();
});

/**
 * A read of every area that calls the service, as its screen asks for it. A screen that closes (or a
 * filter that changes) cancels its read through `app.cancel` with the call's id, as the preload does.
 */
const READS: Array<[area: string, channel: ChannelName, input: Record<string, unknown>]> = [
  ['gamification', 'gamification.badges', {}],
  ['gamification (a person)', 'gamification.ledger', { userId: USER_IDS.first }],
  ['certificates', 'certificates.templates', {}],
  ['feed', 'feed.posts', { limit: 10, page: 1 }],
  ['users', 'customers.getUser', { userId: USER_IDS.first }],
  ['webhooks', 'webhooks.targets', {}],
  ['community', 'community.posts', { channelId: CHANNEL_IDS.general, page: 1, limit: 10 }],
  ['courses', 'courses.modules', { courseId: COURSE_IDS.foundations }],
  ['analytics', 'analytics.activity', { from: '2026-10-01', to: '2026-10-07', mode: 'refresh' }],
  ['mangoes', 'mangoes.get', { mangoId: MANGO_IDS.starter }],
  ['customers', 'customers.find', { email: 'nobody.here@example.test' }],
  ['app configuration', 'appConfig.get', { app: 'levelup' }],
  ['video calls', 'videoCalls.mangoOptions', {}],
  ['customers (subscriptions)', 'customers.subscriptions', { userId: USER_IDS.first }],
  ['mangoes (list)', 'mangoes.refresh', {}],
];

describe('closing a screen cancels its read on the wire, in every area', () => {
  it.each(READS)(
    '%s (%s): the HTTP request is aborted and the call answers cancelled',
    async (_area, channel, input) => {
      h.sandbox.faults.set({ all: { latencyMs: 20_000 } });
      const before = h.sandbox.traffic();
      const callId = `cancel-${channel.replace('.', '-')}`;
      const pending = h.app.dispatch(channel, input, { callId });
      // The request has reached the service (it waits there in the injected latency).
      await expect
        .poll(() => h.sandbox.traffic().inFlight, { timeout: 10_000 })
        .toBeGreaterThan(before.inFlight);
      expect(await h.app.dispatch('app.cancel', { callId })).toEqual({
        ok: true,
        value: { cancelled: true },
      });
      expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
      // The service saw its client go away before the answer: the request itself was aborted.
      await expect
        .poll(() => h.sandbox.traffic().abandoned, { timeout: 10_000 })
        .toBeGreaterThan(before.abandoned);
      h.sandbox.faults.set({});
      await expect.poll(() => h.sandbox.traffic().inFlight, { timeout: 10_000 }).toBe(before.inFlight);
    },
  );
});
