import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDisplayLocale } from '../../../src/shared/format';
import {
  bucketIsPartial,
  formatDayLong,
  formatDayShort,
  formatMonth,
  partialDays,
  partialLabel,
  rangeProblem,
} from '../../../src/shared/areas/analytics/domain';

beforeAll(() => setDisplayLocale('en-GB'));
afterAll(() => setDisplayLocale(undefined));

const range = { from: '2025-01-10', to: '2025-01-15' };

describe('days whose counts are not final', () => {
  it('marks today (IST) when the answer is fresh', () => {
    // 06:30Z is noon in IST on the 15th.
    const now = new Date('2025-01-15T06:30:00Z');
    expect(partialDays(range, '2025-01-15T06:29:00.000Z', now)).toEqual(['2025-01-15']);
    expect(partialLabel(['2025-01-15'], '2025-01-15')).toBe('Today so far');
  });

  it('uses the IST day, not the UTC date: 20:00Z on the 14th is already the 15th in IST', () => {
    const now = new Date('2025-01-14T20:00:00Z');
    expect(partialDays(range, now.toISOString(), now)).toEqual(['2025-01-15']);
    expect(partialDays({ from: '2025-01-10', to: '2025-01-14' }, now.toISOString(), now)).toEqual([]);
  });

  it('marks the day a stored answer was fetched on, even days later', () => {
    const now = new Date('2025-01-20T06:30:00Z');
    // Fetched at 10:00 IST on the 15th: the 15th was not over.
    expect(partialDays(range, '2025-01-15T04:30:00.000Z', now)).toEqual(['2025-01-15']);
    expect(partialLabel(['2025-01-15'], '2025-01-20')).toBe('Incomplete: fetched before the day ended');
    // Fetched after the range had ended: every day is complete.
    expect(partialDays(range, '2025-01-16T04:30:00.000Z', now)).toEqual([]);
    // An unreadable stamp marks only today.
    expect(partialDays(range, 'soon', new Date('2025-01-15T06:30:00Z'))).toEqual(['2025-01-15']);
  });

  it('marks the week or month that holds a partial day', () => {
    expect(bucketIsPartial({ from: '2025-01-13', to: '2025-01-15' }, ['2025-01-15'])).toBe(true);
    expect(bucketIsPartial({ from: '2025-01-06', to: '2025-01-12' }, ['2025-01-15'])).toBe(false);
  });
});

describe('how analytics writes its days', () => {
  it('goes through the console formatter and its locale', () => {
    expect(formatDayShort('2025-01-14')).toBe('14 Jan');
    expect(formatDayShort('2025-01-14', true)).toBe('14 Jan 2025');
    expect(formatDayLong('2025-01-14')).toBe('Tue, 14 Jan 2025');
    expect(formatMonth('2025-01-01')).toBe('Jan 2025');
    expect(() => formatDayShort('2025-02-30')).toThrow(/calendar date/);
  });

  it('writes the days of a refused range the same way', () => {
    expect(rangeProblem({ from: '2025-01-10', to: '2025-01-01' }, '2025-01-15')).toBe(
      'The last day (1 Jan 2025) is before the first day (10 Jan 2025): swap them.',
    );
    expect(rangeProblem({ from: '2025-01-10', to: '2025-01-16' }, '2025-01-15')).toMatch(
      /^The range ends on 16 Jan 2025, after today \(15 Jan 2025 in IST\)/,
    );
  });
});
