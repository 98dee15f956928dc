import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import { callStatus } from '../../../src/sandbox/handlers/video-call-view';
import { isActiveSubscription } from '../../../src/sandbox/handlers/common';
import type { Sandbox } from '../../../src/sandbox/server';
import { control, startSandbox } from './helpers';

let sandbox: Sandbox;
const shipped = JSON.parse(readFileSync('resources/fixtures/demo.json', 'utf8')) as unknown;
beforeAll(async () => {
  sandbox = await startSandbox(shipped);
});
afterAll(async () => {
  await sandbox.close();
});

describe('the demo fixture', () => {
  it('is the generator output, byte for byte, and under 6 MB', () => {
    const text = readFileSync('resources/fixtures/demo.json', 'utf8');
    expect(text.trim()).toBe(JSON.stringify(generateDemoFixture()));
    expect(text.length).toBeLessThan(6_000_000);
  });

  it('holds every kind and state the screens need', () => {
    const d = sandbox.state.data;
    const now = sandbox.clock.now();
    expect(d.creators.map((c) => c.whitelabel).sort()).toEqual([false, true]);
    const wlMangoes = d.mangoes.filter((m) => m.creator === d.creators[0]?._id);
    expect(wlMangoes.length).toBeGreaterThanOrEqual(10);
    for (const type of ['onetime', 'recurring', 'free'])
      expect(wlMangoes.some((m) => m.type === type)).toBe(true);
    expect(wlMangoes.some((m) => m.isHidden)).toBe(true);
    expect(wlMangoes.some((m) => m.isDeleted)).toBe(true);
    expect(wlMangoes.some((m) => typeof m.access?.seatLimit === 'number')).toBe(true);
    expect(d.coupons.some((c) => c.isActive)).toBe(true);
    expect(new Set(d.courses.map((c) => c.drip.mode))).toEqual(
      new Set(['none', 'date', 'enrollment', 'completion']),
    );
    expect(d.courses.every((c) => c.modules.length > 0 && c.reviews.length > 0)).toBe(true);
    expect(d.channels.length).toBeGreaterThanOrEqual(6);
    expect(d.channels.some((c) => c.isHidden) && d.channels.some((c) => c.isArchived)).toBe(true);
    expect(
      d.channels.some((c) => c.mangoArr.length > 0) && d.channels.some((c) => c.badgeArr.length > 0),
    ).toBe(true);
    expect(d.posts.length).toBeGreaterThanOrEqual(3_000);
    const times = d.posts.map((p) => Date.parse(p.createdAt));
    expect((Math.max(...times) - Math.min(...times)) / 86_400_000).toBeGreaterThanOrEqual(119);
    expect(
      d.posts.some((p) => p.poll) &&
        d.posts.some((p) => p.mediaContent.length) &&
        d.posts.some((p) => p.postRef),
    ).toBe(true);
    expect(d.posts.some((p) => p.isPinned) && d.posts.some((p) => p.likes.length)).toBe(true);
    const statuses = new Set(d.videoCalls.map((c) => callStatus(c, now)));
    expect(statuses).toEqual(new Set(['completed', 'ongoing', 'upcoming', 'cancelled']));
    expect(
      d.videoCalls.some((c) => c.callType === 'recurring') &&
        d.videoCalls.some((c) => c.callType === 'onetime'),
    ).toBe(true);
    expect(d.videoCalls.some((c) => c.meetingUrl) && d.videoCalls.some((c) => !c.meetingUrl)).toBe(true);
    expect(d.videoCalls.some((c) => c.recordings.length > 0)).toBe(true);
    expect(d.videoCalls.some((c) => c.isRecordingDeleted)).toBe(true);
    expect(d.videoCalls.some((c) => !c.enableRecordingVideoCall && callStatus(c, now) === 'completed')).toBe(
      true,
    );
    expect(
      d.videoCalls.some(
        (c) => c.enableRecordingVideoCall && !c.recordingReceivedAt && callStatus(c, now) === 'completed',
      ),
    ).toBe(true);
    expect(new Set(d.subscriptions.map((s) => s.fan)).size).toBeGreaterThanOrEqual(1_000);
    expect(
      d.subscriptions.some((s) => isActiveSubscription(s, now)) &&
        d.subscriptions.some((s) => !isActiveSubscription(s, now)),
    ).toBe(true);
    expect(
      d.badges.length && d.users.some((u) => u.points.length) && d.awards.length && d.feedPosts.length,
    ).toBeTruthy();
  });

  it('resets to the demo or to a posted fixture, and refuses a broken one', async () => {
    const small = generateDemoFixture({ posts: 10, subscribers: 5 });
    expect((await control(sandbox, 'POST', 'reset', { fixture: small })).status).toBe(200);
    expect(sandbox.state.data.posts).toHaveLength(10);
    const broken = await control(sandbox, 'POST', 'reset', { fixture: { ...small, creators: [] } });
    expect(broken.status).toBe(400);
    expect(sandbox.state.data.posts).toHaveLength(10);
    await control(sandbox, 'POST', 'reset');
    expect(sandbox.state.data.posts.length).toBeGreaterThanOrEqual(3_000);
  });
});
