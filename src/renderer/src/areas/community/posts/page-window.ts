/** Where the item at a list index lives: its 1-based page and position on that page. */
export function locate(index: number, limit: number): { page: number; offset: number } {
  return { page: Math.floor(index / limit) + 1, offset: index % limit };
}

/** The pages that hold items start..end (inclusive), within the result's total. */
export function pagesForRange(start: number, end: number, limit: number, total: number): number[] {
  if (total <= 0 || end < start) return [];
  const last = Math.min(end, total - 1);
  const first = Math.max(0, start);
  const pages: number[] = [];
  for (let page = locate(first, limit).page; page <= locate(last, limit).page; page += 1) pages.push(page);
  return pages;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * Pages to drop from the cache: those farthest from the pages in view, beyond `keep` pages, so scrolling a
 * 10,000-post channel end to end never holds it all in memory.
 */
export function pagesToEvict(cached: number[], inView: number[], keep: number): number[] {
  if (cached.length <= keep || inView.length === 0) return [];
  const centre = inView.reduce((sum, page) => sum + page, 0) / inView.length;
  return [...cached]
    .filter((page) => !inView.includes(page))
    .sort((a, b) => Math.abs(b - centre) - Math.abs(a - centre))
    .slice(0, cached.length - keep);
}
