import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectiveChanges,
  intendedMango,
  type Changes,
} from '../../../src/shared/areas/mangoes/domain/draft';
import { fieldAt } from '../../../src/shared/areas/mangoes/domain/fields';
import { getAt, isPlainObject, jsonEqual } from '../../../src/shared/areas/mangoes/domain/json';
import { buildPatchBody, mergeMangoPatch } from '../../../src/shared/areas/mangoes/domain/patch';
import { hasErrors, validateChanges } from '../../../src/shared/areas/mangoes/domain/rules';
import { arbEdits, arbMango } from './arbitraries';

/** The body's leaves: catalogue paths (a cleared group counts as one leaf) or whatever else is in there. */
function bodyLeaves(body: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(body).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const field = fieldAt(path);
    if (isPlainObject(value) && (!field || field.kind === 'clearGroup')) return bodyLeaves(value, path);
    return [path];
  });
}

const baseAndEdits = arbMango.chain((base) => arbEdits(base).map((edits) => ({ base, edits })));

describe('Mango PATCH body (property)', () => {
  it('generated edits are valid by the client-side rules', () => {
    fc.assert(
      fc.property(baseAndEdits, ({ base, edits }) => {
        expect(validateChanges(base, edits).filter((i) => i.severity === 'error')).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('applying the body with the spec’s merge gives the Mango the draft means', () => {
    fc.assert(
      fc.property(baseAndEdits, ({ base, edits }) => {
        const merged = mergeMangoPatch(base, buildPatchBody(base, edits));
        expect(jsonEqual(merged, intendedMango(base, edits))).toBe(true);
        for (const [path, value] of Object.entries(effectiveChanges(base, edits)))
          expect(getAt(merged, path)).toEqual(value);
      }),
      { numRuns: 500 },
    );
  });

  it('never holds an unchanged path, _id or an unknown field', () => {
    const withNoise = baseAndEdits.chain(({ base, edits }) =>
      fc
        .record({
          unknown: fc.constantFrom('createChatroom', 'chatroomSlug', 'settings.secret', 'access.nope'),
        })
        .map(({ unknown }) => ({
          base,
          edits: { ...edits, _id: 'ffffffffffffffffffffffff', [unknown]: true },
        })),
    );
    fc.assert(
      fc.property(withNoise, ({ base, edits }) => {
        const body = buildPatchBody(base, edits);
        expect(body).not.toHaveProperty('_id');
        expect(hasErrors(validateChanges(base, edits))).toBe(true);
        for (const path of bodyLeaves(body)) {
          expect(fieldAt(path), `${path} is a known field`).toBeDefined();
          expect(jsonEqual(getAt(body, path), getAt(base, path)), `${path} is changed`).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is empty when every drafted value equals the stored one', () => {
    fc.assert(
      fc.property(baseAndEdits, ({ base, edits }) => {
        const echo = Object.fromEntries(
          Object.keys(edits)
            .map((path) => [path, getAt(base, path)] as const)
            .filter(([, value]) => value !== undefined),
        ) as Changes;
        expect(buildPatchBody(base, echo)).toEqual({});
      }),
      { numRuns: 200 },
    );
  });
});
