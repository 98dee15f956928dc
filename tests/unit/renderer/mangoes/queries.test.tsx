import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { installEventRules } from '../../../../src/renderer/src/data/events';
import { bridgeKey, createQueryClient } from '../../../../src/renderer/src/data/query';
import { mangoesEventRules } from '../../../../src/renderer/src/areas/mangoes/event-rules';
import {
  useApplyDrafts,
  useDeleteDraft,
  useDrafts,
  useFreshDraft,
  useHistory,
  useMangoList,
  useMangoRead,
  useRefreshOnOpen,
  useResolveConflict,
  useSaveDraft,
} from '../../../../src/renderer/src/areas/mangoes/queries';
import { deferred, failure, fakeBridge, wrapper } from '../fake-bridge';

const A = 'ae000000000000000000000a';
const B = 'ae000000000000000000000b';
const cached = (id: string, title: string) => ({ mango: { _id: id, title }, fetchedAt: 't0' });
const view = (refreshedAt: string | null, ...mangoes: ReturnType<typeof cached>[]) => ({
  profileId: 'p1',
  refreshedAt,
  mangoes,
});
const draft = (id: string, state = 'ready') => ({ id, mangoId: A, title: 'Webinar', state });

/** Reads `data`, `appError` and `isPending` while rendering, as a screen does (TanStack tracks what is read). */
function listAndRefresh() {
  const list = useMangoList();
  const refresh = useRefreshOnOpen();
  return { data: list.data, listError: list.appError, refreshError: refresh.appError };
}

describe('the cached Mango list and its refresh', () => {
  it('shows the cached list and writes the refreshed list into it', async () => {
    let disk = view(null, cached(A, 'Webinar'));
    const bridge = fakeBridge({
      'mangoes.list': () => disk,
      'mangoes.refresh': () => (disk = view('t1', cached(A, 'Webinar'), cached(B, 'Ebook'))),
    });
    const { result } = renderHook(listAndRefresh, { wrapper: wrapper(bridge.api) });
    await waitFor(() => expect(result.current.data?.refreshedAt).toBe('t1'));
    expect(result.current.data?.mangoes).toHaveLength(2);
    expect(bridge.count('mangoes.refresh')).toBe(1);
  });

  it('never lets a list read asked before the refresh overwrite the refreshed list', async () => {
    const older = deferred<unknown>();
    const refreshed = deferred<unknown>();
    const bridge = fakeBridge({
      'mangoes.list': () => older.promise,
      'mangoes.refresh': () => refreshed.promise,
    });
    const { result } = renderHook(listAndRefresh, { wrapper: wrapper(bridge.api) });
    await waitFor(() => expect(bridge.count('mangoes.list')).toBe(1));
    refreshed.resolve(view('t1', cached(A, 'Webinar'), cached(B, 'Ebook')));
    await waitFor(() => expect(result.current.data?.refreshedAt).toBe('t1'));
    older.resolve(view(null, cached(A, 'Webinar')));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.data?.refreshedAt).toBe('t1');
  });

  it('keeps showing the cached list, with the reason, when the service cannot be reached', async () => {
    const bridge = fakeBridge({
      'mangoes.list': () => view('t0', cached(A, 'Webinar')),
      'mangoes.refresh': () => failure({ kind: 'network', message: 'connect ECONNREFUSED' }),
    });
    const { result } = renderHook(listAndRefresh, { wrapper: wrapper(bridge.api) });
    await waitFor(() => expect(result.current.refreshError?.message).toBe('connect ECONNREFUSED'));
    await waitFor(() => expect(result.current.data?.mangoes).toHaveLength(1));
    expect(result.current.listError).toBeNull();
  });

  it('refreshes again when the profiles change and lets the screen reset its view', async () => {
    const bridge = fakeBridge({
      'mangoes.list': () => view('t0'),
      'mangoes.refresh': () => view('t1'),
    });
    const reset = vi.fn();
    renderHook(() => useRefreshOnOpen(reset), { wrapper: wrapper(bridge.api) });
    await waitFor(() => expect(bridge.count('mangoes.refresh')).toBe(1));
    act(() => bridge.emit('profiles.changed', { activeProfileId: 'p1', profiles: [] }));
    await waitFor(() => expect(bridge.count('mangoes.refresh')).toBe(2));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe('one Mango and one draft', () => {
  it('never shows a read that was overtaken by the next Mango opened', async () => {
    const answers: Record<string, ReturnType<typeof deferred>> = { [A]: deferred(), [B]: deferred() };
    const bridge = fakeBridge({
      'mangoes.get': (input) => answers[(input as { mangoId: string }).mangoId]?.promise,
    });
    const { result, rerender } = renderHook(({ id }) => useMangoRead(id), {
      wrapper: wrapper(bridge.api),
      initialProps: { id: A },
    });
    await waitFor(() => expect(bridge.count('mangoes.get')).toBe(1));
    rerender({ id: B });
    await waitFor(() => expect(bridge.count('mangoes.get')).toBe(2));
    answers[B]?.resolve({ mango: { _id: B }, fetchedAt: 't2', source: 'service' });
    await waitFor(() => expect(result.current.data?.mango._id).toBe(B));
    answers[A]?.resolve({ mango: { _id: A }, fetchedAt: 't1', source: 'service' });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.data?.mango._id).toBe(B);
  });

  it('shows a draft only as read after the view opened, never a copy from an earlier visit', async () => {
    const answer = deferred<unknown>();
    const bridge = fakeBridge({ 'mangoes.getDraft': () => answer.promise });
    const client = createQueryClient();
    client.setQueryData(bridgeKey('mangoes.getDraft', 'p1', { draftId: 'd1' }), {
      id: 'd1',
      conflicts: ['old'],
    });
    const { result } = renderHook(() => useFreshDraft('d1'), { wrapper: wrapper(bridge.api, client) });
    await waitFor(() => expect(bridge.count('mangoes.getDraft')).toBe(1));
    expect(result.current.draft).toBeNull();
    answer.resolve({ id: 'd1', conflicts: [] });
    await waitFor(() => expect(result.current.draft).toEqual({ id: 'd1', conflicts: [] }));
  });

  it('gives a draft that cannot be read its error, and no draft', async () => {
    const bridge = fakeBridge({
      'mangoes.getDraft': () => failure({ kind: 'network', message: 'no such draft' }),
    });
    const { result } = renderHook(() => useFreshDraft('d1'), { wrapper: wrapper(bridge.api) });
    await waitFor(() => expect(result.current.appError?.message).toBe('no such draft'));
    expect(result.current.draft).toBeNull();
  });
});

describe('draft writes', () => {
  it('saving, resolving and deleting refetch the drafts list; a failed save keeps its error', async () => {
    let saves = 0;
    const bridge = fakeBridge({
      'mangoes.drafts': () => ({ drafts: [draft('d1')] }),
      'mangoes.saveDraft': () =>
        ++saves > 1 ? failure({ kind: 'network', message: 'disk full' }) : { draft: draft('d1'), issues: [] },
      'mangoes.resolveConflict': () => ({ draft: draft('d1'), issues: [] }),
      'mangoes.deleteDraft': () => ({ deleted: true }),
    });
    const { result } = renderHook(
      () => ({
        drafts: useDrafts(),
        save: useSaveDraft(),
        resolve: useResolveConflict(),
        remove: useDeleteDraft(),
      }),
      { wrapper: wrapper(bridge.api) },
    );
    await waitFor(() => expect(result.current.drafts.data).toEqual([draft('d1')]));
    await act(() => result.current.save.mutateAsync({ mangoId: A, changes: { price: 349 } }));
    expect(bridge.count('mangoes.drafts')).toBe(2);
    await act(() => result.current.resolve.mutateAsync({ draftId: 'd1', choices: [] }));
    expect(bridge.count('mangoes.drafts')).toBe(3);
    await act(() => result.current.remove.mutateAsync({ draftId: 'd1' }));
    expect(bridge.count('mangoes.drafts')).toBe(4);
    await act(() => result.current.save.mutateAsync({ mangoId: A, changes: {} }).catch(() => undefined));
    await waitFor(() => expect(result.current.save.appError?.message).toBe('disk full'));
    expect(bridge.count('mangoes.drafts')).toBe(4);
  });

  it('applying answers the results and refetches drafts and history, even when the apply fails', async () => {
    let applies = 0;
    const bridge = fakeBridge({
      'mangoes.drafts': () => ({ drafts: [draft('d1')] }),
      'mangoes.draftHistory': () => ({ entries: [] }),
      'mangoes.applyDrafts': () =>
        ++applies > 1
          ? failure({ kind: 'network', message: 'offline' })
          : { results: [{ draftId: 'd1', state: 'applied', message: 'Applied.' }] },
    });
    const { result } = renderHook(
      () => ({ drafts: useDrafts(), history: useHistory(), apply: useApplyDrafts() }),
      { wrapper: wrapper(bridge.api) },
    );
    await waitFor(() => expect(result.current.history.data).toEqual([]));
    expect(bridge.calls.find((c) => c.channel === 'mangoes.draftHistory')?.input).toEqual({ limit: 500 });
    await act(() => result.current.apply.mutateAsync({ draftIds: ['d1'] }));
    await waitFor(() => expect(result.current.apply.data?.results[0]?.state).toBe('applied'));
    expect([bridge.count('mangoes.drafts'), bridge.count('mangoes.draftHistory')]).toEqual([2, 2]);
    await act(() => result.current.apply.mutateAsync({ draftIds: ['d1'] }).catch(() => undefined));
    await waitFor(() => expect(result.current.apply.appError?.message).toBe('offline'));
    expect([bridge.count('mangoes.drafts'), bridge.count('mangoes.draftHistory')]).toEqual([3, 3]);
  });
});

describe("main's events", () => {
  it('mangoes.draftsChanged refetches drafts and history; mangoes.cacheUpdated refetches the cached list', async () => {
    const bridge = fakeBridge({
      'mangoes.list': () => view('t0'),
      'mangoes.drafts': () => ({ drafts: [] }),
      'mangoes.draftHistory': () => ({ entries: [] }),
    });
    const client = createQueryClient();
    const off = installEventRules(bridge.api, client, mangoesEventRules);
    const { result } = renderHook(
      () => ({ list: useMangoList(), drafts: useDrafts(), history: useHistory() }),
      { wrapper: wrapper(bridge.api, client) },
    );
    await waitFor(() => expect(result.current.history.isSuccess && result.current.list.isSuccess).toBe(true));
    act(() => bridge.emit('mangoes.draftsChanged', { profileId: 'p1', draftIds: ['d1'] }));
    await waitFor(() => expect(bridge.count('mangoes.draftHistory')).toBe(2));
    expect([bridge.count('mangoes.drafts'), bridge.count('mangoes.list')]).toEqual([2, 1]);
    act(() => bridge.emit('mangoes.cacheUpdated', { profileId: 'p1', refreshedAt: 't1' }));
    await waitFor(() => expect(bridge.count('mangoes.list')).toBe(2));
    expect(bridge.count('mangoes.drafts')).toBe(2);
    off();
  });
});
