import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Agenda } from '../../../../src/shared/areas/video-calls/channels';
import { bridgeKey, createQueryClient } from '../../../../src/renderer/src/data/query';
import {
  useAgenda,
  useCallDetail,
  useCreateCall,
  useMangoOptions,
  useSeries,
  useUpdateCall,
  useVideoCallsScreen,
} from '../../../../src/renderer/src/areas/video-calls/queries';
import { useVideoCallsView } from '../../../../src/renderer/src/areas/video-calls/view-store';
import { navigate } from '../../../../src/renderer/src/data/route';
import { deferred, failure, fakeBridge, wrapper } from '../fake-bridge';

const CALL = 'ca1100000000000000000001';
const GROUP = 'ab1100000000000000000001';
const view = () => useVideoCallsView.getState();

const agenda = (title: string): Agenda => ({
  total: 1,
  page: 1,
  limit: 20,
  calls: [
    {
      id: CALL,
      title,
      fromTime: '2026-03-02T10:00:00.000Z',
      toTime: '2026-03-02T11:00:00.000Z',
      status: 'upcoming',
      platform: 'service',
      mango: [],
    },
  ],
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('video calls queries', () => {
  afterEach(() => view().reset('UTC'));

  it('never shows an agenda answer that a newer filter has overtaken, and keeps the last page meanwhile', async () => {
    const answers = [deferred(), deferred(), deferred()];
    let n = 0;
    const fake = fakeBridge({ 'videoCalls.list': () => answers[n++]?.promise });
    const first = view().query;
    const { result, rerender } = renderHook(({ query }) => useAgenda(query), {
      wrapper: wrapper(fake.api),
      initialProps: { query: first },
    });
    await waitFor(() => expect(fake.callsTo('videoCalls.list')).toHaveLength(1));
    answers[0]?.resolve(agenda('first'));
    await waitFor(() => expect(result.current.data?.calls[0]?.title).toBe('first'));

    rerender({ query: { ...first, page: 2 } });
    await waitFor(() => expect(fake.callsTo('videoCalls.list')).toHaveLength(2));
    expect(result.current.data?.calls[0]?.title).toBe('first');
    expect(result.current.isPlaceholderData).toBe(true);
    rerender({ query: { ...first, page: 3 } });
    await waitFor(() => expect(fake.callsTo('videoCalls.list')).toHaveLength(3));
    answers[2]?.resolve(agenda('page 3'));
    await waitFor(() => expect(result.current.data?.calls[0]?.title).toBe('page 3'));
    answers[1]?.resolve(agenda('page 2, late'));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.data?.calls[0]?.title).toBe('page 3');
    expect(fake.callsTo('videoCalls.list')[2]).toMatchObject({ page: 3, limit: 20 });
  });

  it('gives a failed agenda read its AppError', async () => {
    const fake = fakeBridge({
      'videoCalls.list': () => failure({ kind: 'validation', message: 'The service is down' }),
    });
    const { result } = renderHook(() => useAgenda(view().query), { wrapper: wrapper(fake.api) });
    await waitFor(() => expect(result.current.appError?.message).toBe('The service is down'));
    expect(result.current.data).toBeUndefined();
  });

  it('follows the service clock from a call read and a series read, so countdowns use the sandbox time', async () => {
    const fake = fakeBridge({
      'videoCalls.get': () => ({ call: { _id: CALL }, now: inHours(3) }),
      'videoCalls.series': () => ({ series: { occurrences: [] }, now: inHours(5) }),
    });
    const detail = renderHook(() => useCallDetail(CALL, 'Asia/Kolkata'), { wrapper: wrapper(fake.api) });
    await waitFor(() => expect(detail.result.current.data?.call._id).toBe(CALL));
    await waitFor(() => expect(Math.abs(view().now() - Date.parse(inHours(3)))).toBeLessThan(1_000));
    expect(fake.callsTo('videoCalls.get')).toEqual([{ id: CALL, timeZone: 'Asia/Kolkata' }]);

    const series = renderHook(() => useSeries(GROUP), { wrapper: wrapper(fake.api) });
    await waitFor(() => expect(series.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(Math.abs(view().now() - Date.parse(inHours(5)))).toBeLessThan(1_000));
    expect(fake.callsTo('videoCalls.series')).toEqual([{ groupId: GROUP }]);
  });

  it('syncs the clock for the screen, goes back to the agenda on a profile change, and starts over when closed', async () => {
    const fake = fakeBridge({
      'videoCalls.serviceClock': () => ({ now: inHours(2), source: 'sandbox' }),
      'videoCalls.mangoOptions': () => ({ mangoes: [{ id: 'ae0000000000000000000001', title: 'Yoga' }] }),
    });
    const screen = renderHook(() => ({ source: useVideoCallsScreen(), mangoes: useMangoOptions() }), {
      wrapper: wrapper(fake.api),
    });
    await waitFor(() => expect(screen.result.current.source).toBe('sandbox'));
    await waitFor(() => expect(screen.result.current.mangoes.options).toHaveLength(1));
    expect(screen.result.current.mangoes.state).toEqual({ status: 'ready' });
    expect(Math.abs(view().now() - Date.parse(inHours(2)))).toBeLessThan(1_000);
    // The pickers share the screen's read: one call for both.
    expect(fake.callsTo('videoCalls.mangoOptions')).toHaveLength(1);

    act(() => navigate(['video-calls', 'series', GROUP]));
    act(() => fake.emit('profiles.changed', {}));
    expect(window.location.hash).toBe('#/video-calls');

    screen.unmount();
    expect(view().clockOffset).toBe(0);
  });

  it('says why the Mango pickers are empty: the service unreachable, or no Mangoes at all', async () => {
    let answer: unknown = failure({ kind: 'network', message: 'connect ECONNREFUSED 127.0.0.1:9' });
    const fake = fakeBridge({ 'videoCalls.mangoOptions': () => answer });
    const { result } = renderHook(() => useMangoOptions(), { wrapper: wrapper(fake.api) });
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    const failed = result.current.state;
    expect(failed.status === 'failed' && failed.reason).toBe(
      'The service could not be reached, so the Mango list is empty (connect ECONNREFUSED 127.0.0.1:9)',
    );
    answer = { mangoes: [] };
    act(() => (failed.status === 'failed' ? failed.retry() : undefined));
    await waitFor(() => expect(result.current.state.status).toBe('empty'));
  });

  it('puts a saved call into its cached read at once and marks the agenda and series stale', async () => {
    const client = createQueryClient();
    let title = 'Before';
    const fake = fakeBridge({
      'videoCalls.get': () => ({ call: { _id: CALL, title }, now: inHours(1) }),
      'videoCalls.update': (input) => {
        const next = (input as { title: string }).title;
        if (!next) return failure({ kind: 'validation', message: 'Invalid input', details: { issues: [] } });
        return { call: { _id: CALL, title: next } };
      },
    });
    // The agenda read cached now: its key is kept, since the service's clock (an hour ahead) may move the
    // view to another day (a run just before midnight).
    const agendaKey = bridgeKey('videoCalls.list', 'p1', view().query);
    client.setQueryData(agendaKey, agenda('x'));
    const { result } = renderHook(() => ({ detail: useCallDetail(CALL), update: useUpdateCall() }), {
      wrapper: wrapper(fake.api, client),
    });
    await waitFor(() => expect(result.current.detail.data?.call.title).toBe('Before'));
    await waitFor(() => expect(Math.abs(view().clockOffset - 3_600_000)).toBeLessThan(1_000));
    const offset = view().clockOffset;
    title = 'Ignored: the saved answer is used, no new read';
    await act(() => result.current.update.mutateAsync({ id: CALL, title: 'After' }));
    await waitFor(() => expect(result.current.detail.data?.call.title).toBe('After'));
    expect(fake.callsTo('videoCalls.get')).toHaveLength(1);
    expect(Math.abs(view().clockOffset - offset)).toBeLessThan(100);
    expect(client.getQueryState(agendaKey)?.isInvalidated).toBe(true);

    await act(() => result.current.update.mutateAsync({ id: CALL, title: '' }).catch(() => undefined));
    await waitFor(() => expect(result.current.update.appError?.message).toBe('Invalid input'));
    expect(result.current.detail.data?.call.title).toBe('After');
  });

  it('marks the agenda stale after a call is created', async () => {
    const client = createQueryClient();
    const fake = fakeBridge({ 'videoCalls.create': () => ({ id: CALL, recurring: false, ranges: [] }) });
    const key = bridgeKey('videoCalls.list', 'p1', view().query);
    client.setQueryData(key, agenda('x'));
    const { result } = renderHook(() => useCreateCall(), { wrapper: wrapper(fake.api, client) });
    await act(() =>
      result.current.mutateAsync({
        title: 'Clinic',
        mangoes: ['ae0000000000000000000001'],
        schedule: {
          startDate: '2026-03-02',
          fromTime: '18:00',
          timezoneName: 'UTC',
          duration: 60,
          frequency: 'once',
        },
      }),
    );
    await waitFor(() => expect(result.current.data?.id).toBe(CALL));
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
