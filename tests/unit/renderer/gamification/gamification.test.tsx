import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { ChannelOutput } from '../../../../src/shared/bridge';
import {
  useBadges,
  useCreateBadge,
  useExportPoints,
  usePoints,
  usePointsQuota,
} from '../../../../src/renderer/src/areas/gamification/queries';
import { gamificationViews, nextSort } from '../../../../src/renderer/src/areas/gamification/view-store';
import { Failure, failure, fakeBridge } from '../fake-bridge';
import { renderAreaHook } from '../render-area-hook';
import { watchDownloads } from '../downloads';

afterEach(() => gamificationViews.store.setState({}, true));

const badge = (name: string) => ({ _id: `${name}-id`, name }) as ChannelOutput<'gamification.createBadge'>;
const quota = (used: number) => ({ limit: 10, windowMs: 60_000, used, nextAllowedAt: null, lastCalls: [] });
const filter = (users: string[] = []) => ({ mangoes: [], users, types: [] });

describe('badges', () => {
  it('reads the active profile’s badges, and a refusal reaches appError', async () => {
    let refuse = false;
    const bridge = fakeBridge({
      'gamification.badges': () =>
        refuse ? failure({ kind: 'network', message: 'offline' }) : { badges: [badge('a')], total: 1 },
    });
    const { result } = renderAreaHook(() => useBadges(), bridge);
    await waitFor(() => expect(result.current.data?.badges).toHaveLength(1));
    expect(bridge.callsTo('gamification.badges')).toEqual([{ profileId: 'p1' }]);
    refuse = true;
    await act(() => result.current.refetch());
    await waitFor(() =>
      expect(result.current.appError).toMatchObject({ kind: 'network', message: 'offline' }),
    );
    // A failed refresh keeps the list on screen.
    expect(result.current.data?.badges).toHaveLength(1);
  });

  it('adds a created badge to the cached list without listing again', async () => {
    const bridge = fakeBridge({
      'gamification.badges': () => ({ badges: [badge('a')], total: 1 }),
      'gamification.createBadge': (input) => badge(String(input.name)),
    });
    const { result } = renderAreaHook(() => ({ list: useBadges(), create: useCreateBadge() }), bridge);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const created = vi.fn();
    act(() =>
      result.current.create.create({ name: 'b', automation: { kind: 'none' } }, { onSuccess: created }),
    );
    await waitFor(() => expect(result.current.list.data?.badges.map((b) => b.name)).toEqual(['a', 'b']));
    expect(created).toHaveBeenCalledOnce();
    expect(bridge.callsTo('gamification.createBadge')).toEqual([
      { profileId: 'p1', name: 'b', automation: { kind: 'none' } },
    ]);
    expect(bridge.callsTo('gamification.badges')).toHaveLength(1);
  });

  it('keeps the service’s refusal of a badge as the mutation’s error', async () => {
    const bridge = fakeBridge({
      'gamification.createBadge': () => failure({ kind: 'validation', message: 'Invalid input: name' }),
    });
    const { result } = renderAreaHook(() => useCreateBadge(), bridge);
    act(() => result.current.create({ name: '', automation: { kind: 'none' } }));
    await waitFor(() => expect(result.current.appError?.kind).toBe('validation'));
  });
});

describe('collective points (10 calls a minute)', () => {
  function pointsBridge(answer: () => ChannelOutput<'gamification.points'> | Failure) {
    let used = 0;
    return fakeBridge({
      'gamification.points': () => {
        used += 1;
        return answer();
      },
      'gamification.pointsQuota': () => quota(used),
    });
  }
  const table = (userId: string) => ({
    rows: [{ userId, scores: {}, totalScore: 1 }],
    types: [],
    fetchedAt: 'now',
    quota: quota(0),
  });

  it('reads nothing until asked; asking again for the same filter reads again', async () => {
    const bridge = pointsBridge(() => table('u1'));
    const { result } = renderAreaHook(() => ({ points: usePoints(), quota: usePointsQuota() }), bridge);
    await waitFor(() => expect(result.current.quota.data?.used).toBe(0));
    expect(result.current.points.fetchStatus).toBe('idle');
    expect(bridge.callsTo('gamification.points')).toEqual([]);

    act(() => result.current.points.load(filter()));
    await waitFor(() => expect(result.current.points.data?.rows[0]?.userId).toBe('u1'));
    // Each load changes main's count, so the quota is read again.
    await waitFor(() => expect(result.current.quota.data?.used).toBe(1));
    act(() => result.current.points.load(filter()));
    await waitFor(() => expect(result.current.quota.data?.used).toBe(2));
    const users = ['a'.repeat(24)];
    act(() => result.current.points.load(filter(users)));
    await waitFor(() => expect(result.current.quota.data?.used).toBe(3));
    expect(bridge.callsTo('gamification.points')).toEqual([
      { profileId: 'p1' },
      { profileId: 'p1' },
      { profileId: 'p1', users },
    ]);
    expect(gamificationViews.get('p1').loadedFor).toEqual(filter(users));
  });

  it('a refused load keeps the table, shows why, and reads the quota again', async () => {
    let refuse = false;
    const bridge = pointsBridge(() =>
      refuse ? failure({ kind: 'rate_limited', message: 'wait' }) : table('u1'),
    );
    const { result } = renderAreaHook(() => ({ points: usePoints(), quota: usePointsQuota() }), bridge);
    act(() => result.current.points.load(filter()));
    await waitFor(() => expect(result.current.points.data).toBeDefined());
    refuse = true;
    act(() => result.current.points.load(filter()));
    await waitFor(() => expect(result.current.points.appError?.kind).toBe('rate_limited'));
    expect(result.current.points.data?.rows).toHaveLength(1);
    await waitFor(() => expect(result.current.quota.data?.used).toBe(2));
  });

  it('spends no call when the screen comes back', async () => {
    const bridge = pointsBridge(() => table('u1'));
    const first = renderAreaHook(() => usePoints(), bridge);
    act(() => first.result.current.load(filter()));
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    first.unmount();
    const again = renderAreaHook(() => usePoints(), bridge, first.client);
    expect(again.result.current.data?.rows[0]?.userId).toBe('u1');
    await new Promise((r) => setTimeout(r, 20));
    expect(bridge.callsTo('gamification.points')).toHaveLength(1);
  });

  it('exports in the order on screen and saves the file', async () => {
    const bridge = fakeBridge({
      'gamification.pointsExportCsv': () => ({ fileName: 'points.csv', csv: 'a,b', notes: ['n'], rows: 1 }),
    });
    const downloads = watchDownloads();
    const { result } = renderAreaHook(() => useExportPoints(), bridge);
    act(() => result.current.run({ by: 'custom', descending: false }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['points.csv']));
    expect(await downloads[0]!.text()).toBe('a,b');
    expect(bridge.callsTo('gamification.pointsExportCsv')).toEqual([
      { profileId: 'p1', sortBy: 'custom', descending: false },
    ]);
  });
});

describe('gamification view state', () => {
  it('flips the sorted column, starts another descending and the user id ascending', () => {
    const sort = { by: 'totalScore', descending: true };
    expect(nextSort(sort, 'totalScore')).toEqual({ by: 'totalScore', descending: false });
    expect(nextSort(sort, 'custom')).toEqual({ by: 'custom', descending: true });
    expect(nextSort(sort, 'userId')).toEqual({ by: 'userId', descending: false });
  });

  it('keeps each profile’s filters apart, each starting empty', () => {
    gamificationViews.update('p1', () => ({ filter: filter(['x']) }));
    expect(gamificationViews.get('p1').filter.users).toEqual(['x']);
    expect(gamificationViews.get('p2')).toEqual(gamificationViews.initial);
  });
});
