import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayList,
  groupPoints,
  istDayStartUtc,
  percentChange,
  suggestGrouping,
  totals,
  zeroFill,
  type DailyPoint,
} from '../../../src/shared/areas/analytics/domain';

const row = (date: string, totalPost: number, totalComment = 0, totalLike = 0) => ({
  date,
  totalPost,
  totalComment,
  totalLike,
});

describe('zero-filling', () => {
  it('returns every day of the range, zero where no row came', () => {
    const { points, outside, undated } = zeroFill([row('2025-01-14T18:30:00.000Z', 2, 3, 4)], {
      from: '2025-01-13',
      to: '2025-01-16',
    });
    expect(points.map((p) => [p.date, p.posts, p.comments, p.likes])).toEqual([
      ['2025-01-13', 0, 0, 0],
      ['2025-01-14', 0, 0, 0],
      ['2025-01-15', 2, 3, 4],
      ['2025-01-16', 0, 0, 0],
    ]);
    expect(points[2]!.startUtc).toBe('2025-01-14T18:30:00.000Z');
    expect([outside, undated]).toEqual([0, 0]);
  });

  it('puts rows on IST days around midnight and sums rows of one day (counts are additive)', () => {
    const { points } = zeroFill(
      [
        row('2025-01-14T18:29:59Z', 1), // still 14 Jan IST
        row('2025-01-14T18:30:00Z', 10), // 15 Jan IST
        row('2025-01-15T00:00:00Z', 100), // a UTC-midnight label of 15 Jan names the same IST day
      ],
      { from: '2025-01-14', to: '2025-01-15' },
    );
    expect(points.map((p) => p.posts)).toEqual([1, 110]);
  });

  it('counts rows outside the range or without a date instead of plotting them', () => {
    const result = zeroFill(
      [
        row('2025-01-10T18:30:00Z', 5),
        { totalPost: 3 },
        row('not a date', 1),
        row('2025-01-12T18:30:00Z', 7),
      ],
      { from: '2025-01-13', to: '2025-01-13' },
    );
    expect(result.points.map((p) => p.posts)).toEqual([7]);
    expect(result.outside).toBe(1);
    expect(result.undated).toBe(2);
  });

  it('treats missing or non-numeric counts as zero', () => {
    const { points } = zeroFill([{ date: '2025-01-12T18:30:00Z', totalLike: Number.NaN }], {
      from: '2025-01-13',
      to: '2025-01-13',
    });
    expect(points[0]).toMatchObject({ posts: 0, comments: 0, likes: 0 });
  });

  it('keeps every in-range count and one point per day (property)', () => {
    const days = dayList('2024-12-01', '2025-02-28');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: days.length - 1 }),
        fc.integer({ min: 0, max: 40 }),
        fc.array(
          fc.record({
            day: fc.integer({ min: -5, max: days.length + 5 }),
            minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
            posts: fc.nat(50),
          }),
          { maxLength: 60 },
        ),
        (start, length, raw) => {
          const from = days[start]!;
          const to = days[Math.min(days.length - 1, start + length)]!;
          const range = { from, to };
          const base = Date.parse(istDayStartUtc('2024-12-01'));
          const rows = raw.map((r) => ({
            date: new Date(base + (r.day * 24 * 60 + r.minute) * 60_000).toISOString(),
            totalPost: r.posts,
          }));
          const { points, outside } = zeroFill(rows, range);
          expect(points.length).toBe(dayList(from, to).length);
          const inside = raw.filter((r) => r.day >= start && r.day <= start + (points.length - 1));
          expect(totals(points).posts).toBe(inside.reduce((sum, r) => sum + r.posts, 0));
          expect(outside).toBe(raw.length - inside.length);
        },
      ),
    );
  });
});

const pointsFor = (from: string, to: string, value = (i: number) => i + 1): DailyPoint[] =>
  dayList(from, to).map((date, i) => ({
    date,
    startUtc: istDayStartUtc(date),
    posts: value(i),
    comments: 1,
    likes: 0,
  }));

describe('weekly and monthly grouping', () => {
  it('groups by ISO week (Monday first), cut at the range edges', () => {
    // Wed 1 Jan 2025 .. Tue 14 Jan 2025
    const buckets = groupPoints(pointsFor('2025-01-01', '2025-01-14'), 'week');
    expect(buckets.map((b) => [b.from, b.to, b.days, b.comments])).toEqual([
      ['2025-01-01', '2025-01-05', 5, 5],
      ['2025-01-06', '2025-01-12', 7, 7],
      ['2025-01-13', '2025-01-14', 2, 2],
    ]);
    expect(buckets[0]!.posts).toBe(1 + 2 + 3 + 4 + 5);
  });

  it('groups by calendar month, including a leap February', () => {
    const buckets = groupPoints(
      pointsFor('2024-01-20', '2024-03-03', () => 1),
      'month',
    );
    expect(buckets.map((b) => [b.from, b.to, b.days, b.posts])).toEqual([
      ['2024-01-20', '2024-01-31', 12, 12],
      ['2024-02-01', '2024-02-29', 29, 29],
      ['2024-03-01', '2024-03-03', 3, 3],
    ]);
  });

  it('keeps days as they are when grouping by day', () => {
    const points = pointsFor('2025-01-01', '2025-01-03');
    expect(groupPoints(points, 'day').map((b) => [b.from, b.to, b.days, b.posts])).toEqual([
      ['2025-01-01', '2025-01-01', 1, 1],
      ['2025-01-02', '2025-01-02', 1, 2],
      ['2025-01-03', '2025-01-03', 1, 3],
    ]);
  });

  it('aligns the previous period day by day and puts its days in the matching bucket', () => {
    const current = pointsFor('2025-01-01', '2025-01-14', () => 2);
    const previous = pointsFor('2024-12-18', '2024-12-31', (i) => i);
    const buckets = groupPoints(current, 'week', previous);
    expect(buckets.map((b) => b.previous)).toEqual([
      { from: '2024-12-18', to: '2024-12-22', posts: 0 + 1 + 2 + 3 + 4, comments: 5, likes: 0 },
      { from: '2024-12-23', to: '2024-12-29', posts: 5 + 6 + 7 + 8 + 9 + 10 + 11, comments: 7, likes: 0 },
      { from: '2024-12-30', to: '2024-12-31', posts: 12 + 13, comments: 2, likes: 0 },
    ]);
    expect(() => groupPoints(current, 'day', previous.slice(1))).toThrow(/must match/);
  });

  it('suggests daily, weekly, monthly by length', () => {
    expect([30, 92, 93, 366, 401, 1000].map(suggestGrouping)).toEqual([
      'day',
      'day',
      'week',
      'week',
      'month',
      'month',
    ]);
  });
});

describe('percent change', () => {
  it('compares totals and has no percentage when the previous period had none', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
  });
});
