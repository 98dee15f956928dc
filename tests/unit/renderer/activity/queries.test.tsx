import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ActivityEntry, ActivityFilter } from '../../../../src/shared/areas/activity/channels';
import { installEventRules } from '../../../../src/renderer/src/data/events';
import { bridgeKey, createQueryClient } from '../../../../src/renderer/src/data/query';
import {
  ACTIVITY_REFRESH_MS,
  activityEventRules,
} from '../../../../src/renderer/src/areas/activity/event-rules';
import {
  initialFilter,
  useActivity,
  useExportActivity,
  useProfiles,
  withChange,
} from '../../../../src/renderer/src/areas/activity/queries';
import { deferred, failure, fakeBridge, wrapper } from '../fake-bridge';

const entry = (operation: string): ActivityEntry => ({
  time: '2026-03-02T10:00:00.000Z',
  profileId: 'p1',
  operation,
  method: 'GET',
  path: '/api/v1/thing',
  status: 200,
  durationMs: 12,
  attempts: 1,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('activity queries', () => {
  it('drops cleared fields from the filter', () => {
    const filter = withChange(initialFilter, { operation: 'listVideoCalls', errorsOnly: true, status: 401 });
    expect(filter).toEqual({ limit: 500, operation: 'listVideoCalls', errorsOnly: true, status: 401 });
    expect(withChange(filter, { operation: undefined, errorsOnly: false, status: undefined })).toEqual({
      limit: 500,
    });
    expect(withChange(filter, { profileId: '' })).not.toHaveProperty('profileId');
  });

  it('reads the log as the console’s own data, and never shows an answer a newer filter overtook', async () => {
    const answers = [deferred(), deferred()];
    let n = 0;
    const client = createQueryClient();
    const fake = fakeBridge({ 'activity.list': () => answers[n++]?.promise });
    const { result, rerender } = renderHook(({ filter }) => useActivity(filter), {
      wrapper: wrapper(fake.api, client),
      initialProps: { filter: initialFilter as ActivityFilter },
    });
    const errorsOnly = withChange(initialFilter, { errorsOnly: true });
    rerender({ filter: errorsOnly });
    await waitFor(() => expect(fake.callsTo('activity.list')).toEqual([initialFilter, errorsOnly]));
    answers[1]?.resolve({ entries: [entry('errors only')] });
    await waitFor(() => expect(result.current.data?.entries[0]?.operation).toBe('errors only'));
    answers[0]?.resolve({ entries: [entry('everything, late')] });
    await sleep(20);
    expect(result.current.data?.entries[0]?.operation).toBe('errors only');
    // The log is not one profile's: it is keyed to the app, not to the active profile.
    expect(client.getQueryData(bridgeKey('activity.list', 'app', errorsOnly))).toBeDefined();
  });

  it('gives a failed read its AppError', async () => {
    const fake = fakeBridge({
      'activity.list': () => failure({ kind: 'validation', message: 'The log could not be read' }),
    });
    const { result } = renderHook(() => useActivity(initialFilter), { wrapper: wrapper(fake.api) });
    await waitFor(() => expect(result.current.appError?.message).toBe('The log could not be read'));
  });

  it('reads the list again once a burst of recorded calls pauses', async () => {
    let n = 0;
    const client = createQueryClient();
    const fake = fakeBridge({
      'activity.list': () => ({ entries: Array.from({ length: ++n }, () => entry('x')) }),
    });
    const off = installEventRules(fake.api, client, activityEventRules);
    const { result } = renderHook(() => useActivity(initialFilter), { wrapper: wrapper(fake.api, client) });
    await waitFor(() => expect(result.current.data?.entries).toHaveLength(1));
    act(() => {
      for (let i = 0; i < 5; i++) fake.emit('activity.recorded', entry('listVideoCalls'));
    });
    await sleep(ACTIVITY_REFRESH_MS / 2);
    expect(fake.callsTo('activity.list')).toHaveLength(1);
    await waitFor(() => expect(result.current.data?.entries).toHaveLength(2));
    await sleep(ACTIVITY_REFRESH_MS + 50);
    expect(fake.callsTo('activity.list')).toHaveLength(2);
    off();
  });

  it('names profiles from the shared profile list and exports with the error on the mutation', async () => {
    const fake = fakeBridge(
      {
        'activity.exportCsv': (input) =>
          (input as ActivityFilter).errorsOnly
            ? failure({ kind: 'validation', message: 'Nothing to export' })
            : { fileName: 'creator-console-activity.csv', csv: '\uFEFFtime', rows: 0 },
      },
      { profiles: [{ id: 'p1', name: 'Sandbox' }] },
    );
    const { result } = renderHook(() => ({ profiles: useProfiles(), exporter: useExportActivity() }), {
      wrapper: wrapper(fake.api),
    });
    await waitFor(() => expect(result.current.profiles.map((p) => p.name)).toEqual(['Sandbox']));
    const file = await act(() => result.current.exporter.mutateAsync({ operation: 'listVideoCalls' }));
    expect(file.fileName).toBe('creator-console-activity.csv');
    await act(() => result.current.exporter.mutateAsync({ errorsOnly: true }).catch(() => undefined));
    await waitFor(() => expect(result.current.exporter.appError?.message).toBe('Nothing to export'));
  });
});
