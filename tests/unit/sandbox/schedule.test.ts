import { describe, expect, it } from 'vitest';
import { expandSchedule, overlaps } from '../../../src/sandbox/schedule';

const NOW = Date.parse('2025-01-15T06:30:00.000Z');
const base = { startDate: '2025-01-20', fromTime: '19:00', timezoneName: 'Asia/Kolkata', duration: 60 };

describe('expandSchedule', () => {
  it('turns a local date and time in a zone into UTC', () => {
    const r = expandSchedule(base, NOW, null);
    expect(r).toEqual({
      ok: true,
      slots: [
        {
          fromTime: '2025-01-20T13:30:00.000Z',
          toTime: '2025-01-20T14:30:00.000Z',
          startDate: '2025-01-20',
          fromTime24h: '19:00',
        },
      ],
    });
  });

  it('follows daylight saving in the named zone', () => {
    const r = expandSchedule(
      {
        ...base,
        startDate: '2025-03-03',
        timezoneName: 'America/New_York',
        callType: 'recurring',
        frequency: 'weekly',
        endDate: '2025-03-12',
        repeatingDays: ['monday'],
      },
      NOW,
      null,
    );
    expect(r.ok && r.slots.map((s) => s.fromTime)).toEqual([
      '2025-03-04T00:00:00.000Z',
      '2025-03-10T23:00:00.000Z',
    ]);
  });

  it.each([
    [{ duration: 29 }],
    [{ duration: 301 }],
    [{ startDate: '2025-01-01' }],
    [{ timezoneName: 'Mars/Base' }],
    [{ callType: 'recurring' as const, frequency: 'daily' as const }],
    [{ callType: 'recurring' as const, frequency: 'daily' as const, endDate: '2025-01-19' }],
  ])('refuses %o', (override) => {
    expect(expandSchedule({ ...base, ...override }, NOW, null).ok).toBe(false);
  });

  it('refuses a schedule ending after the webinar feature expiry', () => {
    expect(expandSchedule(base, NOW, '2025-01-20T14:00:00.000Z').ok).toBe(false);
  });

  it('treats touching intervals as not overlapping', () => {
    expect(
      overlaps(
        { fromTime: '2025-01-01T00:00:00Z', toTime: '2025-01-01T01:00:00Z' },
        { fromTime: '2025-01-01T01:00:00Z', toTime: '2025-01-01T02:00:00Z' },
      ),
    ).toBe(false);
    expect(
      overlaps(
        { fromTime: '2025-01-01T00:00:00Z', toTime: '2025-01-01T01:00:01Z' },
        { fromTime: '2025-01-01T01:00:00Z', toTime: '2025-01-01T02:00:00Z' },
      ),
    ).toBe(true);
  });
});
