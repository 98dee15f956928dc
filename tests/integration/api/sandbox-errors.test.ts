import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
} from '../../../src/main/platform/api/client';
import type { Clock } from '../../../src/main/platform/api/clock';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { AppFailure, type AppError } from '@shared/errors';

const MISSING = '0123456789abcdef01234567';
let sb: Sandbox;
let api: ApiClient;

function clientFor(extra: Partial<ApiClientOptions> = {}, creds = sb.demoCredentials()): ApiClient {
  return createApiClient({
    profile: { id: 'sandbox', baseUrl: sb.url, whitelabelHost: creds.whitelabelHost },
    getSecrets: async () => ({ accessToken: creds.accessToken, apiKey: creds.apiKey }),
    ...extra,
  });
}

beforeAll(async () => {
  sb = await createSandbox({ port: 0 });
  api = clientFor();
});
beforeEach(() => {
  sb.faults.set({});
});
afterAll(async () => {
  await api.close();
  await sb.close();
});

const data = () => sb.state.data;
const wl = () => data().creators.find((c) => c.whitelabel)!;
const liveMango = () => data().mangoes.find((m) => m.creator === wl()._id && !m.isDeleted)!;
const call = (title: string) => data().videoCalls.find((c) => c.title === title)!;

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppFailure) return error.error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('every errorCode of the spec reaches the caller as a typed error', () => {
  it('401 for a wrong token, WORKSHOP_MANGO_FORBIDDEN for a regular account', async () => {
    const creds = sb.demoCredentials();
    const wrong = clientFor({}, { ...creds, accessToken: 'not-the-token' });
    expect(await errorOf(wrong.listFeedPosts({ query: { limit: 1 } }))).toMatchObject({
      kind: 'http',
      status: 401,
    });
    const regular = clientFor(
      {},
      { ...creds, ...creds.regularAccount, whitelabelHost: creds.regularAccount.host },
    );
    expect(await errorOf(regular.listFeedPosts({ query: { limit: 1 } }))).toMatchObject({
      status: 403,
      errorCode: 'WORKSHOP_MANGO_FORBIDDEN',
    });
    await Promise.all([wrong.close(), regular.close()]);
  });

  it('not-found codes', async () => {
    expect(await errorOf(api.getMango({ params: { mangoId: MISSING } }))).toMatchObject({
      status: 404,
      errorCode: 'MANGO_NOT_FOUND',
    });
    expect(await errorOf(api.getVideoCall({ params: { videoCallId: MISSING } }))).toMatchObject({
      status: 404,
      errorCode: 'WORKSHOP_NOT_FOUND',
    });
    expect(
      await errorOf(api.createModule({ params: { courseId: MISSING }, body: { title: 'x' } })),
    ).toMatchObject({
      errorCode: 'COURSE_NOT_FOUND',
    });
    expect(await errorOf(api.listChannelPosts({ params: { channelId: MISSING } }))).toMatchObject({
      errorCode: 'CHANNEL_POST_CHANNEL_NOT_FOUND',
    });
  });

  it('CHANNEL_POST_ACCESS_FORBIDDEN for a member without access', async () => {
    const channel = data().channels.find(
      (c) => c.creator === wl()._id && !c.isArchived && c.mangoArr.length > 0,
    )!;
    const subscribed = new Set(data().subscriptions.map((s) => s.fan));
    const outsider = data().users.find((u) => !subscribed.has(u._id))!;
    expect(
      await errorOf(
        api.listChannelPosts({ params: { channelId: channel._id }, query: { userId: outsider._id } }),
      ),
    ).toMatchObject({
      status: 403,
      errorCode: 'CHANNEL_POST_ACCESS_FORBIDDEN',
    });
  });

  it('video call schedule codes, with the clash named for WORKSHOP_OVERLAP', async () => {
    const upcoming = call('Weekly Q&A: Mutual funds');
    const mango = liveMango()._id;
    const sameSlot = {
      startDate: upcoming.startDate,
      fromTime: upcoming.fromTime24h,
      timezoneName: upcoming.timezoneName,
    };
    const overlap = await errorOf(
      api.createVideoCall({ body: { title: 'Clash', mango, ...sameSlot, duration: 30 } }),
    );
    expect(overlap).toMatchObject({ status: 409, errorCode: 'WORKSHOP_OVERLAP' });
    expect(overlap.message).toMatch(
      /^The video call overlaps 'Weekly Q&A: Mutual funds' \(\d\d:\d\d to \d\d:\d\d IST\)\.$/,
    );
    const invalid = await errorOf(
      api.createVideoCall({ body: { title: 'Short', mango, ...sameSlot, duration: 10 } }),
    );
    expect(invalid).toMatchObject({ status: 400, errorCode: 'WORKSHOP_INVALID_SCHEDULE' });
    const notEditable = await errorOf(
      api.updateVideoCall({
        params: { videoCallId: call('Members meet-and-greet')._id },
        body: { title: 'x' },
      }),
    );
    expect(notEditable).toMatchObject({ errorCode: 'WORKSHOP_NOT_EDITABLE', outcome: 'refused' });
    const locked = call('Guest session: Retirement planning');
    expect(
      await errorOf(
        api.updateVideoCall({
          params: { videoCallId: locked._id },
          body: { duration: locked.duration + 30 },
        }),
      ),
    ).toMatchObject({
      errorCode: 'WORKSHOP_SCHEDULE_LOCKED',
    });
    await expect(
      api.updateVideoCall({ params: { videoCallId: locked._id }, body: { title: 'Still editable' } }),
    ).resolves.toMatchObject({
      title: 'Still editable',
    });
  });

  it('mango and course codes', async () => {
    const covers = Array.from({ length: 11 }, (_, i) => `https://cdn.example.test/${i}.png`);
    expect(
      await errorOf(
        api.updateMango({ params: { mangoId: liveMango()._id }, body: { coverContents: covers } }),
      ),
    ).toMatchObject({
      errorCode: 'REMOTE_MEDIA_TOO_MANY_ITEMS',
    });
    const coupon = data().coupons.find((c) => c.isActive && c.discountType === 'flat')!;
    expect(
      await errorOf(api.updateMango({ params: { mangoId: coupon.mangoes[0]! }, body: { price: 100 } })),
    ).toMatchObject({
      status: 409,
      errorCode: 'IMPACTED_COUPONS_FOUND',
    });
    expect(await errorOf(api.createMango({ body: { title: 'public', type: 'free' } }))).toMatchObject({
      errorCode: 'MANGO_TITLE_RESERVED',
    });
    const course = data().courses.find((c) => c.creator === wl()._id && !c.isDeleted)!;
    expect(
      await errorOf(api.updateCourse({ params: { courseId: course._id }, body: { drm: true } })),
    ).toMatchObject({
      errorCode: 'COURSE_DRM_NOT_ALLOWED',
    });
  });

  it('an assumed route missing on the host reads "not available on this host"', async () => {
    const bare = createApiClient({
      profile: { id: 'x', baseUrl: `${sb.url}/nowhere`, whitelabelHost: wl().host },
      getSecrets: async () => sb.demoCredentials(),
    });
    const error = await errorOf(
      bare.getVideoCallSeries({ params: { groupId: call('Weekly Masterclass').groupId! } }),
    );
    expect(error.message).toBe('Get video call series is not available on this host.');
    await bare.close();
  });
});

describe('sandbox faults', () => {
  /**
   * The client's waits advance the sandbox's clock, so 429 pauses take no real time. Concurrent sleepers of
   * the same length move it once, as real time would.
   */
  function sharedClock(): Clock & { slept: number } {
    const clock = {
      slept: 0,
      now: () => sb.clock.now(),
      random: () => 0.5,
      sleep: async (ms: number) => {
        const target = sb.clock.now() + ms;
        await new Promise<void>((resolve) => setImmediate(resolve));
        clock.slept = Math.max(clock.slept, target - start);
        if (sb.clock.now() < target) sb.clock.advance(target - sb.clock.now());
      },
    };
    const start = sb.clock.now();
    return clock;
  }

  it('429 storm: calls succeed after the advised pause, within the bounded attempts', async () => {
    sb.clock.set(sb.clock.now(), { frozen: true });
    sb.faults.set({ all: { requestsPerMinute: 3 } });
    const storm = clientFor({ hostLimit: false, clock: sharedClock() });
    for (let i = 0; i < 3; i += 1) await storm.listFeedPosts({ query: { limit: 1 } });
    sb.clock.advance(45_000);
    const clock = sharedClock();
    const stormy = clientFor({ hostLimit: false, clock });
    const before = sb.requestLog.list(0).length;
    const results = await Promise.all(
      Array.from({ length: 3 }, () => stormy.listFeedPosts({ query: { limit: 1 } })),
    );
    expect(results).toHaveLength(3);
    const entries = sb.requestLog.list(0).slice(before);
    // The first 429 pauses the whole host: the other callers wait instead of adding to the storm.
    const refused = entries.filter((e) => e.status === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(6);
    expect(entries.filter((e) => e.status === 200)).toHaveLength(3);
    // The priming hits leave the sandbox's one-minute window only after at least two advised 10 s pauses.
    expect(clock.slept).toBeGreaterThanOrEqual(20_000);
    sb.clock.useRealTime();
    await Promise.all([storm.close(), stormy.close()]);
  });

  it('500s: GET retried a bounded number of times, POST not retried, outcome unknown', async () => {
    sb.faults.set({ routes: { getMango: { errorRate: 1 }, createChannelGroup: { errorRate: 1 } } });
    const faulty = clientFor({ retryPolicy: { baseDelayMs: 1 } });
    const before = sb.requestLog.list(0).length;
    expect(await errorOf(faulty.getMango({ params: { mangoId: liveMango()._id } }))).toMatchObject({
      status: 500,
    });
    expect(sb.requestLog.list(0).length - before).toBe(4);
    const post = await errorOf(faulty.createChannelGroup({ body: { name: 'Never twice' } }));
    expect(post).toMatchObject({ kind: 'http', status: 500, outcome: 'unknown', retryable: false });
    expect(sb.requestLog.list(0).length - before).toBe(5);
    await faulty.close();
  });

  it('dropped connections, stalls beyond the timeout, and cancellation', async () => {
    const faulty = clientFor({ retryPolicy: { baseDelayMs: 1, maxRetries: 1 } });
    sb.faults.set({ routes: { createBadge: { dropRate: 1 } } });
    expect(await errorOf(faulty.createBadge({ body: { name: 'Dropped' } }))).toMatchObject({
      kind: 'network',
      outcome: 'unknown',
    });
    sb.faults.set({ all: { stallMs: 800, stallAt: 'headers' } });
    expect(await errorOf(faulty.listBadges({}, { timeouts: { headersMs: 100 } }))).toMatchObject({
      kind: 'timeout',
    });
    sb.faults.set({ all: { stallMs: 800, stallAt: 'body' } });
    expect(await errorOf(faulty.listBadges({}, { timeouts: { bodyMs: 100 } }))).toMatchObject({
      kind: 'timeout',
    });
    sb.faults.set({ all: { latencyMs: 2_000 } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    expect(await errorOf(faulty.listBadges({}, { signal: controller.signal }))).toMatchObject({
      kind: 'cancelled',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    await faulty.close();
  });
});
