import { addDays, creatorZone } from '../../../shared/areas/video-calls/domain';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import type { AgendaReader } from './agenda';
import { listMangoOptions } from './mango-options';
import type { ServiceTimeOf } from './service-clock';

/**
 * The video-call screens' reads: the service's clock, the creator's zone, the Mango picker, the agenda, a
 * call, a series and the participant preview. Reads pass the zone the call is about as `timeZone`, so the
 * x-timezone-offset header is that zone's offset (writes take it from the schedule's own zone: writes.ts).
 */
export function callReadHandlers(
  deps: Pick<ServiceDeps, 'clients'>,
  agenda: AgendaReader,
  timeOf: ServiceTimeOf,
): Pick<
  Handlers,
  | 'videoCalls.serviceClock'
  | 'videoCalls.creatorZone'
  | 'videoCalls.mangoOptions'
  | 'videoCalls.list'
  | 'videoCalls.get'
  | 'videoCalls.series'
  | 'videoCalls.preview'
> {
  return {
    'videoCalls.serviceClock': async ({ profileId }) => {
      const time = await timeOf(profileId);
      return { now: new Date(time.now).toISOString(), source: time.source };
    },
    'videoCalls.creatorZone': async ({ profileId }, { signal }) => {
      const client = await deps.clients.forId(profileId);
      // The creator's calls around today (60 days either side, the first page): each is read once for its
      // zone, which the list leaves out (the agenda's 30-second cache serves a screen that just listed them).
      const today = new Date((await timeOf(profileId)).now).toISOString().slice(0, 10);
      const { calls } = await agenda.list(
        client,
        {
          startDate: addDays(today, -60),
          endDate: addDays(today, 60),
          displayZone: 'UTC',
          page: 1,
          limit: 20,
        },
        signal,
      );
      const found = creatorZone(calls);
      return found ?? { zone: null, count: 0, of: calls.length };
    },
    'videoCalls.mangoOptions': async ({ profileId }, { signal }) => ({
      mangoes: await listMangoOptions(await deps.clients.forId(profileId), signal),
    }),
    'videoCalls.list': async ({ profileId, ...query }, { signal }) =>
      agenda.list(await deps.clients.forId(profileId), query, signal),
    'videoCalls.get': async ({ profileId, id, timeZone }, { signal }) => {
      const client = await deps.clients.forId(profileId);
      const [call, time] = await Promise.all([
        client.getVideoCall({ params: { videoCallId: id } }, { timeZone, signal }),
        timeOf(profileId),
      ]);
      return { call, now: new Date(time.now).toISOString() };
    },
    'videoCalls.series': async ({ profileId, groupId, timeZone }, { signal }) => {
      const client = await deps.clients.forId(profileId);
      const [series, time] = await Promise.all([
        client.getVideoCallSeries({ params: { groupId } }, { timeZone, signal }),
        timeOf(profileId),
      ]);
      return { series, now: new Date(time.now).toISOString() };
    },
    'videoCalls.preview': async ({ profileId, mangoes, excludeMangoes, timeZone }, { signal }) => {
      const client = await deps.clients.forId(profileId);
      const answer = await client.participantPreview(
        { query: { mangoes, ...(excludeMangoes?.length ? { excludeMangoes } : {}) } },
        { timeZone, signal },
      );
      return { totalParticipant: answer.totalParticipant };
    },
  };
}
