import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PostFilters } from '@shared/areas/community/channels';
import type { Scope } from '../../../data/query';
import type { PostQuery } from './view-store';

/** The operation's filters for one result: a channel and the screen's query, empty filters left out. */
export type PostsFilters = PostFilters & { limit: number };

export function postFilters(channelId: string, query: PostQuery): PostsFilters {
  const given = Object.entries(query).filter(
    ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
  );
  return { channelId, ...Object.fromEntries(given), limit: query.limit } as PostsFilters;
}

/**
 * Each page of a result is its own cached read, keyed `['community.posts', scope, {...filters, page}]`.
 * These find and drop the pages of one result (one scope and exactly these filters).
 */
function pagesOf(
  client: QueryClient,
  scope: Scope,
  filters: PostsFilters,
): { page: number; key: QueryKey }[] {
  const wanted = hashKey([filters]);
  return client
    .getQueryCache()
    .findAll({ queryKey: ['community.posts', scope] })
    .flatMap((query) => {
      const { page, ...rest } = (query.queryKey[2] ?? {}) as { page?: number };
      return typeof page === 'number' && hashKey([rest]) === wanted ? [{ page, key: query.queryKey }] : [];
    });
}

/** The page numbers of one result that are in the cache (loaded, loading or failed). */
export function cachedPages(client: QueryClient, scope: Scope, filters: PostsFilters): number[] {
  return pagesOf(client, scope, filters).map((p) => p.page);
}

/** Drops the named pages of one result from the cache; shown again, they are fetched again. */
export function dropPages(
  client: QueryClient,
  scope: Scope,
  filters: PostsFilters,
  pages: readonly number[],
): void {
  for (const { page, key } of pagesOf(client, scope, filters)) {
    if (pages.includes(page)) client.removeQueries({ queryKey: key, exact: true });
  }
}
