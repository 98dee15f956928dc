import type { ApiClient } from '../../platform/api';

const PAGE = 100;
const MAX_PAGES = 50;

/** Every Mango of the profile as `{id, title}`, walking the list operation's pages. */
export async function listMangoOptions(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<{ id: string; title: string }[]> {
  const out: { id: string; title: string }[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await client.listMangoes({ query: { limit: PAGE, page } }, { signal });
    for (const mango of answer.data) {
      if (mango._id && mango.isDeleted !== true) out.push({ id: mango._id, title: mango.title ?? mango._id });
    }
    const total = answer.total ?? out.length;
    if (answer.data.length < PAGE || page * PAGE >= total) break;
  }
  return out.sort((a, b) => a.title.localeCompare(b.title));
}
