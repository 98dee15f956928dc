import { describe, expect, it } from 'vitest';
import { sortPointsRows } from '../../../src/shared/areas/gamification/channels';
import { badgeBody } from '../../../src/main/areas/gamification/gamification';
import { createPointsQuota } from '../../../src/main/areas/gamification/points-quota';
import { orderedTypes, pointsCsv, toPointsRows } from '../../../src/main/areas/gamification/points-table';
import { AppFailure } from '../../../src/shared/errors';

describe('points quota', () => {
  it('allows 10 calls per window, then refuses and says when the next is allowed', () => {
    let now = Date.parse('2025-01-01T00:00:00Z');
    const quota = createPointsQuota(() => new Date(now), { max: 10, windowMs: 61_000 });
    for (let i = 0; i < 10; i += 1) {
      quota.claim('h');
      now += 1_000;
    }
    const full = quota.describe('h');
    expect(full.used).toBe(10);
    expect(full.nextAllowedAt).toBe('2025-01-01T00:01:01.000Z');
    let error: unknown;
    try {
      quota.claim('h');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppFailure);
    expect((error as AppFailure).error).toMatchObject({ kind: 'rate_limited', outcome: 'not_sent' });
    expect((error as AppFailure).error.message).toMatch(/in 51 s/);
    // Another host has its own budget.
    expect(() => quota.claim('other')).not.toThrow();
    now = Date.parse('2025-01-01T00:01:01.001Z');
    expect(quota.describe('h')).toMatchObject({ used: 9, nextAllowedAt: null });
    expect(() => quota.claim('h')).not.toThrow();
  });
});

describe('points table', () => {
  const records = [
    {
      _id: 'a'.repeat(24),
      points: [
        { type: 'custom', score: 5 },
        { type: 'dailyActive', score: 3 },
        { type: 'custom', score: 1 },
      ],
      totalScore: 9,
    },
    { _id: 'b'.repeat(24), points: [{ type: 'attendance', score: 20 }] },
    {
      _id: 'c'.repeat(24),
      points: [
        { type: 'zeta', score: 1 },
        { type: 'likeOnPost', score: 2 },
      ],
      totalScore: 3,
    },
  ];

  it('sums repeated types, keeps the service total, and totals when absent', () => {
    const rows = toPointsRows(records);
    expect(rows[0]).toEqual({ userId: 'a'.repeat(24), scores: { custom: 6, dailyActive: 3 }, totalScore: 9 });
    expect(rows[1]?.totalScore).toBe(20);
  });

  it('orders system types as the spec lists them, then custom ones alphabetically', () => {
    expect(orderedTypes(toPointsRows(records), ['myType'])).toEqual([
      'dailyActive',
      'likeOnPost',
      'attendance',
      'custom',
      'myType',
      'zeta',
    ]);
  });

  it('sorts by any column, missing scores as zero, ties by user', () => {
    const rows = toPointsRows(records);
    expect(sortPointsRows(rows, 'custom', true).map((r) => r.userId[0])).toEqual(['a', 'c', 'b']);
    expect(sortPointsRows(rows, 'totalScore', false).map((r) => r.userId[0])).toEqual(['c', 'a', 'b']);
    expect(sortPointsRows(rows, 'userId', false).map((r) => r.userId[0])).toEqual(['a', 'b', 'c']);
  });

  it('writes CSV with zeros for missing types and escapes formula-like text', () => {
    const csv = pointsCsv(toPointsRows(records).slice(0, 2), ['custom', '=cmd']);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The header row first: the filter and the column meanings are notes, not lines above it.
    expect(lines[0]).toBe("userId,custom,'=cmd,totalScore");
    expect(lines[2]).toBe(`${'b'.repeat(24)},0,0,20`);
    expect(lines).toHaveLength(3);
  });
});

describe('badge body', () => {
  it('sends exactly one automation kind, or none', () => {
    expect(badgeBody({ name: 'A', automation: { kind: 'none' } })).toEqual({
      name: 'A',
      enableAutomation: false,
    });
    expect(
      badgeBody({ name: 'A', imageUrl: '', automation: { kind: 'points', threshold: 5, category: 'month' } }),
    ).toEqual({
      name: 'A',
      enableAutomation: true,
      pointsThreshold: 5,
      pointCategoryForAutomation: 'month',
    });
    const mangoes = badgeBody({
      name: 'A',
      description: 'd',
      automation: { kind: 'mangoes', mangoes: ['a'.repeat(24)] },
    });
    expect(mangoes).toEqual({
      name: 'A',
      description: 'd',
      enableAutomation: true,
      automationEnabledMangoes: ['a'.repeat(24)],
    });
  });
});
