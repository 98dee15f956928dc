import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient, bridgeKey } from '../../../../src/renderer/src/data/query';
import { installEventRules } from '../../../../src/renderer/src/data/events';
import { eventRules } from '../../../../src/renderer/src/app/event-rules';
import {
  useActivity,
  useAnalyticsChannels,
  useOpenLastChart,
} from '../../../../src/renderer/src/areas/analytics/queries';
import {
  resetAnalyticsView,
  useAnalyticsView,
  type QueryDraft,
} from '../../../../src/renderer/src/areas/analytics/view-store';
import type { ActivityResult } from '../../../../src/shared/areas/analytics/channels';
import type { AppError } from '../../../../src/shared/errors';
import { Failure, fakeBridge, wrapper } from '../fake-bridge';
import { NOW, now } from './fixtures';

const CHANNEL = 'ca0000000000000000000001';
const days = (from: string, to: string): QueryDraft => ({ preset: 'custom', from, to, channels: [] });

type Stored = { from: string; to: string; channels?: string[] };

/**
 * The shared fake bridge with profiles p1 (active) and p2 and the analytics channels: `activity` answers
 * from the request (or with the error `failWith` gives for it); `hold` keeps answers back until
 * `releaseNewestFirst`; `calls` lists the `analytics.activity` calls (with their signals).
 */
function fakeAnalyticsBridge(cachedByProfile: Record<string, Stored[]> = {}) {
  const pending: Array<() => void> = [];
  let hold = false;
  let fail: (input: Record<string, unknown>) => AppError | null = () => null;
  let fetchedAt = NOW.toISOString();
  const fake = fakeBridge(
    {
      'analytics.channels': () => ({ channels: [] }),
      'analytics.cached': () => ({
        entries: (cachedByProfile[fake.profileList().activeProfileId ?? ''] ?? []).map((c) => ({
          ...c,
          fetchedAt,
          rowCount: 0,
        })),
      }),
      'analytics.activity': async (input: Record<string, unknown>) => {
        if (hold) await new Promise<void>((resolve) => pending.push(resolve));
        const error = fail(input);
        if (error) return new Failure(error);
        const value: ActivityResult = {
          from: input.from as string,
          to: input.to as string,
          ...(input.channels ? { channels: input.channels as string[] } : {}),
          startDate: 's',
          endDate: 'e',
          rows: [],
          fetchedAt,
          source: input.mode === 'refresh' ? 'service' : 'cache',
        };
        return value;
      },
    },
    { profiles: [{ id: 'p1' }, { id: 'p2' }] },
  );
  return {
    api: fake.api,
    activate: fake.activate,
    get calls() {
      return fake.of('analytics.activity');
    },
    /** The inputs sent to `analytics.activity`, in order. */
    inputs: () => fake.callsTo('analytics.activity'),
    hold: (on: boolean) => {
      hold = on;
    },
    failWith: (rule: typeof fail) => {
      fail = rule;
    },
    setFetchedAt: (at: string) => {
      fetchedAt = at;
    },
    /** Answers the held requests newest first, so an older answer arrives last. */
    releaseNewestFirst: async () => {
      for (const resolve of pending.splice(0).reverse()) {
        resolve();
        await new Promise((done) => setTimeout(done, 5));
      }
    },
  };
}

/** The screen's hooks together, against a fake bridge with the shell's event rules installed. */
function renderScreen(fake: ReturnType<typeof fakeAnalyticsBridge>) {
  const client = createQueryClient();
  installEventRules(fake.api, client, eventRules);
  const hook = renderHook(
    () => {
      useOpenLastChart(now);
      return { activity: useActivity(), channels: useAnalyticsChannels(), view: useAnalyticsView() };
    },
    { wrapper: wrapper(fake.api, client) },
  );
  return { ...hook, client };
}

const edit = (draft: QueryDraft, valid = true) => act(() => useAnalyticsView.getState().edit(draft, valid));

beforeEach(() => {
  localStorage.clear();
  resetAnalyticsView();
});

describe('analytics queries', () => {
  it('opens on the last 30 IST days, cache-first, with the service default channels', async () => {
    const fake = fakeAnalyticsBridge();
    const { result } = renderScreen(fake);
    await waitFor(() => expect(result.current.activity.result).not.toBeNull());
    expect(fake.inputs()).toEqual([{ from: '2024-12-17', to: '2025-01-15', mode: 'cache-first' }]);
    expect(result.current.view.draft).toMatchObject({ preset: 'last30', channels: [] });
    expect(result.current.activity.loading).toBe(false);
    expect(result.current.channels.data).toEqual({ channels: [] });
  });

  it('reopens the last charted range and names its preset when it still is one', async () => {
    const fake = fakeAnalyticsBridge({ p1: [{ from: '2024-10-18', to: '2025-01-15', channels: [CHANNEL] }] });
    const { result } = renderScreen(fake);
    await waitFor(() => expect(result.current.activity.result).not.toBeNull());
    expect(result.current.view.draft).toMatchObject({ preset: 'last90', channels: [CHANNEL] });
    expect(fake.inputs()).toEqual([
      { from: '2024-10-18', to: '2025-01-15', channels: [CHANNEL], mode: 'cache-first' },
    ]);
  });

  it('does not send a range the form refused, not even on Refresh, and keeps the chart', async () => {
    const fake = fakeAnalyticsBridge();
    const { result } = renderScreen(fake);
    await waitFor(() => expect(result.current.activity.result).not.toBeNull());
    await edit({ ...days('2025-01-10', '2025-01-20') }, false);
    await edit({ ...days('2025-01-10', ''), to: null }, false);
    act(() => result.current.activity.refresh());
    await new Promise((done) => setTimeout(done, 20));
    expect(fake.inputs()).toHaveLength(1);
    expect(result.current.activity.result?.from).toBe('2024-12-17');
  });

  it('loads the previous period as a comparison, paired with the range it belongs to', async () => {
    const fake = fakeAnalyticsBridge();
    const { result } = renderScreen(fake);
    await waitFor(() => expect(result.current.activity.result).not.toBeNull());
    await edit(days('2025-01-01', '2025-01-10'));
    act(() => useAnalyticsView.getState().setCompare(true));
    await waitFor(() => expect(result.current.activity.previous?.from).toBe('2024-12-22'));
    expect(fake.inputs().at(-1)).toEqual({
      from: '2024-12-22',
      to: '2024-12-31',
      mode: 'cache-first',
      comparison: true,
    });
    act(() => useAnalyticsView.getState().setCompare(false));
    expect(result.current.activity.previous).toBeNull();
  });

  it('keeps the newest request on screen when answers arrive out of order, and aborts the older one', async () => {
    const fake = fakeAnalyticsBridge();
    const { result } = renderScreen(fake);
    await waitFor(() => expect(result.current.activity.result).not.toBeNull());
    fake.hold(true);
    await edit(days('2025-01-01', '2025-01-02'));
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    await edit(days('2025-01-05', '2025-01-06'));
    await waitFor(() => expect(fake.calls).toHaveLength(3));
    // While the new range loads, the last answer stays on screen.
    expect(result.current.activity.result?.from).toBe('2024-12-17');
    expect(result.current.activity.loading).toBe(true);
    fake.hold(false);
    await act(() => fake.releaseNewestFirst());
    await waitFor(() => expect(result.current.activity.loading).toBe(false));
    expect(result.current.activity.result?.from).toBe('2025-01-05');
    expect(fake.calls[1]?.signal?.aborted).toBe(true);
  });

  it('gives a failed read its AppError and clears the chart; a failed comparison has its own', async () => {
    const fake = fakeAnalyticsBridge();
    fake.failWith((input) => (input.comparison ? { kind: 'network', message: 'offline' } : null));
    const { result } = renderScreen(fake);
    await waitFor(() => expect(result.current.activity.result).not.toBeNull());
    act(() => useAnalyticsView.getState().setCompare(true));
    await waitFor(() => expect(result.current.activity.previousError?.kind).toBe('network'));
    expect(result.current.activity.error).toBeNull();

    fake.failWith(() => ({ kind: 'http', status: 400, message: 'Community is not enabled' }));
    await edit(days('2025-01-01', '2025-01-10'));
    await waitFor(() => expect(result.current.activity.error?.status).toBe(400));
    expect(result.current.activity.result).toBeNull();
    expect(result.current.activity.previous).toBeNull();
    expect(result.current.activity.previousError).toBeNull();
  });

  it('refreshes from the service, again on a second press, and the cache-first read shows the refresh', async () => {
    const fake = fakeAnalyticsBridge();
    const { result, client } = renderScreen(fake);
    await waitFor(() => expect(result.current.activity.result?.source).toBe('cache'));
    act(() => result.current.activity.refresh());
    await waitFor(() => expect(result.current.activity.result?.source).toBe('service'));
    fake.setFetchedAt('2025-01-15T07:00:00.000Z');
    act(() => result.current.activity.refresh());
    await waitFor(() => expect(result.current.activity.result?.fetchedAt).toBe('2025-01-15T07:00:00.000Z'));
    const cacheFirst = { from: '2024-12-17', to: '2025-01-15', mode: 'cache-first' } as const;
    expect(client.getQueryData(bridgeKey('analytics.activity', 'p1', cacheFirst))).toMatchObject({
      source: 'service',
      fetchedAt: '2025-01-15T07:00:00.000Z',
    });
    // Any change of range or comparison goes back to cache-first, and stays there when it is undone.
    act(() => useAnalyticsView.getState().setCompare(true));
    await waitFor(() => expect(fake.inputs()).toHaveLength(5));
    act(() => useAnalyticsView.getState().setCompare(false));
    await new Promise((done) => setTimeout(done, 20));
    expect(fake.inputs().map((i) => i.mode)).toEqual([
      'cache-first',
      'refresh',
      'refresh',
      'cache-first',
      'cache-first',
    ]);
  });

  it('cancels the request under way in main and keeps what it showed', async () => {
    const fake = fakeAnalyticsBridge();
    const { result } = renderScreen(fake);
    await waitFor(() => expect(result.current.activity.result).not.toBeNull());
    fake.hold(true);
    act(() => result.current.activity.refresh());
    await waitFor(() => expect(result.current.activity.loading).toBe(true));
    act(() => result.current.activity.cancel());
    await waitFor(() => expect(result.current.activity.loading).toBe(false));
    expect(fake.calls.at(-1)?.signal?.aborted).toBe(true);
    expect(result.current.activity.result).toMatchObject({ from: '2024-12-17', source: 'cache' });
    expect(result.current.activity.error).toBeNull();
  });

  it("opens another profile's own last chart, never showing the first profile's answer", async () => {
    const fake = fakeAnalyticsBridge({ p2: [{ from: '2025-01-09', to: '2025-01-15' }] });
    const { result } = renderScreen(fake);
    await waitFor(() => expect(result.current.activity.result?.from).toBe('2024-12-17'));
    await edit({ ...days('2025-01-01', '2025-01-10'), channels: [CHANNEL] });
    await waitFor(() => expect(result.current.activity.result?.from).toBe('2025-01-01'));
    fake.hold(true);
    act(() => fake.activate('p2'));
    await waitFor(() => expect(result.current.view.openedFor).toBe('p2'));
    expect(result.current.activity.result).toBeNull();
    expect(result.current.view.draft).toMatchObject({ preset: 'last7', channels: [] });
    fake.hold(false);
    await act(() => fake.releaseNewestFirst());
    await waitFor(() => expect(result.current.activity.result?.from).toBe('2025-01-09'));
    expect(fake.inputs().at(-1)).toEqual({ from: '2025-01-09', to: '2025-01-15', mode: 'cache-first' });
  });

  it('reopens with Compare and the chart choices remembered per profile, after a reload too', async () => {
    const fake = fakeAnalyticsBridge();
    const first = renderScreen(fake);
    await waitFor(() => expect(first.result.current.activity.result).not.toBeNull());
    act(() => {
      useAnalyticsView.getState().setCompare(true);
      useAnalyticsView.getState().setChartKind('bar');
    });
    await waitFor(() => expect(first.result.current.activity.previous).not.toBeNull());
    first.unmount();

    // A reload: the view store starts empty, the stored choices do not.
    resetAnalyticsView();
    const calls = fake.inputs().length;
    const second = renderScreen(fake);
    await waitFor(() => expect(second.result.current.view.openedFor).toBe('p1'));
    expect(second.result.current.view).toMatchObject({ compare: true, chartKind: 'bar' });
    await waitFor(() => expect(second.result.current.activity.previous).not.toBeNull());
    expect(
      fake
        .inputs()
        .slice(calls)
        .some((input) => input.comparison === true),
    ).toBe(true);

    // Another profile opens with its own (here: the defaults), and the first keeps its own.
    act(() => fake.activate('p2'));
    await waitFor(() => expect(second.result.current.view.openedFor).toBe('p2'));
    expect(second.result.current.view).toMatchObject({ compare: false, chartKind: 'line' });
    act(() => fake.activate('p1'));
    await waitFor(() => expect(second.result.current.view.openedFor).toBe('p1'));
    expect(second.result.current.view).toMatchObject({ compare: true, chartKind: 'bar' });
  });
});
