import { beforeAll, describe, expect, it } from 'vitest';
import {
  findFreeSlot,
  formatDayHeading,
  formatInZone,
  formatRange,
  formatSpan,
  formatWeekLabel,
  startPastClashes,
  type ClashLike,
  type ScheduleDraft,
} from '../../../src/shared/areas/video-calls/domain';
import { formatDateTimeZoned, setDisplayLocale } from '../../../src/shared/format';

const at = (iso: string) => Date.parse(iso);

describe('scheduling dates, written by the one formatter', () => {
  beforeAll(() => setDisplayLocale('en-GB'));

  it('writes an instant as @shared/format does, with the weekday and the zone named', () => {
    const start = at('2026-11-24T04:30:00Z');
    expect(formatInZone(start, 'Asia/Kolkata')).toBe(
      `Tue, ${formatDateTimeZoned(start, { zone: 'Asia/Kolkata' })}`,
    );
    expect(formatInZone(start, 'Asia/Kolkata')).toBe('Tue, 24 Nov 2026, 10:00 IST');
    expect(formatRange(start, start + 3_600_000, 'Asia/Kolkata')).toBe('10:00–11:00 IST');
    expect(formatDayHeading('2026-11-24')).toBe('Tuesday, 24 Nov 2026');
  });

  it('shows a call from start to end, with both dates when it crosses midnight', () => {
    const start = at('2026-11-24T04:30:00Z');
    expect(formatSpan(start, start + 3_600_000, 'Asia/Kolkata')).toBe('Tue, 24 Nov 2026, 10:00–11:00 IST');
    const late = at('2026-11-24T18:00:00Z');
    expect(formatSpan(late, late + 3_600_000, 'Asia/Kolkata')).toBe(
      'Tue, 24 Nov 2026, 23:30 IST – Wed, 25 Nov 2026, 00:30 IST',
    );
  });

  it('labels a week with its dates', () => {
    expect(formatWeekLabel('2026-11-16').replace(/\s/g, ' ')).toMatch(/^16\s?–\s?22 Nov 2026$/);
    expect(formatWeekLabel('2026-12-28')).toContain('2027');
  });
});

const once: ScheduleDraft = {
  startDate: '2026-11-24',
  fromTime: '10:00',
  timezoneName: 'Asia/Kolkata',
  duration: 60,
  frequency: 'once',
};
const clash = (newFrom: string, newTo: string, from: string, to: string): ClashLike => ({
  newCall: { fromTime: newFrom, toTime: newTo },
  existingCall: { fromTime: from, toTime: to, title: 'Existing' },
});

describe('the next free slot', () => {
  it('starts right after the call it clashes with, on a 5-minute mark', () => {
    // 10:00-11:00 IST clashes with 09:30-10:47 IST: the next start is 10:50 IST.
    const c = clash(
      '2026-11-24T04:30:00Z',
      '2026-11-24T05:30:00Z',
      '2026-11-24T04:00:00Z',
      '2026-11-24T05:17:00Z',
    );
    expect(startPastClashes(once, [c])).toEqual({ startDate: '2026-11-24', fromTime: '10:50' });
  });

  it('does not move a recurring series to another day (its weekdays would change)', () => {
    const weekly: ScheduleDraft = {
      ...once,
      fromTime: '23:00',
      frequency: 'weekly',
      endDate: '2026-12-31',
      repeatingDays: ['tuesday'],
    };
    const c = clash(
      '2026-11-24T17:30:00Z',
      '2026-11-24T18:30:00Z',
      '2026-11-24T17:00:00Z',
      '2026-11-24T19:00:00Z',
    );
    expect(startPastClashes(weekly, [c])).toBeNull();
  });

  it('asks the overlap check again from each new start until it is free', async () => {
    const first = clash(
      '2026-11-24T04:30:00Z',
      '2026-11-24T05:30:00Z',
      '2026-11-24T04:00:00Z',
      '2026-11-24T05:00:00Z',
    );
    const asked: string[] = [];
    const check = async (candidate: ScheduleDraft) => {
      asked.push(candidate.fromTime);
      // 10:30 clashes with a call until 12:00; 12:00 is free.
      return candidate.fromTime === '10:30'
        ? [
            clash(
              '2026-11-24T05:00:00Z',
              '2026-11-24T06:00:00Z',
              '2026-11-24T05:15:00Z',
              '2026-11-24T06:30:00Z',
            ),
          ]
        : [];
    };
    const slot = await findFreeSlot(once, [first], check, { now: at('2026-11-01T00:00:00Z') });
    expect(asked).toEqual(['10:30', '12:00']);
    expect(slot).toEqual({
      startDate: '2026-11-24',
      fromTime: '12:00',
      fromTimeUtc: '2026-11-24T06:30:00.000Z',
      toTimeUtc: '2026-11-24T07:30:00.000Z',
    });
  });

  it('gives up after a few tries rather than asking the service forever', async () => {
    const first = clash(
      '2026-11-24T04:30:00Z',
      '2026-11-24T05:30:00Z',
      '2026-11-24T04:00:00Z',
      '2026-11-24T05:00:00Z',
    );
    let calls = 0;
    const busy = async (candidate: ScheduleDraft) => {
      calls += 1;
      const start = expandStart(candidate);
      return [clash(start, start, start, new Date(Date.parse(start) + 3_600_000).toISOString())];
    };
    expect(await findFreeSlot(once, [first], busy, { tries: 3 })).toBeNull();
    expect(calls).toBe(3);
  });
});

function expandStart(draft: ScheduleDraft): string {
  const [h, m] = draft.fromTime.split(':').map(Number);
  return new Date(
    Date.parse(`${draft.startDate}T00:00:00+05:30`) + ((h ?? 0) * 60 + (m ?? 0)) * 60_000,
  ).toISOString();
}
