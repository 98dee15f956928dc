import { describe, expect, it } from 'vitest';
import type { BridgeApi } from '../../../src/shared/bridge';
import type { ActivityResult } from '../../../src/shared/channels/analytics';
import {
  createAnalyticsStore,
  effectiveGrouping,
} from '../../../src/renderer/src/features/analytics/analytics-store';

const NOW = new Date('2025-01-15T06:30:00Z');

/** A bridge with only the analytics channels, answering from the request, recording every call. */
function fakeApi(cached: Array<{ from: string; to: string; channels?: string[] }> = []) {
  const calls: Array<Record<string, unknown>> = [];
  const pending: Array<() => void> = [];
  let hold = false;
  const api = {
    analytics: {
      channels: async () => ({ ok: true, value: { channels: [] } }),
      cached: async () => ({
        ok: true,
        value: { entries: cached.map((c) => ({ ...c, fetchedAt: NOW.toISOString(), rowCount: 0 })) },
      }),
      activity: async (input: Record<string, unknown>) => {
        calls.push(input);
        if (hold) await new Promise<void>((resolve) => pending.push(resolve));
        const value: ActivityResult = {
          from: input.from as string,
          to: input.to as string,
          startDate: 's',
          endDate: 'e',
          rows: [],
          fetchedAt: NOW.toISOString(),
          source: 'service',
        };
        return { ok: true, value };
      },
    },
  } as unknown as BridgeApi;
  return {
    api,
    calls,
    hold: (on: boolean) => {
      hold = on;
    },
    /** Answers the held requests newest first, so the older answer arrives last. */
    releaseNewestFirst: async () => {
      for (const resolve of pending.splice(0).reverse()) {
        resolve();
        await new Promise((done) => setTimeout(done, 5));
      }
    },
  };
}

describe('the analytics store', () => {
  it('opens on the last 30 IST days, cache-first, with the service default channels', async () => {
    const fake = fakeApi();
    const store = createAnalyticsStore(fake.api, () => NOW);
    await store.getState().init();
    expect(fake.calls).toEqual([{ from: '2024-12-17', to: '2025-01-15', mode: 'cache-first' }]);
    expect(store.getState().status).toBe('ready');
  });

  it('reopens the last charted range and names its preset when it still is one', async () => {
    const fake = fakeApi([{ from: '2024-10-18', to: '2025-01-15', channels: ['ca0000000000000000000001'] }]);
    const store = createAnalyticsStore(fake.api, () => NOW);
    await store.getState().init();
    expect(store.getState()).toMatchObject({ preset: 'last90', selected: ['ca0000000000000000000001'] });
    expect(fake.calls[0]).toMatchObject({ from: '2024-10-18', channels: ['ca0000000000000000000001'] });
  });

  it('does not send a range the service cannot serve', async () => {
    const fake = fakeApi();
    const store = createAnalyticsStore(fake.api, () => NOW);
    store.getState().setRange({ from: '2025-01-10', to: '2025-01-20' });
    store.getState().setRange({ from: '2025-01-10' });
    await store.getState().load('refresh');
    expect(fake.calls).toHaveLength(0);
  });

  it('loads the previous period as a comparison when asked', async () => {
    const fake = fakeApi();
    const store = createAnalyticsStore(fake.api, () => NOW);
    store.getState().setRange({ from: '2025-01-01', to: '2025-01-10' });
    store.getState().setCompare(true);
    await store.getState().load('refresh');
    expect(fake.calls.at(-1)).toEqual({
      from: '2024-12-22',
      to: '2024-12-31',
      mode: 'refresh',
      comparison: true,
    });
    expect(store.getState().previous?.from).toBe('2024-12-22');
  });

  it('keeps the newest request on screen when answers arrive out of order', async () => {
    const fake = fakeApi();
    const store = createAnalyticsStore(fake.api, () => NOW);
    fake.hold(true);
    store.getState().setRange({ from: '2025-01-01', to: '2025-01-02' });
    store.getState().setRange({ from: '2025-01-05', to: '2025-01-06' });
    fake.hold(false);
    await fake.releaseNewestFirst();
    expect(store.getState().result?.from).toBe('2025-01-05');
  });

  it('groups long ranges automatically unless the user chose', () => {
    expect(effectiveGrouping({ grouping: 'auto', range: { from: '2024-01-01', to: '2025-01-01' } })).toBe(
      'week',
    );
    expect(effectiveGrouping({ grouping: 'auto', range: { from: '2023-01-01', to: '2025-01-01' } })).toBe(
      'month',
    );
    expect(effectiveGrouping({ grouping: 'day', range: { from: '2023-01-01', to: '2025-01-01' } })).toBe(
      'day',
    );
  });
});
