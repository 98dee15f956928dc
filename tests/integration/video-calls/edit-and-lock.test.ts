import { describe, expect, it } from 'vitest';
import { CallFailureDetails } from '../../../src/shared/areas/video-calls/channels';
import { AppFailure } from '../../../src/shared/errors';
import { MANGO, harnessForFile, type Harness } from './harness';

let h: Harness;
harnessForFile((started) => (h = started));

const MINUTE = 60_000;

async function newCall(daysAhead = 2) {
  const made = await h.call('videoCalls.create', {
    title: 'Lock test',
    mangoes: [MANGO],
    schedule: {
      startDate: h.localDay(daysAhead),
      fromTime: '06:15',
      timezoneName: 'Asia/Kolkata',
      duration: 45,
      frequency: 'once',
    },
  });
  const id = made.id ?? '';
  const start = Date.parse(made.ranges[0]?.fromTime ?? '');
  return { id, start, end: start + 45 * MINUTE };
}

describe('edit lock with the virtual clock', () => {
  it('is editable 31 minutes before start and locked 29 minutes before', async () => {
    const { id, start } = await newCall();
    h.sandbox.clock.set(start - 31 * MINUTE, { frozen: true });
    const early = await h.call('videoCalls.get', { id });
    expect(early.call.isEditable).toBe(true);
    expect(Date.parse(early.now)).toBe(start - 31 * MINUTE);
    const saved = await h.call('videoCalls.update', { id, title: 'Renamed at 31' });
    expect(saved.call.title).toBe('Renamed at 31');

    h.sandbox.clock.set(start - 29 * MINUTE, { frozen: true });
    const late = await h.call('videoCalls.get', { id });
    expect(late.call.isEditable).toBe(false);
    expect(late.call.notEditableReason).toMatch(/30 minutes/);
    const refused = await h.fail('videoCalls.update', { id, title: 'Renamed at 29' });
    expect(refused.errorCode).toBe('WORKSHOP_NOT_EDITABLE');
    expect(refused.outcome).toBe('not_sent');

    // The service refuses on its own too.
    const direct = await h.client
      .updateVideoCall({ params: { videoCallId: id }, body: { title: 'Direct' } })
      .catch((e: unknown) => e);
    expect((direct as AppFailure).error.errorCode).toBe('WORKSHOP_NOT_EDITABLE');
  });

  it('reschedules from the stored local date and time, and checks availability without the call itself', async () => {
    const { id } = await newCall(4);
    const read = await h.call('videoCalls.get', { id });
    const moved = await h.call('videoCalls.update', {
      id,
      schedule: {
        startDate: read.call.startDate!,
        fromTime: '06:45', // overlaps the call's own old slot: not a clash
        timezoneName: read.call.timezoneName!,
        duration: 45,
        frequency: 'once',
      },
    });
    expect(moved.call.fromTime24h).toBe('06:45');
    expect(moved.call.startDate).toBe(read.call.startDate);
    const log = h.sandbox.requestLog.list().filter((e) => e.operation === 'checkVideoCallAvailability');
    expect((log.at(-1)?.body as { excludeVideocall?: string }).excludeVideocall).toBe(id);
  });

  it('refuses to move a call onto another one, naming it', async () => {
    const { id } = await newCall(4);
    const taken = h.callByTitle('Weekly Q&A: Mutual funds');
    const error = await h.fail('videoCalls.update', {
      id,
      schedule: {
        startDate: taken.startDate,
        fromTime: taken.fromTime24h,
        timezoneName: 'Asia/Kolkata',
        duration: 45,
        frequency: 'once',
      },
    });
    expect(error.errorCode).toBe('WORKSHOP_OVERLAP');
    expect(CallFailureDetails.parse(error.details).clashes?.[0]?.existingCall.title).toBe(
      'Weekly Q&A: Mutual funds',
    );
  });
});

describe('schedule lock', () => {
  it('saves a non-schedule edit and refuses a schedule change, on the schedule fields', async () => {
    const locked = h.callByTitle('Guest session: Retirement planning');
    const read = await h.call('videoCalls.get', { id: locked._id });
    expect(read.call.isScheduleLocked).toBe(true);
    expect(read.call.isEditable).toBe(true);
    const saved = await h.call('videoCalls.update', {
      id: locked._id,
      title: 'Renamed while locked',
      videoWaitingList: true,
      schedule: {
        startDate: read.call.startDate!,
        fromTime: read.call.fromTime24h!,
        timezoneName: read.call.timezoneName!,
        duration: read.call.duration!,
        frequency: 'once',
      },
    });
    expect(saved.call.title).toBe('Renamed while locked');
    expect(saved.call.videoWaitingList).toBe(true);
    const error = await h.fail('videoCalls.update', {
      id: locked._id,
      schedule: {
        startDate: read.call.startDate,
        fromTime: '23:15',
        timezoneName: 'Asia/Kolkata',
        duration: 60,
        frequency: 'once',
      },
    });
    expect(error.errorCode).toBe('WORKSHOP_SCHEDULE_LOCKED');
    const details = CallFailureDetails.parse(error.details);
    expect(Object.keys(details.fields).sort()).toEqual(['duration', 'fromTime', 'startDate', 'timezoneName']);
  });
});

describe('join links', () => {
  it('appear only while the call is ongoing', async () => {
    const { id, start, end } = await newCall(1);
    h.sandbox.clock.set(start - MINUTE, { frozen: true });
    expect((await h.call('videoCalls.get', { id })).call.videoMeetingLink).toBeUndefined();
    h.sandbox.clock.set(start + MINUTE, { frozen: true });
    const during = (await h.call('videoCalls.get', { id })).call;
    expect(during.videoMeetingLink).toMatch(/^https:\/\//);
    expect(during.videoMeetingLinkCreator).toMatch(/^https:\/\//);
    h.sandbox.clock.set(end + MINUTE, { frozen: true });
    const after = (await h.call('videoCalls.get', { id })).call;
    expect(after.videoMeetingLink).toBeUndefined();
    expect(after.videoMeetingLinkCreator).toBeUndefined();
  });
});

describe('agenda and series', () => {
  it('fills list rows with the event zone, series position and participant count, a page at a time', async () => {
    const agenda = await h.call('videoCalls.list', {
      startDate: h.localDay(-30),
      endDate: h.localDay(40),
      displayZone: 'Europe/London',
      page: 1,
      limit: 10,
    });
    expect(agenda.calls).toHaveLength(10);
    expect(agenda.total).toBeGreaterThan(10);
    expect(agenda.calls.every((c) => c.timezoneName === 'Asia/Kolkata')).toBe(true);
    const page2 = await h.call('videoCalls.list', {
      startDate: h.localDay(-30),
      endDate: h.localDay(40),
      displayZone: 'Europe/London',
      page: 2,
      limit: 10,
    });
    const weekly = page2.calls.concat(agenda.calls).find((c) => c.title === 'Weekly Masterclass');
    expect(weekly?.totalOccurrence).toBe(6);
    expect(weekly?.occurrence).toBeGreaterThanOrEqual(1);
    const series = await h.call('videoCalls.series', { groupId: weekly!.groupId! });
    expect(series.series.occurrences.map((o) => o.occurrence)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('lists the profile’s Mangoes for the pickers', async () => {
    const { mangoes } = await h.call('videoCalls.mangoOptions', {});
    expect(mangoes.map((m) => m.id)).toContain(MANGO);
    expect(mangoes.every((m) => m.title.length > 0)).toBe(true);
  });
});
