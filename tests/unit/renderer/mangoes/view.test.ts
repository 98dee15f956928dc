import { describe, expect, it } from 'vitest';
import type { CachedMango, DraftSummary } from '../../../../src/shared/areas/mangoes/channels';
import {
  canApply,
  countByState,
  filterDrafts,
  filterMangoes,
  noMangoFilters,
  openDraftCounts,
  pageOf,
  revertChange,
  setChange,
  toggled,
  withSelected,
} from '../../../../src/renderer/src/areas/mangoes/view';
import { starterCourse } from '../../mangoes/sample-mango';

const row = (title: string, extra: Partial<CachedMango['mango']> = {}, gone?: boolean): CachedMango => ({
  mango: { _id: title, title, type: 'onetime', ...extra },
  fetchedAt: 't0',
  ...(gone ? { gone } : {}),
});
const draft = (id: string, state: DraftSummary['state'], extra: Partial<DraftSummary> = {}) =>
  ({ id, mangoId: `m-${id}`, state, ...extra }) as DraftSummary;

describe('the Mango list filters', () => {
  const rows = [
    row('Webinar Pass'),
    row('Ebook', { type: 'free', isHidden: true }),
    row('Old course', { isDeleted: true }),
    row('Gone course', {}, true),
  ];
  const titles = (list: CachedMango[]) => list.map((r) => r.mango.title);

  it('hides deleted and gone Mangoes unless asked, and searches titles without case', () => {
    expect(titles(filterMangoes(rows, noMangoFilters))).toEqual(['Webinar Pass', 'Ebook']);
    expect(filterMangoes(rows, { ...noMangoFilters, showDeleted: true })).toHaveLength(4);
    expect(titles(filterMangoes(rows, { ...noMangoFilters, search: '  webINAR ' }))).toEqual([
      'Webinar Pass',
    ]);
  });

  it('filters by type and by hidden or visible', () => {
    expect(titles(filterMangoes(rows, { ...noMangoFilters, type: 'free' }))).toEqual(['Ebook']);
    expect(titles(filterMangoes(rows, { ...noMangoFilters, hidden: 'hidden' }))).toEqual(['Ebook']);
    expect(titles(filterMangoes(rows, { ...noMangoFilters, hidden: 'visible' }))).toEqual(['Webinar Pass']);
  });

  it('counts the drafts not yet applied per Mango', () => {
    const counts = openDraftCounts([
      draft('1', 'ready', { mangoId: 'a' }),
      draft('2', 'conflict', { mangoId: 'a' }),
      draft('3', 'applied', { mangoId: 'b' }),
    ]);
    expect([...counts]).toEqual([['a', 2]]);
  });
});

describe('the Drafts view', () => {
  const drafts = [
    draft('1', 'ready'),
    draft('2', 'applied'),
    draft('3', 'conflict'),
    draft('4', 'failed'),
    draft('5', 'applying', { uncertain: true }),
  ];

  it('lets ready, failed and uncertain drafts be applied, nothing else', () => {
    expect(drafts.filter(canApply).map((d) => d.id)).toEqual(['1', '4', '5']);
  });

  it('filters open, one state or all, and counts per state', () => {
    expect(filterDrafts(drafts, 'open').map((d) => d.id)).toEqual(['1', '3', '4', '5']);
    expect(filterDrafts(drafts, 'conflict').map((d) => d.id)).toEqual(['3']);
    expect(filterDrafts(drafts, 'all')).toHaveLength(5);
    expect(countByState(drafts).get('applied')).toBe(1);
  });

  it('pages rows and keeps the page within the pages there are', () => {
    const rows = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(rows, 3, 20)).toEqual({ pages: 3, page: 3, rows: [40, 41, 42, 43, 44] });
    expect(pageOf(rows.slice(0, 5), 3, 20)).toMatchObject({ pages: 1, page: 1, rows: [0, 1, 2, 3, 4] });
    expect(pageOf([], 1, 20)).toEqual({ pages: 1, page: 1, rows: [] });
  });

  it('selects, deselects and flips without changing the selection it was given', () => {
    const start = new Set(['1']);
    expect([...withSelected(start, ['3', '4'], true)]).toEqual(['1', '3', '4']);
    expect([...withSelected(start, ['1'], false)]).toEqual([]);
    expect([...toggled(start, '1')]).toEqual([]);
    expect([...toggled(start, '4')]).toEqual(['1', '4']);
    expect([...start]).toEqual(['1']);
  });
});

describe('the changes being typed', () => {
  it('keeps a changed field, and drops it when the stored value is typed back', () => {
    const changed = setChange({}, starterCourse, 'price', 349);
    expect(changed).toEqual({ price: 349 });
    expect(setChange(changed, starterCourse, 'price', 499)).toEqual({});
    expect(setChange({}, starterCourse, 'access.seatLimit', null)).toEqual({ 'access.seatLimit': null });
  });

  it('reverts one field and leaves the others', () => {
    expect(revertChange({ price: 349, title: 'New' }, 'price')).toEqual({ title: 'New' });
  });
});
