import { beforeEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import {
  cachedPages,
  postFilters,
  type PostsFilters,
} from '../../../../src/renderer/src/areas/community/posts/page-cache';
import { useExportPosts, usePostsBrowser } from '../../../../src/renderer/src/areas/community/posts/queries';
import {
  defaultQuery,
  usePostsView,
  type PostQuery,
} from '../../../../src/renderer/src/areas/community/posts/view-store';
import { type Call, failure, fakeBridge, type Handler, renderWithBridge, wait } from '../fake-bridge';

const C1 = { _id: 'ca0000000000000000000001', name: 'General' };
const C2 = { _id: 'ca0000000000000000000002', name: 'Wins' };

function page(n: number, limit: number, total: number) {
  return {
    posts: Array.from({ length: limit }, (_, i) => ({ _id: `p${(n - 1) * limit + i}` })),
    totalPosts: total,
    page: n,
    limit,
  };
}

/** Channels C1 and C2 (or `channels()`); posts wait for the test unless `posts` answers them. */
function postsBridge(options: { posts?: Handler; channels?: () => (typeof C1)[] } = {}) {
  return fakeBridge({
    'community.channels': () => ({ channels: options.channels?.() ?? [C1, C2], groups: [] }),
    'community.posts': options.posts ?? (() => wait),
    'community.exportPostsCsv': () => wait,
  });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const pagesAsked = (calls: Call[]) => calls.map((c) => c.input.page);

function start(query: Partial<PostQuery> = {}) {
  usePostsView.setState({ channelId: undefined, query: { ...defaultQuery, ...query } });
}

beforeEach(() => start());

describe('community posts', () => {
  it('loads page 1 of the first channel, then only the pages shown, once each', async () => {
    const fake = postsBridge();
    const { result } = renderWithBridge(fake.api, usePostsBrowser);
    await waitFor(() => expect(fake.of('community.posts')).toHaveLength(1));
    expect(fake.of('community.posts')[0]?.input).toEqual({
      channelId: C1._id,
      limit: 20,
      sortBy: 'latest',
      page: 1,
    });
    expect(result.current.posts.total).toBeNull();
    act(() => fake.of('community.posts')[0]?.answer(page(1, 20, 10_000)));
    await waitFor(() => expect(result.current.posts.total).toBe(10_000));
    act(() => result.current.posts.showPages([1, 2, 3]));
    act(() => result.current.posts.showPages([2, 3]));
    await settle();
    expect(pagesAsked(fake.of('community.posts'))).toEqual([1, 2, 3]);
    act(() => fake.of('community.posts')[2]?.answer(page(3, 20, 10_000)));
    await waitFor(() => expect(Object.keys(result.current.posts.pages)).toEqual(['1', '3']));
  });

  it('never shows an answer to filters changed since, and tells main to stop that call', async () => {
    const fake = postsBridge();
    const { result } = renderWithBridge(fake.api, usePostsBrowser);
    await waitFor(() => expect(fake.of('community.posts')).toHaveLength(1));
    act(() => usePostsView.getState().setQuery({ sortBy: 'oldest' }));
    await waitFor(() => expect(fake.of('community.posts')).toHaveLength(2));
    const [first, second] = fake.of('community.posts') as [Call, Call];
    expect(second.input.sortBy).toBe('oldest');
    expect(first.signal?.aborted).toBe(true);
    act(() => second.answer(page(1, 20, 5)));
    await waitFor(() => expect(result.current.posts.total).toBe(5));
    act(() => first.answer(page(1, 20, 999)));
    await settle();
    expect(result.current.posts.total).toBe(5);
  });

  it('asks for no more pages after an error, until the filters change', async () => {
    start({ userId: 'fa0000000000000000000002' });
    const fake = postsBridge();
    const { result } = renderWithBridge(fake.api, usePostsBrowser);
    await waitFor(() => expect(fake.of('community.posts')).toHaveLength(1));
    act(() =>
      fake
        .of('community.posts')[0]
        ?.answer(failure({ status: 403, errorCode: 'CHANNEL_POST_ACCESS_FORBIDDEN', message: 'no' })),
    );
    await waitFor(() =>
      expect(result.current.posts.appError?.errorCode).toBe('CHANNEL_POST_ACCESS_FORBIDDEN'),
    );
    act(() => result.current.posts.showPages([2]));
    await settle();
    expect(fake.of('community.posts')).toHaveLength(1);
    act(() => usePostsView.getState().setQuery({ userId: undefined }));
    await waitFor(() => expect(fake.of('community.posts')).toHaveLength(2));
    expect(result.current.posts.appError).toBeNull();
    expect(fake.of('community.posts')[1]?.input.userId).toBeUndefined();
  });

  it('reload reads the channels again: the same channel starts over, a channel gone gives way', async () => {
    let channels = [C1, C2];
    const fake = postsBridge({
      channels: () => channels,
      posts: (input) => page(input.page as number, 20, 30),
    });
    const { result } = renderWithBridge(fake.api, usePostsBrowser);
    await waitFor(() => expect(result.current.posts.total).toBe(30));
    act(() => result.current.posts.showPages([1, 2]));
    await waitFor(() => expect(Object.keys(result.current.posts.pages)).toEqual(['1', '2']));
    const key = result.current.posts.listKey;

    await act(() => result.current.reload());
    await waitFor(() => expect(result.current.posts.total).toBe(30));
    expect(result.current.posts.listKey).not.toBe(key);
    expect(Object.keys(result.current.posts.pages)).toEqual(['1']);
    expect(pagesAsked(fake.of('community.posts'))).toEqual([1, 2, 1]);
    expect(fake.of('community.channels')).toHaveLength(2);

    channels = [C2];
    await act(() => result.current.reload());
    await waitFor(() => expect(result.current.channelId).toBe(C2._id));
    await waitFor(() => expect(fake.of('community.posts').at(-1)?.input.channelId).toBe(C2._id));
  });

  it('keeps at most 30 pages of a result besides page 1, dropping the farthest from view', async () => {
    const fake = postsBridge({ posts: (input) => page(input.page as number, 20, 10_000) });
    const { result, client } = renderWithBridge(fake.api, usePostsBrowser);
    await waitFor(() => expect(result.current.posts.total).toBe(10_000));
    const many = Array.from({ length: 34 }, (_, i) => i + 2);
    act(() => result.current.posts.showPages(many));
    await waitFor(() => expect(Object.keys(result.current.posts.pages)).toHaveLength(35));
    act(() => result.current.posts.showPages([40]));
    await waitFor(() => expect(result.current.posts.pages[40]).toBeDefined());
    const filters = postFilters(C1._id, defaultQuery);
    await waitFor(() => expect(cachedPages(client, 'p1', filters)).toHaveLength(31));
    expect(cachedPages(client, 'p1', filters).sort((a, b) => a - b)).toEqual([
      1,
      ...Array.from({ length: 29 }, (_, i) => i + 7),
      40,
    ]);
  });

  it('a result shown again reads page 1 again and its other pages afresh when shown', async () => {
    const fake = postsBridge({ posts: (input) => page(input.page as number, 20, 100) });
    const { result } = renderWithBridge(fake.api, usePostsBrowser);
    await waitFor(() => expect(result.current.posts.total).toBe(100));
    act(() => result.current.posts.showPages([1, 2]));
    await waitFor(() => expect(result.current.posts.pages[2]).toBeDefined());
    act(() => usePostsView.getState().setQuery({ sortBy: 'oldest' }));
    await waitFor(() => expect(fake.of('community.posts')).toHaveLength(3));
    act(() => usePostsView.getState().setQuery({ sortBy: 'latest' }));
    // Page 1 is on screen at once (from the cache) while it is read again.
    expect(result.current.posts.total).toBe(100);
    act(() => result.current.posts.showPages([2]));
    await waitFor(() => expect(fake.of('community.posts')).toHaveLength(5));
    const latest = fake.of('community.posts').filter((c) => c.input.sortBy === 'latest');
    expect(pagesAsked(latest).sort()).toEqual([1, 1, 2, 2]);
  });

  it('exports the current filters and the page in view; a running export can be cancelled', async () => {
    start({ limit: 50, isPinned: false, postedBy: [] });
    const fake = postsBridge({ posts: () => page(1, 50, 100) });
    const { result } = renderWithBridge(fake.api, () => ({
      browser: usePostsBrowser(),
      csv: useExportPosts(),
    }));
    await waitFor(() => expect(result.current.browser.posts.filters).not.toBeNull());
    const filters = result.current.browser.posts.filters as PostsFilters;
    expect(filters).toEqual({ channelId: C1._id, limit: 50, sortBy: 'latest', isPinned: false });

    act(() => result.current.csv.start({ ...filters, scope: 'all', page: 4 }));
    await waitFor(() => expect(result.current.csv.exporting).toBe('all'));
    const call = fake.of('community.exportPostsCsv')[0] as Call;
    expect(call.input).toEqual({ ...filters, scope: 'all', page: 4 });
    act(() => result.current.csv.cancel());
    expect(call.signal?.aborted).toBe(true);
    act(() => call.answer(failure({ kind: 'cancelled', message: 'Cancelled' })));
    await waitFor(() => expect(result.current.csv.appError?.kind).toBe('cancelled'));
    expect(result.current.csv.exporting).toBeNull();
  });

  it('view state: author shortcuts and filters left out when empty', () => {
    const view = usePostsView.getState();
    view.excludeAuthor('a1');
    usePostsView.getState().excludeAuthor('a2');
    usePostsView.getState().onlyAuthor('a3');
    usePostsView.getState().selectChannel(C2._id);
    const { query, channelId } = usePostsView.getState();
    expect(channelId).toBe(C2._id);
    expect(query).toEqual({ ...defaultQuery, excludePostedBy: ['a1', 'a2'], postedBy: ['a3'] });
    expect(postFilters('c', { limit: 20, postedBy: [], excludePostedBy: [], userId: '' })).toEqual({
      channelId: 'c',
      limit: 20,
    });
  });
});
