import { describe, expect, it } from 'vitest';
import { NOW } from './fixtures';
import type { ActivityResult } from '../../../../src/shared/areas/analytics/channels';
import {
  buildActivityView,
  channelsLabel,
  isPreviousOf,
} from '../../../../src/renderer/src/areas/analytics/activity-view';

const answer = (from: string, to: string, rows: ActivityResult['rows'] = [], channels?: string[]) =>
  ({
    from,
    to,
    ...(channels ? { channels } : {}),
    startDate: 's',
    endDate: 'e',
    rows,
    fetchedAt: '2025-01-15T06:30:00.000Z',
    source: 'service',
  }) satisfies ActivityResult;

describe('the activity view', () => {
  it('zero-fills the range, totals it, and counts rows it cannot plot', () => {
    const view = buildActivityView(
      answer('2025-01-13', '2025-01-15', [
        { date: '2025-01-13T18:30:00.000Z', totalPost: 2, totalComment: 3, totalLike: 4 },
        { totalPost: 9 },
        { date: '2024-01-01T00:00:00.000Z', totalPost: 1 },
      ]),
      null,
      'day',
      NOW,
    );
    expect(view.days).toBe(3);
    expect(view.points.map((p) => p.posts)).toEqual([0, 2, 0]);
    expect(view.totals).toEqual({ posts: 2, comments: 3, likes: 4 });
    expect(view.ignoredRows).toBe(2);
    expect(view.previous).toBeUndefined();
  });

  it('pairs the previous period only when it has as many days', () => {
    const current = answer('2025-01-11', '2025-01-15');
    expect(
      buildActivityView(current, answer('2025-01-06', '2025-01-10'), 'day', NOW).previous?.range,
    ).toEqual({
      from: '2025-01-06',
      to: '2025-01-10',
    });
    expect(
      buildActivityView(current, answer('2025-01-07', '2025-01-10'), 'day', NOW).previous,
    ).toBeUndefined();
  });

  it('marks today so far (and the week holding it) as not final, and nothing in a range that has ended', () => {
    const week = buildActivityView(answer('2025-01-06', '2025-01-15'), null, 'week', NOW);
    expect(week.partial).toEqual({ days: ['2025-01-15'], label: 'Today so far' });
    expect(week.buckets.map((b) => [b.from, b.partial ?? false])).toEqual([
      ['2025-01-06', false],
      ['2025-01-13', true],
    ]);
    const ended = buildActivityView(answer('2025-01-06', '2025-01-14'), null, 'day', NOW);
    expect(ended.partial).toBeNull();
    expect(ended.buckets.some((b) => b.partial)).toBe(false);
    // A stored answer fetched mid-day, opened two days later: that day is still not final.
    const stored = buildActivityView(
      answer('2025-01-06', '2025-01-15'),
      null,
      'day',
      new Date('2025-01-17T06:30:00Z'),
    );
    expect(stored.partial).toEqual({
      days: ['2025-01-15'],
      label: 'Incomplete: fetched before the day ended',
    });
  });

  it('knows the comparison period of an answer: the days just before it, same channels', () => {
    const current = answer('2025-01-11', '2025-01-15', [], ['c1']);
    expect(isPreviousOf(answer('2025-01-06', '2025-01-10', [], ['c1']), current)).toBe(true);
    expect(isPreviousOf(answer('2025-01-06', '2025-01-10'), current)).toBe(false);
    expect(isPreviousOf(answer('2025-01-05', '2025-01-09', [], ['c1']), current)).toBe(false);
    expect(isPreviousOf(answer('2025-01-06', '2025-01-10'), answer('2025-01-11', '2025-01-15'))).toBe(true);
  });

  it('names the channels for titles and exports', () => {
    const channels = [{ id: 'c1', name: 'General', isArchived: false, isHidden: false }];
    expect(channelsLabel(undefined, channels)).toBe('All non-archived channels (service default)');
    expect(channelsLabel(['c1', 'c2'], channels)).toBe('General, unknown channel c2');
  });
});
