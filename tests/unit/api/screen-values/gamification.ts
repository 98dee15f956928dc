import { expect } from 'vitest';
import { obj, first, type ScreenValues } from './common';

/** Badges and points. */
export const gamificationScreenValues: ScreenValues = {
  listBadges(out) {
    // A bare array in the docs, {total, data} for the screen.
    // (Inside the older {data} wrapper the list carries no total: the screen counts the array.)
    expect(obj(out)['total'] ?? (obj(out)['data'] as unknown[]).length).toBe(1);
    expect(first(obj(out)['data'])).toMatchObject({ _id: '6659ca9e5f2acb7abfdcd8fd', name: 'Hall Of Fame' });
  },
  createBadge(out) {
    expect(out).toMatchObject({
      _id: '6659ca9e5f2acb7abfdcd8fd',
      name: 'Hall Of Fame',
      pointsThreshold: 100,
    });
  },
  updateBadge(out) {
    expect(out).toMatchObject({
      _id: '6659ca9e5f2acb7abfdcd8fd',
      name: 'Hall Of Fame',
      enableAutomation: true,
      pointsThreshold: 100,
      pointCategoryForAutomation: 'lifetime',
    });
  },
  assignBadges(out) {
    expect(out).toMatchObject({ success: true, message: 'Operation completed successfully' });
  },
  collectivePoints(out) {
    expect(first(out)).toMatchObject({ _id: '6659ca9e5f2acb7abfdcd8fd', totalScore: 300 });
    expect(first(out)['points']).toEqual([
      { type: 'custom', score: 100 },
      { type: 'attendance', score: 200 },
    ]);
  },
  assignPoints(out) {
    // A map fan id -> the id of the points given.
    expect(out).toEqual({ '646dd0eb159d8b7a7f5a9c29': '646dd0eb159d8b7a7f5a9c29' });
  },
  pointsLedger(out) {
    expect(out).toMatchObject({ total: 100, page: 1, limit: 10, hasNext: true });
    expect(first(obj(out)['data'])).toMatchObject({
      _id: '659bda0d1f30911c18766b31',
      fan: '62ea773dfc87495de3894e73',
      score: 16,
      type: 'custom',
      description: 'This is a description for the point',
      date: '2024-01-07T11:18:37.146Z',
    });
  },
  userCollectivePoints(out) {
    expect(out).toMatchObject({ dailyActive: 110, attendance: 90, tenPercentCourseCompletion: 10 });
    expect(Object.values(obj(out)).reduce((a: number, b) => a + Number(b), 0)).toBe(850);
  },
};
