/** A source of numbers in [0, 1), as Math.random; createRandom makes a seeded one. */
export type Rng = () => number;

/** One item of `list`, chosen by `rng`. */
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

/** A whole number from `min` to `max`, both included. */
export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** mulberry32: a tiny seeded PRNG, so fixtures and fault decisions repeat run after run. */
export function createRandom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Sequential 24-hex ids with a fixed prefix per source: unique, sortable and readable in logs. `after`:
 * ids already made by this prefix (kept data), so the next one follows the highest of them.
 */
export function createIdFactory(prefix: string, after: Iterable<string> = []): () => string {
  const head = prefix.padEnd(8, '0').slice(0, 8);
  let counter = 0;
  for (const id of after) {
    if (id.length === 24 && id.startsWith(head)) {
      const n = Number.parseInt(id.slice(8), 16);
      if (Number.isSafeInteger(n) && n > counter) counter = n;
    }
  }
  return () => {
    counter += 1;
    return head + counter.toString(16).padStart(16, '0');
  };
}
