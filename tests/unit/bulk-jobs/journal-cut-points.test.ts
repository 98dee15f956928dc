import { describe, expect, it } from 'vitest';
import { classifyOffsets, CUT_PLACES, cutOffsets, seededRandom, structuralCuts } from './journal-cut-points';

const journal = Buffer.from('{"t":"failed","r":2,"err":"a \\"b\\" \\u00e9 ü"}\n{"ok":[1,"x"]}\n', 'utf8');
const placeAt = (text: string) => {
  const offset = Buffer.byteLength(text, 'utf8');
  return classifyOffsets(journal).find((p) => p.offset === offset)?.place;
};

describe('the damage matrix finds the structural places of a journal line', () => {
  it('names the place of a cut inside keys, values, escapes, characters, numbers and around lines', () => {
    expect(placeAt('')).toBe('between lines');
    expect(placeAt('{"')).toBe('inside a key');
    expect(placeAt('{"t":"fa')).toBe('inside a string value');
    expect(placeAt('{"t":"failed","r":')).toBe('between tokens');
    expect(placeAt('{"t":"failed","r":2')).toBe('inside a number');
    expect(placeAt('{"t":"failed","r":2,"err":"a \\')).toBe('inside an escape');
    expect(placeAt('{"t":"failed","r":2,"err":"a \\"b\\" \\u00')).toBe('inside an escape');
    expect(placeAt('{"t":"failed","r":2,"err":"a \\"b\\" \\u00e9')).toBe('inside a string value');
    const beforeU = Buffer.byteLength('{"t":"failed","r":2,"err":"a \\"b\\" \\u00e9 ', 'utf8');
    expect(classifyOffsets(journal).find((p) => p.offset === beforeU + 1)?.place).toBe('inside a character');
    expect(placeAt('{"t":"failed","r":2,"err":"a \\"b\\" \\u00e9 ü"}')).toBe('before the newline');
    expect(placeAt('{"t":"failed","r":2,"err":"a \\"b\\" \\u00e9 ü"}\n')).toBe('between lines');
    // In an array a string is a value; after the array's comma too.
    expect(placeAt('{"t":"failed","r":2,"err":"a \\"b\\" \\u00e9 ü"}\n{"ok":[1,"')).toBe(
      'inside a string value',
    );
  });

  it('cuts every line once at each place it has, plus a seeded sample that the same seed repeats', () => {
    const cuts = structuralCuts(journal);
    expect(
      cuts
        .filter((c) => c.line === 0)
        .map((c) => c.place)
        .sort(),
    ).toEqual([...CUT_PLACES].sort());
    const a = cutOffsets(journal, { random: seededRandom(7), sample: 5, markBytes: 20 });
    expect(cutOffsets(journal, { random: seededRandom(7), sample: 5, markBytes: 20 })).toEqual(a);
    expect(a).toEqual(expect.arrayContaining([19, 20, 21, ...cuts.map((c) => c.offset)]));
    expect(a.length).toBeLessThan(journal.length / 2);
  });
});
