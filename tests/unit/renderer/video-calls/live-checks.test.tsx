import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ScheduleForm } from '../../../../src/shared/areas/video-calls/channels';
import {
  useAvailability,
  useParticipantPreview,
} from '../../../../src/renderer/src/areas/video-calls/use-live-checks';
import { useVideoCallsView } from '../../../../src/renderer/src/areas/video-calls/view-store';
import { deferred, failure, fakeBridge, wrapper } from '../fake-bridge';

const schedule = (fromTime: string): ScheduleForm => ({
  startDate: '2026-03-02',
  fromTime,
  timezoneName: 'Asia/Kolkata',
  duration: 60,
  frequency: 'once',
});
const clash = {
  newCall: { fromTime: '2026-03-02T12:30:00.000Z', toTime: '2026-03-02T13:30:00.000Z' },
  existingCall: { fromTime: '2026-03-02T12:00:00.000Z', toTime: '2026-03-02T13:00:00.000Z' },
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live checks', () => {
  afterEach(() => useVideoCallsView.getState().reset('UTC'));

  it('asks once the typing settles, only for the last schedule, and never shows an older answer as current', async () => {
    const answers = new Map<string, ReturnType<typeof deferred>>();
    const fake = fakeBridge({
      'videoCalls.checkAvailability': (input) => {
        const at = (input as { schedule: ScheduleForm }).schedule.fromTime;
        const answer = deferred();
        answers.set(at, answer);
        return answer.promise;
      },
    });
    const { result, rerender } = renderHook(
      ({ s }) => useAvailability(s, { excludeVideocall: 'ca1100000000000000000001' }, 30),
      { wrapper: wrapper(fake.api), initialProps: { s: schedule('18:00') as ScheduleForm | null } },
    );
    expect(result.current).toEqual({ value: null, appError: null, pending: true });
    rerender({ s: schedule('18:30') });
    await waitFor(() => expect(fake.callsTo('videoCalls.checkAvailability')).toHaveLength(1));
    expect(fake.callsTo('videoCalls.checkAvailability')[0]).toEqual({
      schedule: schedule('18:30'),
      excludeVideocall: 'ca1100000000000000000001',
    });
    answers.get('18:30')?.resolve({ maximumOverlap: 1, clashes: [clash] });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.value?.clashes).toHaveLength(1);

    // A new schedule: the old answer stays as the value but the check is pending until the new one lands.
    rerender({ s: schedule('19:00') });
    expect(result.current.pending).toBe(true);
    expect(result.current.value?.clashes).toHaveLength(1);
    await waitFor(() => expect(answers.has('19:00')).toBe(true));
    answers.get('19:00')?.resolve({ maximumOverlap: 1, clashes: [] });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.value?.clashes).toEqual([]);

    // Nothing to ask while the schedule is not in shape.
    rerender({ s: null });
    expect(result.current).toEqual({ value: null, appError: null, pending: false });
    await sleep(60);
    expect(fake.callsTo('videoCalls.checkAvailability')).toHaveLength(2);
  });

  it('reports a refused check as its AppError once settled', async () => {
    const fake = fakeBridge({
      'videoCalls.checkAvailability': () =>
        failure({
          kind: 'validation',
          message: 'The webinar feature has expired',
          details: { fields: { startDate: 'The webinar feature has expired' } },
        }),
    });
    const { result } = renderHook(() => useAvailability(schedule('18:00'), {}, 10), {
      wrapper: wrapper(fake.api),
    });
    await waitFor(() => expect(result.current.appError?.message).toBe('The webinar feature has expired'));
    expect(result.current).toMatchObject({ pending: false, value: null });
  });

  it('counts participants for the chosen Mangoes, sending excluded ones only when there are some', async () => {
    const fake = fakeBridge({ 'videoCalls.preview': () => ({ totalParticipant: 42 }) });
    const { result, rerender } = renderHook(
      ({ mangoes, exclude }) => useParticipantPreview(mangoes, exclude, 'UTC', 10),
      { wrapper: wrapper(fake.api), initialProps: { mangoes: [] as string[], exclude: [] as string[] } },
    );
    expect(result.current.pending).toBe(false);
    rerender({ mangoes: ['ae0000000000000000000001'], exclude: [] });
    await waitFor(() => expect(result.current.value?.totalParticipant).toBe(42));
    rerender({ mangoes: ['ae0000000000000000000001'], exclude: ['ae0000000000000000000002'] });
    await waitFor(() => expect(fake.callsTo('videoCalls.preview')).toHaveLength(2));
    expect(fake.callsTo('videoCalls.preview')).toEqual([
      { mangoes: ['ae0000000000000000000001'], timeZone: 'UTC' },
      {
        mangoes: ['ae0000000000000000000001'],
        excludeMangoes: ['ae0000000000000000000002'],
        timeZone: 'UTC',
      },
    ]);
  });
});
