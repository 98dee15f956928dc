import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_URLS } from '../../../src/sandbox/fixture/known-ids';
import { MONTHLY, startHarness, YEARLY, type Harness } from '../../helpers/demo-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const posts = () => h.sandbox.state.data.feedPosts.length;

describe('feed.createPost', () => {
  it('publishes a text post that the feed then shows', async () => {
    const { post, repeated } = await h.call('feed.createPost', {
      requestKey: randomUUID(),
      post: { mangoes: [MONTHLY], contentType: 'text', caption: 'Live session on Friday' },
    });
    expect(repeated).toBe(false);
    expect(post).toMatchObject({ caption: 'Live session on Friday', contentType: 'text' });
    const page = await h.call('feed.posts', { limit: 10, page: 1 });
    expect(page.posts.map((p) => p._id)).toContain(post._id);
  });

  it('sends a draft once: a repeat of the same key (even at the same time) gets the first post back', async () => {
    const requestKey = randomUUID();
    const before = posts();
    const input = {
      requestKey,
      post: {
        mangoes: [MONTHLY],
        contentType: 'image' as const,
        contentUrl: ASSET_URLS.image,
        caption: 'Cover',
      },
    };
    const [a, b] = await Promise.all([h.call('feed.createPost', input), h.call('feed.createPost', input)]);
    const again = await h.call('feed.createPost', input);
    expect(posts()).toBe(before + 1);
    expect(new Set([a.post._id, b.post._id, again.post._id]).size).toBe(1);
    // The bridge joined the two at once: both got the one send's answer.
    expect(b).toEqual(a);
    expect(again.repeated).toBe(true);
  });

  it('treats the same draft key in another letter case, or naming the active profile, as the same draft', async () => {
    const requestKey = randomUUID();
    const before = posts();
    const post = { mangoes: [MONTHLY], contentType: 'text' as const, caption: 'One post only' };
    const { activeProfileId } = await h.call('profiles.list', {});
    expect(activeProfileId).toEqual(expect.any(String));
    const first = await h.call('feed.createPost', { requestKey, post });
    const upper = await h.call('feed.createPost', { requestKey: requestKey.toUpperCase(), post });
    const named = await h.call('feed.createPost', { requestKey, post, profileId: activeProfileId ?? '' });
    expect(posts()).toBe(before + 1);
    expect([upper.repeated, named.repeated]).toEqual([true, true]);
    expect(new Set([first.post._id, upper.post._id, named.post._id]).size).toBe(1);
  });

  it('refuses before sending: no Mango, a text post without caption, media without its file, a Mango both ways', async () => {
    const before = posts();
    const cases = [
      { mangoes: [], contentType: 'text', caption: 'x' },
      { mangoes: [MONTHLY], contentType: 'text' },
      { mangoes: [MONTHLY], contentType: 'video' },
      { mangoes: [MONTHLY], contentType: 'text', caption: 'x', excludeMangoes: [MONTHLY] },
    ];
    for (const post of cases) {
      const error = await h.fail('feed.createPost', { requestKey: randomUUID(), post });
      expect(error.kind, JSON.stringify(post)).toBe('validation');
    }
    expect(posts()).toBe(before);
  });

  it('explains media that was not uploaded first, and lets the same draft be sent again after a failure', async () => {
    const requestKey = randomUUID();
    const error = await h.fail('feed.createPost', {
      requestKey,
      post: { mangoes: [MONTHLY], contentType: 'video', contentUrl: 'https://example.com/v.mp4' },
    });
    expect(error).toMatchObject({ status: 400, errorCode: 'POST_USER_ASSET_NOT_FOUND' });
    expect(error.message).toMatch(/Upload it first/);
    const fixed = await h.call('feed.createPost', {
      requestKey,
      post: {
        mangoes: [MONTHLY],
        contentType: 'video',
        contentUrl: ASSET_URLS.video,
        excludeMangoes: [YEARLY],
      },
    });
    expect(fixed.repeated).toBe(false);
    expect(fixed.post.excludeMangoes?.map((m) => m._id)).toEqual([YEARLY]);
  });

  it('a scheduled post is created but stays out of the feed until its time', async () => {
    const scheduleTime = new Date(h.sandbox.clock.now() + 2 * 86_400_000).toISOString();
    const { post } = await h.call('feed.createPost', {
      requestKey: randomUUID(),
      post: { mangoes: [MONTHLY], contentType: 'text', caption: 'Later', scheduleTime },
    });
    expect(post.scheduleTime).toBe(scheduleTime);
    const page = await h.call('feed.posts', { limit: 100, page: 1 });
    expect(page.posts.map((p) => p._id)).not.toContain(post._id);
  });
});
