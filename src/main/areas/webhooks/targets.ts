import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import { withSignal } from '../../platform/api/types';
import type { ServiceDeps } from '../deps';

const PAGE = 100;
const MAX_PAGES = 20;

/** Webinars listed for the webhook picker: from 30 days ago to 180 days ahead (the list needs a range). */
const WEBINARS_BACK_DAYS = 30;
const WEBINARS_AHEAD_DAYS = 180;

/**
 * Mangoes, courses and webinars of the profile, for pickers (association, filters). Paged through, capped.
 * Webinars are best effort: a host that refuses the list leaves the webinar picker to an id field.
 */
export async function listTargets(
  deps: ServiceDeps,
  input: ChannelArgs<'webhooks.targets'>,
  signal?: AbortSignal,
): Promise<ChannelOutput<'webhooks.targets'>> {
  const client = await deps.clients.forId(input.profileId);
  const options = withSignal(signal);
  const mangoes: ChannelOutput<'webhooks.targets'>['mangoes'] = [];
  for (let page = 1, seen = 0; page <= MAX_PAGES; page += 1) {
    const list = await client.listMangoes({ query: { limit: PAGE, page } }, options);
    seen += list.data.length;
    for (const m of list.data) {
      if (m._id && !m.isDeleted) {
        mangoes.push({ _id: m._id, title: m.title ?? m._id, recurring: m.type === 'recurring' });
      }
    }
    if (list.data.length < PAGE || seen >= (list.total ?? Infinity)) break;
  }
  const courses: ChannelOutput<'webhooks.targets'>['courses'] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await client.listCourses({ query: { limit: PAGE, page } }, options);
    for (const c of list.data) if (c._id) courses.push({ _id: c._id, title: c.title ?? c._id });
    if (list.data.length < PAGE || courses.length >= (list.total ?? Infinity)) break;
  }
  const webinars: ChannelOutput<'webhooks.targets'>['webinars'] = [];
  const day = 86_400_000;
  const now = deps.now().getTime();
  const range = {
    startDate: new Date(now - WEBINARS_BACK_DAYS * day).toISOString().slice(0, 10),
    endDate: new Date(now + WEBINARS_AHEAD_DAYS * day).toISOString().slice(0, 10),
  };
  try {
    const seen = new Set<string>();
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const list = await client.listVideoCalls({ query: { ...range, limit: PAGE, page } }, options);
      const calls = list.data.flatMap((d) => d.calls ?? []);
      for (const c of calls) {
        if (!c._id || seen.has(c._id)) continue;
        seen.add(c._id);
        const when = c.fromTime ? ` (${c.fromTime.slice(0, 16).replace('T', ' ')} UTC)` : '';
        webinars.push({ _id: c._id, title: `${c.title ?? c._id}${when}` });
      }
      if (calls.length < PAGE || seen.size >= (list.total ?? Infinity)) break;
    }
  } catch (error) {
    // Best effort (see above), unless the caller cancelled: then nothing is answered.
    if (signal?.aborted) throw error;
  }
  return { mangoes, courses, webinars };
}
