import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiCallError } from '../../../src/renderer/src/data/api';
import { invoke } from '../../../src/renderer/src/data/bridge';
import { installEventRules, onEvent } from '../../../src/renderer/src/data/events';
import {
  bridgeKey,
  bridgeQuery,
  createQueryClient,
  useActiveProfileId,
  useBridgeMutation,
  useBridgeQuery,
} from '../../../src/renderer/src/data/query';
import { failure, fakeBridge, wrapper } from './fake-bridge';

describe('renderer data layer', () => {
  it('invokes a channel by its table name and fails plainly for an unknown one', async () => {
    const fake = fakeBridge({ 'videoCalls.list': (input) => ({ echoed: input }) });
    await expect(invoke(fake.api, 'videoCalls.list', { page: 2 } as never)).resolves.toEqual({
      ok: true,
      value: { echoed: { page: 2 } },
    });
    expect(fake.calls.map(({ channel, input }) => ({ channel, input }))).toEqual([
      { channel: 'videoCalls.list', input: { page: 2 } },
    ]);
  });

  it('keys a read by channel, scope and input, and throws the typed bridge error', async () => {
    const fake = fakeBridge({
      'videoCalls.list': () => failure({ kind: 'http', status: 500, message: 'service down' }),
    });
    const client = createQueryClient();
    const options = bridgeQuery(fake.api, 'videoCalls.list', 'p1', { page: 1 } as never);
    expect(options.queryKey).toEqual(['videoCalls.list', 'p1', { page: 1 }]);
    const thrown = await client.fetchQuery(options).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiCallError);
    expect((thrown as ApiCallError).error).toMatchObject({ kind: 'http', status: 500 });
  });

  it('scopes profile data to the active profile and waits until it is known', async () => {
    const fake = fakeBridge({ 'videoCalls.list': () => ({ calls: [] }) });
    const { result } = renderHook(
      () => ({ id: useActiveProfileId(), calls: useBridgeQuery('videoCalls.list', { page: 1 } as never) }),
      { wrapper: wrapper(fake.api) },
    );
    await waitFor(() => expect(result.current.calls.isSuccess).toBe(true));
    expect(result.current.id).toBe('p1');
    expect(fake.calls.map((c) => c.channel)).toEqual(['profiles.list', 'videoCalls.list']);
  });

  it('gives a failed read its AppError and never retries it on its own', async () => {
    const fake = fakeBridge({
      'videoCalls.list': () => failure({ kind: 'http', status: 500, message: 'boom' }),
    });
    const { result } = renderHook(() => useBridgeQuery('videoCalls.list', {} as never), {
      wrapper: wrapper(fake.api),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.appError).toMatchObject({ kind: 'http', message: 'boom' });
    expect(fake.calls.filter((c) => c.channel === 'videoCalls.list')).toHaveLength(1);
  });

  it('refetches the reads a successful write names, and keeps its error when it fails', async () => {
    let title = 'old';
    const fake = fakeBridge({
      'videoCalls.list': () => ({ title }),
      'videoCalls.update': (input) => {
        if ((input as { title: string }).title === '')
          return failure({ kind: 'http', status: 500, message: 'title is required' });
        title = (input as { title: string }).title;
        return { ok: true };
      },
    });
    const { result } = renderHook(
      () => ({
        list: useBridgeQuery('videoCalls.list', {} as never),
        update: useBridgeMutation('videoCalls.update', { invalidates: ['videoCalls.list'] }),
      }),
      { wrapper: wrapper(fake.api) },
    );
    await waitFor(() => expect(result.current.list.data).toEqual({ title: 'old' }));
    await act(() => result.current.update.mutateAsync({ title: 'new' } as never));
    await waitFor(() => expect(result.current.list.data).toEqual({ title: 'new' }));
    await act(() => result.current.update.mutateAsync({ title: '' } as never).catch(() => undefined));
    await waitFor(() => expect(result.current.update.appError?.message).toBe('title is required'));
  });

  it('main events refetch stale reads and write announced data into the cache', async () => {
    let n = 0;
    const fake = fakeBridge({ 'videoCalls.list': () => ({ n: ++n }) });
    const client = createQueryClient();
    const off = installEventRules(fake.api, client, [
      onEvent('videoCalls.changed' as never, { invalidates: ['videoCalls.list'] }),
      onEvent('profiles.changed', {
        apply: (c, list) => c.setQueryData(bridgeKey('profiles.list', 'app', {}), list),
      }),
    ]);
    const { result } = renderHook(
      () => ({ id: useActiveProfileId(), list: useBridgeQuery('videoCalls.list', {} as never) }),
      { wrapper: wrapper(fake.api, client) },
    );
    await waitFor(() => expect(result.current.list.data).toEqual({ n: 1 }));
    act(() => fake.emit('videoCalls.changed', {}));
    await waitFor(() => expect(result.current.list.data).toEqual({ n: 2 }));
    // Switching profile re-keys every profile read: the new profile's data is fetched, not the old one shown.
    fake.setProfiles([{ id: 'p2' }]);
    act(() => fake.emit('profiles.changed', fake.profileList()));
    await waitFor(() => expect(result.current.id).toBe('p2'));
    await waitFor(() => expect(result.current.list.data).toEqual({ n: 3 }));
    expect(client.getQueryData(bridgeKey('videoCalls.list', 'p1', {} as never))).toEqual({ n: 2 });
    off();
    act(() => fake.emit('videoCalls.changed', {}));
    expect(n).toBe(3);
  });
});
