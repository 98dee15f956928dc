import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src/main/platform/api/client';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';

let sb: Sandbox;
let api: ApiClient;

beforeAll(async () => {
  sb = await createSandbox({ port: 0 });
  const creds = sb.demoCredentials();
  api = createApiClient({
    profile: { id: 'sandbox', baseUrl: sb.url, whitelabelHost: creds.whitelabelHost },
    getSecrets: async () => ({ accessToken: creds.accessToken, apiKey: creds.apiKey }),
  });
});
afterAll(async () => {
  await api.close();
  await sb.close();
});

const data = () => sb.state.data;
const wl = () => data().creators.find((c) => c.whitelabel)!;
const mine = <T extends { creator?: string }>(rows: T[]): T[] => rows.filter((r) => r.creator === wl()._id);
const call = (title: string) => data().videoCalls.find((c) => c.title === title)!;

/** A local start a few days ahead in India, far from the fixture's calls. */
function freeSlot(daysAhead: number, time = '06:10') {
  const day = DateTime.fromMillis(sb.clock.now(), { zone: 'Asia/Kolkata' }).plus({ days: daysAhead });
  return {
    startDate: day.toFormat('yyyy-MM-dd'),
    fromTime: time,
    timezoneName: 'Asia/Kolkata',
    duration: 30,
  };
}

describe('every operation once against the sandbox (happy path)', () => {
  it('users and analytics', async () => {
    const user = data().users.find((u) => u.refreshToken)!;
    await expect(api.verifyToken({ query: { token: user.refreshToken! } })).resolves.toMatchObject({
      _id: user._id,
    });
    await expect(api.lookupUser({ query: { email: user.email } })).resolves.toMatchObject({ _id: user._id });
    expect(
      Array.isArray(await api.listUserSubscriptions({ params: { userId: user._id }, query: { limit: 5 } })),
    ).toBe(true);
    const end = DateTime.fromMillis(sb.clock.now()).toUTC();
    const activity = await api.communityActivity({
      query: {
        startDate: end.minus({ days: 7 }).toISO()!,
        endDate: end.toISO()!,
      },
    });
    expect(Array.isArray(activity.data)).toBe(true);
  });

  it('video calls', async () => {
    const mango = mine(data().mangoes).find((m) => !m.isDeleted)!;
    const slot = freeSlot(9);
    const free = await api.checkVideoCallAvailability({ body: slot });
    expect(free.maximumOverlap).toBe(0);
    const created = await api.createVideoCall({
      body: { title: 'Client test call', mango: mango._id, ...slot },
    });
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    const read = await api.getVideoCall({ params: { videoCallId: created._id! } });
    expect(read).toMatchObject({
      title: 'Client test call',
      startDate: slot.startDate,
      fromTime24h: '06:10',
    });
    await expect(
      api.updateVideoCall({ params: { videoCallId: created._id! }, body: { title: 'Renamed' } }),
    ).resolves.toMatchObject({
      title: 'Renamed',
    });
    expect((await api.listVideoCalls({ query: { limit: 5 } })).data).toBeDefined();
    expect(
      (await api.participantPreview({ query: { mangoes: [mango._id] } })).totalParticipant,
    ).toBeGreaterThanOrEqual(0);
    const series = await api.getVideoCallSeries({ params: { groupId: call('Weekly Masterclass').groupId! } });
    expect(series.occurrences.length).toBe(6);
  });

  it('mangoes', async () => {
    const mango = mine(data().mangoes).find((m) => !m.isDeleted)!;
    expect((await api.listMangoes({ query: { limit: 5 } })).data.length).toBeGreaterThan(0);
    await expect(api.getMango({ params: { mangoId: mango._id } })).resolves.toMatchObject({ _id: mango._id });
    await expect(
      api.updateMango({
        params: { mangoId: mango._id },
        body: { description: 'Updated by the client test' },
      }),
    ).resolves.toMatchObject({
      _id: mango._id,
    });
    await expect(
      api.createMango({ body: { title: 'Client test mango', type: 'onetime', price: 499 } }),
    ).resolves.toHaveProperty('_id');
    await expect(api.mangoSubscriberCounts({ query: { mangoes: [mango._id] } })).resolves.toHaveProperty(
      'totalSubscriptions',
    );
  });

  it('community', async () => {
    const channel = mine(data().channels).find((c) => !c.isArchived)!;
    expect((await api.listChannels()).data.length).toBeGreaterThan(0);
    await expect(api.createChannel({ body: { name: 'Client test channel' } })).resolves.toHaveProperty('_id');
    expect(
      (
        await api.listChannelPosts({
          params: { channelId: channel._id },
          query: { limit: 3, sortBy: 'most_popular' },
        })
      ).posts.length,
    ).toBeLessThanOrEqual(3);
    await expect(api.createChannelGroup({ body: { name: 'Client test group' } })).resolves.toMatchObject({
      name: 'Client test group',
    });
  });

  it('courses', async () => {
    const course = mine(data().courses).find((c) => !c.isDeleted)!;
    expect((await api.listCourses({ query: { limit: 5 } })).data.length).toBeGreaterThan(0);
    await expect(api.courseReviewSummary({ params: { courseId: course._id } })).resolves.toBeDefined();
    const module = await api.createModule({
      params: { courseId: course._id },
      body: { title: 'Client test module' },
    });
    expect(module).toMatchObject({ title: 'Client test module' });
    await expect(
      api.updateCourse({ params: { courseId: course._id }, body: { title: course.title } }),
    ).resolves.toBeDefined();
  });

  it('gamification, certificates, feed', async () => {
    expect((await api.listBadges()).data.length).toBeGreaterThan(0);
    await expect(api.createBadge({ body: { name: 'Client test badge' } })).resolves.toMatchObject({
      name: 'Client test badge',
    });
    expect(Array.isArray(await api.collectivePoints())).toBe(true);
    const award = data().awards[0]!;
    await expect(
      api.uploadCertificate({ body: { certificateId: award.certificate, fanId: award.user } }),
    ).resolves.toMatchObject({
      success: true,
    });
    expect(Array.isArray(await api.listCertificates({ params: { userId: award.user } }))).toBe(true);
    const feed = await api.listFeedPosts({ query: { limit: 1 } });
    expect(feed[0]?.data.length).toBe(1);
  });

  it('gamification per person: edit a badge, assign badges and points, ledger, v1 points', async () => {
    const badge = mine(data().badges)[0]!;
    await expect(
      api.updateBadge({ params: { badgeId: badge._id }, body: { description: 'Edited by the client' } }),
    ).resolves.toMatchObject({
      _id: badge._id,
      description: 'Edited by the client',
    });
    const fan = mine(data().users)[3]!;
    await expect(
      api.assignBadges({ params: { userId: fan._id }, body: { badges: [badge._id] } }),
    ).resolves.toMatchObject({
      success: true,
    });
    const given = await api.assignPoints({ body: { fanIds: [fan._id], score: 12 } });
    expect(Object.keys(given)).toEqual([fan._id]);
    const ledger = await api.pointsLedger({
      params: { userId: fan._id },
      query: { types: ['custom'], sortOrder: 'desc' },
    });
    expect(ledger.data.map((e) => e._id)).toContain(given[fan._id]);
    const points = await api.userCollectivePoints({ params: { userId: fan._id } });
    expect(typeof points['dailyActive']).toBe('number');
  });

  it('integration', async () => {
    const mango = mine(data().mangoes).find((m) => !m.isDeleted)!;
    await expect(
      api.subscribeWebhook({ body: { hookUrl: 'http://127.0.0.1:9/hook', event: 'course.progress' } }),
    ).resolves.toBeDefined();
    const result = await api.migrateUser({
      body: {
        name: 'Client Test',
        email: 'client.test@example.test',
        phone: 9811111111,
        mangoId: mango._id,
      },
    });
    expect(result).toMatchObject({ code: 0 });
  });
});
