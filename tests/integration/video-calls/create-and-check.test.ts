import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { CallFailureDetails } from '../../../src/shared/areas/video-calls/channels';
import type { Weekday } from '../../../src/shared/contract/video-calls';
import { AppFailure } from '../../../src/shared/errors';
import { explainWriteFailure } from '../../../src/main/areas/video-calls/failures';
import { FOREIGN_MANGO, MANGO, MANGO_2, harnessForFile, type Harness } from './harness';

let h: Harness;
harnessForFile((started) => (h = started));

const once = (startDate: string, fromTime: string, duration = 60, timezoneName = 'Asia/Kolkata') => ({
  startDate,
  fromTime,
  timezoneName,
  duration,
  frequency: 'once' as const,
});
const detailsOf = (error: { details?: unknown }) => CallFailureDetails.parse(error.details);

describe('create', () => {
  it('creates a one-time call without a clash and reads back the stored local values', async () => {
    const made = await h.call('videoCalls.create', {
      title: 'Office hours',
      mangoes: [MANGO],
      schedule: once(h.localDay(5), '07:00'),
    });
    expect(made.recurring).toBe(false);
    expect(made.ranges).toHaveLength(1);
    const read = await h.call('videoCalls.get', { id: made.id!, timeZone: 'Asia/Kolkata' });
    expect(read.call.startDate).toBe(h.localDay(5));
    expect(read.call.fromTime24h).toBe('07:00');
    expect(read.call.fromTime).toBe(made.ranges[0]?.fromTime);
  });

  it('refuses a clash before sending the create, naming the existing call', async () => {
    const taken = h.callByTitle('Weekly Q&A: Mutual funds');
    const count = h.sandbox.state.data.videoCalls.length;
    const check = await h.call('videoCalls.checkAvailability', {
      schedule: once(taken.startDate, taken.fromTime24h, 30),
    });
    expect(check.maximumOverlap).toBe(1);
    expect(check.clashes[0]?.existingCall.title).toBe('Weekly Q&A: Mutual funds');
    const error = await h.fail('videoCalls.create', {
      title: 'Clashing',
      mangoes: [MANGO],
      schedule: once(taken.startDate, taken.fromTime24h, 30),
    });
    expect(error.errorCode).toBe('WORKSHOP_OVERLAP');
    expect(error.outcome).toBe('not_sent');
    const details = detailsOf(error);
    expect(details.fields.fromTime).toContain("'Weekly Q&A: Mutual funds'");
    expect(details.clashes?.[0]?.existingCall.fromTime).toBe(taken.fromTime);
    expect(h.sandbox.state.data.videoCalls).toHaveLength(count);
  });

  it('creates a weekly series that clashes only after it is moved off the clash', async () => {
    const taken = h.callByTitle('Weekly Q&A: Mutual funds');
    const weekly = {
      startDate: taken.startDate,
      fromTime: taken.fromTime24h,
      timezoneName: 'Asia/Kolkata',
      duration: 60,
      frequency: 'weekly' as const,
      endDate: h.localDay(30),
      repeatingDays: [
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
      ] as Weekday[],
    };
    const clash = await h.call('videoCalls.checkAvailability', { schedule: weekly });
    expect(clash.clashes.length).toBeGreaterThan(0);
    const moved = { ...weekly, fromTime: '23:00' };
    expect((await h.call('videoCalls.checkAvailability', { schedule: moved })).clashes).toEqual([]);
    const made = await h.call('videoCalls.create', {
      title: 'Evening series',
      mangoes: [MANGO, MANGO_2],
      schedule: moved,
    });
    expect(made.recurring).toBe(true);
    expect(made.ranges.length).toBeGreaterThan(20);
    const series = await h.call('videoCalls.series', { groupId: made.id! });
    expect(series.series.occurrences.every((o) => o.fromTime24h === '23:00')).toBe(true);
  });

  it('exempts custom-platform calls on both sides', async () => {
    const custom = h.callByTitle('Office hours with Asha');
    // Inside the custom call, just after 'Weekly Q&A: Mutual funds' ends (touching, not overlapping).
    const inside = DateTime.fromISO(custom.fromTime, { zone: 'Asia/Kolkata' }).plus({ minutes: 30 });
    const overCustom = await h.call('videoCalls.create', {
      title: 'Service call over a custom one',
      mangoes: [MANGO],
      schedule: once(inside.toFormat('yyyy-MM-dd'), inside.toFormat('HH:mm'), 30),
    });
    expect(overCustom.ranges).toHaveLength(1);
    const taken = h.callByTitle('Weekly Q&A: Mutual funds');
    const customOverService = await h.call('videoCalls.create', {
      title: 'Custom call over a service one',
      mangoes: [MANGO],
      schedule: once(taken.startDate, taken.fromTime24h),
      meetingUrl: 'https://meet.example.test/room',
    });
    expect(customOverService.ranges).toHaveLength(1);
  });

  it('sends x-timezone-offset from the call’s own zone at its start', async () => {
    h.sandbox.requestLog.clear();
    await h.call('videoCalls.create', {
      title: 'New York summer call',
      mangoes: [MANGO],
      schedule: once('2026-07-01', '10:00', 60, 'America/New_York'),
    });
    const entries = h.sandbox.requestLog.list();
    const create = [...entries].reverse().find((e) => e.operation === 'createVideoCall');
    expect(create?.headers['x-timezone-offset']).toBe('-240');
  });

  it('shows a foreign Mango on the field that named it', async () => {
    const error = await h.fail('videoCalls.create', {
      title: 'Foreign exclusion',
      mangoes: [MANGO],
      excludeMangoes: [FOREIGN_MANGO],
      schedule: once(h.localDay(6), '08:00'),
    });
    expect(error.errorCode).toBe('WORKSHOP_MANGO_FORBIDDEN');
    const details = detailsOf(error);
    expect(Object.keys(details.fields)).toEqual(['excludeMangoes']);
    expect(details.fields.excludeMangoes).toContain(FOREIGN_MANGO);
  });
});

describe('each WORKSHOP_INVALID_SCHEDULE cause', () => {
  const base = () => ({
    startDate: h.localDay(3),
    fromTime: '09:00',
    timezoneName: 'Asia/Kolkata',
    duration: 60,
    frequency: 'daily' as const,
    endDate: h.localDay(10),
  });
  const cases = [
    ['duration', { duration: 20 }, 'duration'],
    ['past_start', { startDate: h0(-1), frequency: 'once' as const }, 'fromTime'],
    ['end_before_start', { endDate: h0(1) }, 'endDate'],
    [
      'no_occurrences',
      { frequency: 'weekly' as const, endDate: h0(3), repeatingDays: ['sunday'] },
      'repeatingDays',
    ],
    ['missing_end_date', { endDate: undefined }, 'endDate'],
    ['missing_weekdays', { frequency: 'weekly' as const, repeatingDays: [] }, 'repeatingDays'],
  ] as const;
  function h0(days: number) {
    return `@${days}`;
  }
  const resolve = (value: unknown) =>
    typeof value === 'string' && value.startsWith('@') ? h.localDay(Number(value.slice(1))) : value;

  it.each(cases)(
    '%s: refused before sending and shown on its field; the service agrees',
    async (rule, patch, field) => {
      const raw = { ...base(), ...patch } as Record<string, unknown>;
      const schedule = Object.fromEntries(
        Object.entries(raw)
          .map(([k, v]) => [k, resolve(v)])
          .filter(([, v]) => v !== undefined),
      );
      const error = await h.fail('videoCalls.create', { title: 'Bad', mangoes: [MANGO], schedule });
      expect(error.outcome).toBe('not_sent');
      expect(detailsOf(error).rule).toBe(rule);
      expect(detailsOf(error).fields[field]).toBeTruthy();

      // The service refuses the same schedule with WORKSHOP_INVALID_SCHEDULE, and the mapping names the same rule.
      const s = schedule as Record<string, unknown>;
      const body = {
        title: 'Bad',
        mango: MANGO,
        startDate: s['startDate'] as string,
        fromTime: s['fromTime'] as string,
        timezoneName: s['timezoneName'] as string,
        duration: s['duration'] as number,
        callType: s['frequency'] === 'once' ? ('onetime' as const) : ('recurring' as const),
        ...(s['frequency'] !== 'once' ? { frequency: s['frequency'] as 'daily' | 'weekly' } : {}),
        ...(s['endDate'] ? { endDate: s['endDate'] as string } : {}),
        ...(s['repeatingDays'] ? { repeatingDays: s['repeatingDays'] as never } : {}),
      };
      const failure = await h.client.createVideoCall({ body }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(failure).toBeInstanceOf(AppFailure);
      expect((failure as AppFailure).error.errorCode).toBe('WORKSHOP_INVALID_SCHEDULE');
      const explained = (await explainWriteFailure(failure, {
        schedule: schedule as never,
        serviceNow: h.sandbox.clock.now(),
        clockSource: 'sandbox',
        refs: {},
        ownMangoIds: async () => new Set(),
      })) as AppFailure;
      expect(detailsOf(explained.error).rule).toBe(rule);
    },
  );

  it('beyond the webinar feature expiry: only the service knows, and the refusal lands on the end date', async () => {
    const creator = h.sandbox.state.data.creators.find((c) => c.whitelabel);
    if (!creator) throw new Error('no white-label creator');
    creator.features.webinarExpiresAt = new Date(h.sandbox.clock.now() + 5 * 86_400_000).toISOString();
    const error = await h.fail('videoCalls.create', {
      title: 'Too long',
      mangoes: [MANGO],
      schedule: base(),
    });
    expect(error.errorCode).toBe('WORKSHOP_INVALID_SCHEDULE');
    expect(detailsOf(error).rule).toBe('beyond_feature_expiry');
    expect(detailsOf(error).fields.endDate).toContain('webinar feature expires');
  });

  it('a local time skipped by daylight saving never reaches the service', async () => {
    const error = await h.fail('videoCalls.create', {
      title: 'Skipped hour',
      mangoes: [MANGO],
      schedule: once('2026-03-08', '02:30', 60, 'America/New_York'),
    });
    expect(detailsOf(error).rule).toBe('nonexistent_time');
    expect(h.sandbox.state.data.videoCalls.some((c) => c.title === 'Skipped hour')).toBe(false);
  });
});
