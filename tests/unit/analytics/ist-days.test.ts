import { Settings } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dayList,
  istDateOf,
  istDayEndUtc,
  istDayStartUtc,
  MAX_RANGE_DAYS,
  presetRange,
  previousPeriod,
  rangeBounds,
  rangeFromInstants,
  rangeProblem,
} from '../../../src/shared/areas/analytics/domain';

afterEach(() => {
  Settings.defaultZone = 'system';
});

describe('IST day labelling', () => {
  it('puts 18:29:59Z on the same date and 18:30:00Z on the next IST day', () => {
    expect(istDateOf('2025-01-14T18:29:59Z')).toBe('2025-01-14');
    expect(istDateOf('2025-01-14T18:29:59.999Z')).toBe('2025-01-14');
    expect(istDateOf('2025-01-14T18:30:00Z')).toBe('2025-01-15');
    expect(istDateOf('2025-01-14T18:30:00.000Z')).toBe('2025-01-15');
  });

  it('labels the same whatever the machine zone is', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC', 'Asia/Kolkata']) {
      Settings.defaultZone = zone;
      expect(istDateOf('2025-01-14T18:29:59Z')).toBe('2025-01-14');
      expect(istDateOf('2025-01-14T18:30:00Z')).toBe('2025-01-15');
      expect(istDateOf(new Date('2025-03-09T10:00:00Z'))).toBe('2025-03-09');
      expect(istDayStartUtc('2025-03-09')).toBe('2025-03-08T18:30:00.000Z');
    }
  });

  it('reads instants written with another offset', () => {
    expect(istDateOf('2025-01-15T00:00:00+05:30')).toBe('2025-01-15');
    expect(istDateOf('2025-01-14T23:59:59-05:00')).toBe('2025-01-15');
  });

  it('gives the UTC instants an IST day starts and ends', () => {
    expect(istDayStartUtc('2025-01-15')).toBe('2025-01-14T18:30:00.000Z');
    expect(istDayEndUtc('2025-01-15')).toBe('2025-01-15T18:29:59.999Z');
    expect(istDayStartUtc('2024-03-01')).toBe('2024-02-29T18:30:00.000Z');
  });

  it('refuses text that is not a date', () => {
    expect(() => istDayStartUtc('2025-02-30')).toThrow(/calendar date/);
    expect(() => istDateOf('yesterday')).toThrow(/ISO/);
  });
});

describe('ranges', () => {
  it('sends inclusive UTC bounds from 00:00 IST of the first day to 23:59:59.999 IST of the last', () => {
    expect(rangeBounds({ from: '2025-01-01', to: '2025-01-31' })).toEqual({
      startDate: '2024-12-31T18:30:00.000Z',
      endDate: '2025-01-31T18:29:59.999Z',
    });
  });

  it('keeps the whole IST day of a range that starts or ends mid-IST-day, and says it was partial', () => {
    expect(rangeFromInstants('2025-01-14T20:00:00Z', '2025-01-16T12:00:00Z')).toEqual({
      from: '2025-01-15',
      to: '2025-01-16',
      partialStart: true,
      partialEnd: true,
    });
    expect(rangeFromInstants('2025-01-14T18:30:00Z', '2025-01-16T18:29:59.999Z')).toEqual({
      from: '2025-01-15',
      to: '2025-01-16',
      partialStart: false,
      partialEnd: false,
    });
    // An instant just before IST midnight belongs to the day before.
    expect(rangeFromInstants('2025-01-14T18:29:59Z', '2025-01-14T18:30:00Z')).toMatchObject({
      from: '2025-01-14',
      to: '2025-01-15',
    });
  });

  it('computes presets from the IST date of today', () => {
    expect(presetRange('last7', '2025-01-15')).toEqual({ from: '2025-01-09', to: '2025-01-15' });
    expect(presetRange('last30', '2025-01-15')).toEqual({ from: '2024-12-17', to: '2025-01-15' });
    expect(presetRange('last90', '2025-01-15')).toEqual({ from: '2024-10-18', to: '2025-01-15' });
    expect(presetRange('thisMonth', '2025-01-15')).toEqual({ from: '2025-01-01', to: '2025-01-15' });
    expect(presetRange('lastMonth', '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('lastMonth', '2025-01-15')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(presetRange('thisYear', '2025-03-02')).toEqual({ from: '2025-01-01', to: '2025-03-02' });
    expect(dayList(...(Object.values(presetRange('last90', '2025-01-15')) as [string, string]))).toHaveLength(
      90,
    );
  });

  it('refuses ranges the service cannot serve, saying what to change', () => {
    const today = '2025-01-15';
    expect(rangeProblem({}, today)).toMatch(/no all-time mode/);
    expect(rangeProblem({ from: '2025-01-01' }, today)).toMatch(/both/);
    expect(rangeProblem({ from: '2025-01-10', to: '2025-01-01' }, today)).toMatch(/before the first day/);
    expect(rangeProblem({ from: '2025-01-10', to: '2025-01-16' }, today)).toMatch(/after today/);
    expect(rangeProblem({ from: '2025-13-01', to: '2025-01-16' }, today)).toMatch(/not a calendar date/);
    expect(rangeProblem({ from: '2022-01-01', to: today }, today)).toMatch(/at most 1000 days/);
    expect(rangeProblem({ from: '2025-01-15', to: today }, today)).toBeNull();
    const longest = dayList('2020-01-01', '2030-01-01').slice(-MAX_RANGE_DAYS);
    expect(rangeProblem({ from: longest[0]!, to: longest.at(-1)! }, '2030-01-01')).toBeNull();
  });

  it('aligns the previous period: the same number of days just before', () => {
    expect(previousPeriod({ from: '2025-01-01', to: '2025-01-31' })).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    });
    expect(previousPeriod({ from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: '2025-01-29',
      to: '2025-02-28',
    });
    expect(previousPeriod({ from: '2025-01-15', to: '2025-01-15' })).toEqual({
      from: '2025-01-14',
      to: '2025-01-14',
    });
  });
});

describe('the fast day arithmetic agrees with luxon in Asia/Kolkata', () => {
  it('for any instant from 1990 to 2060', async () => {
    const { DateTime } = await import('luxon');
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }), (ms) => {
        const kolkata = DateTime.fromMillis(ms, { zone: 'Asia/Kolkata' });
        const date = kolkata.toISODate()!;
        expect(istDateOf(new Date(ms).toISOString())).toBe(date);
        expect(istDayStartUtc(date)).toBe(kolkata.startOf('day').toUTC().toISO());
        expect(istDayEndUtc(date)).toBe(kolkata.endOf('day').toUTC().toISO());
      }),
      { numRuns: 2000 },
    );
  });
});
