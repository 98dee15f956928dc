import fc from 'fast-check';
import type { Mango } from '../../../src/shared/contract/mangoes';
import type { Changes } from '../../../src/shared/areas/mangoes/domain/draft';
import { mangoFields, type MangoField } from '../../../src/shared/areas/mangoes/domain/fields';
import { setAt, type JsonValue } from '../../../src/shared/areas/mangoes/domain/json';

const leaves = mangoFields.filter((f) => f.kind !== 'clearGroup');
const groups = mangoFields.filter((f) => f.kind === 'clearGroup');
const url = fc.constantFrom('https://cdn.test/a.jpg', 'https://cdn.test/b.mp4', 'https://cdn.test/c.png');

/** A valid non-null value for a field; small domains so that two sides often pick the same value. */
export function valueFor(field: MangoField): fc.Arbitrary<JsonValue> {
  switch (field.kind) {
    case 'text':
      return fc.constantFrom('Alpha', 'Beta', 'Gamma course');
    case 'longtext':
      return fc.constantFrom('', 'Plain words', 'More words here');
    case 'number':
      return fc.oneof(
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }),
      );
    case 'integer':
      return fc.integer({ min: field.min ?? 0, max: (field.min ?? 0) + 3 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...(field.options ?? ['x']));
    case 'url':
      return url;
    case 'urlList':
      return fc.array(url, { maxLength: 10 });
    case 'datetime':
      return fc
        .integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 })
        .map((ms) => new Date(ms).toISOString());
    case 'clearGroup':
      return fc.constant(null);
  }
}

const valueOrClear = (field: MangoField) =>
  field.clearable ? fc.oneof(valueFor(field), fc.constant(null)) : valueFor(field);

/** Any stored Mango: every field set (cleared where allowed), some groups cleared whole, plus fields we never send. */
export const arbMango: fc.Arbitrary<Mango> = fc
  .record({
    values: fc.tuple(...leaves.map(valueOrClear)),
    clearedGroups: fc.subarray(groups.map((g) => g.path)),
    type: fc.constantFrom('onetime', 'recurring', 'free'),
  })
  .map(({ values, clearedGroups, type }) => {
    let mango: Record<string, unknown> = {
      _id: 'ae000000000000000000000c',
      creator: 'cccc00000000000000000001',
      checkoutLink: 'https://learn.test/checkout/x',
      customThing: { kept: true },
    };
    leaves.forEach((field, index) => {
      mango = setAt(mango, field.path, values[index]);
    });
    for (const path of clearedGroups) mango = setAt(mango, path, null);
    // A stored free Mango has no price (the service would refuse every update of one that had).
    return { ...mango, type, ...(type === 'free' ? { price: 0 } : {}) } as Mango;
  });

/**
 * A valid set of edits for `base`: no immutable field changed, at most one description form, a group is
 * cleared or edited leaf by leaf but not both, null only where rule 3 allows it.
 */
export function arbEdits(base: Mango): fc.Arbitrary<Changes> {
  const recurring = base.type === 'recurring';
  const editable = mangoFields.filter(
    (f) => f.immutable !== 'always' && !(f.immutable === 'recurring' && recurring) && f.path !== 'type',
  );
  return fc
    .tuple(fc.subarray(editable.map((f) => f.path)), fc.tuple(...editable.map(valueOrClear)))
    .map(([paths, values]) => {
      const chosen = new Set(paths);
      if (chosen.has('description')) chosen.delete('descriptionHtml');
      for (const group of editable.filter((f) => f.kind === 'clearGroup'))
        if (chosen.has(group.path)) group.children?.forEach((child) => chosen.delete(child));
      if (!recurring) chosen.delete('recurringType');
      const edits: Changes = {};
      editable.forEach((field, index) => {
        if (chosen.has(field.path)) edits[field.path] = values[index] as JsonValue;
      });
      if (base.type === 'free' && typeof edits.price === 'number') edits.price = 0;
      return edits;
    });
}

/** Edits without whole-group clears, so "who changed what" is read straight from the two edit maps. */
export function arbLeafEdits(base: Mango): fc.Arbitrary<Changes> {
  return arbEdits(base).map((edits) =>
    Object.fromEntries(Object.entries(edits).filter(([path]) => !groups.some((g) => g.path === path))),
  );
}
