import type { videoCallChannels } from '../../../shared/areas/video-calls/channels';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { addDays, creatorZone } from '../../../shared/areas/video-calls/domain';
import { createAgendaReader } from './agenda';
import { listMangoOptions } from './mango-options';
import { openRecording, recordingUrl, type RecordingLinks } from './recording-links';
import { createServiceClocks, serviceNow, type ServiceClocks } from './service-clock';
import { checkAvailabilityExplained, createCall, updateCall, type WriteContext } from './writes';

/**
 * The video-call screens' channels. Reads pass the zone the call is about as `timeZone`, so the
 * x-timezone-offset header is that zone's offset; writes take it from the schedule's own zone.
 */
export function videoCallHandlers(
  deps: ServiceDeps,
  recordingLinks?: RecordingLinks,
  clocks: ServiceClocks = createServiceClocks(),
): Pick<Handlers, keyof typeof videoCallChannels> {
  const agenda = createAgendaReader();
  const profileOf = (id?: string) => (id ? deps.profiles.get(id) : deps.profiles.active());
  const timeOf = async (profileId?: string) => serviceNow(await profileOf(profileId), clocks);

  async function writeContext(profileId: string | undefined, signal?: AbortSignal): Promise<WriteContext> {
    const client = await deps.clients.forId(profileId);
    return {
      client,
      time: await timeOf(profileId),
      ownMangoIds: async () => new Set((await listMangoOptions(client, signal)).map((m) => m.id)),
      signal,
    };
  }

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
    'videoCalls.checkAvailability': async ({ profileId, schedule, ...exclude }, { signal }) =>
      checkAvailabilityExplained(await writeContext(profileId, signal), schedule, exclude),
    'videoCalls.create': async (input, { signal }) => {
      const result = await createCall(await writeContext(input.profileId, signal), input);
      agenda.forget();
      return result;
    },
    'videoCalls.update': async (input, { signal }) => {
      const result = await updateCall(await writeContext(input.profileId, signal), input);
      agenda.forget();
      return result;
    },
    'videoCalls.openRecording': async ({ profileId, action, ...which }, { signal }) => {
      const url = await recordingUrl(await deps.clients.forId(profileId), which, signal);
      return openRecording(recordingLinks, url, action);
    },
  };
}
