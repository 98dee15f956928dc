import { describe, expect, it } from 'vitest';
import type { BridgeApi } from '@shared/bridge';
import type { Result } from '@shared/errors';
import { createPostsStore } from '../../../src/renderer/src/features/community/posts/posts-store';

interface Call {
  input: { page: number; limit: number; sortBy?: string; userId?: string };
  resolve: (result: Result<unknown>) => void;
}

/** A bridge whose post calls wait until the test answers them, to control ordering. */
function fakeApi() {
  const calls: Call[] = [];
  const api = {
    community: {
      channels: async () => ({ ok: true, value: { channels: [{ _id: 'c1', name: 'General' }], groups: [] } }),
      posts: (input: Call['input']) => new Promise((resolve) => calls.push({ input, resolve })),
      exportPostsCsv: async (input: unknown) => ({ ok: true, value: { input } }),
    },
  } as unknown as BridgeApi;
  const page = (n: number, limit: number, total: number) =>
    ({
      ok: true,
      value: {
        posts: Array.from({ length: limit }, (_, i) => ({ _id: `p${(n - 1) * limit + i}` })),
        totalPosts: total,
        page: n,
        limit,
      },
    }) as const;
  return { api, calls, page };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('posts store', () => {
  it('loads page 1 for the first channel, then only the pages asked for, once each', async () => {
    const { api, calls, page } = fakeApi();
    const store = createPostsStore(api);
    await store.getState().loadChannels();
    expect(calls.map((c) => c.input.page)).toEqual([1]);
    calls[0]?.resolve(page(1, 20, 10_000));
    await flush();
    expect(store.getState().total).toBe(10_000);
    store.getState().ensurePages([1, 2, 3]);
    store.getState().ensurePages([2, 3]);
    expect(calls.map((c) => c.input.page)).toEqual([1, 2, 3]);
  });

  it('ignores a late answer to an earlier query', async () => {
    const { api, calls, page } = fakeApi();
    const store = createPostsStore(api);
    await store.getState().loadChannels();
    store.getState().setQuery({ sortBy: 'oldest' });
    calls[1]?.resolve(page(1, 20, 5));
    calls[0]?.resolve(page(1, 20, 999));
    await flush();
    expect(store.getState().total).toBe(5);
    expect(calls[1]?.input.sortBy).toBe('oldest');
  });

  it('stops asking for pages after an error until the query changes', async () => {
    const { api, calls } = fakeApi();
    const store = createPostsStore(api);
    await store.getState().loadChannels();
    calls[0]?.resolve({
      ok: false,
      error: { kind: 'http', status: 403, errorCode: 'CHANNEL_POST_ACCESS_FORBIDDEN', message: 'no' },
    });
    await flush();
    expect(store.getState().error?.errorCode).toBe('CHANNEL_POST_ACCESS_FORBIDDEN');
    store.getState().ensurePages([2]);
    expect(calls).toHaveLength(1);
    store.getState().setQuery({ userId: undefined });
    expect(store.getState().error).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('exports with the current filters and the page in view', async () => {
    const { api } = fakeApi();
    const store = createPostsStore(api);
    await store.getState().loadChannels();
    store.getState().setQuery({ limit: 50, isPinned: false, postedBy: [] });
    const result = await store.getState().exportCsv('page', 4);
    expect(result.ok && result.value).toEqual({
      input: { channelId: 'c1', limit: 50, sortBy: 'latest', isPinned: false, scope: 'page', page: 4 },
    });
  });
});
