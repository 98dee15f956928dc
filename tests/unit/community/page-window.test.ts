import { describe, expect, it } from 'vitest';
import {
  locate,
  pageCount,
  pagesForRange,
  pagesToEvict,
} from '../../../src/renderer/src/areas/community/posts/page-window';

describe('page window', () => {
  it('maps a list index to its page and offset', () => {
    expect(locate(0, 20)).toEqual({ page: 1, offset: 0 });
    expect(locate(19, 20)).toEqual({ page: 1, offset: 19 });
    expect(locate(20, 20)).toEqual({ page: 2, offset: 0 });
    expect(locate(9_999, 100)).toEqual({ page: 100, offset: 99 });
  });

  it('names only the pages of the visible rows, clipped to the total', () => {
    expect(pagesForRange(15, 45, 20, 10_000)).toEqual([1, 2, 3]);
    expect(pagesForRange(9_990, 10_020, 100, 10_000)).toEqual([100]);
    expect(pagesForRange(0, 10, 5, 0)).toEqual([]);
    expect(pagesForRange(3, 2, 5, 100)).toEqual([]);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(10_000, 100)).toBe(100);
    expect(pageCount(10_001, 100)).toBe(101);
  });

  it('evicts the pages farthest from the view beyond the cache size', () => {
    const cached = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(pagesToEvict(cached, [6], 10).sort((a, b) => a - b)).toEqual([1, 12]);
    expect(pagesToEvict([1, 2, 3], [2], 10)).toEqual([]);
    // A page in view is never evicted.
    expect(pagesToEvict([1, 50, 99], [99], 1)).not.toContain(99);
  });
});
