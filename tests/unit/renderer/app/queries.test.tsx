import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Connectivity, StorageNotice } from '../../../../src/shared/channels/app';
import { installEventRules } from '../../../../src/renderer/src/data/events';
import { createQueryClient } from '../../../../src/renderer/src/data/query';
import { lastWriteError } from '../../../../src/renderer/src/components/last-write-error';
import { shellEventRules } from '../../../../src/renderer/src/app/shell/event-rules';
import {
  useAppInfo,
  useConnectivity,
  useDesktopMenu,
  useDismissStorageNotice,
  useReloadData,
  useStorageNotices,
} from '../../../../src/renderer/src/app/shell/queries';
import { deferred, fakeBridge, wrapper } from '../fake-bridge';

const state = (profileId: string, extra: Partial<Connectivity> = {}): Connectivity => ({
  profileId,
  state: 'unknown',
  ...extra,
});

const notice = (file: string, reason: string, at: string): StorageNotice => ({
  kind: 'quarantined',
  file,
  reason,
  at,
});

describe('shell queries', () => {
  it("asks the active profile's connectivity, then follows main's pushes for that profile only", async () => {
    const fake = fakeBridge({
      'app.connectivity': ({ profileId }: { profileId: string }) => state(profileId, { state: 'online' }),
    });
    const client = createQueryClient();
    const off = installEventRules(fake.api, client, shellEventRules);
    const { result, rerender } = renderHook(({ id }: { id: string | null }) => useConnectivity(id), {
      wrapper: wrapper(fake.api, client),
      initialProps: { id: 'p1' as string | null },
    });
    await waitFor(() => expect(result.current?.state).toBe('online'));
    act(() => fake.emit('app.connectivityChanged', state('p2', { state: 'unreachable', since: 't1' })));
    act(() => fake.emit('app.connectivityChanged', state('p1', { state: 'degraded', since: 't2' })));
    await waitFor(() => expect(result.current?.state).toBe('degraded'));
    // Another profile's push was kept under its own key: switching to it shows it and asks main again.
    rerender({ id: 'p2' });
    expect(result.current).toMatchObject({ profileId: 'p2', state: 'unreachable' });
    await waitFor(() => expect(fake.callsTo('app.connectivity')).toContainEqual({ profileId: 'p2' }));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(result.current).toMatchObject({ profileId: 'p2', state: 'unreachable' });
    rerender({ id: null });
    expect(result.current).toBeNull();
    off();
  });

  it('an answer that knows no time never replaces a state main pushed while it was asked', async () => {
    const answer = deferred<Connectivity>();
    const fake = fakeBridge({ 'app.connectivity': () => answer.promise });
    const client = createQueryClient();
    const off = installEventRules(fake.api, client, shellEventRules);
    const { result } = renderHook(() => useConnectivity('p1'), { wrapper: wrapper(fake.api, client) });
    await waitFor(() => expect(fake.count('app.connectivity')).toBe(1));
    act(() => fake.emit('app.connectivityChanged', state('p1', { state: 'unreachable', since: 't1' })));
    await waitFor(() => expect(result.current?.state).toBe('unreachable'));
    act(() => answer.resolve(state('p1')));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(result.current?.state).toBe('unreachable');
    off();
  });

  it('lists storage notices, adds the ones main announces (one per file and kind), and dismisses', async () => {
    const first = notice('/data/profiles.json', 'Damaged', 't1');
    const fake = fakeBridge({
      'app.storageNotices': () => ({ notices: [first] }),
      'app.dismissStorageNotice': () => ({ notices: [] }),
    });
    const client = createQueryClient();
    const off = installEventRules(fake.api, client, shellEventRules);
    const { result } = renderHook(() => ({ list: useStorageNotices(), dismiss: useDismissStorageNotice() }), {
      wrapper: wrapper(fake.api, client),
    });
    await waitFor(() => expect(result.current.list.data?.notices).toEqual([first]));
    const again = notice('/data/profiles.json', 'Damaged again', 't2');
    const other = notice('/data/drafts.json', 'Damaged', 't3');
    act(() => fake.emit('app.storageNotice', again));
    act(() => fake.emit('app.storageNotice', other));
    await waitFor(() => expect(result.current.list.data?.notices).toEqual([again, other]));
    await act(() => result.current.dismiss.mutateAsync({}));
    await waitFor(() => expect(result.current.list.data?.notices).toEqual([]));
    expect(fake.count('app.storageNotices')).toBe(1);
    off();
  });

  it("tells main the menu's areas, and its navigation (or an opened CSV) goes to known areas only", async () => {
    const fake = fakeBridge({ 'app.setMenuAreas': () => ({ accepted: 2 }) });
    const navigate = vi.fn();
    const areas = [
      { id: 'bulk-jobs', label: 'Bulk jobs', extra: true },
      { id: 'settings', label: 'Settings' },
    ];
    renderHook(() => useDesktopMenu(areas, navigate), { wrapper: wrapper(fake.api) });
    expect(fake.callsTo('app.setMenuAreas')).toEqual([
      {
        areas: [
          { id: 'bulk-jobs', label: 'Bulk jobs' },
          { id: 'settings', label: 'Settings' },
        ],
      },
    ]);
    act(() => fake.emit('app.navigate', { areaId: 'settings' }));
    act(() => fake.emit('app.navigate', { areaId: 'nowhere' }));
    act(() => fake.emit('bulkJobs.openCsv', { fileName: 'a.csv', path: '/a.csv' }));
    // A notification's click names a place inside the area: the job.
    act(() => fake.emit('app.navigate', { areaId: 'bulk-jobs', path: ['job', 'job-1'] }));
    expect(navigate.mock.calls).toEqual([['settings'], ['bulk-jobs'], ['bulk-jobs', ['job', 'job-1']]]);
  });

  it("reading the app's version once; reloading drops closed screens' answers and asks the open ones", async () => {
    const fake = fakeBridge({
      'app.info': () => ({ name: 'c', version: '1.2.3', host: 'web', platform: 'linux', dataDir: '/d' }),
    });
    const client = createQueryClient();
    client.setQueryData(['closed.screen'], { bad: true });
    const { result } = renderHook(() => ({ info: useAppInfo(), reload: useReloadData() }), {
      wrapper: wrapper(fake.api, client),
    });
    await waitFor(() => expect(result.current.info.data?.version).toBe('1.2.3'));
    await act(() => result.current.reload());
    expect(client.getQueryData(['closed.screen'])).toBeUndefined();
    expect(fake.count('app.info')).toBe(2);
  });

  it('shows the error of the write started last, none while it runs or once it succeeded', () => {
    const failed = { kind: 'http', message: 'Refused' } as const;
    expect(lastWriteError({ submittedAt: 0, appError: null })).toBeNull();
    expect(lastWriteError({ submittedAt: 2, appError: failed }, { submittedAt: 1, appError: null })).toBe(
      failed,
    );
    expect(
      lastWriteError({ submittedAt: 1, appError: failed }, { submittedAt: 2, appError: null }),
    ).toBeNull();
    expect(lastWriteError({ submittedAt: 1, appError: failed }, { submittedAt: 0, appError: null })).toBe(
      failed,
    );
  });
});
