import { describe, expect, it } from 'vitest';
import { expandSchedule, type ScheduleDraft } from '../../../src/shared/areas/video-calls/domain';
import { setDisplayLocale } from '../../../src/shared/format';

setDisplayLocale('en-GB');

const iso = (ms: number) => new Date(ms).toISOString();
const starts = (draft: ScheduleDraft) => expandSchedule(draft).occurrences.map((o) => iso(o.start));
const daily = (zone: string, startDate: string, endDate: string, fromTime: string): ScheduleDraft => ({
  startDate,
  endDate,
  fromTime,
  timezoneName: zone,
  duration: 60,
  frequency: 'daily',
});

describe('expandSchedule: one-time, daily and weekly', () => {
  it('turns a one-time local start in Asia/Kolkata into its UTC slot', () => {
    const { occurrences, problems } = expandSchedule({
      startDate: '2025-01-20',
      fromTime: '19:00',
      timezoneName: 'Asia/Kolkata',
      duration: 90,
      frequency: 'once',
    });
    expect(problems).toEqual([]);
    expect(occurrences).toHaveLength(1);
    expect(iso(occurrences[0]!.start)).toBe('2025-01-20T13:30:00.000Z');
    expect(iso(occurrences[0]!.end)).toBe('2025-01-20T15:00:00.000Z');
    expect(occurrences[0]!.offset).toBe('+05:30');
  });

  it('expands a daily call over a year to 365 occurrences', () => {
    const result = expandSchedule(daily('Asia/Kolkata', '2026-01-01', '2026-12-31', '08:00'));
    expect(result.problems).toEqual([]);
    expect(result.occurrences).toHaveLength(365);
    expect(result.occurrences.at(-1)?.startDate).toBe('2026-12-31');
  });

  it('expands a weekly call on the chosen weekdays only', () => {
    const result = expandSchedule({
      startDate: '2025-01-20',
      endDate: '2025-02-02',
      fromTime: '18:00',
      timezoneName: 'Asia/Kolkata',
      duration: 60,
      frequency: 'weekly',
      repeatingDays: ['monday', 'thursday'],
    });
    expect(result.occurrences.map((o) => o.startDate)).toEqual([
      '2025-01-20',
      '2025-01-23',
      '2025-01-27',
      '2025-01-30',
    ]);
    expect(result.occurrences.map((o) => o.index)).toEqual([1, 2, 3, 4]);
  });

  it('reports no occurrences when the range holds none of the chosen weekdays', () => {
    const result = expandSchedule({
      startDate: '2025-01-20', // Monday
      endDate: '2025-01-22', // Wednesday
      fromTime: '18:00',
      timezoneName: 'Asia/Kolkata',
      duration: 60,
      frequency: 'weekly',
      repeatingDays: ['friday'],
    });
    expect(result.occurrences).toEqual([]);
    expect(result.problems.map((p) => [p.rule, p.field])).toEqual([['no_occurrences', 'repeatingDays']]);
  });
});

describe('expandSchedule: daylight saving keeps the wall-clock time', () => {
  it('America/New_York across the spring change', () => {
    expect(starts(daily('America/New_York', '2025-03-08', '2025-03-10', '10:00'))).toEqual([
      '2025-03-08T15:00:00.000Z',
      '2025-03-09T14:00:00.000Z',
      '2025-03-10T14:00:00.000Z',
    ]);
  });

  it('America/New_York across the autumn change', () => {
    expect(starts(daily('America/New_York', '2025-11-01', '2025-11-03', '10:00'))).toEqual([
      '2025-11-01T14:00:00.000Z',
      '2025-11-02T15:00:00.000Z',
      '2025-11-03T15:00:00.000Z',
    ]);
  });

  it('Europe/London across the spring change', () => {
    expect(starts(daily('Europe/London', '2025-03-29', '2025-03-31', '09:00'))).toEqual([
      '2025-03-29T09:00:00.000Z',
      '2025-03-30T08:00:00.000Z',
      '2025-03-31T08:00:00.000Z',
    ]);
  });

  it('Australia/Lord_Howe moves by only 30 minutes', () => {
    expect(starts(daily('Australia/Lord_Howe', '2025-10-04', '2025-10-05', '09:00'))).toEqual([
      '2025-10-03T22:30:00.000Z',
      '2025-10-04T22:00:00.000Z',
    ]);
  });

  it('Pacific/Chatham at +12:45 and +13:45', () => {
    const result = expandSchedule(daily('Pacific/Chatham', '2025-09-27', '2025-09-28', '10:00'));
    expect(result.occurrences.map((o) => [iso(o.start), o.offset])).toEqual([
      ['2025-09-26T21:15:00.000Z', '+12:45'],
      ['2025-09-27T20:15:00.000Z', '+13:45'],
    ]);
  });
});

describe('expandSchedule: local times a DST change skips or repeats', () => {
  it('flags 02:30 on the New York spring-forward day instead of shifting it silently', () => {
    const result = expandSchedule(daily('America/New_York', '2025-03-08', '2025-03-10', '02:30'));
    expect(result.occurrences.map((o) => o.nonexistent)).toEqual([false, true, false]);
    const problem = result.problems.find((p) => p.rule === 'nonexistent_time');
    expect(problem?.field).toBe('fromTime');
    expect(problem?.message).toContain('9 Mar 2025');
  });

  it('flags 02:15 on the Lord Howe half-hour jump and 03:00 on the Chatham jump', () => {
    const lordHowe = expandSchedule({
      ...daily('Australia/Lord_Howe', '2025-10-05', '2025-10-05', '02:15'),
      frequency: 'once',
    });
    expect(lordHowe.occurrences[0]?.nonexistent).toBe(true);
    const chatham = expandSchedule({
      ...daily('Pacific/Chatham', '2025-09-28', '2025-09-28', '03:00'),
      frequency: 'once',
    });
    expect(chatham.occurrences[0]?.nonexistent).toBe(true);
  });

  it('marks a repeated local time as ambiguous and takes the first of the two', () => {
    const result = expandSchedule({
      ...daily('America/New_York', '2025-11-02', '2025-11-02', '01:30'),
      frequency: 'once',
    });
    expect(result.occurrences[0]?.ambiguous).toBe(true);
    expect(iso(result.occurrences[0]!.start)).toBe('2025-11-02T05:30:00.000Z');
    expect(result.problems).toEqual([]);
  });
});

describe('expandSchedule: the service rules', () => {
  const base: ScheduleDraft = {
    startDate: '2025-01-20',
    fromTime: '19:00',
    timezoneName: 'Asia/Kolkata',
    duration: 60,
    frequency: 'daily',
    endDate: '2025-01-25',
  };
  const rules = (draft: Partial<ScheduleDraft>, now?: number) =>
    expandSchedule({ ...base, ...draft }, now === undefined ? {} : { now }).problems.map((p) => p.rule);

  it('names each rule once', () => {
    expect(rules({ duration: 29 })).toEqual(['duration']);
    expect(rules({ duration: 301 })).toEqual(['duration']);
    expect(rules({ duration: 30 })).toEqual([]);
    expect(rules({ duration: 300 })).toEqual([]);
    expect(rules({ endDate: undefined })).toEqual(['missing_end_date']);
    expect(rules({ frequency: 'weekly', repeatingDays: [] })).toEqual(['missing_weekdays']);
    expect(rules({ endDate: '2025-01-19' })).toEqual(['end_before_start']);
    expect(rules({}, Date.parse('2025-01-20T13:30:00Z'))).toEqual(['past_start']);
    expect(rules({}, Date.parse('2025-01-20T13:29:00Z'))).toEqual([]);
    expect(rules({ timezoneName: 'Mars/Olympus' })).toEqual(['invalid_zone']);
    expect(rules({ fromTime: '7pm' })).toEqual(['invalid_time']);
    expect(rules({ startDate: '2025-02-30' })).toEqual(['invalid_date']);
    expect(rules({ endDate: '2027-01-01' })).toEqual(['too_many']);
  });

  it('checks the webinar feature expiry when it is known', () => {
    const result = expandSchedule(base, { featureExpiresAt: Date.parse('2025-01-23T00:00:00Z') });
    expect(result.problems.map((p) => p.rule)).toEqual(['beyond_feature_expiry']);
  });
});
