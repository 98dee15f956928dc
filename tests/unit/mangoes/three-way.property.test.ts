import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intendedMango } from '../../../src/shared/areas/mangoes/domain/draft';
import { getAt, jsonEqual } from '../../../src/shared/areas/mangoes/domain/json';
import {
  compareThreeWay,
  holdsDraftedValues,
  resolveConflicts,
} from '../../../src/shared/areas/mangoes/domain/three-way';
import { arbLeafEdits, arbMango } from './arbitraries';

const scenario = arbMango.chain((base) =>
  fc
    .record({ theirs: arbLeafEdits(base), mine: arbLeafEdits(base) })
    .map(({ theirs, mine }) => ({ base, theirs, mine })),
);

describe('three-way merge (property)', () => {
  it('reports a conflict exactly when both sides changed the same path to different values', () => {
    fc.assert(
      fc.property(scenario, ({ base, theirs, mine }) => {
        const server = intendedMango(base, theirs);
        const { conflicts, clean, already } = compareThreeWay(base, server, mine);
        const changed = (edits: Record<string, unknown>, path: string) =>
          path in edits && !jsonEqual(edits[path], getAt(base, path));
        const expected = Object.keys(mine).filter(
          (path) => changed(mine, path) && changed(theirs, path) && !jsonEqual(theirs[path], mine[path]),
        );
        expect(conflicts.map((c) => c.path).sort()).toEqual(expected.sort());
        for (const c of conflicts)
          expect(c).toEqual({
            path: c.path,
            base: getAt(base, c.path),
            theirs: theirs[c.path],
            mine: mine[c.path],
          });
        // Every drafted change is accounted for exactly once.
        const mineChanged = Object.keys(mine).filter((p) => changed(mine, p));
        expect([...clean, ...already, ...conflicts.map((c) => c.path)].sort()).toEqual(mineChanged.sort());
      }),
      { numRuns: 500 },
    );
  });

  it('after keeping mine everywhere, the rebased draft sends my values over the server copy', () => {
    fc.assert(
      fc.property(scenario, ({ base, theirs, mine }) => {
        const server = intendedMango(base, theirs);
        const { conflicts } = compareThreeWay(base, server, mine);
        const changes = resolveConflicts(
          mine,
          conflicts,
          conflicts.map((c) => ({ path: c.path, choice: 'mine' as const })),
        );
        expect(compareThreeWay(server, server, changes).conflicts).toEqual([]);
        expect(holdsDraftedValues(server, intendedMango(server, changes), changes)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
