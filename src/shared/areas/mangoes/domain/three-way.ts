import type { Mango } from '../../../contract/mangoes';
import { effectiveChanges, type Changes, type FieldConflict } from './draft';
import { mangoFields } from './fields';
import { getAt, jsonEqual } from './json';

export interface ThreeWayResult {
  /** Paths the draft changes and the server still holds as in the base: safe to send. */
  clean: string[];
  /** Paths the server already changed to exactly the drafted value: nothing to decide. */
  already: string[];
  /** Paths both sides changed, to different values: the person decides, nothing is sent. */
  conflicts: FieldConflict[];
  /** Fields the draft does not touch that moved on the server: not sent, so they stay as they are. */
  movedElsewhere: string[];
}

/**
 * Compares base (when drafted), server (fetched just now) and mine, per field the draft changes. A
 * conflict is exactly a path where the server moved away from the base and does not hold my value.
 */
export function compareThreeWay(base: Mango, server: Mango, changes: Changes): ThreeWayResult {
  const mine = effectiveChanges(base, changes);
  const result: ThreeWayResult = { clean: [], already: [], conflicts: [], movedElsewhere: [] };
  for (const [path, value] of Object.entries(mine)) {
    const before = getAt(base, path);
    const theirs = getAt(server, path);
    if (jsonEqual(theirs, before)) result.clean.push(path);
    else if (jsonEqual(theirs, value)) result.already.push(path);
    else result.conflicts.push({ path, base: before, theirs, mine: value });
  }
  for (const field of mangoFields) {
    if (field.kind === 'clearGroup' || field.path in mine) continue;
    if (!jsonEqual(getAt(server, field.path), getAt(base, field.path)))
      result.movedElsewhere.push(field.path);
  }
  return result;
}

export type ConflictChoice =
  | { path: string; choice: 'mine' }
  | { path: string; choice: 'theirs' }
  | { path: string; choice: 'edit'; value: Changes[string] };

/**
 * Settles every conflict and rebases the draft on the server copy: "mine" keeps the drafted value,
 * "theirs" drops the change, "edit" puts a new value. Every conflict needs a choice.
 */
export function resolveConflicts(
  changes: Changes,
  conflicts: readonly FieldConflict[],
  choices: readonly ConflictChoice[],
): Changes {
  const next: Changes = { ...changes };
  for (const conflict of conflicts) {
    const choice = choices.find((c) => c.path === conflict.path);
    if (!choice) throw new Error(`Choose mine, theirs or a new value for ${conflict.path}`);
    if (choice.choice === 'theirs') delete next[conflict.path];
    else if (choice.choice === 'edit') next[conflict.path] = choice.value;
  }
  return next;
}

/** After an unknown outcome: does the server already hold every drafted value? */
export function holdsDraftedValues(base: Mango, server: Mango, changes: Changes): boolean {
  return Object.entries(effectiveChanges(base, changes)).every(([path, value]) =>
    jsonEqual(getAt(server, path), value),
  );
}
