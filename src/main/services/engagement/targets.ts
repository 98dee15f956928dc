import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import type { ServiceDeps } from '../deps';

const PAGE = 100;
const MAX_PAGES = 20;

/** Mangoes and courses of the profile, for pickers (association, filters). Paged through, capped. */
export async function listTargets(
  deps: ServiceDeps,
  input: ChannelArgs<'webhooks.targets'>,
): Promise<ChannelOutput<'webhooks.targets'>> {
  const client = await deps.clients.forId(input.profileId);
  const mangoes: ChannelOutput<'webhooks.targets'>['mangoes'] = [];
  for (let page = 1, seen = 0; page <= MAX_PAGES; page += 1) {
    const list = await client.listMangoes({ limit: PAGE, page });
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
    const list = await client.listCourses({ limit: PAGE, page });
    for (const c of list.data) if (c._id) courses.push({ _id: c._id, title: c.title ?? c._id });
    if (list.data.length < PAGE || courses.length >= (list.total ?? Infinity)) break;
  }
  return { mangoes, courses };
}
