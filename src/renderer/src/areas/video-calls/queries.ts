import { useCallback, useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChannelInput, ChannelOutput } from '@shared/bridge';
import { useBridgeEvent } from '../../data/events';
import { useActiveProfileId, useBridgeMutation, useBridgeQuery } from '../../data/query';
import type { ServiceClock } from '@shared/areas/video-calls/channels';
import { appErrorOf } from '../../data/bridge';
import { failureDetails } from './call-form';
import { agendaInput, useVideoCallsView, type AgendaQuery } from './view-store';
import { useOpenView } from './route-view';

type MangoOptions = ChannelOutput<'videoCalls.mangoOptions'>;
type MangoOption = MangoOptions['mangoes'][number];
const NO_OPTIONS: MangoOption[] = [];
const mangoesOf = (options: MangoOptions) => options.mangoes;

/** How often an open screen asks the service's time again, so a clock moved elsewhere is noticed. */
export const CLOCK_POLL_MS = 30_000;

/**
 * The screen's own reads and reactions: the service clock (countdowns and "today" follow it: read on
 * opening and every 30 s, and moved at once when main hears from any answer that it changed), a fresh
 * Mango list on each visit, the agenda again when the profile changes (whose calls these are changes),
 * and today's defaults again once the screen is closed. Answers where the times come from.
 */
export function useVideoCallsScreen(): ServiceClock['source'] {
  const clock = useBridgeQuery('videoCalls.serviceClock', {}, { refetchInterval: CLOCK_POLL_MS });
  useClockFrom(clock.data, clock.dataUpdatedAt);
  const profileId = useActiveProfileId();
  const syncClock = useVideoCallsView((s) => s.syncClock);
  const openFor = useVideoCallsView((s) => s.openFor);
  useEffect(() => {
    if (profileId) openFor(profileId);
  }, [profileId, openFor]);
  useBridgeEvent('videoCalls.clockChanged', (moved) => {
    if (moved.profileId === profileId) syncClock(moved.now, Date.now());
  });
  useBridgeQuery('videoCalls.mangoOptions', {}, { select: mangoesOf });
  const open = useOpenView();
  const reset = useVideoCallsView((s) => s.reset);
  useBridgeEvent('profiles.changed', () => open({ kind: 'agenda' }, { replace: true }));
  useEffect(() => () => reset(), [reset]);
  return clock.data?.source ?? 'machine';
}

/** Follows the service clock from an answer that carries the service's `now`, received at `receivedAt`. */
function useClockFrom(answer: { now: string } | undefined, receivedAt: number): void {
  const syncClock = useVideoCallsView((s) => s.syncClock);
  useEffect(() => {
    if (answer) syncClock(answer.now, receivedAt);
  }, [answer, receivedAt, syncClock]);
}

/** Why a Mango picker is empty, so it never opens blank without a word. */
export type MangoListState =
  | { status: 'loading' }
  | { status: 'failed'; reason: string; retry: () => void }
  | { status: 'empty'; retry: () => void }
  | { status: 'ready' };

const UNREACHABLE = new Set(['network', 'offline', 'timeout']);

/**
 * The Mangoes for the pickers: the list the screen keeps fresh (a form opening does not ask again), and
 * why it is empty when it is (still loading, the service unreachable or failing, or no Mangoes at all).
 */
export function useMangoOptions(): { options: MangoOption[]; state: MangoListState } {
  const query = useBridgeQuery('videoCalls.mangoOptions', {}, { select: mangoesOf, staleTime: Infinity });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const options = query.data ?? NO_OPTIONS;
  const state = useMemo<MangoListState>(() => {
    if (query.appError && options.length === 0) {
      const { kind, message } = query.appError;
      const reason = UNREACHABLE.has(kind)
        ? `The service could not be reached, so the Mango list is empty (${message})`
        : `The Mango list could not be loaded: ${message}`;
      return { status: 'failed', reason, retry };
    }
    if (query.data === undefined) return { status: 'loading' };
    return options.length === 0 ? { status: 'empty', retry } : { status: 'ready' };
  }, [query.appError, query.data, options, retry]);
  return { options, state };
}

/** One page of the agenda; the previous page stays on screen while the next loads. */
export function useAgenda(query: AgendaQuery) {
  return useBridgeQuery('videoCalls.list', agendaInput(query), { keepPrevious: true });
}

/** One call, read in its own zone; its answer also sets the service clock. */
export function useCallDetail(id: string, timeZone?: string) {
  const query = useBridgeQuery('videoCalls.get', { id, ...(timeZone ? { timeZone } : {}) });
  useClockFrom(query.data, query.dataUpdatedAt);
  return query;
}

/** Every occurrence of a recurring series; its answer also sets the service clock. */
export function useSeries(groupId: string, timeZone?: string) {
  const query = useBridgeQuery('videoCalls.series', { groupId, ...(timeZone ? { timeZone } : {}) });
  useClockFrom(query.data, query.dataUpdatedAt);
  return query;
}

/** Schedules a call or a series; the agenda is read again afterwards. */
export function useCreateCall() {
  return useBridgeMutation('videoCalls.create', { invalidates: ['videoCalls.list'] });
}

type CallRead = ChannelOutput<'videoCalls.get'>;

/** The cached reads of one call (in whichever zone they were read). */
const isCallRead = (id: string) => (q: { queryKey: readonly unknown[] }) =>
  (q.queryKey[2] as ChannelInput<'videoCalls.get'> | undefined)?.id === id;

/**
 * Saves one occurrence. The saved call the service answers replaces the cached read of that call at once
 * (the clock offset is kept: the answer has no service time); the agenda and series are read again.
 */
export function useUpdateCall() {
  const client = useQueryClient();
  const now = useVideoCallsView((s) => s.now);
  return useBridgeMutation('videoCalls.update', {
    invalidates: ['videoCalls.list', 'videoCalls.series'],
    onSuccess: ({ call }, input) => {
      client.setQueriesData<CallRead>(
        {
          queryKey: ['videoCalls.get'],
          predicate: isCallRead(input.id),
        },
        (old) => old && { call, now: new Date(now()).toISOString() },
      );
    },
  });
}

/**
 * What a save refused with WORKSHOP_NOT_EDITABLE does to the screen, at once: the cached call is marked
 * locked with the service's reason (the banner and the form lock before any re-read), then the call and
 * the service clock are read again, so the countdown follows the clock that refused. The form keeps what
 * was typed. Answers whether the error was such a refusal.
 */
export function useLockOnRefusal(id: string): (error: unknown) => boolean {
  const client = useQueryClient();
  return useCallback(
    (error: unknown) => {
      const appError = appErrorOf(error);
      if (appError?.errorCode !== 'WORKSHOP_NOT_EDITABLE') return false;
      const reason = failureDetails(appError)?.notEditableReason;
      client.setQueriesData<CallRead>(
        { queryKey: ['videoCalls.get'], predicate: isCallRead(id) },
        (old) =>
          old && {
            ...old,
            call: {
              ...old.call,
              isEditable: false,
              notEditableReason: reason ?? old.call.notEditableReason ?? 'The service refused the edit',
            },
          },
      );
      void client.invalidateQueries({ queryKey: ['videoCalls.get'], predicate: isCallRead(id) });
      void client.invalidateQueries({ queryKey: ['videoCalls.serviceClock'] });
      void client.invalidateQueries({ queryKey: ['videoCalls.list'] });
      return true;
    },
    [client, id],
  );
}

/** The zone this creator's calls use, for a new call's default (read once a visit). */
export function useCreatorZone() {
  return useBridgeQuery('videoCalls.creatorZone', {}, { staleTime: 60_000 });
}
