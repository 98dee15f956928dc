import type { PointsRow } from '../../../shared/areas/gamification/channels';
import {
  pointTypeLabel,
  systemPointTypes,
  type CollectivePointsRecord,
} from '../../../shared/contract/gamification';
import { toCsv } from '../../../shared/csv';

/** One row per user: each point type's score (summed if a type repeats) and the total. */
export function toPointsRows(records: readonly CollectivePointsRecord[]): PointsRow[] {
  return records.map((record) => {
    const scores: Record<string, number> = {};
    for (const point of record.points ?? []) {
      if (!point.type) continue;
      scores[point.type] = (scores[point.type] ?? 0) + (point.score ?? 0);
    }
    const sum = Object.values(scores).reduce((a, b) => a + b, 0);
    return { userId: record._id ?? '', scores, totalScore: record.totalScore ?? sum };
  });
}

/** System types in the spec's order (only those present), then custom types alphabetically. */
export function orderedTypes(rows: readonly PointsRow[], requested: readonly string[] = []): string[] {
  const seen = new Set<string>(requested);
  for (const row of rows) for (const type of Object.keys(row.scores)) seen.add(type);
  const system = systemPointTypes.filter((t) => seen.has(t));
  const custom = [...seen].filter((t) => !(systemPointTypes as readonly string[]).includes(t)).sort();
  return [...system, ...custom];
}

/**
 * The header row keeps the service's point type keys (a spreadsheet or script reads them as they are); this
 * note says what each one means in words.
 */
export function pointColumnsNote(types: readonly string[]): string {
  const named = types.filter((t) => pointTypeLabel(t) !== t).map((t) => `${t} = ${pointTypeLabel(t)}`);
  return `Columns: userId = the member's user id; ${named.length ? `${named.join('; ')}; ` : ''}totalScore = all points`;
}

/** One row per user under the header row (the first line); filters and column meanings go to the notes. */
export function pointsCsv(rows: readonly PointsRow[], types: readonly string[]): string {
  return toCsv(
    ['userId', ...types, 'totalScore'],
    rows.map((row) => [row.userId, ...types.map((t) => row.scores[t] ?? 0), row.totalScore]),
  );
}
