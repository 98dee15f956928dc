import type { CachedMango, DraftSummary } from '@shared/areas/mangoes/channels';
import { getAt, jsonEqual, type JsonValue } from '@shared/areas/mangoes/domain/json';
import type { Changes } from '@shared/areas/mangoes/domain/draft';
import type { Mango } from '@shared/contract/mangoes';

/**
 * The view logic of the Mangoes and Drafts screens, as plain functions over their view state (filters,
 * selections, the changes being typed). Server data comes in from `queries.ts`; nothing here calls main.
 */

export interface MangoFilters {
  search: string;
  type: string | null;
  hidden: 'all' | 'visible' | 'hidden';
  showDeleted: boolean;
}

export const noMangoFilters: MangoFilters = { search: '', type: null, hidden: 'all', showDeleted: false };

/** The cached Mangoes the filters let through (deleted ones only when asked for). */
export function filterMangoes(rows: readonly CachedMango[], filters: MangoFilters): CachedMango[] {
  const needle = filters.search.trim().toLowerCase();
  return rows.filter(({ mango, gone }) => {
    if (needle && !(mango.title ?? '').toLowerCase().includes(needle)) return false;
    if (filters.type && mango.type !== filters.type) return false;
    if (filters.hidden === 'hidden' && !mango.isHidden) return false;
    if (filters.hidden === 'visible' && mango.isHidden) return false;
    return filters.showDeleted ? true : !(gone || mango.isDeleted);
  });
}

/** How many drafts not yet applied each Mango has (the list's "2 drafts" badge). */
export function openDraftCounts(drafts: readonly DraftSummary[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of drafts) if (d.state !== 'applied') counts.set(d.mangoId, (counts.get(d.mangoId) ?? 0) + 1);
  return counts;
}

/** A draft the person may select for applying: ready, failed, or with an outcome to check. */
export const canApply = (d: DraftSummary) =>
  !d.earlierSandboxData && (d.state === 'ready' || d.state === 'failed' || Boolean(d.uncertain));

/** Drafts per state, for the filter's labels. */
export function countByState(drafts: readonly DraftSummary[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of drafts) counts.set(d.state, (counts.get(d.state) ?? 0) + 1);
  return counts;
}

/** The drafts a state filter shows: 'open' is every draft not applied yet, 'all' is every draft. */
export function filterDrafts(drafts: readonly DraftSummary[], filter: string): DraftSummary[] {
  return drafts.filter((d) =>
    filter === 'open' ? d.state !== 'applied' : filter === 'all' || d.state === filter,
  );
}

/** One page of rows, the page clamped to the pages there are (a filter can shrink the list). */
export function pageOf<T>(rows: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages);
  return { pages, page: current, rows: rows.slice((current - 1) * size, current * size) };
}

/** The selection with `ids` switched on or off. */
export function withSelected(
  selected: ReadonlySet<string>,
  ids: readonly string[],
  on: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const id of ids)
    if (on) next.add(id);
    else next.delete(id);
  return next;
}

/** The selection with `id` flipped. */
export const toggled = (selected: ReadonlySet<string>, id: string) =>
  withSelected(selected, [id], !selected.has(id));

/** A field set in the editor; typing the stored value back makes it unchanged again (omitted, not sent). */
export function setChange(changes: Changes, base: Mango, path: string, value: JsonValue): Changes {
  const next = { ...changes };
  if (jsonEqual(value, getAt(base, path))) delete next[path];
  else next[path] = value;
  return next;
}

/** A field put back to its stored value. */
export function revertChange(changes: Changes, path: string): Changes {
  const { [path]: _dropped, ...rest } = changes;
  return rest;
}
