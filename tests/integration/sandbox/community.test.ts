import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunityActivityResponse } from '../../../src/shared/contract/analytics';
import { ChannelGroup, ChannelList, ChannelPostList, Channel } from '../../../src/shared/contract/community';
import { createClock } from '../../../src/sandbox/clock';
import { DEMO_ANCHOR, generateDemoFixture } from '../../../src/sandbox/fixture/generate';
import { isActiveSubscription } from '../../../src/sandbox/handlers/common';
import { postScore } from '../../../src/sandbox/handlers/posts';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { call, control, expectError, parsed, startSandbox } from './helpers';

const CREATOR = 'cccc00000000000000000001';
const GENERAL = 'ca0000000000000000000001';
const HIDDEN = 'ca0000000000000000000006';
const ARCHIVED = 'ca0000000000000000000007';
const FOREIGN = 'ca0000000000000000000008';
const posts = (channel: string, query = '') => `/api/v1/external/community/channels/${channel}/posts${query}`;

let sandbox: Sandbox;
let timed: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  // A fixture with hand-placed posts around IST midnight, loaded on a frozen clock at its anchor (no shift).
  const fixture = generateDemoFixture({ posts: 0, subscribers: 20 });
  const base = {
    creator: CREATOR,
    postedBy: CREATOR,
    caption: 'x',
    layoutType: 'text',
    mediaContent: [],
    isPinned: false,
    isHidden: false,
    isDeleted: false,
    baseViews: 0,
    viewTimes: [],
    likes: [],
    comments: [],
    postSettings: { disableComment: false, hideComment: false, hideLikes: false },
  };
  const post = (n: number, channel: string, at: string, extra: object = {}) => ({
    ...base,
    _id: `b0${n.toString(16).padStart(22, '0')}`,
    channel,
    scheduleAt: at,
    createdAt: at,
    updatedAt: at,
    ...extra,
  });
  const fan = fixture.users[0]?._id ?? '';
  fixture.posts = [
    post(1, GENERAL, '2025-01-14T18:29:00.000Z', {
      likes: [{ user: fan, at: '2025-01-14T18:31:00.000Z' }],
      comments: [{ user: fan, at: '2025-01-14T18:40:00.000Z', isReply: false }],
    }),
    post(2, GENERAL, '2025-01-14T18:31:00.000Z'),
    post(3, ARCHIVED, '2025-01-14T19:00:00.000Z'),
    post(4, GENERAL, '2025-01-14T20:00:00.000Z', {
      postedBy: fan,
      likes: [{ user: fan, at: '2025-01-14T20:01:00.000Z' }],
    }),
    post(5, GENERAL, '2025-01-15T18:29:59.999Z'),
  ];
  timed = await createSandbox({
    port: 0,
    fixture,
    clock: createClock({ at: Date.parse(DEMO_ANCHOR), frozen: true }),
  });
});
afterAll(async () => {
  await sandbox.close();
  await timed.close();
});

describe('community activity analytics', () => {
  const url = (q: string) =>
    `/api/v1/external/analytics/community/user/activity?startDate=2025-01-13T18:30:00.000Z&endDate=2025-01-15T18:29:59.999Z${q}`;

  it("groups by IST day with inclusive UTC bounds, counting only the creator's posts and what they received", async () => {
    const body = parsed(CommunityActivityResponse, await call(timed, 'GET', url('')));
    expect(body.data).toEqual([
      { date: '2025-01-13T18:30:00.000Z', totalPost: 1, totalComment: 0, totalLike: 0 },
      { date: '2025-01-14T18:30:00.000Z', totalPost: 2, totalComment: 1, totalLike: 1 },
    ]);
  });

  it('ignores foreign channels without error and includes a named archived channel', async () => {
    const foreign = parsed(CommunityActivityResponse, await call(timed, 'GET', url(`&channels=${FOREIGN}`)));
    expect(foreign.data.every((r) => r.totalPost === 0)).toBe(true);
    const archived = parsed(
      CommunityActivityResponse,
      await call(timed, 'GET', url(`&channels=${ARCHIVED}&channels=${FOREIGN}`)),
    );
    expect(archived.data.map((r) => r.totalPost)).toEqual([0, 1]);
  });

  it('400 without startDate', async () => {
    expectError(
      await call(
        timed,
        'GET',
        '/api/v1/external/analytics/community/user/activity?endDate=2025-01-15T00:00:00Z',
      ),
      400,
    );
  });
});

describe('channel posts', () => {
  const list = async (channel: string, q: string) =>
    parsed(ChannelPostList, await call(sandbox, 'GET', posts(channel, q)));
  const pinnedFirst = (p: { isPinned?: boolean | undefined }[]) => {
    const firstUnpinned = p.findIndex((x) => !x.isPinned);
    return firstUnpinned === -1 || p.slice(firstUnpinned).every((x) => !x.isPinned);
  };

  it('sorts latest by default and oldest on request, pinned first in both', async () => {
    const latest = await list(GENERAL, '?limit=100');
    expect(latest.posts.slice(0, 3).every((p) => p.isPinned)).toBe(true);
    expect(pinnedFirst(latest.posts)).toBe(true);
    const rest = latest.posts.filter((p) => !p.isPinned).map((p) => p.scheduleAt ?? '');
    expect(rest).toEqual([...rest].sort().reverse());
    const oldest = await list(GENERAL, '?limit=100&sortBy=oldest');
    expect(pinnedFirst(oldest.posts)).toBe(true);
    const asc = oldest.posts.filter((p) => !p.isPinned).map((p) => p.scheduleAt ?? '');
    expect(asc).toEqual([...asc].sort());
    expect(latest.totalPosts).toBe(oldest.totalPosts);
    expect(latest.lastPostId).toBe(latest.posts.at(-1)?._id);
  });

  it('most_popular uses 3 x likes + 3 x comments + 2 x views + reposts', async () => {
    const page = await list(GENERAL, '?limit=100&sortBy=most_popular');
    const scores = page.posts
      .filter((p) => !p.isPinned)
      .map((p) => postScore(p.totalLikes ?? 0, p.totalComments ?? 0, p.totalViews ?? 0, p.totalRepost ?? 0));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(pinnedFirst(page.posts)).toBe(true);
  });

  it('trending_now scores only the last 24 hours', async () => {
    const page = await list(GENERAL, '?limit=100&sortBy=trending_now');
    const since = Date.now() - 86_400_000;
    const score = (id: string) => {
      const p = sandbox.state.byId('posts', id);
      const recent = (xs: { at: string }[] | string[]) =>
        xs.filter((x) => Date.parse(typeof x === 'string' ? x : x.at) >= since).length;
      const reposts = sandbox.state.data.posts.filter(
        (r) => r.postRef === id && Date.parse(r.createdAt) >= since,
      ).length;
      return p ? postScore(recent(p.likes), recent(p.comments), recent(p.viewTimes), reposts) : 0;
    };
    const scores = page.posts.filter((p) => !p.isPinned).map((p) => score(p._id ?? ''));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(0);
  });

  it('filters by author, pin state and creator/subscriber origin', async () => {
    expect(
      (await list(GENERAL, '?limit=100&filterBy=posts_from_creator')).posts.every(
        (p) => p.postedBy === CREATOR,
      ),
    ).toBe(true);
    expect(
      (await list(GENERAL, '?limit=100&filterBy=posts_from_subscribers')).posts.every(
        (p) => p.postedBy !== CREATOR,
      ),
    ).toBe(true);
    expect((await list(GENERAL, '?isPinned=true')).posts.map((p) => p.isPinned)).toEqual([true, true, true]);
    expect((await list(GENERAL, '?isPinned=false&limit=50')).posts.every((p) => !p.isPinned)).toBe(true);
    const author =
      sandbox.state.data.posts.find((p) => p.channel === GENERAL && p.postedBy !== CREATOR)?.postedBy ?? '';
    expect((await list(GENERAL, `?postedBy=${author}`)).posts.every((p) => p.postedBy === author)).toBe(true);
    expect(
      (await list(GENERAL, `?limit=100&excludePostedBy=${author},${CREATOR}`)).posts.some(
        (p) => p.postedBy === author || p.postedBy === CREATOR,
      ),
    ).toBe(false);
  });

  it('adds isLiked and votedOption only for a member with access; refuses others with 403', async () => {
    const creatorView = await list(GENERAL, '?limit=5');
    expect(creatorView.posts.every((p) => !('isLiked' in p) && !('votedOption' in p))).toBe(true);
    const now = Date.now();
    const channel = sandbox.state.byId('channels', GENERAL);
    const member =
      sandbox.state.data.subscriptions.find(
        (s) => channel?.mangoArr.includes(s.mango) && isActiveSubscription(s, now),
      )?.fan ?? '';
    const memberView = await list(GENERAL, `?limit=5&userId=${member}`);
    expect(
      memberView.posts.every((p) => typeof p.isLiked === 'boolean' && typeof p.votedOption === 'string'),
    ).toBe(true);
    const outsider =
      sandbox.state.data.users.find(
        (u) =>
          u.badges.length === 0 &&
          !sandbox.state.data.subscriptions.some(
            (s) => s.fan === u._id && channel?.mangoArr.includes(s.mango) && isActiveSubscription(s, now),
          ),
      )?._id ?? '';
    expectError(
      await call(sandbox, 'GET', posts(GENERAL, `?userId=${outsider}`)),
      403,
      'CHANNEL_POST_ACCESS_FORBIDDEN',
    );
    const moderator =
      sandbox.state.data.users.find((u) => u.badges.includes('bad000000000000000000003'))?._id ?? '';
    expectError(
      await call(sandbox, 'GET', posts(HIDDEN, `?userId=${moderator}`)),
      403,
      'CHANNEL_POST_ACCESS_FORBIDDEN',
    );
    parsed(ChannelPostList, await call(sandbox, 'GET', posts(HIDDEN)));
  });

  it('404 CHANNEL_POST_CHANNEL_NOT_FOUND for archived, foreign and missing channels; 400 for bad paging', async () => {
    for (const id of [ARCHIVED, FOREIGN, 'ca00000000000000000000ff'])
      expectError(await call(sandbox, 'GET', posts(id)), 404, 'CHANNEL_POST_CHANNEL_NOT_FOUND');
    expectError(await call(sandbox, 'GET', posts(GENERAL, '?limit=101')), 400);
    expectError(await call(sandbox, 'GET', posts(GENERAL, '?page=0')), 400);
  });
});

describe('channels and channel groups', () => {
  it('appends a new group after the existing ones and refuses an empty name', async () => {
    const group = parsed(
      ChannelGroup,
      await call(sandbox, 'POST', '/api/v1/external/community/channel-groups', {
        body: { name: 'Later', rank: 0 },
      }),
    );
    expect(group.rank).toBe(3);
    const count = sandbox.state.data.channelGroups.length;
    expectError(
      await call(sandbox, 'POST', '/api/v1/external/community/channel-groups', { body: { name: '  ' } }),
      400,
    );
    expect(sandbox.state.data.channelGroups.length).toBe(count);
  });

  it('lists and creates channels', async () => {
    const visible = parsed(ChannelList, await call(sandbox, 'GET', '/api/v1/external/community/channels'));
    const all = parsed(
      ChannelList,
      await call(sandbox, 'GET', '/api/v1/external/community/channels?includeArchived=true'),
    );
    expect(all.data.length).toBe(visible.data.length + 1);
    const created = parsed(
      Channel,
      await call(sandbox, 'POST', '/api/v1/external/community/channels', {
        body: { name: 'New', mangoArr: ['ae0000000000000000000001'] },
      }),
    );
    expect(created.mangoArr).toEqual(['ae0000000000000000000001']);
  });

  it('400 when the Community feature is not enabled', async () => {
    await control(sandbox, 'POST', 'patch', {
      collection: 'creators',
      id: CREATOR,
      set: { features: { community: false, gamification: true, drm: false, webinarExpiresAt: null } },
    });
    expectError(
      await call(sandbox, 'GET', posts(GENERAL)),
      400,
      undefined,
      'Community feature is not enabled',
    );
    expectError(
      await call(sandbox, 'POST', '/api/v1/external/community/channel-groups', { body: { name: 'x' } }),
      400,
    );
    sandbox.reset();
  });
});
