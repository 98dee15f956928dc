import { afterEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { ChannelOutput } from '../../../../src/shared/bridge';
import {
  useExportFeed,
  useFeedPage,
  useFeedQuery,
  useOpenExternal,
} from '../../../../src/renderer/src/areas/feed/queries';
import { feedViews, nextFeedQuery } from '../../../../src/renderer/src/areas/feed/view-store';
import { deferred, fakeBridge } from '../fake-bridge';
import { renderAreaHook } from '../render-area-hook';
import { watchDownloads } from '../downloads';

afterEach(() => feedViews.store.setState({}, true));

type Page = ChannelOutput<'feed.posts'>;
const page = (total: number): Page => ({ total, page: 1, limit: 10, posts: [] });

describe('feed pages', () => {
  it('never shows an answer that a newer filter overtook', async () => {
    const slow = deferred<Page>();
    const bridge = fakeBridge({
      'feed.posts': (input) => (input.sortBy === 'oldest' ? page(2) : slow.promise),
    });
    const { result } = renderAreaHook(() => {
      const { query, setQuery } = useFeedQuery();
      return { setQuery, feed: useFeedPage(query, true) };
    }, bridge);
    await waitFor(() => expect(bridge.callsTo('feed.posts')).toHaveLength(1));
    act(() => result.current.setQuery({ sortBy: 'oldest' }));
    await waitFor(() => expect(result.current.feed.data?.total).toBe(2));
    await act(async () => slow.resolve(page(1)));
    expect(result.current.feed.data?.total).toBe(2);
    expect(bridge.callsTo('feed.posts')[1]).toEqual({
      profileId: 'p1',
      sortBy: 'oldest',
      limit: 10,
      page: 1,
    });
  });

  it('reads nothing while the member id is being corrected, and keeps the page on screen', async () => {
    const bridge = fakeBridge({ 'feed.posts': () => page(5) });
    const { result, rerender } = renderAreaHook(
      ({ enabled }: { enabled: boolean } = { enabled: true }) => useFeedPage(feedViews.initial, enabled),
      bridge,
    );
    await waitFor(() => expect(result.current.data?.total).toBe(5));
    rerender({ enabled: false });
    expect(result.current.data?.total).toBe(5);
    expect(bridge.callsTo('feed.posts')).toHaveLength(1);
  });

  it('exports every post of the filter (no page) and saves the file', async () => {
    const bridge = fakeBridge({
      'feed.exportCsv': () => ({
        fileName: 'feed.csv',
        csv: 'x',
        notes: ['Filter: x'],
        rows: 1,
        truncated: false,
      }),
    });
    const downloads = watchDownloads();
    const { result } = renderAreaHook(() => useExportFeed(), bridge);
    act(() =>
      result.current.run({
        ...feedViews.initial,
        user: ' fa0000000000000000000001 ',
        contentTypes: ['poll'],
        page: 3,
      }),
    );
    // Notes are off unless "Include notes" is ticked.
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['feed.csv']));
    expect(await downloads[0]!.text()).toBe('x');
    expect(bridge.callsTo('feed.exportCsv')).toEqual([
      { profileId: 'p1', user: 'fa0000000000000000000001', contentTypes: ['poll'], sortBy: 'recent' },
    ]);
  });

  it('opens a post’s file through main', async () => {
    const bridge = fakeBridge({ 'app.openExternal': () => ({ opened: true }) as never });
    const { result } = renderAreaHook(() => useOpenExternal(), bridge);
    act(() => result.current('https://cdn.example/a.pdf'));
    await waitFor(() =>
      expect(bridge.callsTo('app.openExternal')).toEqual([{ url: 'https://cdn.example/a.pdf' }]),
    );
  });
});

describe('feed view state', () => {
  it('goes back to page 1 when a filter changes, and keeps the filter when only the page does', () => {
    const on3 = { ...feedViews.initial, page: 3 };
    expect(nextFeedQuery(on3, { sortBy: 'oldest' })).toMatchObject({ sortBy: 'oldest', page: 1 });
    expect(nextFeedQuery(on3, { page: 4 })).toMatchObject({ sortBy: 'recent', page: 4 });
    expect(nextFeedQuery(on3, {})).toMatchObject({ page: 3 });
  });

  it('keeps each profile’s filters while the app runs', async () => {
    const bridge = fakeBridge({});
    const { result } = renderAreaHook(() => useFeedQuery(), bridge);
    act(() => result.current.setQuery({ contentTypes: ['video'] }));
    expect(result.current.query.contentTypes).toEqual(['video']);
    expect(feedViews.get('p1').contentTypes).toEqual(['video']);
    expect(feedViews.get('p2').contentTypes).toEqual([]);
  });
});
