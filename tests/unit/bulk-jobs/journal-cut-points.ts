/*
 * Where to cut a journal (or a progress mark) in the damage matrix. A cut keeps bytes [0, offset). Each
 * offset has a structural place in its line: between lines, just before the newline, inside a key, inside
 * a string value, inside an escape (`\"`, `\u00e9`), inside a multi-byte character, inside a number or
 * literal, between tokens. The fast matrix cuts every line at the first offset of each place it has, and
 * around the progress mark's length; a seeded sample of the other offsets changes every run. The
 * exhaustive mode (`npm run test:exhaustive`) cuts at every offset.
 */

export type CutPlace =
  | 'between lines'
  | 'before the newline'
  | 'inside a key'
  | 'inside a string value'
  | 'inside an escape'
  | 'inside a character'
  | 'inside a number'
  | 'between tokens';

/** Every place a cut can land, in sorted order: what a journal with every kind of place is cut at. */
export const CUT_PLACES: readonly CutPlace[] = [
  'before the newline',
  'between lines',
  'between tokens',
  'inside a character',
  'inside a key',
  'inside a number',
  'inside a string value',
  'inside an escape',
];

export interface CutPoint {
  offset: number;
  line: number;
  place: CutPlace;
}

/** The structural place of every offset 0..bytes.length (a cut keeping that many bytes). */
export function classifyOffsets(bytes: Buffer): CutPoint[] {
  const out: CutPoint[] = [];
  let line = 0;
  let lineStart = true;
  let inString = false;
  let isKey = false;
  let escape = 0; // bytes of an escape sequence still to come
  let continuation = 0; // continuation bytes of a UTF-8 character still to come
  let inScalar = false; // a number or literal (true, false, null) under way
  const containers: Array<'object' | 'array'> = [];
  let expectKey = false; // in an object, after `{` or `,`: the next string is a key
  for (let offset = 0; offset <= bytes.length; offset += 1) {
    const byte = bytes[offset];
    let place: CutPlace;
    if (lineStart) place = 'between lines';
    else if (byte === 0x0a) place = 'before the newline';
    else if (continuation > 0) place = 'inside a character';
    else if (inString && escape > 0) place = 'inside an escape';
    else if (inString) place = isKey ? 'inside a key' : 'inside a string value';
    else if (inScalar) place = 'inside a number';
    else place = 'between tokens';
    out.push({ offset, line, place });
    if (byte === undefined) break;
    lineStart = false;
    if (continuation > 0) {
      continuation -= 1;
      continue;
    }
    if (byte >= 0xc0) continuation = byte >= 0xf0 ? 3 : byte >= 0xe0 ? 2 : 1;
    if (inString) {
      if (escape > 0) escape = escape === 1 && byte === 0x75 ? 4 : escape - 1; // `\u` then 4 hex digits
      else if (byte === 0x5c) escape = 1;
      else if (byte === 0x22) inString = false;
      continue;
    }
    inScalar = /[-+.0-9a-zA-Z]/.test(String.fromCharCode(byte));
    if (byte === 0x0a) {
      line += 1;
      lineStart = true;
      containers.length = 0;
    } else if (byte === 0x22) {
      inString = true;
      isKey = containers.at(-1) === 'object' && expectKey;
    } else if (byte === 0x7b) {
      containers.push('object');
      expectKey = true;
    } else if (byte === 0x5b) containers.push('array');
    else if (byte === 0x7d || byte === 0x5d) containers.pop();
    else if (byte === 0x2c) expectKey = containers.at(-1) === 'object';
    else if (byte === 0x3a) expectKey = false;
  }
  return out;
}

/** Every line's first offset of each place it has: every structural boundary of every line, once. */
export function structuralCuts(bytes: Buffer): CutPoint[] {
  const seen = new Set<string>();
  return classifyOffsets(bytes).filter((point) => {
    const key = `${point.line}/${point.place}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A small seeded generator (mulberry32): the same seed gives the same sample. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The seed of this run: `JOURNAL_DAMAGE_SEED` replays a failed run, otherwise a new one each run. */
export function matrixSeed(): number {
  const fixed = process.env['JOURNAL_DAMAGE_SEED'];
  return fixed ? Number(fixed) >>> 0 : Math.floor(Math.random() * 4_294_967_296);
}

/** Whether the full matrices run (`npm run test:exhaustive`) instead of boundaries plus a sample. */
export const exhaustive = process.env['TEST_EXHAUSTIVE'] === '1';

/**
 * The offsets to cut `bytes` at: every offset when exhaustive; otherwise every structural boundary, the
 * offsets around `markBytes` (the length the progress mark vouches for), and `sample` others drawn with
 * `random`. Sorted, each once.
 */
export function cutOffsets(
  bytes: Buffer,
  options: { random: () => number; sample: number; markBytes?: number },
): number[] {
  if (exhaustive) return Array.from({ length: bytes.length + 1 }, (_, i) => i);
  const picked = new Set(structuralCuts(bytes).map((point) => point.offset));
  const { markBytes } = options;
  if (markBytes !== undefined)
    for (const near of [markBytes - 1, markBytes, markBytes + 1])
      if (near >= 0 && near <= bytes.length) picked.add(near);
  for (let i = 0; i < options.sample; i += 1) picked.add(Math.floor(options.random() * (bytes.length + 1)));
  return [...picked].sort((a, b) => a - b);
}
