import { beforeEach, describe, expect, it } from 'vitest';
import { CHART_PREFS_KEY } from '../../../../src/renderer/src/areas/analytics/chart-prefs';
import {
  draftFor,
  effectiveGrouping,
  queryOf,
  rangeOf,
  resetAnalyticsView,
  useAnalyticsView,
} from '../../../../src/renderer/src/areas/analytics/view-store';

const view = () => useAnalyticsView.getState();

beforeEach(() => {
  localStorage.clear();
  resetAnalyticsView();
});

describe('the analytics view store', () => {
  it('opens a profile on its last chart, naming the preset only while the range still is one', () => {
    expect(draftFor('2025-01-15')).toEqual({
      preset: 'last30',
      from: '2024-12-17',
      to: '2025-01-15',
      channels: [],
    });
    expect(draftFor('2025-01-15', { from: '2024-10-18', to: '2025-01-15', channels: ['c1'] })).toEqual({
      preset: 'last90',
      from: '2024-10-18',
      to: '2025-01-15',
      channels: ['c1'],
    });
    // A day later the same days are no longer "the last 90".
    expect(draftFor('2025-01-16', { from: '2024-10-18', to: '2025-01-15' }).preset).toBe('custom');
    view().open('p1', draftFor('2025-01-15'), true);
    expect(view()).toMatchObject({
      openedFor: 'p1',
      draftValid: true,
      query: { from: '2024-12-17', to: '2025-01-15' },
    });
  });

  it('charts a draft that passed the check, and keeps the last one charted while it does not', () => {
    view().open('p1', draftFor('2025-01-15'), true);
    const charted = view().query;
    view().edit({ preset: 'custom', from: '2025-01-10', to: null, channels: [] }, false);
    expect(view()).toMatchObject({ draftValid: false, query: charted, draft: { to: null } });
    view().edit({ preset: 'custom', from: '2025-01-10', to: '2025-01-12', channels: ['c1'] }, true);
    expect(view()).toMatchObject({
      draftValid: true,
      query: { from: '2025-01-10', to: '2025-01-12', channels: ['c1'] },
    });
  });

  it('sends no channels for "none chosen" (the service default)', () => {
    expect(queryOf({ preset: 'last7', from: '2025-01-09', to: '2025-01-15', channels: [] })).toEqual({
      from: '2025-01-09',
      to: '2025-01-15',
    });
    expect(queryOf({ preset: 'custom', from: '2025-01-09', to: null, channels: [] })).toBeNull();
    expect(rangeOf({ preset: 'custom', from: '2025-01-09', to: null, channels: [] })).toEqual({
      from: '2025-01-09',
    });
    expect(rangeOf(null)).toEqual({});
  });

  it('keeps chart options as view state', () => {
    view().setChartKind('bar');
    view().setVisible(['likes']);
    view().setGrouping('month');
    view().setCompare(true);
    expect(view()).toMatchObject({ chartKind: 'bar', visible: ['likes'], grouping: 'month', compare: true });
    resetAnalyticsView();
    expect(view()).toMatchObject({ chartKind: 'line', grouping: 'auto', compare: false, query: null });
  });

  it('stores the chart options per profile, and reads them back only when they check out', () => {
    view().open('p1', draftFor('2025-01-15'), true);
    view().setCompare(true);
    view().setGrouping('week');
    view().setVisible(['posts', 'likes']);
    const stored = JSON.parse(localStorage.getItem(CHART_PREFS_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored.p1).toEqual({
      chartKind: 'line',
      visible: ['posts', 'likes'],
      grouping: 'week',
      compare: true,
    });
    resetAnalyticsView();
    view().open('p1', draftFor('2025-01-15'), true);
    expect(view()).toMatchObject({ compare: true, grouping: 'week', visible: ['posts', 'likes'] });
    view().open('p2', draftFor('2025-01-15'), true);
    expect(view()).toMatchObject({ compare: false, grouping: 'auto' });

    // A damaged entry (another version, a hand edit) gives that profile the defaults, not a broken screen.
    localStorage.setItem(
      CHART_PREFS_KEY,
      JSON.stringify({ p1: { chartKind: 'pie', visible: ['views'], grouping: 'week', compare: 'yes' } }),
    );
    view().open('p1', draftFor('2025-01-15'), true);
    expect(view()).toMatchObject({ compare: false, chartKind: 'line', grouping: 'auto' });
    localStorage.setItem(CHART_PREFS_KEY, '{not json');
    view().open('p1', draftFor('2025-01-15'), true);
    expect(view().compare).toBe(false);
    view().setCompare(true);
    expect(JSON.parse(localStorage.getItem(CHART_PREFS_KEY) ?? '{}')).toMatchObject({
      p1: { compare: true },
    });
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
    expect(effectiveGrouping({ grouping: 'auto', range: { from: '2025-01-01' } })).toBe('day');
  });
});
