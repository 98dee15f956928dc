import {
  CUSTOM_PLATFORM,
  type VideoCall,
  type VideoCallListItem,
} from '../../../shared/contract/video-calls';
import type { Agenda, AgendaCall } from '../../../shared/areas/video-calls/channels';
import type { ApiClient } from '../../platform/api';

export interface AgendaQuery {
  startDate: string;
  endDate: string;
  displayZone: string;
  page: number;
  limit: number;
  mangoes?: string[] | undefined;
}

const DETAIL_TTL_MS = 30_000;
const CONCURRENCY = 4;

/**
 * The agenda: one page of the list operation, each row filled in with what the list leaves out (the event's
 * own zone, series position, participant count) from the read form. Reads are cached briefly per call so
 * paging back and forth does not repeat them.
 */
export function createAgendaReader(now: () => number = Date.now) {
  // Per client (so per profile): two profiles may point at different creators.
  const caches = new WeakMap<ApiClient, Map<string, { at: number; call: VideoCall }>>();
  const cacheOf = (client: ApiClient) => {
    let cache = caches.get(client);
    if (!cache) {
      cache = new Map();
      caches.set(client, cache);
    }
    return cache;
  };
  let generation = 0;
  const seen = new WeakMap<ApiClient, number>();

  async function detail(client: ApiClient, id: string, zone: string, signal?: AbortSignal) {
    const details = cacheOf(client);
    if (seen.get(client) !== generation) {
      details.clear();
      seen.set(client, generation);
    }
    const cached = details.get(id);
    if (cached && now() - cached.at < DETAIL_TTL_MS) return cached.call;
    const call = await client.getVideoCall({ params: { videoCallId: id } }, { timeZone: zone, signal });
    if (details.size > 2_000) details.clear();
    details.set(id, { at: now(), call });
    return call;
  }

  async function fill(
    client: ApiClient,
    items: VideoCallListItem[],
    zone: string,
    signal?: AbortSignal,
  ): Promise<(VideoCall | undefined)[]> {
    const out: (VideoCall | undefined)[] = new Array(items.length).fill(undefined);
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        const item = items[index];
        // A live list may already carry these fields; only ask when it does not.
        if (!item?._id || ('timezoneName' in item && 'participantCount' in item)) continue;
        out[index] = await detail(client, item._id, zone, signal).catch(() => undefined);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return out;
  }

  return {
    async list(client: ApiClient, query: AgendaQuery, signal?: AbortSignal): Promise<Agenda> {
      const answer = await client.listVideoCalls(
        {
          query: {
            startDate: query.startDate,
            endDate: query.endDate,
            page: query.page,
            limit: query.limit,
            ...(query.mangoes?.length ? { mangoes: query.mangoes } : {}),
          },
        },
        { timeZone: query.displayZone, signal },
      );
      const items = answer.data.flatMap((day) => day.calls ?? []);
      const filled = await fill(client, items, query.displayZone, signal);
      const calls: AgendaCall[] = [];
      items.forEach((item, index) => {
        const read = filled[index];
        const merged = { ...read, ...item } as VideoCall & VideoCallListItem;
        if (!merged._id || !merged.fromTime || !merged.toTime) return;
        const custom =
          merged.platform === CUSTOM_PLATFORM ||
          Boolean(merged.meetingUrl) ||
          merged.ongoingCallType === 'custom';
        calls.push({
          id: merged._id,
          title: merged.title ?? '(untitled call)',
          fromTime: merged.fromTime,
          toTime: merged.toTime,
          status: merged.status ?? 'upcoming',
          platform: custom ? 'custom' : 'service',
          ...(merged.timezoneName ? { timezoneName: merged.timezoneName } : {}),
          ...(merged.groupId ? { groupId: merged.groupId } : {}),
          ...(merged.occurrence !== undefined ? { occurrence: merged.occurrence } : {}),
          ...(merged.totalOccurrence !== undefined ? { totalOccurrence: merged.totalOccurrence } : {}),
          ...(merged.participantCount !== undefined ? { participantCount: merged.participantCount } : {}),
          mango: merged.mango ?? [],
        });
      });
      return { total: answer.total ?? calls.length, page: query.page, limit: query.limit, calls };
    },
    /** After a save the cached read form of that call is stale. */
    forget(): void {
      generation += 1;
    },
  };
}

export type AgendaReader = ReturnType<typeof createAgendaReader>;
